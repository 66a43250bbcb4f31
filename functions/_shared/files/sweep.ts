import { asCaller } from "../database/as-caller.ts";
import type { Caller, Database } from "../database/database.ts";
import { execute, sql } from "../database/sql.ts";
import type { StorageClient } from "./storage-client.ts";

/** The most files one call removes: Storage takes up to 1,000 names a call, this asks a tenth of it. */
export const sweepBatch = 100;

/**
 * Removes from Storage the service's files that no record names: those a record named and names
 * no more (at once), and uploads never named (after `graceHours`). The database lists them
 * (`private.files_to_sweep`); Storage removes them as the caller (the schedule: the secret key).
 * Answers how many were removed, and whether more are waiting.
 */
export async function sweepFiles(db: Database, caller: Caller, storage: StorageClient, credentials: Headers, graceHours: number) {
  const due = await asCaller(db, caller, (tx) =>
    execute<{ bucket_id: string; name: string }>(tx, sql`select bucket_id, name from private.files_to_sweep(
      make_interval(hours => ${graceHours}::integer), ${sweepBatch + 1}::integer)`));
  const now = due.slice(0, sweepBatch);
  for (const bucket of new Set(now.map((row) => row.bucket_id))) {
    await storage.remove(credentials, bucket, now.filter((row) => row.bucket_id === bucket).map((row) => row.name));
  }
  await asCaller(db, caller, (tx) => execute(tx, sql`select private.forget_released_files()`));
  return { removed: now.length, more: due.length > sweepBatch };
}
