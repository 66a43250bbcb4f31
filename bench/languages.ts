// DATABASE_URL=postgres://... npm run bench:languages
// The opportunities list at 50,000 published postings, a third of them translated into French
// (title, description, location), served by the function as deployed (its own Deno process),
// anonymous: its first page (1,000) and a page of 50 in the posting's own language (the baseline)
// against the same pages asked in French by `?lang=fr` and by `Accept-Language`. Each the mean of
// 300 requests, the cases interleaved, after a warm-up; the instance's cache off.
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const name = `bench_languages_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 4 });
const credentials = await generateDevCredentials();
let fn: RunningFunction | undefined;

const postings = (count: number) => `
  insert into public.opportunities (title, description, link_url, category, company_name, location, source, external_id, is_active,
    website_viewable, translations)
  select 'Posting ' || i, repeat('Ten weeks with the platform team. ', 6), 'https://jobs.example.com/view/' || i, 'Job', 'Acme', 'Montreal',
    'csv_import', 'lang-' || i, true, true,
    case when i % 3 = 0 then jsonb_build_object('fr', jsonb_build_object('title', 'Offre ' || i,
      'description', repeat('Dix semaines avec l''équipe plateforme. ', 6), 'location', 'Montréal')) else '{}' end
  from generate_series(1, ${count}) as i;
  analyze public.opportunities;`;

const cases: Record<string, [string, Record<string, string>?]> = {
  "the page of 1,000, own language": ["/opportunities"],
  "the page of 1,000, ?lang=fr": ["/opportunities?lang=fr"],
  "the page of 1,000, Accept-Language": ["/opportunities", { "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" }],
  "a page of 50, own language": ["/opportunities?limit=50"],
  "a page of 50, ?lang=fr": ["/opportunities?limit=50&lang=fr"],
};

try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  await db.exec(postings(50_000));
  fn = await startFunction("opportunities", url, credentials, { env: { ANON_CACHE_MS: "0" } });
  const timed = async ([path, headers]: [string, Record<string, string>?]) => {
    const started = performance.now();
    const answer = await fetch(`${fn!.base}${path}`, { headers });
    const body = await answer.json();
    if (answer.status !== 200 || body.data.length === 0) throw new Error(`${path} answered ${answer.status}`);
    const french = body.data.filter((o: { content_language: string }) => o.content_language === "fr").length;
    if ((path.includes("lang=fr") || headers !== undefined) !== french > 0) throw new Error(`${path} answered ${french} postings in French`);
    return performance.now() - started;
  };
  for (const asked of Object.values(cases)) for (let i = 0; i < 30; i++) await timed(asked);
  const totals: Record<string, number> = Object.fromEntries(Object.keys(cases).map((c) => [c, 0]));
  const requests = Number(process.env.BENCH_REQUESTS ?? 300);
  for (let i = 0; i < requests; i++) for (const [label, asked] of Object.entries(cases)) totals[label]! += await timed(asked);
  console.log(`50,000 published postings, a third translated into French, anonymous, the mean of ${requests} requests:`);
  for (const label of Object.keys(cases)) {
    const baseline = label.startsWith("a page of 50") ? "a page of 50, own language" : "the page of 1,000, own language";
    const mean = totals[label]! / requests;
    console.log(`  ${label.padEnd(36)} ${mean.toFixed(2).padStart(6)} ms   ${(mean / (totals[baseline]! / requests)).toFixed(2)}x its own-language page`);
  }
} finally {
  fn?.stop();
  await db.close();
  await dropDatabase(server, name);
}
