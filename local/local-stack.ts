import process from "node:process";
import type { Handler, Log } from "../functions/_shared/http/context.ts";
import type { ServiceConfig } from "../functions/_shared/http/config.ts";
import type { Database } from "../functions/_shared/database/database.ts";
import { type DevCredentials, devServiceConfig } from "./dev-credentials.ts";
import { localAuth } from "./auth.ts";
import { functionsConnection } from "./api-connection.ts";
import { notServed, notServedService } from "./not-served.ts";
import { functionsRouter } from "./router.ts";
import { createFunctions, pageSettings } from "../functions/registry.ts";
import type { StandIns } from "../functions/opportunities/handler.ts";

/**
 * Every function behind one router, and the local sign-in at /auth/v1, on one database: what
 * `npm start` serves (and a clear answer for what it does not: /rest, /storage, /realtime). The sign-in reads `auth.users` with `db`; the functions use their own
 * connection (`functionsDb`, by default `db` as the functions' login role).
 */
export function localStack(
  db: Database,
  credentials: DevCredentials,
  options: StandIns & {
    log?: Log;
    config?: Partial<ServiceConfig>;
    functionsDb?: Database;
  } = {},
): Handler {
  // The functions connect as their own login role, never as the admin `db` is.
  const functionsDb = options.functionsDb ?? functionsConnection(db);
  // The settings a deployed function reads, from this process's environment (docs/operations.md).
  const config = { ...devServiceConfig(credentials, (name) => process.env[name], pageSettings), ...options.config };
  const { log, config: _, functionsDb: __, ...standIns } = options;
  const functions = functionsRouter(createFunctions({ db: functionsDb, config, log, ...standIns }), config);
  const auth = localAuth(db, credentials);
  return (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/auth/v1/")) return auth(request);
    return notServedService(pathname) ? notServed(request) : functions(request);
  };
}
