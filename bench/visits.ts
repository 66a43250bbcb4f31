// DATABASE_URL=postgres://... npm run bench:visits [-- <days of the year each posting has figures, default 365>]
// What sponsors' figures cost. 1) The apply link (GET /opportunities/go) and the view beacon
// (POST /opportunities/seen) at 500 requests a second for 10 s, each from a new visitor (a
// write), the function run as deployed: its CPU per request, and the database's, beside the
// same load of anonymous one-record reads (the cache off), the same run's baseline. 2) 50,000
// postings of 1,000 companies over 365 days, each with a row of figures for every day (18.25
// million rows; fewer days each: a quicker build), and one sponsor of 500 postings: a company's year of figures (JSON and CSV) as editors read it,
// each the median of 20, beside the anonymous list of 20 postings.
import { execFile } from "node:child_process";
import process from "node:process";
import { promisify } from "node:util";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials, mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { cpuMs, postgresCpuMs, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const liveDays = Math.min(365, Math.max(1, Number(process.argv[2] ?? 365)));
const rate = 500;
const seconds = 10;

const name = `bench_visits_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const admin = connectPostgres(server, { max: 1 });
const credentials = await generateDevCredentials();
const running: RunningFunction[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  const started = performance.now();
  await db.exec(`insert into public.companies (name, website_viewable) select 'Company ' || c, true from generate_series(1, 1000) c`);
  await db.exec(`insert into public.companies (name, website_viewable) values ('Big Sponsor', true)`);
  // 49,500 postings, 50 a company in turn, and the big sponsor's 500: each with figures for `liveDays` days of the year.
  await db.exec(`insert into public.opportunities (title, link_url, company_id, is_active, website_viewable)
    select 'Posting ' || n, 'https://jobs.bench.example/' || n, c.id, true, true
    from generate_series(1, 49500) n join (select id, row_number() over (order by name) - 1 as k from public.companies where name like 'Company %') c
      on c.k = n % 1000`);
  await db.exec(`insert into public.opportunities (title, link_url, company_id, is_active, website_viewable)
    select 'Sponsored ' || n, 'https://jobs.bench.example/s' || n, (select id from public.companies where name = 'Big Sponsor'), true, true
    from generate_series(1, 500) n`);
  await db.exec(`insert into public.opportunity_daily_stats (opportunity_id, day, emails, channel_messages, clicks, views)
    select o.id, date '2026-01-01' + (abs(hashtext(o.id::text)) % ${Math.max(1, 366 - liveDays)}) + d, d % 3, (d = 0)::int, d % 7, d % 23
    from public.opportunities o, generate_series(0, ${liveDays - 1}) d where o.title like 'Posting %' or o.title like 'Sponsored %'`);
  // As autovacuum leaves a table written over a year: statistics, and the visibility map that
  // lets a company's year be read from the index alone.
  await db.exec("vacuum analyze");
  const rows = (await db.query<{ rows: number }>("select count(*)::int as rows from public.opportunity_daily_stats"))[0]!.rows;
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s: 50,000 postings of 1,001 companies, ${rows.toLocaleString("en")} rows of daily figures ` +
    `(each posting ${liveDays} days of 2026), PostgreSQL at ${new URL(server).host}`);

  const opportunities = await startFunction("opportunities", url, credentials, { env: { ANON_CACHE_MS: "0" } });
  const companies = await startFunction("companies", url, credentials);
  running.push(opportunities, companies);
  const editor = { apikey: credentials.publishableKey, authorization: `Bearer ${await mintUserToken(credentials, seedUsers.editor)}` };

  // 1. A visit at 500 a second, against a one-record read at the same rate.
  const ids = (await db.query<{ id: string }>("select id::text from public.opportunities where title like 'Posting %' order by id limit 200")).map((r) => r.id);
  const underLoad = async (label: string, path: string, method: string) => {
    const [fnBefore, dbBefore] = [await cpuMs(opportunities.pid), await postgresCpuMs(admin, name)];
    const { stdout } = await promisify(execFile)("node", ["bench/visits-load.cjs", `${opportunities.base}${path}`, method, String(seconds), String(rate), JSON.stringify(ids)], { maxBuffer: 1 << 26 });
    const report = JSON.parse(stdout);
    const [fnCpu, dbCpu] = [(await cpuMs(opportunities.pid)) - fnBefore, (await postgresCpuMs(admin, name)) - dbBefore];
    const total = report.requests.total as number;
    const bad = (report.non2xx as number) - (report["3xx"] ?? 0);
    if (report.errors || bad) throw new Error(`${label}: ${report.errors} errors, ${bad} answers other than 2xx or 3xx`);
    return { label, total, rps: report.requests.average as number, p50: report.latency.p50 as number, p99: report.latency.p99 as number, fn: fnCpu / total, db: dbCpu / total };
  };
  // Warm: the JIT, the pool, the day's key.
  await underLoad("warm-up", "/opportunities/seen", "POST");
  const baseline = await underLoad("one-record read (baseline)", "/opportunities", "GET");
  const click = await underLoad("apply link (302)", "/opportunities/go", "GET");
  const view = await underLoad("view beacon (204)", "/opportunities/seen", "POST");
  const visitors = (await db.query<{ visitors: number }>("select count(*)::int as visitors from private.opportunity_visits"))[0]!.visitors;
  console.log(`\nAt ${rate} requests a second for ${seconds} s, each a new visitor (${visitors.toLocaleString("en")} visitor rows kept):`);
  for (const r of [baseline, click, view]) {
    console.log(`  ${r.label.padEnd(28)} ${r.rps.toFixed(0).padStart(4)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms  ` +
      `function CPU ${r.fn.toFixed(2)} ms a request (${(r.fn / baseline.fn).toFixed(2)}x the read), database CPU ${r.db.toFixed(2)} ms`);
  }

  // 2. A company's year of figures, against the anonymous list of 20.
  const timed = async (request: () => Promise<Response>) => {
    const times: number[] = [];
    for (let i = 0; i < 23; i++) {
      const t = performance.now();
      const response = await request();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      if (i >= 3) times.push(performance.now() - t);
    }
    return median(times);
  };
  const list = await timed(() => fetch(`${opportunities.base}/opportunities?limit=20`));
  const [typical] = await db.query<{ id: string }>("select id::text from public.companies where name = 'Company 500'");
  const [big] = await db.query<{ id: string }>("select id::text from public.companies where name = 'Big Sponsor'");
  const year = (id: string, accept = "application/json") => () =>
    fetch(`${companies.base}/companies/stats?id=${id}&from=2026-01-01&to=2026-12-31`, { headers: { ...editor, accept } });
  console.log(`\nA company's year (2026-01-01 to 2026-12-31, every posting's every day), medians of 20:`);
  console.log(`  anonymous list of 20 postings (baseline)     ${list.toFixed(1)} ms`);
  for (const [label, id, postings] of [["a company of 50 postings", typical!.id, 50], ["the sponsor of 500 postings", big!.id, 500]] as const) {
    const json = await timed(year(id));
    const csv = await timed(year(id, "text/csv"));
    console.log(`  ${label.padEnd(28)} JSON ${json.toFixed(1).padStart(6)} ms (${(json / list).toFixed(1)}x the list), ` +
      `CSV ${csv.toFixed(1).padStart(6)} ms  (${(postings * 365).toLocaleString("en")} posting-days)`);
  }
} finally {
  for (const fn of running) fn.stop();
  await db.close();
  await admin.close();
  // BENCH_KEEP=1 keeps the database, to look into its plans.
  if (process.env.BENCH_KEEP) console.log(`\nKept: ${url}`);
  else await dropDatabase(server, name);
}
