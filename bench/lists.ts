// DATABASE_URL=postgres://... npm run bench:lists
// The opportunities list at 1,000 and at 50,000 rows, on two fresh databases on that server,
// each served by the function as deployed (its own Deno process): the first page, a deep page
// reached by cursor, a search and a filtered page, as the editor, each loaded with autocannon at
// 20 connections, the two sizes interleaved; and one record's history with 1,000 and with
// 1,000,000 revisions in the table. Prints req/s and p50/p99 per case and size, the
// ratio of mean latencies (50,000 over 1,000; the target is at most 1.5), and the 50,000-row
// function's peak resident memory (target: under 200 MB), its V8 heap capped at HEAP_MB (128).
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials, mintUserToken } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { seedUsers } from "../local/seed-users.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { load, type LoadResult, memory, mib, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * V8's heap cap for the functions (MiB), as an instance's memory limit caps it. Uncapped, V8 lets
 * the heap grow lazily to ~150 MB under this load; at 80 MB it collects so often that throughput
 * falls fourfold.
 */
const heapMb = Number(process.env.HEAP_MB ?? 128);

/**
 * Job postings as the board import makes them: ten titles at five levels, eight companies, seven
 * places, four types, chosen at random (seeded, so both sizes are alike) rather than in cycles,
 * whose common factors would correlate the columns.
 */
const postings = (count: number) => `
  select setseed(0.42);
  insert into public.opportunities
    (title, description, link_url, category, company_name, location, employment_type, salary, field,
     source, external_id, is_active, website_viewable)
  select
    concat_ws(' ', (array['Junior', 'Senior', 'Graduate', 'Lead', null])[1 + floor(random() * 5)::int],
      (array['Software Engineer', 'Data Analyst', 'Product Designer', 'Marketing Intern', 'DevOps Engineer',
             'Research Assistant', 'Backend Developer', 'Business Analyst', 'QA Engineer', 'Data Engineer'])[1 + floor(random() * 10)::int]),
    'We are looking for someone curious and kind to join a small team. You will ship features, review code '
      || 'and talk to users. Reference ' || i || '.',
    'https://jobs.example.com/view/' || i, 'Job',
    (array['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Northgate'])[1 + floor(random() * 8)::int],
    (array['Remote', 'Leeds, UK', 'London, UK', 'Berlin, Germany', 'New York, NY', 'Toronto, ON', 'Sydney, Australia'])[1 + floor(random() * 7)::int],
    (array['Full-time', 'Part-time', 'Internship', 'Contract'])[1 + floor(random() * 4)::int]::public.employment_type,
    '$' || (40 + i % 60) || ',000',
    (array['Engineering', 'Data', 'Design', 'Marketing', 'Research'])[1 + floor(random() * 5)::int],
    'csv_import', 'li-' || i, random() < 0.8, random() < 0.5
  from generate_series(1, ${count}) as i`;

interface Dataset {
  rows: number;
  name: string;
  fn: RunningFunction;
  deepCursor: string;
  /** A posting changed twenty times, whose history the history case reads. */
  changedId: string;
  /** Revisions in the table. */
  revisions: number;
}

/**
 * Twenty changes to one posting, then other records' revisions up to `revisions` in the table, as
 * years of edits and imports leave them.
 */
const history = (revisions: number) => `
  do $$ begin
    for i in 1..20 loop update public.opportunities set display_order = i where external_id = 'li-1'; end loop;
  end $$;
  insert into public.revisions (record_table, record_id, version, operation, changed, record, via)
  select 'opportunities', gen_random_uuid(), 1, 'insert', '{title}', jsonb_build_object('title', 'Posting ' || i), 'import'
  from generate_series(1, greatest(0, ${revisions} - (select count(*) from public.revisions))) as i;
  analyze public.revisions;`;

const credentials = await generateDevCredentials();
const token = await mintUserToken(credentials, seedUsers.editor);
const headers = { apikey: credentials.publishableKey, authorization: `Bearer ${token}` };

