// DATABASE_URL=postgres://... npm run bench:alerts [-- <alerts> <opportunities> <searches>]
// A day of job alerts: 1,000 confirmed alerts (by default) over 5 distinct searches (every
// posting, two categories, remote, a search, and a category with a work model; past 5, a work
// model and a search for a number in the titles), all due, and 200 opportunities published at
// once; then the schedule's calls of POST /opportunities/schedule/deliver until every digest is
// sent. The function runs as deployed (its own Deno process, V8 heap capped at
// 80 MiB), its e-mail sent to a receiver in this process with Resend's request shape and rate
// (2 requests a second). Printed: each call's e-mails queued and sent, API requests, and function
// CPU (Supabase gives a request 2 s of CPU), against an idle call's, measured first.
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { resendReceiver, serveResendReceiver } from "../local/resend-receiver.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { cpuMs, memory, mib, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const alerts = Number(process.argv[2] ?? 1_000);
const opportunities = Number(process.argv[3] ?? 200);
const searches = Math.max(5, Number(process.argv[4] ?? 5));

const apiKey = "re_bench_key";
const resend = resendReceiver({ apiKey, keep: alerts + 10 });
const { origin, close: closeReceiver } = await serveResendReceiver(resend);

const name = `bench_alerts_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const credentials = await generateDevCredentials();
let fn: RunningFunction | undefined;
try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  fn = await startFunction("opportunities", url, credentials, {
    heapMb: 80,
    entry: "bench/channels-function.ts",
    env: {
      BENCH_EMAIL_ORIGIN: origin,
      RESEND_API_KEY: apiKey,
      EMAIL_FROM: "Club Careers <alerts@club.example.org>",
      // Room for the whole day's digests in one hour: the limit's spreading is tested, not measured here.
      EMAIL_DAILY_LIMIT: String(Math.min(1_000_000, alerts * 24)),
      PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}",
    },
  });
  const { base, pid } = fn;
  const deliverDue = async () => {
    const response = await fetch(`${base}/opportunities/schedule/deliver`, { method: "POST", headers: { apikey: credentials.secretKey } });
    const answer = await response.json();
    if (!response.ok) throw new Error(`deliver answered ${response.status}: ${JSON.stringify(answer.error)}`);
    return answer.data;
  };
  const measured = async () => {
    const [started, before] = [performance.now(), await cpuMs(pid)];
    const data = await deliverDue();
    return { data, ms: performance.now() - started, cpu: (await cpuMs(pid)) - before };
  };

  const criteria = ["{}", `{"category": "Internship"}`, `{"workplace": "remote"}`, `{"q": "engineer"}`, `{"category": "Job", "workplace": "hybrid"}`];
  await db.exec(`insert into public.job_alerts (email, criteria, frequency, confirmed_at, confirm_token, matched_through)
    select 'subscriber' || i || '@example.org', case when i % ${searches} < 5 then (array['${criteria.join("','")}'])[1 + i % ${searches}]::jsonb
        else jsonb_build_object('workplace', (array['remote', 'hybrid', 'on_site'])[1 + i % 3], 'q', (i % ${searches})::text) end,
      (array['daily', 'weekly']::public.alert_frequency[])[1 + i % 2], now() - interval '8 days', null, private.outbox_position()
    from generate_series(1, ${alerts}) i`);
  // Warm: the function's first request builds what it keeps, and an idle call is the baseline.
  await deliverDue();
  const idle = await measured();
  await db.exec(`insert into public.opportunities (title, link_url, is_active, website_viewable, category, workplace, company_name, location, salary, closes_on)
    select (array['Software Engineer ', 'Data Analyst ', 'Marketing Intern '])[1 + i % 3] || i, 'https://jobs.example.org/' || i, true, true,
      (array['Internship', 'Job']::public.opportunity_category[])[1 + i % 2], (array['remote', 'hybrid', 'on_site']::public.workplace[])[1 + i % 3],
      'Company ' || i, 'Leeds, UK', '£30,000 a year', current_date + 30
    from generate_series(1, ${opportunities}) i`);
  console.log(`${alerts} confirmed alerts over ${searches} distinct searches, ${opportunities} opportunities published, PostgreSQL at ${new URL(server).host}`);
  console.log(`idle deliver call: ${idle.ms.toFixed(0)} ms, function CPU ${idle.cpu.toFixed(0)} ms`);

  let worst = { cpu: 0, sent: 0 };
  let [calls, cpuTotal, peak] = [0, 0, 0];
  for (let call = 1; call <= 100_000; call++) {
    // Supabase Cron calls a minute apart; a second apart keeps within Resend's 2 requests a second.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const { data, ms, cpu } = await measured();
    const { queued, sent, failed, requests } = data.emails;
    if (cpu > worst.cpu) worst = { cpu, sent };
    [calls, cpuTotal, peak] = [call, cpuTotal + cpu, Math.max(peak, (await memory(pid)).peak)];
    if (call <= 10 || call % 25 === 0 || sent === 0) console.log(
      `deliver call ${call}`.padEnd(22) + `${ms.toFixed(0).padStart(6)} ms, function CPU ${cpu.toFixed(0).padStart(5)} ms ` +
        `(${(cpu / Math.max(1, idle.cpu)).toFixed(1)}x idle)   e-mails queued ${String(queued).padStart(4)}, sent ${String(sent).padStart(4)}` +
        ` (${failed} not sent) in ${requests} API requests; peak RSS ${mib((await memory(pid)).peak)}`,
    );
    if (failed > 0) console.log("  (e-mails not sent wait for their retry: made due at once here)");
    await db.exec("update private.emails set next_attempt_at = now() where status = 'queued'");
    if (queued === 0 && sent === 0 && failed === 0) break;
  }
  const digests = resend.emails.filter((e) => e.subject.includes("for your job alert"));
  const sizes = digests.map((e) => (e.text!.match(/^\S.*\n {2}/gm) ?? []).length);
  console.log(`digests received: ${digests.length} of ${alerts} alerts (the others matched nothing new), ` +
    `postings per digest ${Math.min(...sizes)} to ${Math.max(...sizes)}; requests refused by the receiver: ` +
    `${resend.requests.filter((r) => r.status >= 400).length}`);
  console.log(`most function CPU in one deliver request: ${worst.cpu.toFixed(0)} ms, sending ${worst.sent} e-mails ` +
    `(target < 1,500; Supabase allows 2,000)`);
  const requests = resend.requests.filter((r) => r.status < 400).length;
  console.log(`${calls} calls, ${(cpuTotal / 1000).toFixed(1)} s of function CPU in all, peak RSS ${mib(peak)}; ${digests.length} e-mails in ` +
    `${requests} Resend requests: ${(requests / 2 / 3600).toFixed(2)} hours of sending at Resend's 2 requests a second`);
} finally {
  fn?.stop();
  await closeReceiver();
  await db.close();
  await dropDatabase(server, name);
}
