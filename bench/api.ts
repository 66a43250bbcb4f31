// DATABASE_URL=postgres://... npm run bench:api
// The resources function as deployed against a bare Deno.serve + postgres.js server
// (bench/bare-server.ts: the same SELECT and envelope, no auth, no transaction), on a fresh
// database on that server with 100 public resources. Cases: the anonymous list with the
// instance's read cache off (ANON_CACHE_MS=0) and on (as deployed), the editor's list, and the 304
// path (If-None-Match, cache on). Each is loaded with autocannon at 20 connections in interleaved
// rounds; then the cold boot of each server, to its first 200 (median of 10).
// Prints a table and, last, one line per case: `<case>: function N req/s, bare M req/s, ratio R`.
import { spawn } from "node:child_process";
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials, mintUserToken } from "../local/dev-credentials.ts";
import { migrate } from "../local/migrations.ts";
import { seedUsers } from "../local/seed-users.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { asFunctionsRole } from "../local/api-connection.ts";
import { load, type LoadResult, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const list = "/resources?website_viewable=true&is_active=true";

async function startBare(url: string): Promise<{ base: string; stop(): void }> {
  const port = 20_000 + Math.floor(Math.random() * 2_000);
  const child = spawn(process.execPath, ["run", "-A", "--no-lock", "bench/bare-server.ts"], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await firstOk(base);
  return { base, stop: () => void child.kill() };
}

/** Polls until `url` answers 200; the time that took, in ms. */
async function firstOk(url: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 30_000) throw new Error(`${url} did not answer 200`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const name = `bench_api_${process.pid}`;
const url = await createDatabase(server, name);
const credentials = await generateDevCredentials();
const editor = { apikey: credentials.publishableKey, authorization: `Bearer ${await mintUserToken(credentials, seedUsers.editor)}` };
const setup = connectPostgres(url, { max: 1 });
await migrate(setup, { seed: true });
await setup.exec(`
  delete from public.resources;
  insert into public.resources (title, category, link_url, description, extension, resource_date, display_order, website_viewable, is_active)
  select 'Workshop ' || i || ': ' || (array['Intro to Git', 'Python basics', 'Web accessibility', 'SQL for analysts'])[1 + i % 4],
         (array['Workshops', 'Templates', 'Talks'])[1 + i % 3], 'https://compsoc.example.edu/files/' || i || '.pdf',
         'Slides, exercises and a reading list from the session, with the recording linked at the end. Session ' || i || '.',
         'pdf', date '2026-09-01' + i, i % 10, true, true
  from generate_series(1, 100) as i;
  analyze public.resources;`);
await setup.close();

// The same function twice: with its anonymous read cache off, and as deployed (on, 1 s).
const fn = await startFunction("resources", url, credentials, { env: { ANON_CACHE_MS: "0" } });
const cached = await startFunction("resources", url, credentials);
const bare = await startBare(url);
try {
  const etag = (await fetch(`${fn.base}${list}`)).headers.get("etag")!;
  const cases: { label: string; fn: () => Promise<LoadResult> }[] = [
    { label: "anonymous list, cache off", fn: () => load(`${fn.base}${list}`, seconds) },
    { label: "anonymous list, cache on", fn: () => load(`${cached.base}${list}`, seconds) },
    { label: "editor's list", fn: () => load(`${fn.base}${list}`, seconds, editor) },
    { label: "304 path", fn: () => load(`${cached.base}${list}`, seconds, { "if-none-match": etag }) },
  ];
  const results: Record<string, { fn: LoadResult[]; bare: LoadResult[] }> = {};
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const entry = (results[c.label] ??= { fn: [], bare: [] });
      if (round % 2) {
        entry.bare.push(await load(`${bare.base}/`, seconds));
        entry.fn.push(await c.fn());
      } else {
        entry.fn.push(await c.fn());
        entry.bare.push(await load(`${bare.base}/`, seconds));
      }
    }
  }
  fn.stop();
  cached.stop();
  bare.stop();

  const boots = async (start: () => Promise<{ ms: number; stop(): void }>) => {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const booted = await start();
      times.push(booted.ms);
      booted.stop();
    }
    return times.sort((a, b) => a - b)[5]!;
  };
  const functionBoot = await boots(async () => {
    const port = 22_000 + Math.floor(Math.random() * 2_000);
    const child = spawn(process.execPath, ["run", "-A", "--no-lock", "--unstable-no-legacy-abort", "functions/resources/index.ts"], {
      env: {
        ...process.env, SUPABASE_DB_URL: url, FUNCTIONS_DB_URL: asFunctionsRole(url), SUPABASE_URL: "http://127.0.0.1:54321",
        ANON_READ_RATE_LIMIT: process.env.BENCH_READ_RATE_LIMIT ?? "1000000",
        SUPABASE_PUBLISHABLE_KEY: credentials.publishableKey, SUPABASE_SECRET_KEY: credentials.secretKey,
        SUPABASE_JWKS: JSON.stringify({ keys: [credentials.publicKey] }), DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      },
      stdio: "ignore",
    });
    const ms = await firstOk(`http://127.0.0.1:${port}${list}`);
    return { ms, stop: () => void child.kill() };
  });
  const bareBoot = await boots(async () => {
    const port = 24_000 + Math.floor(Math.random() * 2_000);
    const child = spawn(process.execPath, ["run", "-A", "--no-lock", "bench/bare-server.ts"], {
      env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
      stdio: "ignore",
    });
    const ms = await firstOk(`http://127.0.0.1:${port}/`);
    return { ms, stop: () => void child.kill() };
  });

  const mean = (rs: LoadResult[], key: keyof LoadResult) => rs.reduce((sum, r) => sum + r[key], 0) / rs.length;
  console.log(`\n${rounds} interleaved rounds of ${seconds} s per case, 20 connections, 100 resources\n`);
  console.log("| case | server | req/s | p50 ms | p99 ms |");
  console.log("|---|---|---|---|---|");
  for (const [label, r] of Object.entries(results)) {
    for (const side of ["fn", "bare"] as const) {
      console.log(`| ${label} | ${side === "fn" ? "function" : "bare"} | ${mean(r[side], "requests").toFixed(0)} | ${mean(r[side], "p50").toFixed(1)} | ${mean(r[side], "p99").toFixed(1)} |`);
    }
  }
  console.log("");
  for (const [label, r] of Object.entries(results)) {
    const [f, b] = [mean(r.fn, "requests"), mean(r.bare, "requests")];
    console.log(`${label}: function ${f.toFixed(0)} req/s, bare ${b.toFixed(0)} req/s, ratio ${(f / b).toFixed(2)}`);
  }
  console.log(`cold boot to the first 200: function ${functionBoot.toFixed(0)} ms, bare ${bareBoot.toFixed(0)} ms (median of 10)`);
} finally {
  fn.stop();
  cached.stop();
  bare.stop();
  await dropDatabase(server, name).catch(() => {});
}
