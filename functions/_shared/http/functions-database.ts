import { anonymousReaderUrl, databasePoolSize, functionsDatabaseUrl } from "./config.ts";
import type { Log } from "./context.ts";
import { withAnonymousReader } from "../database/anonymous-reader.ts";
import type { Database } from "../database/database.ts";
import { connectPostgres } from "../database/postgres.ts";

/**
 * The functions' database as a function's entry connects it, once per instance, from its
 * environment: a pool as the functions' role (`FUNCTIONS_DB_URL`) and, when given, one for
 * anonymous reads (`FUNCTIONS_ANON_DB_URL`), each of `DB_POOL_SIZE` connections.
 */
export function connectFunctionsDatabase(env: (name: string) => string | undefined, log: Log): Database {
  const max = databasePoolSize(env("DB_POOL_SIZE"));
  const readerUrl = anonymousReaderUrl(env);
  return withAnonymousReader(
    connectPostgres(functionsDatabaseUrl(env, log), { max }),
    readerUrl ? connectPostgres(readerUrl, { max }) : undefined,
    log,
  );
}
