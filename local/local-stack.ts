import process from "node:process";
import { fileURLToPath } from "node:url";
import type { Handler, Log } from "../functions/_shared/http/context.ts";
import type { ServiceConfig } from "../functions/_shared/http/config.ts";
import type { Database } from "../functions/_shared/database/database.ts";
import { type DevCredentials, devServiceConfig } from "./dev-credentials.ts";
import { localAuth } from "./auth.ts";
import { functionsConnection } from "./api-connection.ts";
import { notServed, notServedService } from "./not-served.ts";
import { functionsRouter } from "./router.ts";
import { localStorageApi } from "./storage/storage-api.ts";
import { createFunctions, pageSettings } from "../functions/registry.ts";
import type { StandIns } from "../functions/opportunities/handler.ts";

/** Where `npm start` keeps stored files: the data folder `.local/`, git-ignored. */
export const localStorageRoot = fileURLToPath(new URL("../.local/storage", import.meta.url));

/**
 * Every function behind one router, the local sign-in at /auth/v1 and Storage at /storage/v1, on
 * one database: what `npm start` serves (and a clear answer for what it does not: /rest,
 * /realtime). The sign-in and Storage use `db` (Storage as each caller's role); the functions use
 * their own connection (`functionsDb`, by default `db` as the functions' login role). Stored
 * files' bytes live under `storageRoot`.
 */
export function localStack(
  db: Database,
  credentials: DevCredentials,
  options: StandIns & {
    log?: Log;
    config?: Partial<ServiceConfig>;
    functionsDb?: Database;
    storageRoot?: string;
  } = {},
): Handler {
  // The functions connect as their own login role, never as the admin `db` is.
  const functionsDb = options.functionsDb ?? functionsConnection(db);
  // The settings a deployed function reads, from this process's environment (docs/operations.md).
  const config = { ...devServiceConfig(credentials, (name) => process.env[name], pageSettings), ...options.config };
  const { log, config: _, functionsDb: __, storageRoot = localStorageRoot, ...standIns } = options;
  const storage = localStorageApi(db, config, storageRoot, credentials.secretKey);
  // The functions reach this Storage in-process, as a deployed function reaches its project's.
  const functions = functionsRouter(createFunctions({ db: functionsDb, config, log, storage: { fetch: storage }, ...standIns }), config);
  const auth = localAuth(db, credentials);
  return (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/auth/v1/")) return auth(request);
    if (pathname.startsWith("/storage/v1/")) return storage(request);
    return notServedService(pathname) ? notServed(request) : functions(request);
  };
}
