import { clientBucket } from "../http/client-address.ts";
import { defaultClientAddressHeader, type ServiceConfig } from "../http/config.ts";

// Who visited, without keeping anyone (docs/privacy.md): the database hashes the client's
// network with the posting or file under a random key of the UTC day (private.count_visit,
// private.count_download), keeps the 16 bytes until the day's rollup and then deletes them with
// the key, so no hash can be traced back to an address afterwards, by anyone: the key never
// leaves the database, nor survives its day.

/**
 * Who a request is as a visitor: its client's network as the platform's header gives it (hashed
 * by the database under the day's key, never stored), or null for a request that is not a
 * person's visit.
 */
export type Visitor = (request: Request) => Promise<string | null>;

/** The instance's visitors, read from the client address header. */
export function visitors(config: ServiceConfig): Visitor {
  const header = config.clientAddressHeader ?? defaultClientAddressHeader;
  return async (request: Request) => (await notAPerson(request)) ? null : clientBucket(request.headers.get(header) ?? undefined);
}

/** The bots' list, loaded with the first visit: no other request needs it. */
let bots: Promise<typeof import("isbot")> | undefined;

/**
 * Whether a request is not a person's visit: a HEAD, a prefetch or preview (`Sec-Purpose`,
 * `Purpose`, `X-Purpose`, `X-Moz`), no user agent, or a known bot's (isbot's list).
 */
export async function notAPerson(request: Request): Promise<boolean> {
  if (request.method === "HEAD") return true;
  const h = request.headers;
  const purpose = [h.get("sec-purpose"), h.get("purpose"), h.get("x-purpose"), h.get("x-moz")].join(" ").toLowerCase();
  if (/prefetch|prerender|preview/.test(purpose)) return true;
  const agent = h.get("user-agent")?.trim();
  return !agent || (await (bots ??= import("isbot"))).isbot(agent);
}
