import type { MiddlewareHandler } from "hono";
import { roleTimeLimits } from "../database/database.ts";
import type { ServiceConfig } from "./config.ts";
import type { ApiEnv } from "./context.ts";
import { createAuthenticator } from "./credentials.ts";

/**
 * The credentials step: the caller's claims, from its credentials (401 for any that are present
 * but not valid), and the request's deadline: its role's time limit, or sooner if the client
 * leaves.
 */
export function identifyCaller(config: ServiceConfig): MiddlewareHandler<ApiEnv> {
  const verify = createAuthenticator(config);
  return async (c, next) => {
    const claims = await verify(c.req.raw);
    const started = performance.now();
    const client = c.req.raw.signal;
    // A timer and a listener cleared when the request ends (AbortSignal.timeout would keep each
    // request's signal alive for its whole time limit, thousands at a time under load), armed on
    // first use, for the time left: a request answered without the database never sets one.
    const arm = () => {
      const controller = new AbortController();
      const stop = () => controller.abort();
      const timer = setTimeout(stop, Math.max(0, roleTimeLimits[claims.role] - (performance.now() - started)));
      client.addEventListener("abort", stop, { once: true });
      if (client.aborted) stop();
      return { controller, timer, stop };
    };
    let deadline: ReturnType<typeof arm> | undefined;
    c.set("caller", {
      claims,
      get signal() {
        return (deadline ??= arm()).controller.signal;
      },
    });
    try {
      await next();
    } finally {
      if (deadline) {
        clearTimeout(deadline.timer);
        client.removeEventListener("abort", deadline.stop);
      }
    }
  };
}
