import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { defaultAnonymousCacheControl, maxCacheMs } from "./config.ts";
import type { ApiEnv } from "./context.ts";
import { databaseUnavailable } from "./database-errors.ts";
import { askedLanguages } from "../languages/tags.ts";

/**
 * What the cached answers of one instance may hold at most, in characters of their URLs and
 * bodies, and in answers (the oldest go first): whatever URLs callers send, a bounded share of
 * the instance's 256 MB.
 */
const maxCacheChars = 16 * 1024 * 1024;
const maxCacheEntries = 10_000;
/** Answers longer than this (in characters) are kept as bytes and gzipped, and sent in slices. */
const gzippedFrom = 256 * 1024;
const encoder = new TextEncoder();

interface Entry {
  /** Served until then; kept after it for its tag (`tagged`). */
  expires: number;
  /** Absent when no one could use it: see `answer`. */
  etag?: string;
  /** The text, up to `gzippedFrom` characters: Deno sends a string body faster than bytes. */
  body?: string;
  /**
   * Past `gzippedFrom`, the text as UTF-8 bytes, encoded once (the text itself is not kept), and
   * gzipped once: a 6.8 MB list is about 0.1 MB zipped, and crawlers and browsers take that. Both
   * are sent in slices (`inSlices`), never copied whole for each answer.
   */
  bytes?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * The request as its route read it: the URL without its query, and the query as validation gave
 * it (`limit=05` is `limit=5`, `?page=%31` is `page=1`, `q` its search terms, names in order).
 * Every spelling of one request is one key, so it shares one read and one entry: no caller makes
 * the instance build one answer again by spelling it anew, and two queries the route reads
 * differently are never one key. A query that is not valid never gets here.
 */
function cacheKey(c: Context<ApiEnv>): string {
  const url = c.req.url;
  const at = url.indexOf("?");
  if (at === -1) return url;
  const validated = (c.req.valid("query" as never) ?? {}) as Record<string, unknown>;
  const query = Object.entries(validated).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.slice(0, at)}?${JSON.stringify(query)}`;
}

/**
 * The key of a read in the asked languages: the request's, and the languages as the route reads
 * them (`lang`, else `Accept-Language` as tags by weight), so each spelling of one wish is one key.
 */
function languageCacheKey(c: Context<ApiEnv>): string {
  const lang = c.req.url.includes("?") ? ((c.req.valid("query" as never) ?? {}) as { lang?: string }).lang : undefined;
  return `${cacheKey(c)}#${askedLanguages(lang, c.req.header("accept-language")).join(",")}`;
}

/** `If-None-Match` (RFC 9110 13.1.2): `*`, or a listed tag equal to ours by weak comparison. */
const notModified = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  ifNoneMatch !== undefined && etag !== undefined &&
  (ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag));


/**
 * Caching of anonymous reads: one per function instance.
 *
 * Anonymous answers (the public website's) are shared-cacheable for seconds (`publicCache`), with a strong ETag
 * (SHA-1 of the body), and a matching `If-None-Match` gets 304 (compared weakly, as RFC 9110
 * asks). When no cache may keep an answer (`no-store` and the instance's cache off), it is hashed
 * only for a request that sent `If-None-Match`. An answer whose text is the one last sent for its
 * URL takes that answer's tag: comparing costs a tenth of hashing. Anything a credentialed caller
 * reads stays `private, no-store`, as the pipeline marks every other answer.
 *
 * The instance also keeps each anonymous 200 for `ttlMs` (at most 1 s), keyed by the request as
 * its route reads it (`cacheKey`: every spelling of one query is one key): every anonymous caller
 * gets the same answer to it (same role, same claims, so RLS shows them the same rows). A hit,
 * and a 304 from it, touch no database. A write through the instance that
 * committed clears it (`written`), and a read that began before that commit is never stored, so
 * this instance never answers with data older than its own last write; writes made elsewhere, or
 * whose commit was never confirmed, show within `ttlMs`. A request refused before it wrote
 * (401, 403, 400) clears nothing, so no one can keep the cache empty without write access.
 *
 * Concurrent misses of one key run one read, the others waiting for its answer (single flight),
 * with the cache off too. Routes send their JSON through `answer`, which tags and keeps it: no
 * response is cloned or read back to be hashed.
 *
 * Long because its three steps (`reads`, `answer`, `written`) share the entries, the reads under
 * way and the generation of writes, which no other module may touch.
 */
