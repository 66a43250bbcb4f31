import type { Context, MiddlewareHandler } from "hono";
import { asCaller } from "../database/as-caller.ts";
import type { Database } from "../database/database.ts";
import { execute, sql } from "../database/sql.ts";
import { defaultClientAddressHeader, defaultRateLimits, type ServiceConfig } from "./config.ts";
import { clientBucket } from "./client-address.ts";
import type { ApiEnv } from "./context.ts";
import { type Policy, rateLimitHeaders, type Standing, tooManyRequests, windowCounter } from "./rate-limits.ts";

type ApiContext = Context<ApiEnv>;

/**
 * The rate-limit steps of the route kinds. Writes (per user) and anonymous reads the cache could
 * not answer (per client address) are counted in each instance's memory: cheap, and bounded per
 * instance. Imports (per user) are counted in Postgres, so the limit holds however many instances
 * run. The service role (servers, importers with the secret key) is not limited. A refused
 * request is answered 429 and does nothing else.
 */
export function rateLimitSteps(db: Database, config: ServiceConfig) {
  const limits = config.rateLimits ?? defaultRateLimits;
  const policies = {
    writes: { name: "writes", quota: limits.writesPerMinute, windowSeconds: 60, what: "writes a minute per user" },
    reads: { name: "anonymous-reads", quota: limits.anonymousReadsPerMinute, windowSeconds: 60, what: "uncached reads a minute per address" },
    imports: { name: "imports", quota: limits.importsPerHour, windowSeconds: 3600, what: "imports an hour per user" },
  } satisfies Record<string, Policy>;
  const addressHeader = config.clientAddressHeader ?? defaultClientAddressHeader;

  /** A signed-in user, by id; the service role is no one to limit, and anonymous callers are counted by address. */
  const user = (c: ApiContext) => (c.var.caller.claims.role === "authenticated" ? String(c.var.caller.claims.sub) : undefined);
  /** An anonymous caller, by the address the platform's header gives (`clientBucket`). */
  const address = (c: ApiContext) => (c.var.caller.claims.role === "anon" ? clientBucket(c.req.header(addressHeader)) : undefined);

  /** Counts the request of `clientOf` (nobody: not counted) with `take`; 429 past the quota. */
  const limited = (
    policy: Policy,
    clientOf: (c: ApiContext) => string | undefined,
    take: (c: ApiContext, client: string) => Standing | Promise<Standing>,
  ): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const client = policy.quota > 0 ? clientOf(c) : undefined;
    const counted = client === undefined ? undefined : await take(c, client);
    if (counted && !counted.allowed) throw tooManyRequests(policy, counted);
    await next();
    // Appended: a request counted by two limits (an import: writes, then imports) tells both.
    if (counted) for (const [name, value] of Object.entries(rateLimitHeaders(policy, counted))) c.res.headers.append(name, value);
  };

  const writeCount = windowCounter(policies.writes);
  const readCount = windowCounter(policies.reads);
  return {
    writes: limited(policies.writes, user, (_, client) => writeCount(client)),
    reads: limited(policies.reads, address, (_, client) => readCount(client)),
    // Postgres knows the caller from the transaction's claims.
    imports: limited(policies.imports, user, async (c) => {
      const [row] = await asCaller(db, c.var.caller, (tx) =>
        execute<{ allowed: boolean; remaining: number; reset_seconds: number }>(
          tx,
          sql`select allowed, remaining, reset_seconds
              from private.take_rate_limit('imports', ${policies.imports.quota}, ${policies.imports.windowSeconds})`,
        ));
      return { allowed: row!.allowed, remaining: row!.remaining, resetSeconds: row!.reset_seconds };
    }),
  };
}
