// DATABASE_URL=postgres://... npm run bench:links [-- <postings> <hosts>]
// The schedule's link job, POST /opportunities/schedule/check-links, over 10,000 published postings on
// 500 hosts (by default), each host served by a fake in this process that answers a 20 KiB job page
// after 5 ms (one in twenty: 404). The function runs as deployed (its own Deno process). Printed:
// each call's wall time, the function's CPU and its peak memory, and the calls a day the postings
// need; beside it, the CPU of an anonymous list read of 20 postings, the same run's baseline.
import { createServer } from "node:http";
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { linkBudget } from "../functions/opportunities/links/check.ts";
import { cpuMs, memory, mib, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const postings = Number(process.argv[2] ?? 10_000);
const hostCount = Number(process.argv[3] ?? 500);

const jobPage = `<!doctype html><html><head><title>Engineer</title><script>${"var x = 1;".repeat(400)}</script></head><body>` +
  `<h1>Graduate engineer</h1>${"<p>You will ship features, review code and talk to users. We value kindness.</p>".repeat(200)}</body></html>`;
const fake = createServer((request, response) => {
  const gone = Number(request.url!.split("/").pop()) % 20 === 0;
  setTimeout(() => response.writeHead(gone ? 404 : 200, { "content-type": "text/html" }).end(gone ? "Not found" : jobPage), 5);
});
await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
const fakeOrigin = `http://127.0.0.1:${(fake.address() as { port: number }).port}`;

const name = `bench_links_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const credentials = await generateDevCredentials();
let fn: RunningFunction | undefined;
try {
  await migrate(db);
  await allowLocalLogins(db, url);
  await db.exec(`insert into public.opportunities (title, link_url, is_active, website_viewable)
    select 'Engineer ' || i, 'https://host' || (i % ${hostCount}) || '.bench.example/jobs/' || i, true, true from generate_series(1, ${postings}) i`);
  // V8's heap capped as an instance's memory limit caps it (Supabase's: 256 MiB in all).
  const heapMb = Number(process.env.BENCH_HEAP_MB ?? 100);
  fn = await startFunction("opportunities", url, credentials, { heapMb, entry: "bench/links-function.ts", env: { BENCH_LINK_ORIGIN: fakeOrigin, LINK_CHECK_HOST_DELAY_MS: "0" } }); // CPU, not the pacing's sleeps
  const { base, pid } = fn;
  console.log(`${postings.toLocaleString("en")} published postings on ${hostCount} hosts (a 20 KiB page each), V8 heap capped at ${heapMb} MiB, PostgreSQL at ${new URL(server).host}`);

  // The baseline: anonymous list reads, each a miss of the instance's cache (another search each time);
  // their CPU together, over how many (the process's clock counts 10 ms ticks).
  const listsBefore = await cpuMs(pid);
  for (let i = 0; i < 200; i++) await (await fetch(`${base}/opportunities?limit=20&q=engineer${i}`)).arrayBuffer();
  const listCpu = ((await cpuMs(pid)) - listsBefore) / 200;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  const calls: { ms: number; cpu: number; checked: number }[] = [];
  for (let left = postings; left > 0;) {
    const [started, before] = [performance.now(), await cpuMs(pid)];
    const response = await fetch(`${base}/opportunities/schedule/check-links`, { method: "POST", headers: { apikey: credentials.secretKey } });
    const body = await response.json();
    const [ms, cpu] = [performance.now() - started, (await cpuMs(pid)) - before];
    if (response.status !== 200) throw new Error(`check-links answered ${response.status}: ${JSON.stringify(body.error)}`);
    const data = body.data as { checked: number; expired: number; uncertain: number; left: number };
    calls.push({ ms, cpu, checked: data.checked });
    left = data.left;
    if (calls.length <= 3 || left === 0) {
      console.log(`call ${calls.length}`.padEnd(10) + `${ms.toFixed(0).padStart(6)} ms, function CPU ${cpu.toFixed(0).padStart(5)} ms   ` +
        `read ${data.checked} (${data.expired} expired, ${data.uncertain} uncertain), ${left} left; peak RSS so far ${mib((await memory(pid)).peak)}`);
    }
    if (data.checked === 0) break;
  }
  const cpus = calls.map((c) => c.cpu);
  const perPosting = cpus.reduce((a, b) => a + b, 0) / calls.reduce((n, c) => n + c.checked, 0);
  console.log(`\n${calls.length} calls read every posting once: function CPU per call median ${median(cpus)} ms, worst ${Math.max(...cpus)} ms ` +
    `(Supabase gives a request 2 s); wall per call median ${median(calls.map((c) => c.ms)).toFixed(0)} ms; peak RSS ${mib((await memory(pid)).peak)}`);
  console.log(`CPU per posting read ${perPosting.toFixed(2)} ms = ${(perPosting / listCpu).toFixed(2)}x an anonymous list read's ` +
    `(${listCpu.toFixed(2)} ms, the mean of 200, the baseline)`);
  console.log(`Calls a day: ${Math.ceil(postings / linkBudget.postings)} at ${linkBudget.postings} a call, each posting read once in LINK_CHECK_HOURS=24 ` +
    `(the schedule's every minute gives 1,440)`);
} finally {
  fn?.stop();
  fake.close();
  await db.close();
  await dropDatabase(server, name);
}
