import type { MiddlewareHandler } from "hono";
import { asCaller } from "../database/as-caller.ts";
import type { Database } from "../database/database.ts";
import { execute, sql } from "../database/sql.ts";
import { defaultRateLimits, type ServiceConfig } from "./config.ts";
import type { ApiEnv } from "./context.ts";
import { type Policy, rateLimitHeaders, type Standing, tooManyRequests, windowCounter } from "./rate-limits.ts";

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
  const writeCount = windowCounter(policies.writes);
  const readCount = windowCounter(policies.reads);
  const addressHeader = config.clientAddressHeader ?? "cf-connecting-ip";

  const limited = (policy: Policy, standing: (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) => Promise<Standing | undefined> | Standing | undefined): MiddlewareHandler<ApiEnv> =>
    async (c, next) => {
      const counted = policy.quota > 0 ? await standing(c) : undefined;
      if (counted && !counted.allowed) throw tooManyRequests(policy, counted);
      await next();
      if (counted) for (const [name, value] of Object.entries(rateLimitHeaders(policy, counted))) c.res.headers.set(name, value);
    };

  return {
    writes: limited(policies.writes, (c) => {
      const { claims } = c.var.caller;
      return claims.role === "service_role" ? undefined : writeCount(String(claims.sub));
    }),
    // The address the nearest proxy vouches for: the last of a list (earlier entries are the
    // client's to write). Without one (no gateway in front) reads are not counted.
    reads: limited(policies.reads, (c) => {
      const address = c.req.header(addressHeader)?.split(",").at(-1)?.trim();
      return c.var.caller.claims.role === "anon" && address ? readCount(address) : undefined;
    }),
    imports: limited(policies.imports, async (c) => {
      if (c.var.caller.claims.role === "service_role") return undefined;
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
