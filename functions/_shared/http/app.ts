import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { createAuthenticator } from "./credentials.ts";
import type { ServiceConfig } from "./config.ts";
import { type Caller, roleTimeLimits } from "../database/database.ts";
import { apiErrorFromDatabase } from "./database-errors.ts";
import { ApiError, invalidInput } from "./errors.ts";
import { failure } from "./responses.ts";
import { fieldProblems } from "./body.ts";

export type Handler = (request: Request) => Promise<Response>;
export type Log = (line: Record<string, unknown>) => void;
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

/** What every route can read from the context. */
export type ApiEnv = { Variables: { caller: Caller; requestId: string; failure?: string } };
export type ApiApp = OpenAPIHono<ApiEnv>;

/**
 * The request headers browsers may send: supabase-js's own list (its `corsHeaders`), written out
 * so that a function does not load supabase-js for one constant. A test keeps them equal.
 */
export const allowedRequestHeaders = ["authorization", "x-client-info", "apikey", "content-type", "x-retry-count"];

/**
 * A function's app: the pipeline every request goes through, in this order, with one error funnel.
 * 1. one JSON log line (ours: Hono's logger prints paths and query strings, which hold values);
 * 2. a request id (Hono's, never taken from the request, so logs cannot be forged);
 * 3. CORS (Hono's), the request id, `Vary` and `no-store` on every answer, errors included;
 * 4. repeated query parameters refused (the validators would silently take the first);
 * 5. routes registered before `authenticate` (the function's OpenAPI document) are public;
 * 6. credentials to claims and a deadline, then the declared routes, whose validators throw into
 *    the funnel.
 * Anything not declared is a 404 (or a 405 naming the methods the path has), in the envelope.
 */
export function createApiApp(options: { name: string; config: ServiceConfig; log?: Log }): ApiApp {
  const { name, config, log = jsonLog } = options;
  const app = new OpenAPIHono<ApiEnv>({
    strict: false,
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(fieldProblems(result.error));
    },
  });
  const allowMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

  app.use("*", logRequests(name, log));
  app.use("*", requestId({ headerName: "" }));
  app.use("*", cors({
    origin: config.allowedOrigins,
    allowMethods,
    allowHeaders: [...allowedRequestHeaders, "idempotency-key"],
    exposeHeaders: ["ETag", "Idempotent-Replayed", "Location", "Retry-After", "X-Request-Id"],
    maxAge: 86400,
  }));
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("X-Request-Id", c.var.requestId);
    // Responses differ by credentials (and by origin when origins are listed): caches must know.
    c.res.headers.set("Vary", config.allowedOrigins === "*" ? "Authorization, apikey" : "Authorization, apikey, Origin");
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-store");
  });
  app.use("*", async (c, next) => {
    const repeated = [...new Set(Object.entries(c.req.queries()).filter(([, values]) => values.length > 1).map(([k]) => k))];
    if (repeated.length) throw invalidInput(repeated.map((field) => ({ field, message: "must be given at most once" })));
    await next();
  });

  app.onError((error, c) => {
    const apiError = toApiError(error, c.var.requestId, { role: c.var.caller?.claims.role, read: isRead(c.req.method) });
    if (apiError.status >= 500) c.set("failure", describe(error));
    return failure(apiError);
  });
  app.notFound((c) => {
    const path = c.req.path.replace(/(.)\/+$/, "$1");
    const methods = app.routes.filter((r) => r.path === path && r.method !== "ALL").map((r) => r.method);
    if (!methods.length) return failure(new ApiError(404, "not_found", "There is no such endpoint."));
    const allow = [...new Set(methods.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m]))), "OPTIONS"];
    return failure(new ApiError(405, "method_not_allowed", `${c.req.method} is not supported here.`, undefined, {
      Allow: allow.join(", "),
    }));
  });
  return app;
}

/**
 * Step 6: the caller's claims, from its credentials (401 for any that are present but not valid),
 * and the request's deadline: its role's time limit, or sooner if the client leaves.
 */
export function authenticate(config: ServiceConfig): MiddlewareHandler<ApiEnv> {
  const verify = createAuthenticator(config);
  return async (c, next) => {
    const claims = await verify(c.req.raw);
    const started = performance.now();
    const client = c.req.raw.signal;
    // A timer and a listener cleared when the request ends (AbortSignal.timeout would keep each
    // request's signal alive for its whole time limit, thousands at a time under load), armed on
    // first use, for the time left: a request answered without the database never sets one.
    const arm = () => {
      const controller = new AbortController();
      const stop = () => controller.abort();
      const timer = setTimeout(stop, Math.max(0, roleTimeLimits[claims.role] - (performance.now() - started)));
      client.addEventListener("abort", stop, { once: true });
      if (client.aborted) stop();
      return { controller, timer, stop };
    };
    let deadline: ReturnType<typeof arm> | undefined;
    c.set("caller", {
      claims,
      get signal() {
        return (deadline ??= arm()).controller.signal;
      },
    });
    try {
      await next();
    } finally {
      if (deadline) {
        clearTimeout(deadline.timer);
        client.removeEventListener("abort", deadline.stop);
      }
    }
  };
}

const isRead = (method: string) => method === "GET" || method === "HEAD";

function logRequests(name: string, log: Log): MiddlewareHandler<ApiEnv> {
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

/** The funnel: whatever was thrown, the API's answer to it. */
function toApiError(error: unknown, requestId: string, request: { role?: string; read: boolean }): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) {
    // Raised by Hono's validators before ours could: a body of the wrong type, or not JSON.
    if (error.status === 415) return new ApiError(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
    if (error.status === 400) return new ApiError(400, "invalid_json", "The body is not valid JSON.");
  }
  return apiErrorFromDatabase(error, request) ??
    new ApiError(500, "internal_error", `Something went wrong on our side. Quote request id ${requestId}.`);
}

/**
 * For the server log only (never the response): what failed and where, without its message,
 * which can quote what the request sent (Postgres quotes the value it refused).
 */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return [`${error.name}${typeof code === "string" ? ` ${code}` : ""}`, ...frames].join("\n");
}
