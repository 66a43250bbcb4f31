// DATABASE_URL=postgres://... npm run bench:sources [-- <sources> <postings each>]
// The schedule's call, POST /opportunities/schedule/run-sources, over 20 due job sources of 500
// postings each (by default), served by a fake Greenhouse board in this process: the function runs
// as deployed (its own Deno process, V8 heap capped at 80 MiB), its boards pointed at the fake one.
// Each call's wall time and the function's CPU are printed, for the first runs (every posting new)
// and for the next day's (every posting unchanged, a sync): Supabase gives a request 2 s of CPU.
import { createServer } from "node:http";
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { cpuMs, memory, mib, type RunningFunction, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const sourceCount = Number(process.argv[2] ?? 20);
const perSource = Number(process.argv[3] ?? 500);

// A board as Greenhouse answers it: each posting with its description as escaped HTML.
const description = "&lt;p&gt;We are looking for someone curious &amp;amp; kind to join a small team. You will ship features, " +
  "review code, and talk to users.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;TypeScript&lt;/li&gt;&lt;li&gt;Postgres&lt;/li&gt;&lt;/ul&gt;";
const boardJson = (board: number) => JSON.stringify({
  jobs: Array.from({ length: perSource }, (_, i) => ({
    id: 4_000_000 + board * 10_000 + i,
    title: `Engineer ${i}`,
    absolute_url: `https://boards.greenhouse.io/board${board}/jobs/${i}`,
    location: { name: ["London, UK", "Remote", "Berlin, Germany"][i % 3] },
    content: `${description} Ref ${i}.`,
    departments: [{ name: "Engineering" }],
  })),
});
const boards = new Map(Array.from({ length: sourceCount }, (_, b) => [`/v1/boards/board${b}/jobs`, boardJson(b)]));
const fake = createServer((request, response) => {
  const body = boards.get(request.url!.split("?")[0]!);
  response.writeHead(body ? 200 : 404, { "content-type": "application/json" }).end(body ?? "{}");
});
await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
const fakePort = (fake.address() as { port: number }).port;

const name = `bench_sources_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const credentials = await generateDevCredentials();
let fn: RunningFunction | undefined;
try {
  await migrate(db);
  await allowLocalLogins(db, url);
  fn = await startFunction("opportunities", url, credentials, {
    heapMb: 80,
    entry: "bench/sources-function.ts",
    env: { BENCH_BOARD_ORIGIN: `http://127.0.0.1:${fakePort}` },
  });
  const { base, pid } = fn;
  await db.exec(`insert into public.job_sources (provider, board, publish)
    select 'greenhouse', 'board' || b, 'publish' from generate_series(0, ${sourceCount - 1}) b`);
  console.log(`${sourceCount} due sources of ${perSource} postings each, PostgreSQL at ${new URL(server).host}`);

  let worstCpu = 0;
  const runDue = async (label: string) => {
    for (let call = 1; ; call++) {
      const [started, before] = [performance.now(), await cpuMs(pid)];
      const response = await fetch(`${base}/opportunities/schedule/run-sources`, { method: "POST", headers: { apikey: credentials.secretKey } });
      const body = await response.json();
      const [ms, cpu] = [performance.now() - started, (await cpuMs(pid)) - before];
      if (response.status !== 200) throw new Error(`run-sources answered ${response.status}: ${JSON.stringify(body.error)}`);
      const { ran, left } = body.data as { ran: { status: string; inserted: number; unchanged: number }[]; left: number };
      if (ran.length === 0) break;
      worstCpu = Math.max(worstCpu, cpu);
      const failed = ran.filter((r) => r.status !== "ok").length;
      const sum = (key: "inserted" | "unchanged") => ran.reduce((n, r) => n + r[key], 0);
      console.log(
        `${label}, call ${call}`.padEnd(42) + `${ms.toFixed(0).padStart(6)} ms, function CPU ${cpu.toFixed(0).padStart(5)} ms   ` +
          `ran ${ran.length}${failed ? ` (${failed} not ok)` : ""}, inserted ${sum("inserted")}, unchanged ${sum("unchanged")}, left ${left}; ` +
          `peak RSS so far ${mib((await memory(pid)).peak)}`,
      );
    }
  };
  await runDue("first runs (all new)");
  await db.exec("update public.job_sources set next_run_at = now() - interval '1 minute'");
  await runDue("next day's runs (all unchanged)");
  console.log(`most function CPU in one run-sources request: ${worstCpu.toFixed(0)} ms (target < 1,500; Supabase allows 2,000)`);
} finally {
  fn?.stop();
  fake.close();
  await db.close();
  await dropDatabase(server, name);
}
