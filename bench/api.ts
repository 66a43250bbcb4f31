// DATABASE_URL=postgres://... npm run bench:api
// The resources function as deployed against a bare Deno.serve + postgres.js server
// (bench/bare-server.ts: the same SELECT and envelope, no auth, no transaction), on a fresh
// database on that server with 100 public resources. Every process is warmed first (until its
// throughput settles, at most 30 s). Cases: the anonymous list with the instance's read cache off
// (ANON_CACHE_MS=0) at 20 connections, at 50 and at 1 (at 20 and 50 also with a distinct query per
// request, so that no read is shared by the single flight), the same with the cache on (as deployed), the
// editor's list, and the 304 path (If-None-Match, cache on), each in interleaved rounds with the
// bare server; then the cold boot of each server, to its first 200 (median of 10), as it is and
// bundled into one file as Supabase deploys it (`deno bundle`). Per case it
// also takes the CPU time per request of the server's process and of the Postgres backends
// serving it (from /proc: the server must run on this machine). Then the same on a throwaway
// PostgreSQL 17 when the npm package is installed and DATABASE_URL's server is not 17
// (BENCH_PG17=0 skips it).
// Prints a table and, last, one line per case: `<case>: function N req/s, bare M req/s, ratio R`.
import { execFile, spawn } from "node:child_process";
import { chmod, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials, mintUserToken } from "../local/dev-credentials.ts";
import { migrate } from "../local/migrations.ts";
import { seedUsers } from "../local/seed-users.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { allowLocalLogins, asFunctionsRole } from "../local/api-connection.ts";
import { cpuMs, load, type LoadResult, postgresCpuMs, serverUrl, startFunction, warm } from "./support.ts";

const server = serverUrl();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const list = "/resources?website_viewable=true&is_active=true";

