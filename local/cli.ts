import process from "node:process";
import { DataDirInUse } from "./data-dir-owner.ts";
import { databaseUrlProblem, type LocalDatabase, openDatabase } from "./open-database.ts";

/** One line on standard error, no stack trace, and exit 1: what the user must change is all they need. */
export function fail(command: string, line: string, code = 1): never {
  console.error(`${command}: ${line}`);
  process.exit(code);
}

/** The database a local command targets (`openDatabase`), or its one line when another process holds its folder. */
export async function openLocalDatabase(command: string): Promise<LocalDatabase> {
  checkDatabaseUrl(command);
  try {
    return await openDatabase(undefined, command);
  } catch (error) {
    if (error instanceof DataDirInUse) fail(command, error.message);
    throw error;
  }
}

/** DATABASE_URL's slip, if it has one, in one line (before anything is opened or made). */
export function checkDatabaseUrl(command: string): void {
  const problem = databaseUrlProblem();
  if (problem) fail(command, problem);
}
