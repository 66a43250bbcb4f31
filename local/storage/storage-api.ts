import type { Handler } from "../../functions/_shared/http/context.ts";
import type { ServiceConfig } from "../../functions/_shared/http/config.ts";
import { createAuthenticator } from "../../functions/_shared/http/credentials.ts";
import { databaseUnavailable } from "../../functions/_shared/http/database-errors.ts";
import type { Caller, Database } from "../../functions/_shared/database/database.ts";
import { firstFile, MultipartError } from "../../functions/_shared/http/multipart.ts";
import { downloadHeaders } from "../../functions/_shared/files/downloads.ts";
import { notServed } from "../not-served.ts";
import { type BucketRow, ObjectStore, type ObjectRow } from "./objects.ts";
import { urlSigner } from "./signed-urls.ts";
import { storageAnswer, StorageError, storageErrors } from "./storage-errors.ts";

/**
 * The part of Supabase Storage's API that supabase-js's storage client uses, at `/storage/v1`:
 * upload (`upload`, `update`, `uploadToSignedUrl` aside), `download`, `info`, `exists`, `list`,
 * `remove`, `move`, `createSignedUrl(s)` and the signed and public object URLs (`getPublicUrl`),
 * with Storage's shapes and error codes. The callers' credentials are checked as the functions
 * check them, and every object row is read and written as the caller's role, so the policies on
 * `storage.objects` decide (docs/files.md). Bytes live in files under `root`. Local only.
 */
export function localStorageApi(db: Database, config: ServiceConfig, root: string, secretKey: string): Handler {
  const store = new ObjectStore(db, root);
  const signer = urlSigner(secretKey);
  const authenticate = createAuthenticator(config);
  const caller = async (request: Request): Promise<Caller> => {
    try {
      return { claims: await authenticate(request), signal: request.signal };
    } catch (error) {
      throw storageErrors.invalidJwt((error as Error).message);
    }
  };

  const routes: [string, RegExp, (request: Request, match: string[]) => Promise<Response>][] = [
    ["POST", /^\/object\/sign\/([^/]+)$/, async (request, [bucket]) => {
      const { expiresIn, paths } = await jsonBody(request);
      const who = await caller(request);
      if (!Array.isArray(paths) || !paths.every((p) => typeof p === "string")) throw storageErrors.invalidRequest("paths must be an array of names");
      const seconds = expiry(expiresIn);
      return Response.json(await Promise.all(paths.map(async (path: string) => {
        const found = await store.find(who, bucket!, path).catch(() => undefined);
        return found
          ? { error: null, path, signedURL: await signer.sign(bucket!, path, seconds) }
          : { error: "Either the object does not exist or you do not have access to it", path, signedURL: null };
      })));
    }],
    ["POST", /^\/object\/sign\/([^/]+)\/(.+)$/, async (request, [bucket, name]) => {
      const { expiresIn } = await jsonBody(request);
      await store.find(await caller(request), bucket!, name!);
      return Response.json({ signedURL: await signer.sign(bucket!, name!, expiry(expiresIn)) });
    }],
    ["GET", /^\/object\/sign\/([^/]+)\/(.+)$/, async (request, [bucket, name]) => {
      await signer.verify(new URL(request.url).searchParams.get("token") ?? "", bucket!, name!);
      return serve(request, await store.find(undefined, bucket!, name!));
    }],
    ["GET", /^\/object\/public\/([^/]+)\/(.+)$/, async (request, [bucket, name]) => {
      if (!(await store.bucket(bucket!)).public) throw storageErrors.noSuchBucket();
      return serve(request, await store.find(undefined, bucket!, name!));
    }],
    ["GET", /^\/object\/info\/([^/]+)\/(.+)$/, async (request, [bucket, name]) => {
      const row = await store.find(await caller(request), bucket!, name!);
      const m = row.metadata as Record<string, unknown>;
      return Response.json({ id: row.id, version: row.version, name: row.name, bucket_id: row.bucket_id, size: m.size,
        content_type: m.mimetype, cache_control: m.cacheControl, etag: m.eTag, metadata: {}, last_modified: row.updated_at,
        created_at: row.created_at });
    }],
    ["POST", /^\/object\/list\/([^/]+)$/, async (request, [bucket]) => {
      const body = await jsonBody(request);
      return Response.json(listed(await store.list(await caller(request), bucket!, folderOf(body.prefix)), body));
    }],
    ["POST", /^\/object\/move$/, async (request) => {
      const { bucketId, sourceKey, destinationKey, destinationBucket } = await jsonBody(request);
      const [from, to] = [validKey(sourceKey), validKey(destinationKey)];
      const [source, target] = [String(bucketId), String(destinationBucket ?? bucketId)];
      await store.bucket(target);
      await store.move(await caller(request), { bucket: source, name: from }, { bucket: target, name: to });
      return Response.json({ message: "Successfully moved" });
    }],
    ["DELETE", /^\/object\/([^/]+)$/, async (request, [bucket]) => {
      const { prefixes } = await jsonBody(request);
      if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === "string")) throw storageErrors.invalidRequest("prefixes must be an array of names");
      return Response.json(await store.remove(await caller(request), bucket!, prefixes));
    }],
    ["POST", /^\/object\/(?!sign\/|public\/|info\/|list\/|authenticated\/)([^/]+)\/(.+)$/, (request, [bucket, name]) =>
      upload(request, bucket!, name!, request.headers.get("x-upsert") === "true" ? "upsert" : "insert")],
    ["PUT", /^\/object\/([^/]+)\/(.+)$/, (request, [bucket, name]) => upload(request, bucket!, name!, "update")],
    ["GET", /^\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/, async (request, [bucket, name]) =>
      serve(request, await store.find(await caller(request), bucket!, name!))],
    ["HEAD", /^\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/, async (request, [bucket, name]) =>
      serve(request, await store.find(await caller(request), bucket!, name!))],
  ];

  async function upload(request: Request, bucketId: string, name: string, mode: "insert" | "upsert" | "update") {
    const bucket = await store.bucket(bucketId);
    const key = validKey(name);
    const limit = bucket.file_size_limit ?? Number.MAX_SAFE_INTEGER;
    if (Number(request.headers.get("content-length") ?? 0) > limit + 64 * 1024) throw storageErrors.tooLarge();
    const who = await caller(request);
    const { bytes, type, cacheControl } = await uploaded(request);
    if (!typeAllowed(bucket, type)) {
      await bytes.cancel();
      throw storageErrors.mimeType(type);
    }
    const row = await store.write(who, mode, bucket, key, { bytes, type, cacheControl, limit });
    return Response.json({ Key: `${bucketId}/${row.name}`, Id: row.id });
  }

  async function serve(request: Request, row: ObjectRow): Promise<Response> {
    const m = row.metadata as Record<string, string | number>;
    const { body, size } = await store.open(row);
    const download = new URL(request.url).searchParams.get("download");
    const headers = {
      ...downloadHeaders(download === null ? "inline" : "attachment", download || row.name.split("/").pop()!, String(m.mimetype)),
      "Content-Length": String(size),
      "Cache-Control": String(m.cacheControl ?? "no-cache"),
      ETag: String(m.eTag ?? ""),
      "Last-Modified": new Date(row.updated_at).toUTCString(),
      "Access-Control-Allow-Origin": "*",
    };
    if (request.method === "HEAD") await body.cancel();
    return new Response(request.method === "HEAD" ? null : body, { headers });
  }

  return async (request) => {
    const url = new URL(request.url);
    if (request.method === "OPTIONS") return preflight();
    const path = url.pathname.replace(/^\/storage\/v1/, "");
    for (const [method, pattern, handle] of routes) {
      const match = method === request.method ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        return await handle(request, match.slice(1).map(decodeURIComponent));
      } catch (error) {
        if (error instanceof StorageError) return storageAnswer(error);
        if (error instanceof MultipartError) return storageAnswer(storageErrors.invalidRequest(error.message));
        if (databaseUnavailable(error)) {
          return storageAnswer(new StorageError(503, "DatabaseError", "Service Unavailable", "The database is unavailable; try again shortly."));
        }
        // Anything else is the local stack's own fault: said as Storage says it, and logged.
        console.error("storage:", error);
        return storageAnswer(new StorageError(500, "InternalError", "Internal Server Error", "Internal Server Error"));
      }
    }
    return notServed(request);
  };
}

