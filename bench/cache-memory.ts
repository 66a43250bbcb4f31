// DATABASE_URL=postgres://... npm run bench:memory [-- <requests>]
// What callers can make an instance hold: the resources function as deployed (its own Deno
// process, V8's heap capped at 80 MB as an instance's is), sent <requests> (default 8,000)
// anonymous reads whose URLs are all different and about 4 KB long, from as many client
// addresses: lists of ids (valid, so each answer is kept by the anonymous cache), then the same
// with an unknown parameter (refused). Prints the function's resident memory after a warm-up and
// after each kind, and how much it grew: a bound of the instance, not of the callers.
// Then the largest answers anonymous callers can ask for (`largeAnswers`): the sitemap of 50,000
// published postings and the website's default list of 1,000 postings with ~6 KB descriptions,
// each spelt 16 ways, 8 times over, by 8 workers at once, with the instance's cache on and off: each case's peak.
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
  await largeAnswers();
} finally {
  await db.close();
  await dropDatabase(server, name);
}

/** 16 spellings of one query (`name=value` pairs): names and values percent-encoded or not, in either order, with empty parts. */
function spellings(pairs: [string, string][]): string[] {
  const encodeFirst = (text: string) => `%${text.charCodeAt(0).toString(16)}${text.slice(1)}`;
  return Array.from({ length: 16 }, (_, i) => {
    const parts = pairs.map(([name, value], k) => `${i & 1 && k === 0 ? encodeFirst(name) : name}=${i & 2 ? encodeFirst(value) : value}`);
    if (i & 4) parts.reverse();
    return `${i & 8 ? "&" : ""}${parts.join("&")}${i & 8 ? "&" : ""}`;
  });
}

/** The peak of a fresh instance while 8 anonymous workers send every spelling of `path`, eight times over. */
async function peakOf(path: string, queries: string[], cacheMs: number): Promise<{ peak: number; statuses: Record<number, number> }> {
  const fn = await startFunction("opportunities", url, await generateDevCredentials(), {
    heapMb: 80,
    env: { ANON_READ_RATE_LIMIT: "0", ANON_CACHE_MS: String(cacheMs), PUBLIC_OPPORTUNITY_URL: "https://club.example/jobs/{id}" },
  });
  const statuses: Record<number, number> = {};
  try {
    const work = Array.from({ length: 8 }, () => queries).flat();
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      for (let i = next++; i < work.length; i = next++) {
        const response = await fetch(`${fn.base}${path}?${work[i]}`, { headers: { "accept-encoding": i % 2 ? "gzip" : "identity" } });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }));
    return { peak: (await memory(fn.pid)).peak, statuses };
  } finally {
    fn.stop();
  }
}

async function largeAnswers() {
  const long = "Responsibilities include building and shipping features. ".repeat(105); // ~6 KB
  await db.exec(`
    insert into opportunities (title, link_url, website_viewable, is_active, display_order)
      select 'Posting ' || n, 'https://jobs.example/' || n, true, true, 10 from generate_series(1, 49000) n;
    insert into opportunities (title, link_url, website_viewable, is_active, display_order, description, company_name, location)
      select 'Board posting ' || n, 'https://jobs.example/board/' || n, true, true, -1, '${long}', 'Example Corp', 'London, UK'
      from generate_series(1, 1000) n;`);
  const cases = [
    ["the sitemap's first file (10,000 URLs)", "/opportunities/sitemap.xml", spellings([["page", "1"]])],
    ["the default list (1,000 postings of ~6 KB)", "/opportunities", spellings([["website_viewable", "true"], ["is_active", "true"]])],
  ] as const;
  console.log("\n8 anonymous workers, 16 spellings 8 times over: 128 requests, 8 at once; peak of a fresh instance");
  for (const [what, path, queries] of cases) {
    for (const cacheMs of [1000, 0]) {
      const { peak, statuses } = await peakOf(path, [...queries], cacheMs);
      const told = Object.entries(statuses).map(([status, n]) => `${n}x${status}`).join(", ");
      console.log(`  ${what.padEnd(44)} cache ${cacheMs ? "on " : "off"}  peak ${mib(peak)}  (${told})`);
    }
  }
}
