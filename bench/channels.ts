// DATABASE_URL=postgres://... npm run bench:channels [-- <opportunities>]
// A bulk edit that publishes 1,000 opportunities (by default) with 5 channels (two Discord, two
// Slack, one webhook), then the schedule's calls of POST /opportunities/schedule/deliver until
// every channel has heard of them all. The function runs as deployed (its own Deno process, V8 heap
// capped at 80 MiB), its channels pointed at a receiver in this process that answers as each
// service does. Printed: the bulk edit's time against the same edit that publishes nothing (the
// outbox's cost, as a ratio), and each call's messages, postings and function CPU (Supabase
// gives a request 2 s of CPU).
import { createServer } from "node:http";
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials, mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { cpuMs, memory, mib, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const count = Number(process.argv[2] ?? 1_000);

const received = { discord: 0, slack: 0, webhook: 0 };
const receiver = createServer((request, response) => {
  request.resume().on("end", () => {
    const kind = request.url!.startsWith("/api/webhooks/") ? "discord" : request.url!.startsWith("/services/") ? "slack" : "webhook";
    received[kind]++;
    response.writeHead(kind === "discord" ? 204 : 200).end(kind === "slack" ? "ok" : undefined);
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;

const name = `bench_channels_${process.pid}`;
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
    env: { BENCH_CHANNEL_ORIGIN: origin, PUBLIC_OPPORTUNITY_URL: "https://club.example.org/opportunities/{id}" },
  });
  const { base, pid } = fn;
  const editor = { apikey: credentials.publishableKey, authorization: `Bearer ${await mintUserToken(credentials, seedUsers.editor)}` };
  const secret = { apikey: credentials.secretKey };
  const post = async (path: string, body: unknown, headers: Record<string, string>, method = "POST") => {
    const response = await fetch(`${base}${path}`, { method, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer.error)}`);
    return answer.data;
  };
  const channels = [
    { kind: "discord", name: "#all", url: "https://discord.com/api/webhooks/1/all" },
    { kind: "discord", name: "#internships", url: "https://discord.com/api/webhooks/2/internships", criteria: { category: "Internship" } },
    { kind: "slack", name: "#jobs", url: "https://hooks.slack.com/services/T0/B1/jobs" },
    { kind: "slack", name: "#remote", url: "https://hooks.slack.com/services/T0/B2/remote", criteria: { workplace: "remote" } },
    { kind: "webhook", name: "website", url: "https://hooks.example.org/opportunities" },
  ];
  for (const channel of channels) await post("/opportunities/channels", channel, editor);

  /** `count` new drafts (active, not viewable), their ids. */
  const drafts = async (round: string) => {
    const [{ ids }] = (await db.query<{ ids: string }>(`with made as (
        insert into public.opportunities (title, link_url, is_active, website_viewable, category, workplace, company_name, location, salary, closes_on)
        select 'Role ${round}' || i, 'https://jobs.example.org/' || i, true, false, (array['Internship', 'Job']::public.opportunity_category[])[1 + i % 2],
          (array['remote', 'hybrid', 'on_site']::public.workplace[])[1 + i % 3], 'Company ' || i, 'Leeds, UK', '£30,000 a year', current_date + 30
        from generate_series(1, ${count}) i returning id)
      select string_agg(id::text, ',') as ids from made`)) as [{ ids: string }];
    return ids.split(",");
  };
  const bulk = async (ids: string[], set: Record<string, unknown>) => {
    const started = performance.now();
    await post("/opportunities/bulk", { ids, set }, editor, "PATCH");
    return performance.now() - started;
  };
  const outbox = (on: boolean) =>
    db.exec(["insert", "update", "delete"].map((op) => `alter table public.opportunities ${on ? "enable" : "disable"} trigger write_opportunity_events_on_${op}`).join(";"));
  // The outbox's cost: the same bulk publish of 1,000 drafts without its triggers, then with them
  // (what deliver then sends), after a warm-up.
  await bulk(await drafts("warm"), { display_order: 1 });
  await outbox(false);
  const baseline = await bulk(await drafts("baseline"), { website_viewable: true });
  await outbox(true);
  const publishing = await bulk(await drafts("announced"), { website_viewable: true });
  console.log(`${count} opportunities, ${channels.length} channels, PostgreSQL at ${new URL(server).host}`);
  console.log(`bulk publish of ${count}: ${baseline.toFixed(0)} ms without the outbox, ${publishing.toFixed(0)} ms writing ${count} outbox events: ` +
    `${(publishing / baseline).toFixed(2)}x`);

  let worstCpu = 0;
  for (let call = 1; ; call++) {
    const [started, before] = [performance.now(), await cpuMs(pid)];
    const data = await post("/opportunities/schedule/deliver", {}, secret);
    const [ms, cpu] = [performance.now() - started, (await cpuMs(pid)) - before];
    worstCpu = Math.max(worstCpu, cpu);
    console.log(
      `deliver call ${call}`.padEnd(22) + `${ms.toFixed(0).padStart(6)} ms, function CPU ${cpu.toFixed(0).padStart(5)} ms   ` +
        `messages ${String(data.messages).padStart(4)} (${data.failed} failed), postings ${String(data.postings).padStart(5)}, ` +
        `channels left ${data.left}; peak RSS ${mib((await memory(pid)).peak)}`,
    );
    if (data.left === 0) break;
  }
  const expected = { discord: Math.ceil(count / 10) + Math.ceil(count / 2 / 10), slack: Math.ceil(count / 20) + Math.ceil(count / 3 / 20), webhook: count };
  console.log(`messages received: Discord ${received.discord} (batched: ${expected.discord} expected), Slack ${received.slack} (${expected.slack}), ` +
    `webhook ${received.webhook} (one per event: ${expected.webhook})`);
  console.log(`most function CPU in one deliver request: ${worstCpu.toFixed(0)} ms (target < 1,500; Supabase allows 2,000)`);
} finally {
  fn?.stop();
  receiver.close();
  await db.close();
  await dropDatabase(server, name);
}
