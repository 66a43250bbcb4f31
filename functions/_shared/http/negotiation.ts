import { parseAccept } from "hono/utils/accept";

// Content negotiation by the Accept header's rules (RFC 9110 §12.5.1): each media range with its
// weight, `q=0` meaning "not this", the most specific range deciding for a type.

/** Whether `accept` asks for `type` over the service's default answer (`fallback`): named with a weight above 0, and above the fallback's. */
export function prefers(accept: string | null | undefined, type: string, fallback = "application/json"): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const weight = (wanted: string) => {
    const [main] = wanted.split("/");
    const match = ranges.find((r) => r.type.toLowerCase() === wanted) ?? ranges.find((r) => r.type.toLowerCase() === `${main}/*`);
    return match?.q ?? 0;
  };
  const asked = weight(type);
  return asked > 0 && asked >= weight(fallback);
}
