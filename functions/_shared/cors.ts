import { corsHeaders as supabaseCorsHeaders } from "@supabase/supabase-js/cors";

export const allowedMethods = ["GET", "POST", "PUT", "DELETE", "OPTIONS"] as const;

/**
 * CORS headers for a response to `origin`. The allowed request headers are supabase-js's own
 * list (authorization, apikey, content-type, x-client-info, ...), so they stay in step with it.
 */
export function corsHeaders(allowedOrigins: "*" | string[], origin: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    "Access-Control-Allow-Headers": supabaseCorsHeaders["Access-Control-Allow-Headers"]!,
    "Access-Control-Allow-Methods": allowedMethods.join(", "),
    "Access-Control-Expose-Headers": "ETag, Location, Retry-After, X-Request-Id",
    "Access-Control-Max-Age": "86400",
  };
  if (allowedOrigins === "*") headers["Access-Control-Allow-Origin"] = "*";
  else if (origin && allowedOrigins.includes(origin)) headers["Access-Control-Allow-Origin"] = origin;
  return headers;
}
