import { corsHeaders as supabaseCorsHeaders } from "@supabase/supabase-js/cors";

export const allowedMethods = ["GET", "POST", "PUT", "DELETE", "OPTIONS"] as const;

/**
 * The CORS headers for responses under `allowedOrigins`, built once; only the allowed origin
 * depends on the request. The allowed request headers are supabase-js's own list
 * (authorization, apikey, content-type, x-client-info, ...), so they stay in step with it.
 */
export function corsPolicy(allowedOrigins: "*" | string[]): (origin: string | null) => Record<string, string> {
  const fixed: Record<string, string> = {
    "Access-Control-Allow-Headers": supabaseCorsHeaders["Access-Control-Allow-Headers"]!,
    "Access-Control-Allow-Methods": allowedMethods.join(", "),
    "Access-Control-Expose-Headers": "ETag, Location, Retry-After, X-Request-Id",
    "Access-Control-Max-Age": "86400",
    // Responses differ by credentials (and by origin when origins are listed): caches must know.
    Vary: allowedOrigins === "*" ? "Authorization, apikey" : "Authorization, apikey, Origin",
  };
  if (allowedOrigins === "*") return () => ({ ...fixed, "Access-Control-Allow-Origin": "*" });
  return (origin) =>
    origin && allowedOrigins.includes(origin) ? { ...fixed, "Access-Control-Allow-Origin": origin } : fixed;
}
