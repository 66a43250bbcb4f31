import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import type { ApiEnv } from "./api-app.ts";

const publicCache = "public, max-age=60, stale-while-revalidate=300";
const tagged = etag();

/**
 * Caching for a read. Anonymous answers (the public website's) are shared-cacheable for a minute
 * with an ETag, and a matching `If-None-Match` (weak comparison, as RFC 9110 asks) gets 304:
 * Hono's ETag middleware. Anything a credentialed caller reads stays `private, no-store`, as the
 * pipeline marks every other answer.
 */
export const cacheAnonymousReads: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.var.caller.claims.role !== "anon") return next();
  await tagged(c, async () => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", publicCache);
  });
};
