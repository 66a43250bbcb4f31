import { ApiError } from "./errors.ts";

/** A limit as clients are told it: a name, how many requests, per how many seconds. */
export interface Policy {
  name: string;
  quota: number;
  windowSeconds: number;
  /** What the requests are, for the message: "writes a minute per user". */
  what: string;
}

/** One client's standing after a request: whether it may go on, what is left, and when it resets. */
export interface Standing {
  allowed: boolean;
  remaining: number;
  resetSeconds: number;
}

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy, and what is left
 * of it and when it resets; on every answer of a limited request.
 */
export const rateLimitHeaders = (policy: Policy, standing: Standing): Record<string, string> => ({
  "RateLimit-Policy": `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`,
  RateLimit: `"${policy.name}";r=${standing.remaining};t=${standing.resetSeconds}`,
});

/** 429 in the envelope, with `Retry-After` and the RateLimit fields. */
export function tooManyRequests(policy: Policy, standing: Standing): ApiError {
  return new ApiError(
    429,
    "rate_limited",
    `Too many requests: at most ${policy.quota} ${policy.what}. Try again in ${standing.resetSeconds} s.`,
    undefined,
    { "Retry-After": String(standing.resetSeconds), ...rateLimitHeaders(policy, standing) },
  );
}

/** 429 for a limit the database counts (a sign-up's, a submission's, a report's): `why`, and when to try again. */
export const refusedFor = (why: string, waitSeconds: number): ApiError =>
  new ApiError(429, "rate_limited", `${why} Try again in ${waitSeconds} s.`, undefined, { "Retry-After": String(waitSeconds) });

/** At most this many clients are counted at once in an instance; the oldest windows go first. */
const maxClients = 10_000;

/**
 * A fixed-window counter per client, in this instance's memory: `take(key)` counts a request and
 * says whether it is within the quota. A refused request is not counted.
 */
export function windowCounter(policy: Policy, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = policy.windowSeconds * 1000;
  return (key: string): Standing => {
    const at = now();
    let window = windows.get(key);
    if (!window || at - window.start >= windowMs) {
      windows.delete(key);
      if (windows.size >= maxClients) windows.delete(windows.keys().next().value!);
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    const resetSeconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
    if (window.count >= policy.quota) return { allowed: false, remaining: 0, resetSeconds };
    window.count++;
    return { allowed: true, remaining: policy.quota - window.count, resetSeconds };
  };
}
