import { checkedTarget, systemLookup } from "../outbound/targets.ts";
import { exchange, type Lookup, RefusedTarget, UnresolvedHost } from "../outbound/transport.ts";
import { type Verdict, verdictOf } from "./verdict.ts";

// One read of a posting's link: GET with the board's user agent, redirects followed one at a
// time (each hop's host checked and connected to by `outbound/`: public addresses only), at most
// 256 KiB of the page read, the whole read within its deadline.

/** How links are reached: their own hosts, unless the local stack (`LINK_CHECK_ORIGINS`) or a test says otherwise. */
export interface LinkAccess {
  /** A host's reads go to this origin instead, path and query kept. */
  origins?: Partial<Record<string, string>>;
  /** One read's limit, redirects included (default 15 s). */
  requestTimeoutMs?: number;
  /** How a host is resolved (default node:dns). */
  lookup?: Lookup;
  /** The addresses a read may connect to (default: public ones; any, to an origin named above). */
  allowAddress?: (address: string) => boolean;
}

/** The most of a page read. */
export const pageLimitBytes = 256 * 1024;
const mostRedirects = 5;

export const userAgent = "Mozilla/5.0 (compatible; OpportunitiesBoard-LinkCheck/1.0; checks that postings are still open)";

/** What a read found: the verdict, the last status answered and the address it ended at. */
export interface LinkRead extends Verdict {
  status: number | null;
  finalUrl: string | null;
  /** A 429 or 503 that said when to come back (Retry-After), in seconds from now. */
  retryAfterSeconds?: number;
}

/** Retry-After's seconds, from its delay-seconds or its HTTP date (RFC 9110 §10.2.3); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d{1,10}$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const textual = (type: string | undefined) => !type || /^(text\/|application\/(xhtml\+xml|xml|json))/i.test(type);

/**
 * Whether the resolver finds a name that always exists (IANA's `example.com`): without it (no
 * network, a broken resolver) every host would look lapsed, so none is judged so.
 */
export const resolverAnswers = (access?: LinkAccess) =>
  (access?.lookup ?? systemLookup)("example.com").then((addresses) => addresses.length > 0, () => false);

/** One read's limit, redirects included. */
export const readTimeoutMs = (access?: LinkAccess) => access?.requestTimeoutMs ?? 15_000;

/** One read of `url`; a host that does not exist is a lapsed domain only when `resolving` (`resolverAnswers`). */
export async function readLink(url: string, access?: LinkAccess, resolving = true): Promise<LinkRead> {
  const deadline = Date.now() + readTimeoutMs(access);
  const asked = new URL(url);
  let current = asked;
  for (let hop = 0; hop <= mostRedirects; hop++) {
    let answer;
    try {
      const { target, lookup } = await checkedTarget(current.href, access?.origins?.[current.hostname.toLowerCase()], access);
      answer = await exchange(target, {
        method: "GET",
        headers: { "user-agent": userAgent, accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5" },
        lookup,
        timeoutMs: Math.max(1, deadline - Date.now()),
        limitBytes: pageLimitBytes,
      });
    } catch (error) {
      return { ...failed(error, resolving), status: null, finalUrl: current.href };
    }
    const location = answer.header("location");
    if (answer.status >= 300 && answer.status < 400 && location && hop < mostRedirects) {
      let next: URL | undefined;
      try {
        next = new URL(location, current);
      } catch { /* unreadable: judged below */ }
      if (next && /^https?:$/.test(next.protocol)) {
        current = next;
        continue;
      }
    }
    const body = textual(answer.header("content-type")) ? answer.text : undefined;
    const wait = answer.status === 429 || answer.status === 503 ? retryAfterSeconds(answer.header("retry-after")) : undefined;
    return {
      ...verdictOf({ asked, landed: current, status: answer.status, body, late: answer.late }),
      status: answer.status,
      finalUrl: current.href,
      ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
    };
  }
  return { outcome: "uncertain", matched: "too many redirects", status: null, finalUrl: current.href };
}

/** A read that got no answer: a lapsed domain is expired (when the resolver answers at all); anything else is uncertain. */
function failed(error: unknown, resolving: boolean): Verdict {
  if (error instanceof UnresolvedHost && error.code === "ENOTFOUND") {
    return resolving
      ? { outcome: "expired", matched: "lapsed domain (no such host)" }
      : { outcome: "uncertain", matched: "no such host, but the resolver finds no name now" };
  }
  if (error instanceof UnresolvedHost) return { outcome: "uncertain", matched: "the host could not be resolved now" };
  if (error instanceof RefusedTarget) return { outcome: "uncertain", matched: "not fetched: the host is not a public address" };
  if ((error as Error)?.name === "TimeoutError") return { outcome: "uncertain", matched: "timed out" };
  const code = (error as { code?: string })?.code;
  return { outcome: "uncertain", matched: `network error${code ? ` (${code})` : ""}` };
}
