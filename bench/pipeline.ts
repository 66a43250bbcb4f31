// npm run bench:pipeline
// The JavaScript a read costs the function, without the network or a database: the resources
// function as deployed, its database a stand-in that answers every read at once with the same
// 100 decoded rows, called in-process (`fetch(request)`), against the floor of the same rows
// written into the same envelope by a bare handler. Each case is warmed, then timed in
// interleaved rounds; the figure is microseconds of this process per request (median round).
// Prints one line per case: `<case>: function N µs, floor M µs, pipeline P µs`.
import process from "node:process";
import type { Database } from "../functions/_shared/database/database.ts";
import { createResourcesFunction } from "../functions/resources/handler.ts";
import { defaultRateLimits } from "../functions/_shared/http/config.ts";
import { devServiceConfig, generateDevCredentials, mintUserToken } from "../local/dev-credentials.ts";
import { seedUsers } from "../local/seed-users.ts";

const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

/** 100 resources, as the driver decodes them. */
const rows = Array.from({ length: 100 }, (_, i) => ({
  id: `a0000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  title: `Workshop ${i}: Intro to Git`,
  category: "Workshops",
  link_url: `https://compsoc.example.edu/files/${i}.pdf`,
  description: `Slides, exercises and a reading list from the session, with the recording linked at the end. Session ${i}.`,
  extension: "pdf",
  thumbnail_url: null,
  resource_date: "2026-09-02",
  display_order: i % 10,
  website_viewable: true,
  is_active: true,
  created_at: "2026-11-23T10:00:00.123456Z",
  created_by: null,
  updated_at: "2026-11-23T10:00:00.123456Z",
  updated_by: null,
}));

/** Answers every read with the rows (and a permission check with yes); takes no writes. */
const standIn: Database = {
  query: () => Promise.reject(new Error("no queries here")),
  exec: () => Promise.reject(new Error("no scripts here")),
  transaction: () => Promise.reject(new Error("no writes here")),
  script: (script) => Promise.resolve((script.includes("has_permission") ? [[{ held: true }]] : [[], rows]) as never),
  close: async () => {},
};

const credentials = await generateDevCredentials();
// One client makes every request: a read limit it never reaches, so counting costs what it costs (as bench:api sets it).
const config = { ...devServiceConfig(credentials), rateLimits: { ...defaultRateLimits, anonymousReadsPerMinute: 1_000_000_000 } };
const editor = { apikey: credentials.publishableKey, authorization: `Bearer ${await mintUserToken(credentials, seedUsers.editor)}` };
// Each request's log line is built and kept (written out by no one): stdout is not measured.
const kept: string[] = [];
const log = (line: string) => void (kept.push(line) >= 1_000 && (kept.length = 0));
const uncached = createResourcesFunction({ db: standIn, config: { ...config, anonymousCacheMs: 0 }, log });
const cached = createResourcesFunction({ db: standIn, config, log });
const url = "http://127.0.0.1/functions/v1/resources?website_viewable=true&is_active=true";
const etag = (await cached.fetch(new Request(url))).headers.get("etag")!;

/** The floor: the same rows in the same envelope, by a handler with nothing else to do. */
const floor = (_: Request) => Promise.resolve(Response.json({ success: true, data: rows }));

type Handler = (request: Request) => Promise<Response>;
const cases: [string, Handler, Record<string, string>][] = [
  ["anonymous list, cache off", uncached.fetch, {}],
  ["editor's list", uncached.fetch, editor],
  ["anonymous list, cache hit", cached.fetch, {}],
  ["304 path", cached.fetch, { "if-none-match": etag }],
];

/** Microseconds of this process per request over `n` requests, each answered and read. */
async function timed(handle: Handler, headers: Record<string, string>, n: number): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const response = await handle(new Request(url, { headers }));
    if (response.status !== 200 && response.status !== 304) throw new Error(`answered ${response.status}`);
    await response.text();
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / n;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const [, handle, headers] of cases) await timed(handle, headers, requests);
await timed(floor, {}, requests);
const results = new Map<string, { fn: number[]; floor: number[] }>(cases.map(([label]) => [label, { fn: [], floor: [] }]));
for (let round = 0; round < rounds; round++) {
  for (const [label, handle, headers] of cases) {
    results.get(label)!.fn.push(await timed(handle, headers, requests));
    results.get(label)!.floor.push(await timed(floor, {}, requests));
  }
}
console.log(`\nDeno ${process.versions.deno}: ${rounds} interleaved rounds of ${requests} requests per case, 100 rows\n`);
for (const [label, { fn, floor }] of results) {
  const [f, b] = [median(fn), median(floor)];
  console.log(`${label}: function ${f.toFixed(1)} µs, floor ${b.toFixed(1)} µs, pipeline ${(f - b).toFixed(1)} µs`);
}
