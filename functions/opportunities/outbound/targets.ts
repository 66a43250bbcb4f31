import { isIP } from "node:net";
import { isPublicAddress } from "../../_shared/http/client-address.ts";
import { checkedLookup, type Lookup, RefusedTarget, UnresolvedHost } from "./transport.ts";

// Where a request to a stranger's host (a channel's receiver, a posting's link) may go: any public
// host, never a private, loopback or link-local address: checked when its URL is written (names
// and literal addresses), and by each connection's own lookup (the addresses its name resolves
// to, the one connected to among them).

/** How strangers' hosts are reached: as they are, unless the local stack or a test says otherwise. */
export interface OutboundAccess {
  /** One request's limit (default 10 s). */
  requestTimeoutMs?: number;
  /** How a host is resolved when a request is sent (default node:dns). */
  lookup?: Lookup;
  /**
   * The addresses a request may be sent to: public ones (`isPublicAddress`), or, to an origin
   * the local stack or a test names, any.
   */
  allowAddress?: (address: string) => boolean;
}

/** Host names that never name a public host. */
const privateNames = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

/** A URL's host as it is resolved: without IPv6 brackets or the root's trailing dot (`localhost.` is `localhost`). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "");

/** An https URL whose host is a name or an address, without userinfo or fragment. */
const httpsUrl = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s#]*)?$/;

/** Why `url` is not an https URL that may name a public host, by its name alone; undefined when it may. */
export function publicHttpsProblem(url: string): string | undefined {
  if (!httpsUrl.test(url)) return "must be an https URL of a public host, without userinfo or fragment";
  const host = hostOf(new URL(url));
  if (!host.includes(".") || privateNames.test(host) || (isIP(host) && !isPublicAddress(host))) {
    return "must name a public host: not a private, loopback or link-local address";
  }
  return undefined;
}

/** The system's resolver (node:dns), every address of a name. */
export const systemLookup: Lookup = async (host) => {
  const { lookup } = await import("node:dns/promises");
  return (await lookup(host, { all: true })).map((a) => a.address);
};

/**
 * Where a request to `url` goes, and the lookup its connection makes: the URL itself, or, when the
 * local stack or a test names an `origin`, that origin with the URL's path and query. A literal
 * address, or a name that resolves now to an address not allowed, is refused here
 * (`RefusedTarget`); the connection's own lookup refuses one again, so the
 * address connected to is one that was checked even if the name answers otherwise by then. The
 * check before is kept for a runtime whose `node:http` would not call the lookup. Its messages
 * never name the URL.
 */
export async function checkedTarget(url: string, origin: string | undefined, access: Pick<OutboundAccess, "lookup" | "allowAddress"> | undefined) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("Its url could not be read");
  }
  const target = origin ? new URL(parsed.pathname + parsed.search, origin) : parsed;
  const allowed = access?.allowAddress ?? (origin ? () => true : isPublicAddress);
  const host = hostOf(target);
  const resolve: Lookup = (name) =>
    (access?.lookup ?? systemLookup)(name.replace(/\.+$/, "")).catch((error: { code?: string }) => {
      throw new UnresolvedHost(error?.code);
    });
  const lookup = checkedLookup(resolve, allowed);
  if (isIP(host)) {
    if (!allowed(host)) throw new RefusedTarget("the url's host is a private, loopback or link-local address");
  } else if (!origin || access?.allowAddress) {
    await new Promise((resolved, rejected) => lookup(host, { all: true }, (error) => (error ? rejected(error) : resolved(null))));
  }
  return { target, lookup };
}
