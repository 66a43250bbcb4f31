import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { defaultAnonymousCacheControl, maxCacheMs } from "./config.ts";
import type { ApiEnv } from "./context.ts";

/** What the cached answers of one instance may hold at most, in characters (the oldest go first). */
const maxCacheChars = 16 * 1024 * 1024;

interface Entry {
  expires: number;
  etag: string;
  /** Kept as a string: Deno sends a string body faster than bytes (it copies a Uint8Array). */
  body: string;
  headers: Record<string, string>;
}

/** `If-None-Match` (RFC 9110 13.1.2): `*`, or a listed tag equal to ours by weak comparison. */
const notModified = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag));


/**
 * Caching of anonymous reads: one per function instance.
 *
 * Anonymous answers (the public website's) are shared-cacheable for seconds (`publicCache`), with a strong ETag
 * (SHA-1 of the body), and a matching `If-None-Match` gets 304 (compared weakly, as RFC 9110
 * asks). Anything a credentialed caller reads stays `private, no-store`, as
 * the pipeline marks every other answer.
 *
 * The instance also keeps each anonymous 200 for `ttlMs` (at most 1 s), keyed by the full request
 * URL: every anonymous caller gets the same answer to it (same role, same claims, so RLS shows them
 * the same rows). A hit, and a 304 from it, touch no database. A write through the instance that
 * committed clears it (`written`), and a read that began before that commit is never stored, so
 * this instance never answers with data older than its own last write; writes made elsewhere, or
 * whose commit was never confirmed, show within `ttlMs`. A request refused before it wrote
 * (401, 403, 400) clears nothing, so no one can keep the cache empty without write access.
 *
 * Routes send their JSON through `answer`, which tags and keeps it: no response is cloned or read
 * back to be hashed.
 */
export function anonymousReadCache(ttlMs: number = maxCacheMs, publicCache = defaultAnonymousCacheControl) {
  if (!(ttlMs >= 0 && ttlMs <= maxCacheMs)) throw new Error(`The anonymous read cache keeps answers 0 to ${maxCacheMs} ms.`);
  /** An anonymous answer, or 304 when the caller already has it. */
  const send = (c: Context<ApiEnv>, entry: Entry): Response =>
    notModified(c.req.header("if-none-match"), entry.etag)
      ? c.body(null, 304, { ETag: entry.etag, "Cache-Control": publicCache })
      : c.body(entry.body, 200, entry.headers);
  const entries = new Map<string, Entry>();
  let chars = 0;
  let generation = 0;
  /** The generation each anonymous read began in: its answer is kept only if no write came between. */
  const began = new WeakMap<Request, number>();

  const forget = (key: string) => {
    chars -= entries.get(key)?.body.length ?? 0;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    forget(key);
    const now = performance.now();
    // Oldest first (a Map keeps insertion order): drop what expired, then what no longer fits.
    for (const [oldKey, old] of entries) {
      if (old.expires > now && chars + entry.body.length <= maxCacheChars) break;
      forget(oldKey);
    }
    if (entry.body.length > maxCacheChars) return;
    entries.set(key, entry);
    chars += entry.body.length;
  };

  /** For GET (and HEAD) routes: answers anonymous callers from the cache (or 304). */
  const reads: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (c.var.caller.claims.role !== "anon") return next();
    const hit = entries.get(c.req.url);
    if (hit && hit.expires > performance.now()) return send(c, hit);
    began.set(c.req.raw, generation);
    await next();
  };

  /** A read's 200: JSON text and the route's own headers; tagged and kept when anonymous. */
  const answer = (c: Context<ApiEnv>, body: string, headers: Record<string, string> = {}): Response => {
    if (c.var.caller.claims.role !== "anon") return c.body(body, 200, { ...headers, "Content-Type": "application/json" });
    // node:crypto hashes in place; WebCrypto's digest is a round trip to a thread pool.
    const etag = `"${createHash("sha1").update(body).digest("hex")}"`;
    const headers200 = { ...headers, "Content-Type": "application/json", "Cache-Control": publicCache, ETag: etag };
    const entry = { expires: performance.now() + ttlMs, etag, body, headers: headers200 };
    if (ttlMs > 0 && began.get(c.req.raw) === generation) store(c.req.url, entry);
    return send(c, entry);
  };

  /** After a write through this instance has committed: what was kept may be out of date. */
  const written = () => {
    generation++;
    entries.clear();
    chars = 0;
  };

  return { reads, answer, written };
}

export type AnonymousReadCache = ReturnType<typeof anonymousReadCache>;
