import { createApiApp } from "../functions/_shared/http/app.ts";
import { type Handler } from "../functions/_shared/http/context.ts";
import type { ServiceConfig } from "../functions/_shared/http/config.ts";
import type { ApiFunction } from "../functions/_shared/records/record-function.ts";

/**
 * Serves functions at `/functions/v1/<name>[/...]`, the URL layout of Supabase and
 * `supabase start`, so clients only change SUPABASE_URL. Each request goes on as it came (its
 * method, body and signal untouched; a function reads the path from its own name on). Anything
 * else gets the API's 404 envelope, with CORS headers and a request id, from the same pipeline
 * the functions use.
 */
export function functionsRouter(functions: ApiFunction[], config: ServiceConfig): Handler {
  const byName = new Map(functions.map((f) => [f.name, f]));
  const nothing = createApiApp({ name: "router", config, log: () => {} });
  return (request) => {
    const name = /^\/functions\/v1\/([^/]+)/.exec(new URL(request.url).pathname)?.[1];
    return Promise.resolve((byName.get(name!) ?? nothing).fetch(request));
  };
}