export function anonymousReadCache(ttlMs: number = maxCacheMs, publicCache = defaultAnonymousCacheControl) {
  if (!(ttlMs >= 0 && ttlMs <= maxCacheMs)) throw new Error(`The anonymous read cache keeps answers 0 to ${maxCacheMs} ms.`);
  const send = sender(publicCache);
  // A tag is worth its hash when a cache may keep the answer (this one, or any Cache-Control allows).
  const storable = ttlMs > 0 || !/\bno-store\b/i.test(publicCache);
  const entries = boundedEntries();
  let generation = 0;
  /** Each anonymous read that reaches the database: its key, the generation it began in (its
   * answer is kept only if no write came between), and the readers waiting for its answer. */
  const began = new WeakMap<Request, { key: string; generation: number; settle(entry: Entry | Error | undefined): void }>();
  /** The read under way for each key: concurrent misses of one URL wait for it (single flight). */
  const inflight = new Map<string, { generation: number; answer: Promise<Entry | Error | undefined> }>();

  /**
   * For GET (and HEAD) routes: answers anonymous callers from the cache (or 304), or with the
   * answer of the same read already under way, begun since the last write.
   */
  const readsKeyedBy = (keyOf: (c: Context<ApiEnv>) => string): MiddlewareHandler<ApiEnv> => async (c, next) => {
    if (c.var.caller.claims.role !== "anon") return next();
    const key = keyOf(c);
    const hit = entries.get(key);
    if (hit && hit.expires > performance.now()) return send(c, hit);
    // Shared even with the cache off: answers built at the same moment are one answer.
    const running = inflight.get(key);
    const shared = running?.generation === generation ? await running.answer : undefined;
    if (shared instanceof Error) throw shared; // the database was unavailable a moment ago: no second wait
    if (shared) return send(c, shared);
    let settle: (entry: Entry | Error | undefined) => void = () => {};
    const lead = { generation, answer: new Promise<Entry | Error | undefined>((resolve) => (settle = resolve)) };
    if (!running) inflight.set(key, lead);
    began.set(c.req.raw, { key, generation, settle });
    try {
      await next();
    } finally {
      // Failed: its waiters share a database outage (not its own deadline), or else read for themselves.
      settle(databaseUnavailable(c.error) ? c.error : undefined);
      if (inflight.get(key) === lead) inflight.delete(key);
    }
  };
  const reads = readsKeyedBy(cacheKey);
  /** For reads whose answer is in the asked language: keyed by it too. */
  const readsByLanguage = readsKeyedBy(languageCacheKey);

  /** A read's 200: its text (JSON unless its headers say another Content-Type) and the route's own headers; tagged and kept when anonymous. */
  const answer = (c: Context<ApiEnv>, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): Response => {
    if (c.var.caller.claims.role !== "anon") return c.body(body, 200, { "Content-Type": "application/json", ...headers });
    const read = began.get(c.req.raw);
    // A large answer is encoded once: its tag, its gzip and the leader's own answer come from those bytes.
    const bytes = typeof body !== "string" ? body : body.length > gzippedFrom ? encoder.encode(body) as Uint8Array<ArrayBuffer> : undefined;
    const etag = storable || c.req.header("if-none-match") !== undefined ? tagged(bytes ?? body, read && entries.get(read.key)) : undefined;
    const headers200 = { "Content-Type": "application/json", ...headers, "Cache-Control": publicCache, ...(etag ? { ETag: etag } : {}) };
    const entry = entryOf(bytes ?? body as string, etag, headers200, performance.now() + ttlMs);
    // Served while fresh, then kept for its tag: a large one only while fresh (its tag is always hashed).
    if (read && etag && read.generation === generation && (ttlMs > 0 || !bytes)) entries.store(read.key, entry);
    read?.settle(entry);
    return send(c, entry);
  };

  /** After a write through this instance has committed: what was kept may be out of date. */
  const written = () => {
    generation++;
    entries.clear();
    inflight.clear();
  };

  return { reads, readsByLanguage, answer, written };
}

