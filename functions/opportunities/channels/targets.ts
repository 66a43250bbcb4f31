import { isIP } from "node:net";
import { Constants } from "../../../types/database.ts";

// Where a channel's messages may go. Discord and Slack webhooks only on their documented hosts;
// a generic webhook on any public https host, never a private, loopback or link-local address:
// checked when it is written (names and literal addresses) and again before each send (the
// addresses its name resolves to). The database holds the same URL rules (`channels_url_for_kind`).

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

/** Why `url` is not a URL of this kind, or undefined when it is. */
export function urlProblem(kind: ChannelKind, url: string): string | undefined {
  const rule = urlRules[kind];
  if (url.length > 2000) return "must be at most 2000 characters";
  if (!rule.pattern.test(url)) return rule.message;
  if (kind !== "webhook") return undefined;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (!host.includes(".") || privateNames.test(host) || (isIP(host) && !isPublicAddress(host))) {
    return "must name a public host: not a private, loopback or link-local address";
  }
  return undefined;
}

/** IPv4 as a 32-bit number. */
const v4 = (address: string) => address.split(".").reduce((n, part) => n * 256 + Number(part), 0);
const inV4 = (address: string, base: string, bits: number) => bits === 0 || Math.floor(v4(address) / 2 ** (32 - bits)) === Math.floor(v4(base) / 2 ** (32 - bits));
/** Ranges a public host never has (RFC 6890's special-purpose registries, loopback, private, link-local, CGNAT, multicast). */
const v4Private = [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24],
  ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const;

/** Whether an IP address may be a public host's. IPv4-mapped IPv6 is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 4) return !v4Private.some(([base, bits]) => inV4(address, base, bits));
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPublicAddress(mapped[1]!);
  if (lower === "::" || lower === "::1") return false;
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast, 2001:db8::/32 documentation, 64:ff9b:1::/48 local NAT64.
  return !/^(f[cd]|fe[89ab]|ff|2001:0?db8:|64:ff9b:1:)/.test(lower);
}

/** Resolves a host name to its addresses (node:dns in a function; a test's own in tests). */
export type Lookup = (host: string) => Promise<string[]>;

const systemLookup: Lookup = async (host) => {
  const { lookup } = await import("node:dns/promises");
  return (await lookup(host, { all: true })).map((a) => a.address);
};

/**
 * How channels are reached: their own URLs, unless the local stack (`CHANNEL_ORIGINS`) or a test
 * says otherwise. A deployed function is given none.
 */
export interface ChannelAccess {
  /** Each kind's requests go to this origin instead, path and query kept. */
  origins?: Partial<Record<ChannelKind, string>>;
  /** One request's limit (default 10 s). */
  requestTimeoutMs?: number;
  /** How a webhook's host is resolved before each send (default node:dns). */
  lookup?: Lookup;
}

/** A url the service will not send to: its host resolves to an address no public host has. */
export class RefusedTarget extends Error {}

/**
 * Where a message to `url` goes: the URL itself, after checking that a webhook's host resolves
 * only to public addresses (`RefusedTarget` otherwise; an Error when it cannot be resolved now);
 * or, when the local stack names an origin for the kind, that origin with the URL's path and
 * query. Its messages never name the URL.
 */
export async function sendTarget(kind: ChannelKind, url: string, access: ChannelAccess | undefined): Promise<URL> {
  const parsed = new URL(url);
  const origin = access?.origins?.[kind];
  if (origin) return new URL(parsed.pathname + parsed.search, origin);
  if (kind === "webhook") {
    const host = parsed.hostname.replace(/^\[|\]$/g, "");
    const addresses = isIP(host) ? [host] : await (access?.lookup ?? systemLookup)(host).catch(() => {
      throw new Error("The url's host could not be resolved");
    });
    if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
      throw new RefusedTarget("the url's host resolves to a private, loopback or link-local address");
    }
  }
  return parsed;
}
