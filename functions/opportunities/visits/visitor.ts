import { isbot } from "isbot";
import type { ServiceConfig } from "../../_shared/http/config.ts";

// Who visited, without keeping anyone (docs/sponsors.md): a visitor is a keyed hash of the
// client's address and the posting, under a key made for the UTC day from the service's secret.
// The key is never stored and a new one is made each day, so a hash says nothing tomorrow, and
// the database only ever sees hashes (16 bytes, deleted at the day's rollup).

const encoder = new TextEncoder();

const hmac = async (key: ArrayBuffer | Uint8Array<ArrayBuffer>, text: string) =>
  new Uint8Array(await crypto.subtle.sign("HMAC", await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]), encoder.encode(text)));

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The visitor hashes of an instance: `visitor(client, posting)` is 16 bytes (hex) of HMAC-SHA256
 * under the day's key, itself HMAC-SHA256 of the day under the service's secret (the first secret
 * key by name, the same in every instance; a random one when none is set, which then counts per
 * instance). The day's key is kept in memory until the day changes.
 */
export function visitorHashes(config: Pick<ServiceConfig, "secretKeys">, now: () => Date = () => new Date()) {
  const named = Object.entries(config.secretKeys).sort(([a], [b]) => a.localeCompare(b))[0]?.[1];
  const secret = named ? encoder.encode(`opportunity visits ${named}`) : crypto.getRandomValues(new Uint8Array(32));
  let today: { day: string; key: Promise<CryptoKey> } | undefined;
  const keyOf = (day: string) => {
    if (today?.day !== day) {
      const key = hmac(secret, day).then((raw) => crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]));
      today = { day, key };
    }
    return today.key;
  };
  return async (client: string, posting: string): Promise<string> => {
    const key = await keyOf(utcDay(now()));
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${client} ${posting}`)));
    return hex(mac.subarray(0, 16));
  };
}

/**
 * Whether a request is not a person's visit: a HEAD, a prefetch or preview (`Sec-Purpose`,
 * `Purpose`, `X-Purpose`, `X-Moz`), no user agent, or a known bot's (isbot's list).
 */
export function notAPerson(request: Request): boolean {
  if (request.method === "HEAD") return true;
  const h = request.headers;
  const purpose = [h.get("sec-purpose"), h.get("purpose"), h.get("x-purpose"), h.get("x-moz")].join(" ").toLowerCase();
  if (/prefetch|prerender|preview/.test(purpose)) return true;
  const agent = h.get("user-agent")?.trim();
  return !agent || isbot(agent);
}
