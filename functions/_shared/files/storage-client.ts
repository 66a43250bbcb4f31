import { type ServiceConfig, servedAt } from "../http/config.ts";
import { ApiError } from "../http/errors.ts";

/** How Storage is reached: the project's own by `fetch`, or a stand-in (the local stack's, in-process). */
export interface StorageAccess {
  fetch?: (request: Request) => Promise<Response>;
}

/** Thrown when Storage refuses: its status and its message. */
export class StorageRefused extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * One call of the project's Storage API with the caller's credentials, its answer when Storage
 * said yes: `StorageRefused` with Storage's status and message when it said no, a 503 when it
 * could not be reached.
 */
function storageCaller(config: ServiceConfig, access: StorageAccess) {
  const base = `${config.supabaseUrl.replace(/\/+$/, "")}/storage/v1`;
  const send = access.fetch ?? ((request: Request) => fetch(request));
  return async (path: string, init: RequestInit & { duplex?: "half" }, caller: Headers): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set("apikey", caller.get("apikey") ?? Object.values(config.publishableKeys)[0] ?? "");
    const authorization = caller.get("authorization");
    if (authorization) headers.set("authorization", authorization);
    let response: Response;
    try {
      response = await send(new Request(`${base}${path}`, { ...init, headers }));
    } catch (error) {
      if ((error as Error).name === "AbortError") throw error;
      throw new ApiError(503, "service_unavailable", "Storage could not be reached; try again shortly.", undefined, { "Retry-After": "1" });
    }
    if (!response.ok) {
      const said = await response.json().catch(() => ({})) as { message?: string };
      throw new StorageRefused(response.status, said.message ?? response.statusText);
    }
    return response;
  };
}

/**
 * The project's Storage API, called with the caller's own credentials: Storage runs each call as
 * the caller's role, so the policies on `storage.objects` decide what the function may do for
 * them, as they decide for supabase-js. A caller with no API key calls with the project's
 * publishable key, as the anonymous website does.
 */
export function storageClient(config: ServiceConfig, access: StorageAccess = {}) {
  const call = storageCaller(config, access);
  const objectPath = (bucket: string, name: string) => `${bucket}/${name.split("/").map(encodeURIComponent).join("/")}`;

  return {
    /** Stores `bytes` as `<bucket>/<name>`, over any object of that name. */
    async upload(caller: Headers, bucket: string, name: string, bytes: ReadableStream<Uint8Array>, type: string, signal?: AbortSignal) {
      await call(`/object/${objectPath(bucket, name)}`, {
        method: "POST",
        headers: { "content-type": type, "x-upsert": "true", "cache-control": "max-age=3600" },
        body: bytes,
        duplex: "half",
        signal,
      }, caller);
    },
    /** A URL that reads the object for `seconds`, if the caller may read it now. */
    async signedUrl(caller: Headers, bucket: string, name: string, seconds: number, download?: string): Promise<string> {
      const answer = await call(`/object/sign/${objectPath(bucket, name)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ expiresIn: seconds }),
      }, caller);
      const { signedURL } = await answer.json() as { signedURL: string };
      const url = new URL(`${servedAt(config)}/storage/v1${signedURL}`);
      if (download !== undefined) url.searchParams.set("download", download);
      return url.href;
    },
    /** URLs that read each object for `seconds`, in order, in one call: 403 when the caller may not read one. */
    async signedUrls(caller: Headers, bucket: string, names: string[], seconds: number, signal?: AbortSignal): Promise<string[]> {
      const answer = await call(`/object/sign/${bucket}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ expiresIn: seconds, paths: names }),
        signal,
      }, caller);
      const signed = await answer.json() as { path: string; signedURL: string | null }[];
      return names.map((name) => {
        const url = signed.find((s) => s.path === name)?.signedURL;
        if (!url) throw new StorageRefused(403, "Either the object does not exist or you do not have access to it");
        return `${servedAt(config)}/storage/v1${url}`;
      });
    },
    /** Removes objects (those the caller may remove). */
    async remove(caller: Headers, bucket: string, names: string[]) {
      await call(`/object/${bucket}`, {
        method: "DELETE",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ prefixes: names }),
      }, caller);
    },
  };
}

export type StorageClient = ReturnType<typeof storageClient>;