async function startBare(url: string): Promise<{ base: string; pid: number; stop(): void }> {
  const port = 20_000 + Math.floor(Math.random() * 2_000);
  const child = spawn(process.execPath, ["run", "-A", "--no-lock", "bench/bare-server.ts"], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await firstOk(base);
  return { base, pid: child.pid!, stop: () => void child.kill() };
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

const credentials = await generateDevCredentials();
const editor = { apikey: credentials.publishableKey, authorization: `Bearer ${await mintUserToken(credentials, seedUsers.editor)}` };

interface Measured extends LoadResult {
  /** CPU ms per request: the server's process, and the Postgres backends serving it. */
  cpu: number;
  pgCpu: number;
}

/** Every case on `server` (a PostgreSQL server's URL), printed. */
async function benchmark(server: string) {
  const name = `bench_api_${process.pid}`;
  const url = await createDatabase(server, name);
  const admin = connectPostgres(url, { max: 1 });
  await migrate(admin, { seed: true });
  await allowLocalLogins(admin, url);
  await admin.exec(`
    delete from public.resources;
    insert into public.resources (title, category, link_url, description, extension, resource_date, display_order, website_viewable, is_active)
    select 'Workshop ' || i || ': ' || (array['Intro to Git', 'Python basics', 'Web accessibility', 'SQL for analysts'])[1 + i % 4],
           (array['Workshops', 'Templates', 'Talks'])[1 + i % 3], 'https://compsoc.example.edu/files/' || i || '.pdf',
           'Slides, exercises and a reading list from the session, with the recording linked at the end. Session ' || i || '.',
           'pdf', date '2026-09-01' + i, i % 10, true, true
    from generate_series(1, 100) as i;
    analyze public.resources;`);
  const [{ version }] = (await admin.query<{ version: string }>("select current_setting('server_version') as version")) as [{ version: string }];

  // The same function twice: with its anonymous read cache off, and as deployed (on, 1 s).
  const fn = await startFunction("resources", url, credentials, { env: { ANON_CACHE_MS: "0" } });
  const cached = await startFunction("resources", url, credentials);
  const bare = await startBare(url);
  try {
    const etag = (await fetch(`${fn.base}${list}`)).headers.get("etag")!;
    const warmed = await Promise.all([
      // Both of its paths, one after the other: the anonymous read (its own pool, its cache
      // bookkeeping) and the editor's (its token check).
      warm(`${fn.base}${list}`).then(async (anonymous) => anonymous + await warm(`${fn.base}${list}`, editor)),
      warm(`${cached.base}${list}`),
      warm(`${bare.base}/`),
    ]);
    const measured = async (pid: number, run: () => Promise<LoadResult>): Promise<Measured> => {
      const [cpu0, pg0] = [await cpuMs(pid), await postgresCpuMs(admin, name)];
      const result = await run();
      const [cpu1, pg1] = [await cpuMs(pid), await postgresCpuMs(admin, name)];
      return { ...result, cpu: (cpu1 - cpu0) / result.total, pgCpu: (pg1 - pg0) / result.total };
    };
    const cases: { label: string; fn: () => Promise<Measured>; bare: () => Promise<Measured> }[] = [
      ["anonymous list, cache off", fn, {}, 20],
      ["anonymous list, cache off, a distinct query each", fn, {}, 20, true],
      ["anonymous list, cache off, 50 connections", fn, {}, 50],
      ["anonymous list, cache off, 50 connections, a distinct query each", fn, {}, 50, true],
      ["anonymous list, cache off, 1 connection", fn, {}, 1],
      ["anonymous list, cache on", cached, {}, 20],
      ["editor's list", fn, editor, 20],
      ["304 path", cached, { "if-none-match": etag }, 20],
    ].map(([label, server, headers, connections, distinct]) => {
      const { base, pid } = server as typeof fn;
      return {
        label: label as string,
        fn: () => measured(pid, () => load(`${base}${list}`, seconds, headers as Record<string, string>, connections as number, Boolean(distinct))),
        bare: () => measured(bare.pid, () => load(`${bare.base}/`, seconds, {}, connections as number)),
      };
    });
    const results: Record<string, { fn: Measured[]; bare: Measured[] }> = {};
    for (let round = 0; round < rounds; round++) {
      for (const c of cases) {
        const entry = (results[c.label] ??= { fn: [], bare: [] });
        if (round % 2) {
          entry.bare.push(await c.bare());
          entry.fn.push(await c.fn());
        } else {
          entry.fn.push(await c.fn());
          entry.bare.push(await c.bare());
        }
      }
    }
    fn.stop();
    cached.stop();
    bare.stop();
    const bundled = await bundles();
    const boot = {
      unbundled: [await boots(() => bootFunction(url)), await boots(() => bootBare(url))],
      bundled: [await boots(() => bootFunction(url, bundled.function)), await boots(() => bootBare(url, bundled.bare))],
    };
    report(version, warmed, results, boot);
    await reportBootByModule();
  } finally {
    fn.stop();
    cached.stop();
    bare.stop();
    await admin.close();
    await dropDatabase(server, name).catch(() => {});
  }
}

/**
 * What a cold boot spends loading each part: the wall time of `deno eval` importing it, less that
 * of an empty script (median of 7). Parts overlap (the function's modules import the libraries).
 */
async function reportBootByModule() {
  const config = `{ supabaseUrl: "http://127.0.0.1:54321", publishableKeys: {}, secretKeys: {}, jwks: { keys: [] }, allowedOrigins: "*" }`;
  const parts: [string, string][] = [
    ["node:crypto", `import "node:crypto";`],
    ["postgres.js", `import "postgres";`],
    ["zod", `import "zod";`],
    ["hono", `import "hono";`],
    ["jose (loaded at the first signed-in request)", `import "jose";`],
    ["the resources function's modules", `import "./functions/resources/handler.ts";`],
    ["...and building its app", `import { createResourcesFunction } from "./functions/resources/handler.ts"; createResourcesFunction({ db: {}, config: ${config} });`],
  ];
  const wall = async (code: string) => {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      await promisify(execFile)(process.execPath, ["eval", code]);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[3]!;
  };
  const empty = await wall("");
  console.log(`\nboot by module (ms over an empty script, ${empty.toFixed(0)} ms):`);
  for (const [label, code] of parts) console.log(`  ${label}: ${(await wall(code) - empty).toFixed(0)}`);
}

/** The median of ten cold boots, each to its first 200. */
async function boots(start: () => Promise<{ ms: number; stop(): void }>) {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const booted = await start();
    times.push(booted.ms);
    booted.stop();
  }
  return times.sort((a, b) => a - b)[5]!;
}

/**
 * Each server as one file, as Supabase deploys a function (its CLI bundles it into an eszip):
 * `deno bundle` of each entry, in a temporary folder.
 */
async function bundles(): Promise<{ function: string; bare: string }> {
  const dir = await mkdtemp(join(tmpdir(), "bench-bundle-"));
  const bundle = async (entry: string, name: string) => {
    const out = join(dir, `${name}.js`);
    await promisify(execFile)(process.execPath, ["bundle", "--quiet", "--platform", "deno", "-o", out, entry]);
    return out;
  };
  return { function: await bundle("functions/resources/index.ts", "resources"), bare: await bundle("bench/bare-server.ts", "bare") };
}

async function bootFunction(url: string, entry = "functions/resources/index.ts") {
  const port = 22_000 + Math.floor(Math.random() * 2_000);
  const child = spawn(process.execPath, ["run", "-A", "--no-lock", "--unstable-no-legacy-abort", entry], {
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
}

async function bootBare(url: string, entry = "bench/bare-server.ts") {
  const port = 24_000 + Math.floor(Math.random() * 2_000);
  const child = spawn(process.execPath, ["run", "-A", "--no-lock", entry], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: "ignore",
  });
  const ms = await firstOk(`http://127.0.0.1:${port}/`);
  return { ms, stop: () => void child.kill() };
}

function report(
  version: string,
  warmed: number[],
  results: Record<string, { fn: Measured[]; bare: Measured[] }>,
  boot: Record<"unbundled" | "bundled", number[]>,
) {
  const mean = (rs: Measured[], key: keyof Measured) => rs.reduce((sum, r) => sum + r[key], 0) / rs.length;
  console.log(`\nPostgreSQL ${version}: ${rounds} interleaved rounds of ${seconds} s per case, 100 resources; ` +
    `warmed ${warmed.map((w) => w.toFixed(0)).join(" / ")} s (function, cached function, bare)
`);
  console.log("| case | server | req/s | p50 ms | p99 ms | CPU ms/req, server | CPU ms/req, Postgres |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [label, r] of Object.entries(results)) {
    for (const side of ["fn", "bare"] as const) {
      console.log(
        `| ${label} | ${side === "fn" ? "function" : "bare"} | ${mean(r[side], "requests").toFixed(0)} | ` +
          `${mean(r[side], "p50").toFixed(1)} | ${mean(r[side], "p99").toFixed(1)} | ` +
          `${mean(r[side], "cpu").toFixed(3)} | ${mean(r[side], "pgCpu").toFixed(3)} |`,
      );
    }
  }
  console.log("");
  for (const [label, r] of Object.entries(results)) {
    const [f, b] = [mean(r.fn, "requests"), mean(r.bare, "requests")];
    console.log(`${label}: function ${f.toFixed(0)} req/s, bare ${b.toFixed(0)} req/s, ratio ${(f / b).toFixed(2)}`);
  }
  for (const [how, [fn, bare]] of Object.entries(boot)) {
    console.log(`cold boot to the first 200, ${how}: function ${fn!.toFixed(0)} ms, bare ${bare!.toFixed(0)} ms, ` +
      `difference ${(fn! - bare!).toFixed(0)} ms (median of 10)`);
  }
}

await benchmark(server);
if (process.env.BENCH_PG17 !== "0") await onPostgres17(benchmark);

/** `run` on a throwaway PostgreSQL 17 (scripts/pg-throwaway.sh), unless DATABASE_URL's server is 17 already or it is not installed. */
async function onPostgres17(run: (server: string) => Promise<void>) {
  const probe = connectPostgres(server, { max: 1 });
  const [{ major }] = (await probe.query<{ major: number }>("select current_setting('server_version_num')::int / 10000 as major")) as [{ major: number }];
  await probe.close();
  if (major === 17) return;
  const dir = await mkdtemp(join(tmpdir(), "bench-pg17-"));
  await chmod(dir, 0o755); // the server runs as the postgres user
  const script = (...args: string[]) => promisify(execFile)("bash", ["scripts/pg-throwaway.sh", ...args], { env: { ...process.env, PG_MAJOR: "17" } });
  const port = String(25_000 + Math.floor(Math.random() * 2_000));
  let started: string;
  try {
    started = (await script("start", join(dir, "pg"), port)).stdout.trim();
  } catch {
    console.log("\n(PostgreSQL 17 is not installed: npm install on linux-x64 brings it)");
    return;
  }
  try {
    await run(started);
  } finally {
    await script("stop", join(dir, "pg")).catch(() => {});
  }
}
