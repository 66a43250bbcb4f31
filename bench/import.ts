// DATABASE_URL=postgres://... npm run bench:import [-- <rows>]
// Runs the opportunities function as deployed (`functions/opportunities/index.ts`, its own Deno
// process) on a fresh database on that server, and times POST /opportunities/import over HTTP for
// generated postings (default 10,000): a first import, an identical re-import, a re-import with
// 10% corrected; then the largest file the import accepts (4 MiB), alone and four at once; last,
// the first import with the history triggers and without them (`history ratio`).
// Prints wall times, the function process's CPU time for each run (Supabase allows 2 s of CPU a
// request) and its resident memory: after boot, and its peak. V8's heap is capped at HEAP_MB
// (default 80), as an instance with 256 MB in all must have it.
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { cpuMs, memory, mib, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const rows = Number(process.argv[2] ?? 10_000);
const maxImportBytes = 4 << 20; // the import's limit

// Realistic postings: what a scraped job-board export looks like, with its facts' columns (pay,
// work model, country, date posted) as such exports (JobSpy's) have them.
const titles = ["Software Engineer", "Data Analyst", "Product Designer", "Marketing Intern", "DevOps Engineer",
  "Research Assistant", "Backend Developer", "Business Analyst", "QA Engineer", "Technical Writer"];
const levels = ["Junior", "Senior", "Graduate", "Lead", ""];
const companies = ["Acme, Inc.", "Globex", "Initech", "Umbrella Corp", "Hooli", "Stark Industries", "Wayne Enterprises"];
const places = ["Remote", "London, UK", "Berlin, Germany", "New York, NY", "Toronto, ON", "Sydney, Australia"];
const types = ["Full-time", "full time", "PART-TIME", "Internship", "Contract"];
const fields = ["Engineering", "Data", "Design", "Marketing", "Research"];
const paragraph = "We are looking for someone curious &amp; kind to join a small team. You will ship " +
  "features, review code, and talk to users. Our stack: TypeScript, Postgres &amp; Deno. " +
  "\"Growth\" matters to us: mentoring, a training budget, and flexible hours.";
const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const header = "linkedin_job_id,position,company,application_url,location,employment_type,salary,description,search_term," +
  "min_amount,max_amount,currency,interval,work_model,country,date_posted";
const workModels = ["remote", "on_site", "hybrid"];
const countries = ["US", "GB", "DE"];

function posting(i: number, revision = 0): string {
  const title = `${levels[i % levels.length]} ${titles[i % titles.length]}`.trim() + (revision ? ` (rev ${revision})` : "");
  return [
    `li-${1_000_000 + i}`, title, companies[i % companies.length]!, `https://jobs.example.com/view/${1_000_000 + i}`,
    places[i % places.length]!, types[i % types.length]!,
    // The facts: half the rows give the pay as numbers, the other half only as text (read as
    // numbers when it states a period). 10,000 such rows still fit in the import's 4 MiB.
    i % 2 ? "" : `$${40 + (i % 60)}k a year`, `${paragraph} Ref ${i}.`, fields[i % fields.length]!,
    ...(i % 2 ? [`${40 + (i % 60)}000`, `${50 + (i % 60)}000`, "USD", "year"] : ["", "", "", ""]),
    workModels[i % workModels.length]!, countries[i % countries.length]!, `2026-${String(1 + (i % 12)).padStart(2, "0")}-15`,
  ].map(quote).join(",");
}
const postingsCsv = (from: number, count: number, revision: (i: number) => number = () => 0) =>
  [header, ...Array.from({ length: count }, (_, k) => posting(from + k, revision(from + k)))].join("\r\n") + "\r\n";

/** As many postings as fit in the import's size limit. */
function largestCsv(from: number): { csv: string; count: number } {
  const perRow = new TextEncoder().encode(posting(from) + "\r\n").length;
  let count = Math.floor((maxImportBytes - header.length) / perRow);
  let csv = postingsCsv(from, count);
  while (new TextEncoder().encode(csv).length > maxImportBytes) csv = postingsCsv(from, --count);
  return { csv, count };
}

const name = `bench_import_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const credentials = await generateDevCredentials();
const heapMb = Number(process.env.HEAP_MB ?? 80);
let fn: RunningFunction | undefined;
try {
  await migrate(db);
  await allowLocalLogins(db, url);
  fn = await startFunction("opportunities", url, credentials, { heapMb });
  const { base, pid } = fn;
  const booted = await memory(pid);

  const post = async (csv: string, query = "") => {
    const response = await fetch(`${base}/opportunities/import${query}`, {
      method: "POST",
      headers: { apikey: credentials.secretKey, "content-type": "text/csv" },
      body: csv,
    });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`import answered ${response.status}: ${JSON.stringify(body.error)}`);
    return body.data as { inserted: number; updated: number; unchanged: number; withdrawn: string[] };
  };
  const run = async (label: string, csvs: string[], query = "") => {
    const [started, cpuBefore] = [performance.now(), await cpuMs(pid)];
    const reports = await Promise.all(csvs.map((csv) => post(csv, query)));
    const [ms, cpu] = [performance.now() - started, (await cpuMs(pid)) - cpuBefore];
    const sum = (key: "inserted" | "updated" | "unchanged") => reports.reduce((n, r) => n + r[key], 0);
    const withdrawn = reports.reduce((n, r) => n + r.withdrawn.length, 0);
    console.log(
      `${label.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms, function CPU ${cpu.toFixed(0).padStart(5)} ms   ` +
        `inserted ${sum("inserted")}, updated ${sum("updated")}, unchanged ${sum("unchanged")}` +
        `${withdrawn ? `, withdrawn ${withdrawn}` : ""}; peak RSS so far ${mib((await memory(pid)).peak)}`,
    );
    return { ms, cpu };
  };

  const original = postingsCsv(0, rows);
  console.log(`${rows} postings, ${(original.length / 1024 / 1024).toFixed(1)} MiB of CSV, PostgreSQL at ${new URL(server).host}`);
  console.log(`function process after boot: ${mib(booted.rss)} resident (V8 heap capped at ${heapMb} MiB)`);
  await run("first import", [original]);
  await run("re-import, identical", [original]);
  await run("re-import, 10% corrected", [postingsCsv(0, rows, (i) => (i % 10 === 0 ? 1 : 0))]);
  // A feed's nightly sync: its postings live on the board, then a tenth gone from the source.
  await run("into a feed", [original], "?feed=bench");
  await db.query("update opportunities set is_active = true, website_viewable = true where feed = 'bench'");
  const gone = Math.floor(rows / 10);
  const sync = await run(`sync, ${gone} gone from the feed`, [postingsCsv(gone, rows - gone)], "?feed=bench&sync=true");
  const largest = [0, 1, 2, 3].map((k) => largestCsv(100_000 * (k + 1)));
  console.log(`largest accepted file: ${largest[0]!.count} postings in ${maxImportBytes >> 20} MiB`);
  const largestCpu = (await run("largest file, first import", [largest[0]!.csv])).cpu;
  await run("four largest files at once", largest.map((l) => l.csv));
  const { peak } = await memory(pid);

  // What keeping history costs: the first import of `rows` postings with the history triggers, and
  // with them disabled in this database, interleaved, three rounds each (medians compared).
  const setHistory = (on: boolean) =>
    db.exec(["record_inserts", "record_updates", "record_deletes"]
      .map((t) => `alter table public.opportunities ${on ? "enable" : "disable"} trigger ${t};`).join("\n"));
  const timed: Record<"on" | "off", number[]> = { on: [], off: [] };
  for (let round = 0; round < 3; round++) {
    for (const history of ["on", "off"] as const) {
      await setHistory(false);
      await db.exec("delete from public.opportunities; truncate public.revisions;");
      await setHistory(history === "on");
      timed[history].push((await run(`first import, history ${history}`, [original])).ms);
    }
  }
  await setHistory(true);
  const median = (ms: number[]) => [...ms].sort((a, b) => a - b)[1]!;

  console.log(`function CPU for the largest accepted import: ${largestCpu.toFixed(0)} ms (target < 1,500; Supabase allows 2,000)`);
  console.log(`peak resident memory of the function process: ${mib(peak)} (target < 256 MB with four at once)`);
  console.log(`sync of ${rows} postings withdrawing ${gone}: ${sync.ms.toFixed(0)} ms (target < 1,500), function CPU ${sync.cpu.toFixed(0)} ms`);
  console.log(
    `first import of ${rows} postings: history ratio ${(median(timed.on) / median(timed.off)).toFixed(2)} ` +
      `(${median(timed.on).toFixed(0)} ms with history, ${median(timed.off).toFixed(0)} ms without, medians of 3; target <= 1.3)`,
  );
} finally {
  fn?.stop();
  await db.close();
  await dropDatabase(server, name);
}