export type AnonymousReadCache = ReturnType<typeof anonymousReadCache>;

/** A strong tag, of the text's UTF-8: node:crypto hashes in place; WebCrypto's digest is a round trip to a thread pool. */
const etagOf = (body: string | Uint8Array) => `"${createHash("sha1").update(body).digest("hex")}"`;

/** The body's tag: the last answer's for its URL when the text is the same, else hashed. */
const tagged = (body: string | Uint8Array, last: Entry | undefined) =>
  (last?.etag !== undefined && typeof body === "string" && last.body === body ? last.etag : etagOf(body));

/** An answer as kept: a large one (given as its bytes) as those bytes and their gzip. */
function entryOf(body: string | Uint8Array<ArrayBuffer>, etag: string | undefined, headers: Record<string, string>, expires: number): Entry {
  if (typeof body === "string") return { expires, etag, body, headers };
  return { expires, etag, bytes: body, gzip: gzipSync(body) as Uint8Array<ArrayBuffer>, headers: { ...headers, Vary: varyAlso(headers, "Accept-Encoding") } };
}

/** A `Vary` of the route's own headers and `also`. */
const varyAlso = (headers: Record<string, string>, also: string) => (headers.Vary ? `${headers.Vary}, ${also}` : also);

/**
 * An anonymous answer, or 304 when the caller already has it; gzipped when it was kept so and the
 * caller accepts gzip (a representation of its own, so a tag of its own).
 */
const sender = (publicCache: string) => (c: Context<ApiEnv>, entry: Entry): Response => {
  const gzip = entry.gzip && /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "") ? entry.gzip : undefined;
  const etag = gzip && entry.etag ? `${entry.etag.slice(0, -1)}-gzip"` : entry.etag;
  if (notModified(c.req.header("if-none-match"), etag)) {
    return c.body(null, 304, { ETag: etag!, "Cache-Control": publicCache, ...(entry.headers.Vary ? { Vary: entry.headers.Vary } : {}) });
  }
  if (gzip) return c.body(inSlices(gzip), 200, { ...entry.headers, "Content-Encoding": "gzip", ...(etag ? { ETag: etag } : {}) });
  return c.body(entry.body ?? inSlices(entry.bytes!), 200, entry.headers);
};

/**
 * Kept bytes as a stream of 64 KiB views, pulled as the client takes them: answering eight
 * clients at once holds no copy of the answer per client (a Uint8Array body is copied whole).
 */
function inSlices(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += 64 * 1024)));
    },
  }, { highWaterMark: 0 });
}

/** The kept answers, at most `maxCacheChars` and `maxCacheEntries` in all, oldest dropped first, fresh or not. */
function boundedEntries() {
  const entries = new Map<string, Entry>();
  let chars = 0;
  const size = (key: string, entry: Entry) =>
    key.length + (entry.body?.length ?? 0) + (entry.bytes?.byteLength ?? 0) + (entry.gzip?.byteLength ?? 0);
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (entry) chars -= size(key, entry);
    entries.delete(key);
  };
  return {
    get: (key: string) => entries.get(key),
    store(key: string, entry: Entry) {
      forget(key);
      // Oldest first (a Map keeps insertion order), until the new one fits.
      for (const [oldKey] of entries) {
        if (chars + size(key, entry) <= maxCacheChars && entries.size < maxCacheEntries) break;
        forget(oldKey);
      }
      if (size(key, entry) > maxCacheChars) return;
      entries.set(key, entry);
      chars += size(key, entry);
    },
    clear() {
      entries.clear();
      chars = 0;
    },
  };
}
