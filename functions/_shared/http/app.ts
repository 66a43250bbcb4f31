import { Hono, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { getPathNoStrict } from "hono/utils/url";
import { DeadlineExceeded } from "../database/database.ts";
import type { ServiceConfig } from "./config.ts";
import type { ApiApp, ApiEnv, Log } from "./context.ts";
import { apiErrorFromDatabase } from "./database-errors.ts";
import { ApiError, invalidInput } from "./errors.ts";
import { describe, jsonLog, logRequests } from "./log.ts";
import { failure } from "./responses.ts";

/**
 * The request headers browsers may send: supabase-js's own list (its `corsHeaders`), written out
 * so that a function does not load supabase-js for one constant. A test keeps them equal.
 */
export const allowedRequestHeaders = ["authorization", "x-client-info", "apikey", "content-type", "x-retry-count"];
const allowMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * A function's app: what every request goes through, routes or not, then one error funnel.
 * What a route runs besides (credentials, permission, body, cache) its kind decides:
 * `route-kinds.ts`. Anything not declared is a 404 (or a 405 naming the methods the path has),
 * in the envelope.
 */
export function createApiApp(options: { name: string; config: ServiceConfig; log?: Log }): ApiApp {
  const { name, config, log = jsonLog } = options;
  const app = new Hono<ApiEnv>({ getPath: functionPath });
  for (const step of everyRequest(name, config, log)) app.use("*", step);

  app.onError((error, c) => {
    // The client left before the answer, and the deadline its leaving set stopped the work: no one
    // reads this answer, and it is no failure of ours. Logged as 499 (nginx's "client closed").
    if (error instanceof DeadlineExceeded && c.req.raw.signal.aborted) return new Response(null, { status: 499 });
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
 * In this order: the log line; a request id (Hono's, never taken from the request, so logs
 * cannot be forged); the headers of every answer; CORS preflights (Hono's); repeated query
 * parameters refused (the validators would silently take the first).
 */
function everyRequest(name: string, config: ServiceConfig, log: Log): MiddlewareHandler<ApiEnv>[] {
  const allowOrigin = (origin: string) =>
    config.allowedOrigins === "*" ? "*" : config.allowedOrigins.includes(origin) ? origin : undefined;
  const preflight = cors({
    origin: allowOrigin,
    allowMethods,
    allowHeaders: [...allowedRequestHeaders, "idempotency-key"],
    maxAge: 86400, // the exposed headers go on every answer: `answerHeaders`
  });
  return [
    logRequests(name, log),
    requestId({ headerName: "" }),
    answerHeaders(config, allowOrigin),
    (c, next) => (c.req.method === "OPTIONS" ? preflight(c, next) : next()),
    async (c, next) => {
      const repeated = [...new Set(Object.entries(c.req.queries()).filter(([, values]) => values.length > 1).map(([k]) => k))];
      if (repeated.length) throw invalidInput(repeated.map((field) => ({ field, message: "must be given at most once" })));
      await next();
    },
  ];
}

const exposeHeaders = ["ETag", "Idempotent-Replayed", "Location", "Retry-After", "X-Request-Id"];

/**
 * The headers every answer carries, errors and preflights included, written once onto the answer
 * the handler made (reading `c.res` before it would make a placeholder whose headers Hono then
 * copies onto the real one): the request id; `Vary`, since answers differ by credentials (and by
 * origin when origins are listed), kept with what a preflight varies by; `private, no-store`
 * unless the route said otherwise; and CORS's allowed origin and exposed headers.
 */
function answerHeaders(config: ServiceConfig, allowOrigin: (origin: string) => string | undefined): MiddlewareHandler<ApiEnv> {
  const vary = config.allowedOrigins === "*" ? "Authorization, apikey" : "Authorization, apikey, Origin";
  const exposed = exposeHeaders.join(",");
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Request-Id", c.var.requestId);
    const preflightVary = headers.get("Vary");
    headers.set("Vary", preflightVary ? mergedVary(preflightVary, vary) : vary);
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
    const origin = allowOrigin(c.req.header("origin") ?? "");
    if (origin) headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", exposed);
  };
}

/** Two `Vary` values as one, each field once. */
const mergedVary = (a: string, b: string) => [...new Set(`${a},${b}`.split(",").map((v) => v.trim()).filter(Boolean))].join(", ");

const isRead = (method: string) => method === "GET" || method === "HEAD";

/**
 * The path from the function's name on, without a trailing slash. Supabase's gateway strips
 * `/functions/v1`; the local router passes each request on as it came, never rebuilt (a `Request`
 * cannot be made with some methods a client may send, such as TRACE).
 */
const functionPath = (request: Request) => getPathNoStrict(request).replace(/^\/functions\/v1(?=\/)/, "");

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
