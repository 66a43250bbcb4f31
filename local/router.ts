import type { Handler } from "../functions/_shared/service.ts";

/**
 * Serves functions at `/functions/v1/<name>[/...]`, the URL layout of Supabase and
 * `supabase start`, so clients only change SUPABASE_URL.
 */
export function functionsRouter(functions: Record<string, Handler>): Handler {
  return async (request) => {
    const name = /^\/functions\/v1\/([^/]+)(\/|$)/.exec(new URL(request.url).pathname)?.[1];
    const handler = name === undefined ? undefined : functions[name];
    if (handler) return handler(request);
    return new Response(
      JSON.stringify({ success: false, error: { code: "not_found", message: "There is no such function." } }),
      { status: 404, headers: { "Content-Type": "application/json; charset=utf-8" } },
    );
  };
}
