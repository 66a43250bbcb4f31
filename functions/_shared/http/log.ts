import type { MiddlewareHandler } from "hono";
import type { ApiEnv, Log } from "./context.ts";

/**
 * One JSON line per request on stdout, written a batch per turn of the event loop: a write per
 * request cost 5-10% of a cached read's throughput. A line waits at most until the next timer
 * turn, and the batch is written when the process unloads.
 */
export const jsonLog: Log = (line) => {
  if (pendingLines.push(JSON.stringify(line)) === 1) setTimeout(flushLines, 0);
};
const pendingLines: string[] = [];
const flushLines = () => {
  if (pendingLines.length) console.log(pendingLines.splice(0).join("\n"));
};
globalThis.addEventListener?.("unload", flushLines);

/**
 * The request's log line (ours: Hono's logger prints paths and query strings, which hold values):
 * function, method, status, duration, request id, and for a 5xx what failed.
 */
export function logRequests(name: string, log: Log): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const failureDetail = c.get("failure");
    log({
      level: c.res.status >= 500 ? "error" : "info",
      function: name,
      method: c.req.method,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: c.var.requestId,
      ...(failureDetail ? { error: failureDetail } : {}),
    });
  };
}

/**
 * For the server log only (never the response): what failed and where, without its message,
 * which can quote what the request sent (Postgres quotes the value it refused).
 */
export function describe(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return [`${error.name}${typeof code === "string" ? ` ${code}` : ""}`, ...frames].join("\n");
}
