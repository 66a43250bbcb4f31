import type { MiddlewareHandler } from "hono";
import type { ApiEnv, Log } from "./context.ts";

/**
 * One JSON line per request (and per warning) on stdout, written as it happens: an instance killed
 * for its CPU or memory has already written the lines an operator needs to see why.
 */
export const jsonLog: Log = (line) => console.log(line);

/**
 * The request's log line (ours: Hono's logger prints paths and query strings, which hold values):
 * level, function, method, status, duration, request id, and for a 5xx what failed. Written as
 * text: only the method and the failure come from outside code, and they are quoted as JSON.
 */
export function logRequests(name: string, log: Log): MiddlewareHandler<ApiEnv> {
  const fn = JSON.stringify(name);
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { status } = c.res;
    const failure = c.get("failure");
    log(
      `{"level":"${status >= 500 ? "error" : "info"}","function":${fn},"method":${JSON.stringify(c.req.method)},` +
        `"status":${status},"duration_ms":${Math.round((performance.now() - started) * 10) / 10},` +
        `"request_id":${JSON.stringify(c.var.requestId)}${failure ? `,"error":${JSON.stringify(failure)}` : ""}}`,
    );
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