async function dataset(rows: number, revisions: number): Promise<Dataset> {
  const name = `bench_lists_${rows}_${process.pid}`;
  const url = await createDatabase(server, name);
  const db = connectPostgres(url, { max: 1 });
  let changedId: string;
  try {
    await migrate(db, { seed: true });
    await allowLocalLogins(db, url);
    await db.exec(`${postings(rows)}; analyze public.opportunities; ${history(revisions)}`);
    [{ id: changedId }] = await db.query<{ id: string }>("select id from public.opportunities where external_id = 'li-1'") as [{ id: string }];
  } finally {
    await db.close();
  }
  const fn = await startFunction("opportunities", url, credentials, { heapMb });
  // A cursor nine tenths of the way down the list: after exactly that many rows, so that the deep
  // page is a full page at every size.
  let cursor = "";
  for (let seen = 0; seen < rows * 0.9;) {
    const limit = Math.min(1_000, rows * 0.9 - seen);
    const page = await (await fetch(`${fn.base}/opportunities?limit=${limit}${cursor && `&cursor=${cursor}`}`, { headers })).json();
    seen += page.data.length;
    cursor = page.next_cursor;
  }
  return { rows, name, fn, deepCursor: cursor, changedId, revisions };
}

const cases = (d: Dataset): Record<string, string> => ({
  "first page": "/opportunities?limit=50",
  "deep page by cursor": `/opportunities?limit=50&cursor=${d.deepCursor}`,
  // Matches spread through the list order: any page costs the same at any size.
  "search": "/opportunities?q=engineer&limit=50",
  // Matches that all sort after thousands of rows that do not match: the page is found by walking
  // the list order up to them (under RLS the search cannot use its GIN index), so it grows with the table.
  "search, matches clustered late": "/opportunities?q=data%20eng&limit=50",
  "filtered page": "/opportunities?location=Leeds%2C%20UK&limit=50",
  // One record's history, with 1,000 and with 1,000,000 revisions in the table.
  "one record's history": `/opportunities/history?id=${d.changedId}&limit=50`,
});

const small = await dataset(1_000, 1_000);
const large = await dataset(50_000, 1_000_000);
try {
  const results: Record<string, Record<number, LoadResult[]>> = {};
  for (let round = 0; round < rounds; round++) {
    for (const [label] of Object.entries(cases(small))) {
      for (const d of round % 2 ? [large, small] : [small, large]) {
        ((results[label] ??= {})[d.rows] ??= []).push(await load(`${d.fn.base}${cases(d)[label]}`, seconds, headers));
      }
    }
  }
  const mean = (rs: LoadResult[], key: keyof LoadResult) => rs.reduce((sum, r) => sum + r[key], 0) / rs.length;
  console.log(`\n${rounds} interleaved rounds of ${seconds} s per case and size, 20 connections, as the editor\n`);
  console.log("| case | rows | req/s | p50 ms | p99 ms |");
  console.log("|---|---|---|---|---|");
  for (const [label, bySize] of Object.entries(results)) {
    for (const d of [small, large]) {
      const rs = bySize[d.rows]!;
      const size = label === "one record's history" ? `${d.revisions.toLocaleString("en")} revisions` : d.rows.toLocaleString("en");
      console.log(`| ${label} | ${size} | ${mean(rs, "requests").toFixed(0)} | ${mean(rs, "p50").toFixed(1)} | ${mean(rs, "p99").toFixed(1)} |`);
    }
  }
  console.log("");
  for (const [label, bySize] of Object.entries(results)) {
    const ratio = mean(bySize[large.rows]!, "mean") / mean(bySize[small.rows]!, "mean");
    const sizes = label === "one record's history" ? "with 1,000,000 revisions in the table is" : "at 50,000 rows is";
    console.log(`${label}: mean latency ${sizes} ${ratio.toFixed(2)}x that at 1,000 (target <= 1.5)`);
  }
  console.log(`peak resident memory of the 50,000-row function under load: ${mib((await memory(large.fn.pid)).peak)} (target < 200 MB)`);
} finally {
  for (const d of [small, large]) {
    d.fn.stop();
    await dropDatabase(server, d.name).catch(() => {});
  }
}
