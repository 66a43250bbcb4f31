import { isIP } from "node:net";

/** Where every anonymous caller without a usable address is counted: together, never apart. */
const unattributed = "unattributed";

/**
 * The key an anonymous caller is counted under, from the one header the platform sets
 * (`CLIENT_IP_HEADER`): the address when the header holds exactly one valid IP address, an IPv6
 * address by its /64 (one subscriber's whole network, which they can spread over at will), an
 * IPv4-mapped one as IPv4. Anything else (no header, a list, a name, garbage) is `unattributed`:
 * a value the client wrote can neither make a bucket of its own nor put someone else's address
 * over its limit.
 */
export function clientBucket(header: string | undefined): string {
  const value = header?.trim() ?? "";
  const version = value.length <= 45 ? isIP(value) : 0;
  if (version === 4) return value;
  if (version !== 6) return unattributed;
  const groups = ipv6Groups(value.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

/** A valid IPv6 address's eight 16-bit groups (`::` expanded, a trailing dotted IPv4 read as two). */
export function ipv6Groups(address: string): number[] {
  const withoutZone = address.split("%")[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(withoutZone);
  const hex = dotted
    ? `${withoutZone.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : withoutZone;
  const [head, tail] = hex.split("::");
  const parts = (s: string | undefined) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const [before, after] = [parts(head), parts(tail)];
  return tail === undefined ? before : [...before, ...Array(8 - before.length - after.length).fill(0), ...after];
}

/**
 * Who a sign-up (an alert's, a submission's) is counted as: its client's address, IPv6 by its /48 (a site's allocation: a /64
 * of it is 1 of 65,536 a client can move between), as the other limits count it otherwise.
 */
export function signUpClient(header: string | undefined): string {
  const bucket = clientBucket(header);
  const v6 = /^([0-9a-f]+):([0-9a-f]+):([0-9a-f]+):[0-9a-f]+::\/64$/.exec(bucket);
  return v6 ? `${v6[1]}:${v6[2]}:${v6[3]}::/48` : bucket;
}
