import process from "node:process";
import { DataDirInUse } from "./data-dir-owner.ts";
import { type LocalDatabase, openDatabase } from "./open-database.ts";

/** One line on standard error, no stack trace, and exit 1: what the user must change is all they need. */
export function fail(command: string, line: string): never {
  console.error(`${command}: ${line}`);
  process.exit(1);
}

/** The database a local command targets (`openDatabase`), or its one line when another process holds its folder. */
export async function openLocalDatabase(command: string): Promise<LocalDatabase> {
  try {
    return await openDatabase(undefined, command);
  } catch (error) {
    if (error instanceof DataDirInUse) fail(command, error.message);
    throw error;
  }
}
