import { Buffer } from "node:buffer";
import type { LookupAddress } from "node:dns";
import { isIP } from "node:net";

// One request to a host we do not trust (a channel's receiver, a posting's link): sent over node:http(s) so that the address the
// connection is made to is the one that was checked (the check is the connection's own DNS
// lookup, as request-filtering-agent does it: a name that answers a public address to a first
// lookup and a private one to the next reaches nothing private), never compressed
// (`Accept-Encoding: identity`; a compressed answer is not read), and read to at most 64 KiB.

/** The most of an answer ever read: enough for any error message or `retry_after`. */
export const answerLimitBytes = 64 * 1024;

/** A url the service will not send to: its host is, or resolves to, an address no public host has. */
export class RefusedTarget extends Error {}

/** A host that cannot be resolved now: tried again later. `code`: the resolver's (`ENOTFOUND`: no such name). */
export class UnresolvedHost extends Error {
  constructor(readonly code?: string) {
    super("The url's host could not be resolved");
  }
}

/** Resolves a host name to its addresses. */
export type Lookup = (host: string) => Promise<string[]>;

/** What a receiver answered: its status, a header, and at most `answerLimitBytes` of its text. */
export interface ReceiverAnswer {
  status: number;
  header(name: string): string | undefined;
  text: string;
}

type NodeLookup = (
  host: string,
  options: unknown,
  callback: (error: Error | null, addresses: LookupAddress[] | string, family?: number) => void,
) => void;

/** node's `lookup` option: `resolve`'s addresses, refused (`RefusedTarget`) when one is not `allowed`. */
export const checkedLookup = (resolve: Lookup, allowed: (address: string) => boolean): NodeLookup => (host, options, callback) => {
  const all = Boolean((options as { all?: boolean } | undefined)?.all);
  resolve(host).then((addresses) => {
    if (addresses.length === 0) throw new UnresolvedHost();
    if (!addresses.every(allowed)) return callback(new RefusedTarget("the url's host resolves to a private, loopback or link-local address"), []);
    const listed = addresses.map((address) => ({ address, family: isIP(address) }));
    return all ? callback(null, listed) : callback(null, listed[0]!.address, listed[0]!.family);
  }).catch((error: Error) => callback(error, []));
};

/** What an exchange read: the answer, and whether the deadline cut its body short. */
export interface ExchangeAnswer extends ReceiverAnswer {
  late: boolean;
}

/** POSTs `body` to `target`, connecting through `lookup`, within `timeoutMs` for the whole exchange. */
export const postTo = (
  target: URL,
  body: string,
  headers: Record<string, string>,
  options: { lookup: NodeLookup; timeoutMs: number },
): Promise<ReceiverAnswer> => exchange(target, { method: "POST", body, headers, ...options, limitBytes: answerLimitBytes });

/**
 * One request to `target` (no redirect followed), connecting through `lookup`, within `timeoutMs`
 * for the whole exchange, its answer read to at most `limitBytes`.
 */
export async function exchange(
  target: URL,
  options: { method: "GET" | "POST"; body?: string; headers: Record<string, string>; lookup: NodeLookup; timeoutMs: number; limitBytes: number },
): Promise<ExchangeAnswer> {
  const { request } = target.protocol === "https:" ? await import("node:https") : await import("node:http");
  const payload = options.body === undefined ? undefined : new TextEncoder().encode(options.body);
  return await new Promise<ExchangeAnswer>((resolve, reject) => {
    // At the deadline: no answer is a TimeoutError; an answer still coming is read as far as it came.
    let answering: { destroy(): void } | undefined;
    let late = false;
    const timer = setTimeout(() => answering ? (late = true, answering.destroy()) : req.destroy(Object.assign(new Error("timed out"), { name: "TimeoutError" })), options.timeoutMs);
    const done = (settle: () => void) => (clearTimeout(timer), settle());
    const req = request(target, {
      method: options.method,
      headers: {
        ...options.headers,
        "accept-encoding": "identity",
        ...(payload ? { "content-length": String(payload.byteLength) } : {}),
      },
      lookup: options.lookup as never,
      // A connection of its own, never one kept from another send: each connects through its own checked lookup.
      agent: false,
    }, (response) => {
      answering = response;
      const chunks: Uint8Array[] = [];
      let size = 0;
      const encoded = (response.headers["content-encoding"] ?? "identity") !== "identity";
      const answer = () => ({
        status: response.statusCode ?? 0,
        header: (name: string) => [response.headers[name.toLowerCase()]].flat()[0],
        text: encoded ? "" : new TextDecoder().decode(Buffer.concat(chunks)),
        late,
      });
      const finish = () => (response.destroy(), done(() => resolve(answer())));
      if (encoded) return finish();
      response.on("data", (chunk: Uint8Array) => {
        const room = options.limitBytes - size;
        chunks.push(chunk.subarray(0, room));
        size += Math.min(room, chunk.byteLength);
        if (size >= options.limitBytes) finish();
      });
      // A slow receiver's answer ends at the deadline (the request is destroyed): what came is read.
      for (const event of ["end", "error", "close"]) response.on(event, finish);
    });
    req.on("error", (error) => done(() => reject(error)));
    req.end(payload);
  });
}
