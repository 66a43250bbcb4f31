import type { Database } from "./database.ts";

/** The functions' own login role (migration `…140000_functions_connection_role`): it can only become the API's roles. */
export const functionsRole = "functions_authenticator";

/**
 * `db` with every transaction, query and script first taking `role` (`set local role`), for a
 * connection that logged in as someone with more rights: embedded PGlite's one session (its
 * superuser), or a function given only the admin's SUPABASE_DB_URL. The API's statements then
 * run with that role's rights until they take the caller's, exactly as on its own login, and
 * nothing outlives the transaction. Closing it closes `db`.
 */
export function becoming(db: Database, role = functionsRole): Database {
  const become = `set local role ${role}`;
  return {
    query: (text, params) => db.transaction(async (tx) => (await tx.query(become), tx.query(text, params))),
    exec: (script) => db.transaction(async (tx) => (await tx.query(become), tx.exec(script))),
    transaction: (work, options) => db.transaction(async (tx) => (await tx.query(become), work(tx)), options),
    script: (script, options) => db.script(`${become}; ${script}`, options),
    close: () => db.close(),
  };
}
