// DATABASE_URL=postgres://... npm run bench:import [-- <rows>]
// Times POST /v1/opportunities/import server-side (the handler, in-process: parsing, validation
// and the database) on a fresh database on that server, for 10,000 generated postings: a first
// import, an identical re-import, and a re-import with 10% of the postings corrected.
// Prints wall time per run and the process's peak resident memory.
import process from "node:process";
import { connectPostgres } from "../functions/_shared/postgres-database.ts";
import { createOpportunitiesFunction } from "../functions/opportunities/handler.ts";
import { generateDevCredentials, devServiceConfig } from "../local/dev-credentials.ts";
import { migrate } from "../local/migrations.ts";
import { isServerUrl } from "../local/open-database.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";

const server = process.env.DATABASE_URL ?? "";
if (!isServerUrl(server)) {
  console.error("Set DATABASE_URL to a PostgreSQL server (scripts/pg-throwaway.sh starts one).");
  process.exit(2);
}
const rows = Number(process.argv[2] ?? 10_000);

// Realistic postings: what a scraped job-board export looks like.
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

function postingsCsv(revision: (i: number) => number): string {
  const lines = ["linkedin_job_id,position,company,application_url,location,employment_type,salary,description,search_term"];
  for (let i = 0; i < rows; i++) {
    const title = `${levels[i % levels.length]} ${titles[i % titles.length]}`.trim() + (revision(i) ? ` (rev ${revision(i)})` : "");
    lines.push([
      `li-${1_000_000 + i}`, title, companies[i % companies.length]!, `https://jobs.example.com/view/${1_000_000 + i}`,
      places[i % places.length]!, types[i % types.length]!, `$${40 + (i % 60)},000`, `${paragraph} Ref ${i}.`, fields[i % fields.length]!,
    ].map(quote).join(","));
  }
  return lines.join("\r\n") + "\r\n";
}

const name = `bench_import_${process.pid}`;
const db = connectPostgres(await createDatabase(server, name), { max: 2 });
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
try {
  await migrate(db);
  const credentials = await generateDevCredentials();
  const handler = createOpportunitiesFunction({ db, config: devServiceConfig(credentials), log: () => {} }).fetch;
  const run = async (label: string, csv: string) => {
    const request = new Request("http://localhost/opportunities/import", {
      method: "POST",
      headers: { apikey: credentials.secretKey, "content-type": "text/csv" },
      body: csv,
    });
    const started = performance.now();
    const response = await handler(request);
    const body = await response.json();
    const ms = performance.now() - started;
    const { inserted, updated, unchanged, skipped } = body.data;
    console.log(
      `${label.padEnd(34)} ${ms.toFixed(0).padStart(5)} ms   inserted ${inserted}, updated ${updated}, unchanged ${unchanged}, skipped ${skipped.length}`,
    );
  };
  const original = postingsCsv(() => 0);
  console.log(`${rows} postings, ${(original.length / 1024 / 1024).toFixed(1)} MiB of CSV, PostgreSQL at ${new URL(server).host}`);
  await run("first import", original);
  await run("re-import, identical", original);
  await run("re-import, 10% corrected", postingsCsv((i) => (i % 10 === 0 ? 1 : 0)));
  await run("re-import, identical again", postingsCsv((i) => (i % 10 === 0 ? 1 : 0)));
  console.log(`peak resident memory of this process: ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
} finally {
  clearInterval(sampler);
  await db.close();
  await dropDatabase(server, name);
}
