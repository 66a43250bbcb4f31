// DATABASE_URL=postgres://... npm run bench:eligibility
// The opportunities list at 50,000 published postings, served by the function as deployed (its own
// Deno process), anonymous: its first page unfiltered (the baseline) against the same page
// filtered by three eligibility fields at once (visa sponsorship, two degree levels, two
// graduation years), and by one list field alone. Each the mean of 300 requests, the cases
// interleaved, after a warm-up; and each query's database time (EXPLAIN ANALYZE, best of 5).
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const name = `bench_eligibility_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 4 });
const credentials = await generateDevCredentials();
let fn: RunningFunction | undefined;

/** Postings whose eligibility varies as boards' does: most say nothing, the rest a mix. */
const postings = (count: number) => `
  select setseed(0.42);
  insert into public.opportunities (title, link_url, category, company_name, location, source, external_id, is_active, website_viewable,
    visa_sponsorship, work_authorization_required, degree_levels, graduation_years, fields_of_study)
  select 'Posting ' || i, 'https://jobs.example.com/view/' || i, 'Job', 'Acme', 'London, UK', 'csv_import', 'el-' || i, true, true,
    (array['yes', 'no', null])[1 + floor(random() * 3)::int]::public.visa_sponsorship,
    (array[true, false, null])[1 + floor(random() * 3)::int],
    case when random() < 0.6 then (array['{bachelor}', '{master}', '{bachelor,master}', '{doctorate}'])[1 + floor(random() * 4)::int]::public.degree_level[] end,
    case when random() < 0.5 then array[2025 + floor(random() * 5)::int] end,
    case when random() < 0.3 then array[(array['Computer Science', 'Mathematics', 'Economics'])[1 + floor(random() * 3)::int]] end
  from generate_series(1, ${count}) as i;
  analyze public.opportunities;`;

const three = "visa_sponsorship=yes&degree_level=bachelor,master&graduation_year=2027,2028";
const cases = {
  unfiltered: "/opportunities",
  "three eligibility filters": `/opportunities?${three}`,
  "one list filter": "/opportunities?degree_level=doctorate",
  "a page of 50, unfiltered": "/opportunities?limit=50",
  "a page of 50, three filters": `/opportunities?limit=50&${three}`,
};

try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  await db.exec(postings(50_000));
  fn = await startFunction("opportunities", url, credentials, { env: { ANON_CACHE_MS: "0" } });
  const timed = async (path: string) => {
    const started = performance.now();
    const answer = await fetch(`${fn!.base}${path}`);
    const body = await answer.json();
    if (answer.status !== 200 || body.data.length === 0) throw new Error(`${path} answered ${answer.status} with ${body.data?.length} rows`);
    return performance.now() - started;
  };
  for (const path of Object.values(cases)) for (let i = 0; i < 30; i++) await timed(path);
  const totals: Record<string, number> = Object.fromEntries(Object.keys(cases).map((c) => [c, 0]));
  const requests = Number(process.env.BENCH_REQUESTS ?? 300);
  for (let i = 0; i < requests; i++) for (const [label, path] of Object.entries(cases)) totals[label]! += await timed(path);

  // The database's own time for each page, as the anonymous caller reads it.
  const page = (where: string) => `select id, title from public.opportunities o where website_viewable and is_active
    and (expires_at is null or expires_at > now()) ${where} order by display_order, title, id limit 51`;
  // In list order, as the API reads a list with an eligibility filter (listing.ts: enable_sort off).
  const explained = async (query: string, inListOrder = true) => {
    let best = Infinity;
    for (let round = 0; round < 5; round++) {
      best = Math.min(best, await db.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
          set_config('enable_sort', ${inListOrder ? "'off'" : "'on'"}, true)`);
        const [plan] = await tx.query<{ "QUERY PLAN": [{ "Execution Time": number; "Planning Time": number }] }>(`explain (analyze, format json) ${query}`);
        return plan!["QUERY PLAN"][0]["Execution Time"] + plan!["QUERY PLAN"][0]["Planning Time"];
      }));
    }
    return best;
  };
  const dbTimes = {
    unfiltered: await explained(page(""), false),
    "three eligibility filters": await explained(page(`and visa_sponsorship = 'yes' and degree_levels && '{bachelor,master}'::public.degree_level[]
      and graduation_years && '{2027,2028}'::integer[]`)),
    "one list filter": await explained(page(`and degree_levels && '{doctorate}'::public.degree_level[]`)),
  };
  const page50 = { "a page of 50, unfiltered": 0, "a page of 50, three filters": 0 };

  const baseline = totals.unfiltered! / requests;
  console.log(`The first page of 50,000 published postings, anonymous, the mean of ${requests} requests (the database's time, best of 5):`);
  for (const label of Object.keys(cases)) {
    const mean = totals[label]! / requests;
    const small = label in page50;
    const against = small ? totals["a page of 50, unfiltered"]! / requests : baseline;
    const db = dbTimes[label as keyof typeof dbTimes];
    console.log(`  ${label.padEnd(28)} ${mean.toFixed(2).padStart(6)} ms   ${(mean / against).toFixed(2)}x ${small ? "the page of 50 unfiltered" : "the unfiltered list"}` +
      (db === undefined ? "" : `   database ${db.toFixed(2)} ms (a page of 50)`) + (label === "three eligibility filters" ? "   (bar: within 1.1x)" : ""));
  }
} finally {
  fn?.stop();
  await db.close();
  await dropDatabase(server, name);
}
