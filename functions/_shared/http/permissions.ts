import { readAs } from "../database/as-caller.ts";
import type { Caller, Claims, Database } from "../database/database.ts";
import { sql, statement } from "../database/sql.ts";
import { ApiError } from "./errors.ts";
import type { Enums } from "../../../types/database.ts";

/** A permission a role may hold (the database's `app_permission`). */
export type Permission = Enums<"app_permission">;

/** Writes (and editors' reads) need credentials: anon learns that before anything else about the request (401). */
export function mustBeSignedIn(claims: Claims, doing: string): void {
  if (claims.role === "anon") {
    throw new ApiError(401, "unauthorized", `Sign in as an editor (or use the secret key) to ${doing}.`);
  }
}

/**
 * 403 unless the caller holds `permission`, asked of the database as the caller in one round trip
 * (the same function the RLS policies use), before the request's body is read. RLS still holds in
 * the write itself: a permission taken away in between leaves the write nothing to change.
 */
export async function mustHold(db: Database, caller: Caller, permission: Permission, doing: string): Promise<void> {
  const check = statement(sql`select private.has_permission(${permission}) as held`);
  const [rows = []] = await readAs<{ held: boolean }>(db, caller, { statements: [check] });
  if (rows[0]?.held !== true) throw new ApiError(403, "forbidden", `You need the ${permission} permission to ${doing}.`);
}
