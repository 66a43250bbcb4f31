import { createApiApp } from "../functions/_shared/http/app.ts";
import { type Handler } from "../functions/_shared/http/context.ts";
import type { ServiceConfig } from "../functions/_shared/http/config.ts";
import type { ApiFunction } from "../functions/_shared/records/record-function.ts";

/**
 * Serves functions at `/functions/v1/<name>[/...]`, the URL layout of Supabase and
 * `supabase start`, so clients only change SUPABASE_URL. As Supabase's gateway does, a function
 * sees the path from its own name on. Anything else gets the API's 404 envelope, with CORS
 * headers and a request id, from the same pipeline the functions use.
 */
export function functionsRouter(functions: ApiFunction[], config: ServiceConfig): Handler {
  const byName = new Map(functions.map((f) => [f.name, f]));
  const nothing = createApiApp({ name: "router", config, log: () => {} });
  return async (request) => {
    const url = new URL(request.url);
    const match = /^\/functions\/v1(\/([^/]+)(\/.*)?)$/.exec(url.pathname);
    const target = match ? byName.get(match[2]!) : undefined;
    if (!target) return nothing.fetch(request);
    url.pathname = match![1]!;
    // The signal goes along: a client that leaves aborts its request's transaction.
    const { method, headers, body, signal } = request;
    return target.fetch(new Request(url, { method, headers, body, signal, duplex: "half" } as RequestInit));
  };
}
