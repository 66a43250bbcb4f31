// npm run history:prune
// Removes revisions older than HISTORY_RETENTION_DAYS (default 90), never a record's latest, from
// DATABASE_URL or the local stack's embedded database. On a Supabase project, Supabase Cron runs
// the same function daily (docs/history.md).
import process from "node:process";
import { fail, openLocalDatabase } from "./cli.ts";
import { describeTarget } from "./open-database.ts";

const command = "npm run history:prune";
const setting = process.env.HISTORY_RETENTION_DAYS?.trim() || "90";
if (!/^\d{1,5}$/.test(setting) || Number(setting) < 1) {
  fail(command, `HISTORY_RETENTION_DAYS must be a whole number of days from 1, not ${JSON.stringify(setting)}.`);
}
const db = await openLocalDatabase(command);
try {
  const [row] = await db.query<{ pruned: number }>("select private.prune_revisions(make_interval(days => $1::int)) as pruned", [Number(setting)]);
  console.log(`${describeTarget()}: removed ${row!.pruned} revisions older than ${setting} days (each record's latest kept)`);
} catch (error) {
  const missing = ["42883", "3F000"].includes((error as { code?: string }).code ?? ""); // no function, no schema: not migrated
  fail(command, missing ? `${describeTarget()} has no history yet: run npm run db:migrate first.` : (error as Error).message);
} finally {
  await db.close();
}
