// DATABASE_URL=postgres://... npm run bench:public
// What job seekers' tools read, with 50,000 published opportunities: the sitemap's first file of
// 10,000 URLs (one request at a time: its wall time and the function's CPU; then its rate with the instance's cache off and
// on, at 8 connections, asking for gzip as crawlers do), and the feeds against a 100-row list,
// anonymous, with the cache off, at 20 connections; interleaved rounds, each case loaded by two
// autocannon processes at once. The function runs as deployed (its own Deno process, V8 heap
// capped at 128 MiB) with the public site's settings.
import process from "node:process";
import { urlsPerSitemap } from "../functions/opportunities/discovery/sitemap.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { cpuMs, load, type LoadResult, memory, mib, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const rows = 50_000;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const settings = {
  PUBLIC_OPPORTUNITY_URL: "https://club.example/opportunities/{id}",
  PUBLIC_FORM_URL: "https://club.example/forms/{id}",
  ORGANIZATION_NAME: "Coding Club",
  JOB_COUNTRY: "GB",
};

const name = `bench_public_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const credentials = await generateDevCredentials();
const started: RunningFunction[] = [];
try {
  await migrate(db);
  await allowLocalLogins(db, url);
  await db.exec(`insert into public.opportunities (title, description, link_url, category, company_name, location, source, external_id,
      is_active, website_viewable)
    select 'Software Engineer ' || i, 'We are looking for someone curious and kind to join a small team. Reference ' || i || '.',
      'https://jobs.example.com/view/' || i, 'Job', 'Acme', 'London, UK', 'csv_import', 'li-' || i, true, true
    from generate_series(1, ${rows}) as i; analyze public.opportunities;`);
  const start = async (cacheMs: number) => {
    const fn = await startFunction("opportunities", url, credentials, { heapMb: 128, env: { ...settings, ANON_CACHE_MS: String(cacheMs) } });
    started.push(fn);
    return fn;
  };
  const uncached = await start(0);
  const cached = await start(1_000);
  console.log(`${rows} published opportunities, PostgreSQL at ${new URL(server).host}`);

  // The sitemap, one request at a time (fetch asks for gzip): wall and the function's CPU, medians of 7 (after 2 to warm).
  const timed: { ms: number; cpu: number }[] = [];
  let bytes = 0;
  for (let i = 0; i < 9; i++) {
    const [t0, c0] = [performance.now(), await cpuMs(uncached.pid)];
    const response = await fetch(`${uncached.base}/opportunities/sitemap.xml?page=1`);
    bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`sitemap answered ${response.status}`);
    if (i >= 2) timed.push({ ms: performance.now() - t0, cpu: (await cpuMs(uncached.pid)) - c0 });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const sitemapMs = median(timed.map((t) => t.ms));
  const sitemapCpu = median(timed.map((t) => t.cpu));
  console.log(`sitemap file of ${Math.min(rows, urlsPerSitemap)} URLs (${(bytes / 1024 / 1024).toFixed(1)} MiB), uncached: ${sitemapMs.toFixed(0)} ms wall, ` +
    `${sitemapCpu.toFixed(0)} ms function CPU (medians of 7; target < 1,000 each)`);

  // Rates, interleaved: the sitemap with the cache off and on; the feeds against a 100-row list.
  // Crawlers ask for gzip (Googlebot does): the sitemap cases do too.
  const gzip = { "accept-encoding": "gzip" };
  const cases: [string, string, number, Record<string, string>][] = [
    ["sitemap, cache off (gzip)", `${uncached.base}/opportunities/sitemap.xml?page=1`, 8, gzip],
    ["sitemap, cache on (gzip)", `${cached.base}/opportunities/sitemap.xml?page=1`, 8, gzip],
    ["sitemap, cache on, not gzip", `${cached.base}/opportunities/sitemap.xml?page=1`, 8, {}],
    ["list of 100, cache off", `${uncached.base}/opportunities?website_viewable=true&limit=100`, 20, {}],
    ["JSON Feed of 100, cache off", `${uncached.base}/opportunities/feed.json?limit=100`, 20, {}],
    ["Atom feed of 100, cache off", `${uncached.base}/opportunities/feed.xml?limit=100`, 20, {}],
  ];
  for (const [, target, connections, headers] of cases) await load(target, 2, headers, connections); // warm each path
  const results = new Map<string, LoadResult[]>(cases.map(([label]) => [label, []]));
  const cpu = new Map<string, number>(cases.map(([label]) => [label, 0]));
  for (let round = 0; round < rounds; round++) {
    for (const [label, target, connections, headers] of cases) {
      const pid = target.startsWith(cached.base) ? cached.pid : uncached.pid;
      const before = await cpuMs(pid);
      // Two load generators at once: one autocannon reads large answers no faster than about 60 a second.
      const [a, b] = await Promise.all([load(target, seconds, headers, connections / 2), load(target, seconds, headers, connections / 2)]);
      const result = { ...a, requests: a.requests + b.requests, total: a.total + b.total, p50: Math.max(a.p50, b.p50), p99: Math.max(a.p99, b.p99) };
      results.get(label)!.push(result);
      cpu.set(label, cpu.get(label)! + ((await cpuMs(pid)) - before) / result.total / rounds);
    }
  }
  const rate = (label: string) => results.get(label)!.reduce((n, r) => n + r.requests, 0) / rounds;
  console.log("\n| case | connections | req/s | p50 ms | p99 ms | function CPU ms/req |\n|---|---|---|---|---|---|");
  for (const [label, , connections] of cases) {
    const r = results.get(label)!.at(-1)!;
    console.log(`| ${label} | ${connections} | ${rate(label).toFixed(0)} | ${r.p50} | ${r.p99} | ${cpu.get(label)!.toFixed(2)} |`);
  }
  console.log(`\nsitemap cached/uncached: ratio ${(rate("sitemap, cache on (gzip)") / rate("sitemap, cache off (gzip)")).toFixed(1)} (target >= 10)`);
  for (const feed of ["JSON Feed of 100, cache off", "Atom feed of 100, cache off"]) {
    console.log(`${feed}: list/feed cost ratio ${(rate("list of 100, cache off") / rate(feed)).toFixed(2)} (target <= 1.2)`);
  }
  console.log(`peak resident memory: ${mib((await memory(uncached.pid)).peak)} uncached, ${mib((await memory(cached.pid)).peak)} cached`);
} finally {
  for (const fn of started) fn.stop();
  await db.close();
  await dropDatabase(server, name);
}
