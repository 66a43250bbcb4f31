// DATABASE_URL=postgres://... npm run bench:memory [-- <requests>]
// What callers can make an instance hold: the resources function as deployed (its own Deno
// process, V8's heap capped at 80 MB as an instance's is), sent <requests> (default 8,000)
// anonymous reads whose URLs are all different and about 4 KB long, from as many client
// addresses: lists of ids (valid, so each answer is kept by the anonymous cache), then the same
// with an unknown parameter (refused). Prints the function's resident memory after a warm-up and
// after each kind, and how much it grew: a bound of the instance, not of the callers.
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { allowLocalLogins } from "../local/api-connection.ts";
import { generateDevCredentials } from "../local/dev-credentials.ts";
import { migrate } from "../local/migrations.ts";
import { createDatabase, dropDatabase } from "../local/server-databases.ts";
import { memory, mib, serverUrl, startFunction } from "./support.ts";

const server = serverUrl();
const requests = Number(process.argv[2] ?? 8_000);
const name = `bench_memory_${process.pid}`;
const url = await createDatabase(server, name);
const db = connectPostgres(url, { max: 1 });
const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");
/** 110 distinct ids (about 4 KB of query) for request `i`. */
const ids = (i: number) => Array.from({ length: 110 }, (_, k) => `${hex(i, 8)}-0000-4000-8000-${hex(k, 12)}`).join(",");

try {
  await migrate(db, { seed: true });
  await allowLocalLogins(db, url);
  const fn = await startFunction("resources", url, await generateDevCredentials(), { heapMb: 80, env: { ANON_READ_RATE_LIMIT: "0" } });
  let peakBefore = 0;
  const watch = setInterval(async () => (peakBefore = (await memory(fn.pid).catch(() => ({ peak: peakBefore }))).peak), 200);
  try {
    const send = async (query: (i: number) => string, expected: number) => {
      for (let at = 0; at < requests; at += 50) {
        await Promise.all(Array.from({ length: Math.min(50, requests - at) }, async (_, k) => {
          const i = at + k;
          const response = await fetch(`${fn.base}/resources?${query(i)}`, { headers: { "cf-connecting-ip": `198.51.${i >> 8 & 255}.${i & 255}` } })
            .catch(() => {
              // An instance past its memory is ended: that is the finding, not a failure of the benchmark.
              console.log(`The function stopped answering at request ${i} (${mib(peakBefore)} before): out of memory.`);
              process.exit(1);
            });
          await response.arrayBuffer();
          if (response.status !== expected) throw new Error(`request ${i}: ${response.status}, not ${expected}`);
        }));
      }
    };
    await send((i) => `website_viewable=true&limit=${(i % 1000) + 1}`, 200); // warm-up: JIT, pools
    const warm = await memory(fn.pid);
    await send((i) => `ids=${ids(i)}&website_viewable=true`, 200);
    const kept = await memory(fn.pid);
    await send((i) => `ids=${ids(i + requests)}&website_viewable=true&unknown=1`, 400);
    const refused = await memory(fn.pid);
    const querySize = `ids=${ids(0)}&website_viewable=true`.length;
    console.log(`${requests} anonymous reads, each a different URL of ${querySize} characters`);
    console.log(`  after a warm-up          ${mib(warm.rss)}`);
    console.log(`  after the valid ones     ${mib(kept.rss)} (grew ${mib(kept.rss - warm.rss)}; peak ${mib(kept.peak)})`);
    console.log(`  after the refused ones   ${mib(refused.rss)} (grew ${mib(refused.rss - kept.rss)} more; peak ${mib(refused.peak)})`);
  } finally {
    clearInterval(watch);
    fn.stop();
  }
} finally {
  await db.close();
  await dropDatabase(server, name);
}
