import type { Database } from "../functions/_shared/database/database.ts";
import { withAnonymousReader } from "../functions/_shared/database/anonymous-reader.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { isServerUrl } from "./open-database.ts";

/** The login role the functions connect as (migration `…140000_functions_connection_role`). */
export const functionsRole = "functions_authenticator";
/** The login role anonymous reads connect as (migration `20261124120000_anonymous_reader_role`). */
export const anonymousReaderRole = "functions_anon_reader";

/** A server's URL as the functions' role (or `role`), with no password, reached through `pooler` if given. */
export function asFunctionsRole(serverUrl: string, pooler?: string, role = functionsRole): string {
  const url = new URL(serverUrl);
  url.username = role;
  url.password = "";
  if (pooler) url.host = new URL(pooler).host;
  return url.href;
}

/**
 * The functions' connection to `db`, as the functions' own login role, so that everything local
 * (the stack, the tests, CI) runs the API without admin rights:
 * - given the server's URL: a pool of its own, as that user with no password (local servers
 *   trust loopback), through `pooler` (a transaction-mode pooler in front of that server, as
 *   Supabase's Supavisor is) when one is given, and anonymous reads' own pool, the same way;
 * - otherwise (embedded PGlite has one session, its superuser's): `db` itself, each transaction
 *   first taking that role (`set local role`), so the API's statements run with its rights until
 *   they take the caller's. (Only a real login shows a reset role lands on that role: the server.)
 */
export function functionsConnection(db: Database, serverUrl?: string, pooler?: string): Database {
  if (serverUrl && isServerUrl(serverUrl)) {
    return withAnonymousReader(
      connectPostgres(asFunctionsRole(serverUrl, pooler)),
      connectPostgres(asFunctionsRole(serverUrl, pooler, anonymousReaderRole)),
      (line) => console.warn(line),
    );
  }
  const become = `set local role ${functionsRole}`;
  return {
    query: (text, params) => db.transaction(async (tx) => (await tx.query(become), tx.query(text, params))),
    exec: (script) => db.transaction(async (tx) => (await tx.query(become), tx.exec(script))),
    transaction: (work, options) => db.transaction(async (tx) => (await tx.query(become), work(tx)), options),
    script: (script, options) => db.script(`${become}; ${script}`, options),
    close: async () => {}, // the session is `db`'s, closed with it
  };
}
