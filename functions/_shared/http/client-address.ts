import ipaddr from "ipaddr.js";
import { isIP } from "node:net";

// IP addresses as the service judges them, every form ipaddr.js knows (IPv4-mapped and -translated,
// NAT64, 6to4, zone ids): who a caller is counted as, and whether a host may be a public one.

/** Where every anonymous caller without a usable address is counted: together, never apart. */
const unattributed = "unattributed";

/** An address written the one way a platform writes it (never `0x7f.1` and the like), parsed. */
function parsed(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const value = text.trim();
  if (value.length > 64 || !isIP(value.split("%")[0]!)) return undefined;
  try {
    return ipaddr.parse(value);
  } catch {
    return undefined;
  }
}

/** The IPv4 address an IPv6 one carries (mapped, translated, NAT64's well-known prefix, 6to4), if any. */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts;
  const fromParts = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
  switch (address.range()) {
    case "ipv4Mapped":
    case "rfc6145":
      return fromParts(p[6]!, p[7]!);
    case "rfc6052":
      return p[2] === 0 ? fromParts(p[6]!, p[7]!) : undefined; // 64:ff9b:1::/48 is local use: none
    case "6to4":
      return fromParts(p[1]!, p[2]!);
    default:
      return undefined;
  }
}

/**
 * The key an anonymous caller is counted under, from the one header the platform sets
 * (`CLIENT_IP_HEADER`): an IPv4 address as it is (an IPv6 form that carries one, as that IPv4),
 * an IPv6 address by its /48 (a site's allocation: its /56s and /64s are the subscriber's to move
 * between). Anything else (no header, a list, a name, garbage) is `unattributed`: a value the
 * client wrote can neither make a bucket of its own nor put someone else's address over its limit.
 */
export function clientBucket(header: string | undefined): string {
  const address = header === undefined ? undefined : parsed(header);
  if (!address) return unattributed;
  const v4 = address.kind() === "ipv4" ? address as ipaddr.IPv4 : carriedIPv4(address as ipaddr.IPv6);
  if (v4) return v4.toString();
  const p = (address as ipaddr.IPv6).parts;
  return `${p.slice(0, 3).map((g) => g.toString(16)).join(":")}::/48`;
}

/**
 * Whether an IP address may be a public host's: IPv4 outside every special-purpose range
 * (private, loopback, link-local, CGNAT, documentation, benchmarking, multicast, reserved), IPv6
 * global unicast; an IPv6 address that carries an IPv4 one is judged as that IPv4.
 */
export function isPublicAddress(text: string): boolean {
  const address = parsed(text);
  if (!address) return false;
  if (address.kind() === "ipv4") return address.range() === "unicast";
  const v6 = address as ipaddr.IPv6;
  const carried = carriedIPv4(v6);
  if (carried) return carried.range() === "unicast";
  return v6.range() === "unicast";
}