const preflight = () =>
  new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, DELETE, OPTIONS",
      "Access-Control-Allow-Headers": "authorization, apikey, content-type, x-client-info, x-upsert, cache-control, x-metadata",
      "Access-Control-Max-Age": "86400",
    },
  });

/** A name as Storage takes it: its characters, no empty, `.` or `..` part. */
function validKey(name: unknown): string {
  if (typeof name !== "string" || !/^[\w/!\-.*'() &$@=;:+,?]+$/.test(name) ||
    name.split("/").some((part) => part === "" || part === "." || part === "..")) {
    throw storageErrors.invalidKey(String(name));
  }
  return name;
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.json();
    if (body && typeof body === "object" && !Array.isArray(body)) return body;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest("The body must be a JSON object");
}

function expiry(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw storageErrors.invalidRequest("expiresIn must be a whole number of seconds, 1 or more");
  return seconds;
}

/** The file's bytes and type: the first file of a form (as supabase-js sends a Blob), or the body itself. */
async function uploaded(request: Request) {
  const declared = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data/i.test(declared)) {
    const file = await firstFile(request);
    if (!file) throw storageErrors.invalidRequest("The form has no file");
    return { bytes: file.bytes, type: file.declaredType || "application/octet-stream", cacheControl: `max-age=${file.fields.cacheControl ?? "3600"}` };
  }
  if (!request.body) throw storageErrors.invalidRequest("The body is empty");
  return { bytes: request.body, type: declared.split(";")[0]!.trim() || "application/octet-stream",
    cacheControl: request.headers.get("cache-control") ?? "max-age=3600" };
}

function typeAllowed(bucket: BucketRow, type: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed?.length) return true;
  return allowed.some((pattern) => pattern === type || (pattern.endsWith("/*") && type.startsWith(pattern.slice(0, -1))));
}

const folderOf = (prefix: unknown) => {
  const text = typeof prefix === "string" ? prefix.replace(/^\/+|\/+$/g, "") : "";
  return text ? `${text}/` : "";
};

/** A folder's entries as Storage lists them: sub-folders (no id) and the objects directly in it. */
function listed(rows: ObjectRow[], body: Record<string, unknown>) {
  const prefix = folderOf(body.prefix);
  const search = typeof body.search === "string" ? body.search.toLowerCase() : "";
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const [first, ...deeper] = rest.split("/");
    if (!first!.toLowerCase().startsWith(search)) continue;
    entries.set(first!, deeper.length
      ? { name: first, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
      : { name: first, id: row.id, updated_at: row.updated_at, created_at: row.created_at, last_accessed_at: row.last_accessed_at, metadata: row.metadata });
  }
  const { column = "name", order = "asc" } = (body.sortBy ?? {}) as { column?: string; order?: string };
  const sorted = [...entries.values()].sort((a, b) => String(a[column] ?? "").localeCompare(String(b[column] ?? "")) * (order === "desc" ? -1 : 1));
  const offset = Math.max(0, Number(body.offset) || 0);
  return sorted.slice(offset, offset + Math.max(1, Number(body.limit) || 100));
}

