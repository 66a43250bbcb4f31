// DATABASE_URL=postgres://... npm run bench:privacy
// An address with 5 alerts, 3 submissions and 1,000 e-mails waiting, among 2,000 other addresses'
// (100,000 e-mails in the outbox), the opportunities function run as deployed. Printed, each the
// median of 20: a privacy link's export (JSON), and its erasure (each of another address as
// large), with the function's CPU per request; against the anonymous list's first page (the
// baseline, the instance's cache off) as ratios.
import { createHash } from "node:crypto";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { cpuMs, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const rounds = 20;
const name = `bench_privacy_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const credentials = await generateDevCredentials();
let fn: RunningFunction | undefined;
const tokenOf = (n: number) => `privacy_${createHash("sha256").update(`bench ${n}`).digest("hex")}`;
try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  await db.query(`insert into public.opportunities (title, link_url, website_viewable, is_active)
    select 'Posting ' || n, 'https://jobs.example.org/' || n, true, true from generate_series(1, 1000) n`);
  // Addresses 1..rounds+3 are the ones asked for (each as large); the rest are everyone else's.
  const people = 2_000;
  await db.query(`insert into public.job_alerts (email, criteria, confirmed_at, confirm_token)
    select 'person' || p || '@example.org', jsonb_build_object('q', 'role ' || a), now(), null
    from generate_series(1, $1::int) p, generate_series(1, 5) a`, [people]);
  await db.query(`insert into public.submissions (posting, submitter_email, submitter_name)
    select jsonb_build_object('title', 'Offered ' || s, 'link_url', 'https://careers.example/' || p || '/' || s), 'person' || p || '@example.org', 'Person'
    from generate_series(1, $1::int) p, generate_series(1, 3) s`, [people]);
  await db.query(`insert into private.emails (kind, to_address, content)
    select 'submission_links', 'person' || p || '@example.org', '{}'
    from generate_series(1, $1::int) p, generate_series(1, case when p <= $2::int then 1000 else 40 end) e`, [people, rounds + 3]);
  for (let n = 1; n <= rounds + 3; n++) {
    await db.query(`insert into private.privacy_links (token_hash, address, expires_at) values ($1, $2, now() + interval '1 day')`,
      [createHash("sha256").update(tokenOf(n)).digest("hex"), `person${n}@example.org`]);
  }
  await db.query("analyze");
  fn = await startFunction("opportunities", url, credentials, { env: { ANON_CACHE_MS: "0" } });
  // The function's CPU is read from /proc in 10 ms ticks: per request, it is the rounds' total over their number.
  const timed = async (label: string, request: (i: number) => Promise<Response>) => {
    const times: number[] = [];
    let cpuBefore = 0;
    for (let i = 0; i < rounds + 3; i++) {
      if (i === 3) cpuBefore = await cpuMs(fn!.pid);
      const started = performance.now();
      const response = await request(i);
      const body = await response.json();
      if (!response.ok) throw new Error(`${label} answered ${response.status}: ${JSON.stringify(body.error)}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    const cpu = ((await cpuMs(fn!.pid)) - cpuBefore) / rounds;
    return { ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!, cpu };
  };
  const list = await timed("the anonymous list", () => fetch(`${fn!.base}/opportunities?website_viewable=true&limit=50`));
  const exported = await timed("an export", (i) => fetch(`${fn!.base}/opportunities/privacy/requests/manage?token=${tokenOf(i + 1)}`));
  const [export1] = await db.query<{ n: number }>(`select jsonb_array_length(private.privacy_export('person1@example.org') -> 'emails')::int as n`);
  const erased = await timed("an erasure", (i) =>
    fetch(`${fn!.base}/opportunities/privacy/requests/manage?token=${tokenOf(i + 1)}&action=erase`, { method: "POST" }));
  const [left] = await db.query<{ n: number }>(`select count(*)::int as n from private.emails where to_address like 'person1@%' or to_address like 'person2@%'`);
  if (left!.n !== 0) throw new Error(`the erasures left ${left!.n} e-mails`);
  console.log(`An address with 5 alerts, 3 submissions and 1,000 e-mails, among ${people} addresses (${people * 40 + (rounds + 3) * 960} e-mails); medians of ${rounds}:`);
  console.log(`  anonymous list, first page of 50 (baseline)  ${list.ms.toFixed(1)} ms, function CPU ${list.cpu.toFixed(1)} ms`);
  console.log(`  export (JSON)                                 ${exported.ms.toFixed(1)} ms, function CPU ${exported.cpu.toFixed(1)} ms  (${(exported.ms / list.ms).toFixed(2)}x the list)`);
  console.log(`  erasure                                       ${erased.ms.toFixed(1)} ms, function CPU ${erased.cpu.toFixed(1)} ms  (${(erased.ms / list.ms).toFixed(2)}x the list)`);
  console.log(`  (an export listed ${export1!.n} e-mails before its erasure; every erased address has none left)`);
} finally {
  fn?.stop();
  await db.close();
  await dropDatabase(server, name);
}
