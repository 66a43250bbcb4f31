// What the benchmarks share: a function started as deployed, in its own Deno process, and its
// memory as Linux reports it.
import { execFile, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import process from "node:process";
import { promisify } from "node:util";
import { asFunctionsRole } from "../local/api-connection.ts";
import { isServerUrl } from "../local/open-database.ts";
import type { DevCredentials } from "../local/dev-credentials.ts";

export interface RunningFunction {
  /** Where it answers, e.g. http://127.0.0.1:18123 (its paths start with /<name>). */
  base: string;
  pid: number;
  stop(): void;
}

/**
 * `functions/<name>/index.ts` (or `entry`) with its deployment import map, on `databaseUrl`, trusting
 * the dev credentials; V8's heap capped at `heapMb` when given, as an instance's memory limit caps it.
 */
export async function startFunction(
  name: string,
  databaseUrl: string,
  credentials: DevCredentials,
  options: { heapMb?: number; env?: Record<string, string>; entry?: string } = {},
): Promise<RunningFunction> {
  const port = 18_000 + Math.floor(Math.random() * 2_000);
  const child = spawn(process.execPath, [
    "run", "-A", "--no-lock", "--unstable-no-legacy-abort",
    ...(options.heapMb ? [`--v8-flags=--max-old-space-size=${options.heapMb}`] : []),
    options.entry ?? `functions/${name}/index.ts`,
  ], {
    env: {
      ...process.env,
      SUPABASE_DB_URL: databaseUrl,
      FUNCTIONS_DB_URL: asFunctionsRole(databaseUrl),
      // One load generator is one client address: a limit it never reaches, so that counting
      // costs what it costs and nothing is refused (BENCH_READ_RATE_LIMIT=0 measures without it).
      ANON_READ_RATE_LIMIT: process.env.BENCH_READ_RATE_LIMIT ?? "1000000",
      SUPABASE_URL: "http://127.0.0.1:54321",
      SUPABASE_SECRET_KEY: credentials.secretKey,
      SUPABASE_PUBLISHABLE_KEY: credentials.publishableKey,
      SUPABASE_JWKS: JSON.stringify({ keys: [credentials.publicKey] }),
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await (await fetch(`${base}/${name}/openapi.json`)).arrayBuffer();
      break;
    } catch (error) {
      if (tries > 150) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { base, pid: child.pid!, stop: () => void child.kill() };
}

/** Resident memory of a process now, and its peak since it started (VmHWM), in bytes. */
export async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { rss: kib("VmRSS"), peak: kib("VmHWM") };
}

/** A process's peak resident memory during `work` over its memory just before, sampled every 2 ms. */
export async function rssGrowth(pid: number, work: () => Promise<void>): Promise<number> {
  const before = (await memory(pid)).rss;
  let peak = before;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peak = Math.max(peak, (await memory(pid)).rss);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  await work();
  done = true;
  await sampler;
  return peak - before;
}

/** CPU time a process has used, user and system, in ms (/proc counts clock ticks, 100 a second on Linux). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // from field 3 (state) on
  return (Number(fields[11]) + Number(fields[12])) * 10; // fields 14 (utime) and 15 (stime)
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/** DATABASE_URL, which must name a PostgreSQL server; the process exits otherwise. */
export function serverUrl(): string {
  const url = process.env.DATABASE_URL ?? "";
  if (!isServerUrl(url)) {
    console.error("Set DATABASE_URL to a PostgreSQL server (scripts/pg-throwaway.sh starts one).");
    process.exit(2);
  }
  return url;
}

export interface LoadResult {
  /** Requests per second. */
  requests: number;
  /** Requests answered in all. */
  total: number;
  mean: number;
  p50: number;
  p99: number;
}

/**
 * autocannon at `connections` (20) for `seconds` on `url`: req/s and latencies (ms). `distinct`:
 * each request with a query of its own (bench/distinct-load.cjs), so none shares another's read.
 */
export async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  connections = 20,
  distinct = false,
): Promise<LoadResult> {
  // As Supabase's gateway adds it: the client's address, which anonymous reads are counted by.
  const sent = { "cf-connecting-ip": "203.0.113.1", ...headers };
  const { stdout } = distinct
    ? await promisify(execFile)("node", ["bench/distinct-load.cjs", url, String(seconds), String(connections), JSON.stringify(sent)], { maxBuffer: 1 << 26 })
    : await promisify(execFile)("npx", [
      "autocannon", "-j", "-c", String(connections), "-d", String(seconds),
      ...Object.entries(sent).flatMap(([k, v]) => ["-H", `${k}=${v}`]),
      url,
    ], { maxBuffer: 1 << 26 });
  const report = JSON.parse(stdout);
  if (report.errors || report.non2xx - (report["3xx"] ?? 0) > 0) {
    throw new Error(`${url}: ${report.errors} errors, ${report.non2xx} non-2xx answers`);
  }
  return {
    requests: report.requests.average,
    total: report.requests.total,
    mean: report.latency.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
  };
}

/**
 * Loads `url` in 2 s steps until its throughput settles (two steps within 5%) or `maxSeconds`
 * pass: a fresh process is slower than a warm one (JIT, pools, caches), which would count
 * against whichever server a benchmark measures first.
 */
export async function warm(url: string, headers: Record<string, string> = {}, maxSeconds = 30): Promise<number> {
  const started = performance.now();
  let last = 0;
  for (;;) {
    const { requests } = await load(url, 2, headers);
    const settled = last > 0 && Math.abs(requests - last) / last < 0.05;
    if (settled || performance.now() - started > maxSeconds * 1000) return (performance.now() - started) / 1000;
    last = requests;
  }
}

/**
 * CPU time (ms) of the Postgres backends serving `database` now: read from /proc, so the
 * server must run on this machine (a throwaway one does) and this process may read its /proc.
 */
export async function postgresCpuMs(admin: { query<T>(text: string, params?: unknown[]): Promise<T[]> }, database: string) {
  const backends = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [database],
  );
  const times = await Promise.all(backends.map(({ pid }) => cpuMs(pid).catch(() => 0)));
  return times.reduce((sum, t) => sum + t, 0);
}
