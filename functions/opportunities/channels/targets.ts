import { isIP } from "node:net";
import { Constants } from "../../../types/database.ts";
import { isPublicAddress } from "../../_shared/http/client-address.ts";
import { checkedLookup, type Lookup, RefusedTarget, UnresolvedHost } from "./transport.ts";

export { type Lookup, RefusedTarget };

// Where a channel's messages may go. Discord and Slack webhooks only on their documented hosts;
// a generic webhook on any public https host, never a private, loopback or link-local address:
// checked when it is written (names and literal addresses), and by each connection's own lookup
// (the addresses its name resolves to, the one connected to among them). The database holds the
// same URL rules (`channels_url_for_kind`, `channels_url_public_host`).

/** The database's enum, as `npm run gen` writes it. */
export const channelKinds = Constants.public.Enums.channel_kind;
export type ChannelKind = (typeof channelKinds)[number];

/** The URL each kind takes, as the database checks it. */
const urlRules: Record<ChannelKind, { pattern: RegExp; message: string }> = {
  discord: {
    pattern:
      /^https:\/\/(discord\.com|discordapp\.com|canary\.discord\.com|ptb\.discord\.com)\/api\/(v\d+\/)?webhooks\/\d{1,30}\/[A-Za-z0-9_-]{1,200}(\?[A-Za-z0-9_=&-]*)?$/,
    message: "must be a Discord webhook URL: https://discord.com/api/webhooks/<id>/<token>",
  },
  slack: {
    pattern: /^https:\/\/hooks\.slack\.com\/(services|triggers|workflows)\/[A-Za-z0-9_/-]+$/,
    message: "must be a Slack incoming webhook URL: https://hooks.slack.com/services/...",
  },
  webhook: {
    pattern: /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s#]*)?$/,
    message: "must be an https URL of a public host, without userinfo or fragment",
  },
};

/** Host names that never name a public host. */
const privateNames = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

/** A URL's host as it is resolved: without IPv6 brackets or the root's trailing dot (`localhost.` is `localhost`). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "").replace(/\.+$/, "");

/** Why `url` is not a URL of this kind, or undefined when it is. */
export function urlProblem(kind: ChannelKind, url: string): string | undefined {
  const rule = urlRules[kind];
  if (url.length > 2000) return "must be at most 2000 characters";
  if (!rule.pattern.test(url)) return rule.message;
  if (kind !== "webhook") return undefined;
  const host = hostOf(new URL(url));
  if (!host.includes(".") || privateNames.test(host) || (isIP(host) && !isPublicAddress(host))) {
    return "must name a public host: not a private, loopback or link-local address";
  }
  return undefined;
}

/**
 * How channels are reached: their own URLs, unless the local stack (`CHANNEL_ORIGINS`) or a test
 * says otherwise. A deployed function is given none.
 */
export interface ChannelAccess {
  /** Each kind's requests go to this origin instead, path and query kept. */
  origins?: Partial<Record<ChannelKind, string>>;
  /** One request's limit (default 10 s). */
  requestTimeoutMs?: number;
  /** How a host is resolved when a message is sent (default node:dns). */
  lookup?: Lookup;
  /**
   * The addresses a message may be sent to: public ones (`isPublicAddress`), or, to an origin
   * the local stack or a test names, any.
   */
  allowAddress?: (address: string) => boolean;
}

/** The system's resolver (node:dns), every address of a name. */
export const systemLookup: Lookup = async (host) => {
  const { lookup } = await import("node:dns/promises");
  return (await lookup(host, { all: true })).map((a) => a.address);
};

/**
 * Where a message to `url` goes, and the lookup its connection makes: the URL itself, or, when the
 * local stack names an origin for the kind, that origin with the URL's path and query. A literal
 * address, or a name that resolves now to an address not allowed, is refused here
 * (`RefusedTarget`); the connection's own lookup refuses one again, so the
 * address connected to is one that was checked even if the name answers otherwise by then. The
 * check before is kept for a runtime whose `node:http` would not call the lookup. Its messages
 * never name the URL.
 */
export const sendTarget = (kind: ChannelKind, url: string, access: ChannelAccess | undefined) =>
  checkedTarget(url, access?.origins?.[kind], access);

/** `sendTarget` for any url: sent to `origin` instead when one is given (the local stack's or a test's). */
export async function checkedTarget(url: string, origin: string | undefined, access: Pick<ChannelAccess, "lookup" | "allowAddress"> | undefined) {
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
