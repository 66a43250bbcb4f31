import { createAuthenticator } from "./auth.ts";
import { noStore } from "./caching.ts";
import type { ServiceConfig } from "./config.ts";
import { allowedMethods, corsPolicy } from "./cors.ts";
import type { Claims } from "./database.ts";
import { apiErrorFromDatabase } from "./database-errors.ts";
import { ApiError } from "./errors.ts";
import { failure } from "./responses.ts";

export type Handler = (request: Request) => Promise<Response>;
export type Route = (request: Request, context: { claims: Claims; requestId: string }) => Promise<Response>;
export type Log = (line: Record<string, unknown>) => void;

export const jsonLog: Log = (line) => console.log(JSON.stringify(line));

/**
 * The pipeline every function shares: request id, CORS preflight, credentials to claims, the
 * function's route, errors to the API's envelope, and one JSON log line per request.
 * Built once per instance; nothing here is repeated per request that could be done once.
 */
export function createService(options: {
  name: string;
  config: ServiceConfig;
  route: Route;
  log?: Log;
}): Handler {
  const { name, config, route, log = jsonLog } = options;
  const authenticate = createAuthenticator(config);
  const cors = corsPolicy(config.allowedOrigins);

  return async (request) => {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    let response: Response;
    let failureDetail: string | undefined;

    if (request.method === "OPTIONS") {
      response = new Response(null, { status: 204 });
    } else {
      try {
        const claims = await authenticate(request);
        response = await route(request, { claims, requestId });
      } catch (error) {
        const apiError = error instanceof ApiError ? error : apiErrorFromDatabase(error);
        if (!apiError || apiError.status >= 500) failureDetail = describe(error);
        response = failure(
          apiError ??
            new ApiError(500, "internal_error", `Something went wrong on our side. Quote request id ${requestId}.`),
        );
      }
    }

    for (const [key, value] of Object.entries(cors(request.headers.get("origin")))) response.headers.set(key, value);
    response.headers.set("X-Request-Id", requestId);
    noStore(response);

    log({
      level: response.status >= 500 ? "error" : "info",
      function: name,
      method: request.method,
      status: response.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: requestId,
      ...(failureDetail ? { error: failureDetail } : {}),
    });
    return response;
  };
}

/** 405 with the methods this endpoint serves. */
export function methodNotAllowed(method: string, allow: readonly string[] = allowedMethods): ApiError {
  return new ApiError(405, "method_not_allowed", `${method} is not supported here.`, undefined, {
    Allow: allow.join(", "),
  });
}

/** For the server log only (never the response): what failed, with its stack. */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}` : String(error);
}
