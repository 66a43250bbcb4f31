import { asCaller, type Caller, type Claims, type Database, type Queryable } from "../database/database.ts";
import { ApiError } from "./errors.ts";

export type Permission = "manage_opportunities" | "manage_resources";

/** Writes need credentials: anon learns that before anything else about the request (401). */
export function mustBeSignedIn(claims: Claims, what: string): void {
  if (claims.role === "anon") {
    throw new ApiError(401, "unauthorized", `Sign in as an editor (or use the secret key) to change ${what}.`);
  }
}

/**
 * Runs a write as the caller, in one transaction that first asks the database whether the caller
 * holds `permission` (the same function the RLS policies use): 403 when not.
 */
export function writeAs<T>(
  db: Database,
  caller: Caller,
  permission: Permission,
  what: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  mustBeSignedIn(caller.claims, what);
  return asCaller(db, caller, async (tx) => {
    const [check] = await tx.query<{ allowed: boolean }>("select private.has_permission($1) as allowed", [permission]);
    if (!check?.allowed) throw new ApiError(403, "forbidden", `You need the ${permission} permission to change ${what}.`);
    return work(tx);
  });
}

/** 401/403 as a write would answer, without writing: for checks before a long upload is read. */
export function checkPermission(db: Database, caller: Caller, permission: Permission, what: string): Promise<void> {
  return writeAs(db, caller, permission, what, async () => {});
}
