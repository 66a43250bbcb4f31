// DATABASE_URL=postgres://... npm run bench:submissions [-- <pending>]
// 10,000 pending submissions (by default) beside 1,000 published opportunities, the function run
// as deployed. Printed, each the median of 30 requests in turn: the anonymous list's first page
// (the baseline: the instance's cache off, so each is read), the editors' queue's first page, an
// approval (each of another submission), and an editor's create of a published posting (the
// write an approval makes); each against the list, and the approval against the create, as ratios.
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials, mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const pending = Number(process.argv[2] ?? 10_000);
const rounds = 30;

const name = `bench_submissions_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const credentials = await generateDevCredentials();
let fn: RunningFunction | undefined;
try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  await db.query(`insert into public.opportunities (title, link_url, website_viewable, is_active)
    select 'Posting ' || n, 'https://jobs.example.org/' || n, true, true from generate_series(1, 1000) n`);
  // As confirmed submissions are: pending, waiting since a time of the last month, from many addresses.
  await db.query(`alter table public.submissions disable trigger check_submission_change`);
  await db.query(`insert into public.submissions (status, posting, submitter_email, submitter_name, confirm_token, confirmed_at, waiting_since)
    select 'pending', jsonb_build_object('title', 'Offered ' || n, 'link_url', 'https://careers' || (n % 500) || '.example/jobs/' || n || '?utm_source=club'),
      'poster' || (n % 3000) || '@company' || (n % 500) || '.example', 'Poster', null, now(), now() - make_interval(secs => n * 200)
    from generate_series(1, $1::int) n`, [pending]);
  await db.query(`alter table public.submissions enable trigger check_submission_change`);
  await db.query("analyze");
  fn = await startFunction("opportunities", url, credentials, { env: { ANON_CACHE_MS: "0" } });
  const editor = { apikey: credentials.publishableKey, authorization: `Bearer ${await mintUserToken(credentials, seedUsers.editor)}` };
  const timed = async (label: string, request: (i: number) => Promise<Response>) => {
    const times: number[] = [];
    for (let i = 0; i < rounds + 3; i++) {
      const started = performance.now();
      const response = await request(i);
      const body = await response.json();
      if (!response.ok) throw new Error(`${label} answered ${response.status}: ${JSON.stringify(body.error)}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };
  const list = await timed("the anonymous list", () => fetch(`${fn!.base}/opportunities?website_viewable=true&limit=50`));
  const queue = await timed("the queue", () => fetch(`${fn!.base}/opportunities/submissions`, { headers: editor }));
  const read = await db.query<{ id: string; version: number }>(`select id, version from public.submissions order by waiting_since limit ${rounds + 3}`);
  const approval = await timed("an approval", (i) =>
    fetch(`${fn!.base}/opportunities/submissions/approve?id=${read[i]!.id}&version=${read[i]!.version}`, { method: "POST", headers: editor }));
  const create = await timed("an editor's create", (i) =>
    fetch(`${fn!.base}/opportunities`, {
      method: "POST",
      headers: { ...editor, "content-type": "application/json" },
      body: JSON.stringify({ title: `Created ${i}`, link_url: `https://careers.example/created/${i}`, website_viewable: true, is_active: true }),
    }));
  console.log(`${pending} pending submissions, 1,000 published opportunities; medians of ${rounds}:`);
  console.log(`  anonymous list, first page of 50 (baseline)  ${list.toFixed(1)} ms`);
  console.log(`  editors' queue, first page of 50             ${queue.toFixed(1)} ms  (${(queue / list).toFixed(2)}x the list)`);
  console.log(`  approval                                     ${approval.toFixed(1)} ms  (${(approval / list).toFixed(2)}x the list)`);
  console.log(`  an editor's create of a published posting    ${create.toFixed(1)} ms  (approval: ${(approval / create).toFixed(2)}x it)`);
} finally {
  fn?.stop();
  await db.close();
  await dropDatabase(server, name);
}
