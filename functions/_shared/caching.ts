import type { Claims } from "./database.ts";

const publicCache = "public, max-age=60, stale-while-revalidate=300";
const privateCache = "private, no-store";

/**
 * Caching for a successful read. Anonymous responses (the public website's) are shared-cacheable
 * for a minute with a strong ETag, and a matching `If-None-Match` gets 304. Anything a
 * credentialed caller reads is left to `noStore`, like every other response.
 */
export async function cacheRead(request: Request, claims: Claims, response: Response): Promise<Response> {
  if (claims.role !== "anon") return response;
  const body = await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const etag = `"${btoa(String.fromCharCode(...digest)).replace(/=+$/, "")}"`;
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", publicCache);
  headers.set("ETag", etag);
  if (matches(request.headers.get("if-none-match"), etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: response.status, headers });
}

/** Everything that is not an anonymous read: private, never stored. The pipeline applies it to every response. */
export function noStore(response: Response): Response {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", privateCache);
  return response;
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim() === etag);
}
