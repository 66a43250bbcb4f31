import { databasePoolSize, functionsDatabaseUrl } from "./config.ts";
import type { Log } from "./context.ts";
import type { Database } from "../database/database.ts";
import { becoming } from "../database/login-role.ts";
import { connectPostgres } from "../database/postgres.ts";

/**
 * The functions' database as a function's entry connects it, once per instance, from its
 * environment: a pool of `DB_POOL_SIZE` connections as the functions' role (`FUNCTIONS_DB_URL`). Given only the
 * admin's SUPABASE_DB_URL, every transaction first becomes the functions' role, so no request
 * runs with admin rights even then.
 */
export function connectFunctionsDatabase(env: (name: string) => string | undefined, log: Log): Database {
  const max = databasePoolSize(env("DB_POOL_SIZE"));
  const { url, admin } = functionsDatabaseUrl(env, log);
  const connection = connectPostgres(url, { max });
  return admin ? becoming(connection) : connection;
}
