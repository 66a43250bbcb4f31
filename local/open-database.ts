import process from "node:process";
import { fileURLToPath } from "node:url";
import type { Database } from "../functions/_shared/database/database.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { claimDataDir } from "./data-dir-owner.ts";
import { openPglite } from "./pglite-database.ts";

/** Where the local stack keeps its embedded database unless DATABASE_URL says otherwise. */
export const defaultDataDir = fileURLToPath(new URL("../.local/pglite", import.meta.url));

/** A Postgres server URL, as opposed to a PGlite folder or `memory://`. */
export const isServerUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Why DATABASE_URL (or `url`) names no database, or undefined: a scheme other than the ones
 * `openDatabase` knows is a slip (`postgress://`), never a folder to make inside the repository.
 */
export function databaseUrlProblem(url = process.env.DATABASE_URL || defaultDataDir): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (scheme === undefined || /^(postgres|postgresql|memory|file):\/\//i.test(url)) return undefined;
  return `DATABASE_URL starts ${JSON.stringify(`${scheme}:`)}: it must be postgres://, postgresql://, memory://, file:// or a folder.`;
}

/** The database a local command opened: `serving` tells other commands where the stack serves it. */
export interface LocalDatabase extends Database {
  serving(url: string): Promise<void>;
}

/** The embedded folder `url` names, or undefined for a server or `memory://`. */
export const dataDirOf = (url = process.env.DATABASE_URL || defaultDataDir): string | undefined =>
  isServerUrl(url) || url === "memory://" ? undefined : url.replace(/^file:\/\//, "");

/**
 * Opens the database a local command (`command`, named in messages) targets:
 * - `postgres://...` / `postgresql://...`: that server (postgres.js, as in production);
 * - `memory://`: embedded PGlite that keeps nothing;
 * - anything else is a folder for embedded PGlite; default `.local/pglite` (git-ignored). The
 *   folder is taken for this process until the database is closed: another process holding it
 *   makes this throw `DataDirInUse` (`data-dir-owner.ts`) before anything is opened.
 */
export async function openDatabase(url = process.env.DATABASE_URL || defaultDataDir, command = "a local command"): Promise<LocalDatabase> {
  const dataDir = dataDirOf(url);
  if (dataDir === undefined) {
    const db = isServerUrl(url) ? connectPostgres(url) : await openPglite();
    return { ...db, serving: async () => {} };
  }
  const claim = await claimDataDir(dataDir, command);
  try {
    const db = await openPglite({ dataDir });
    return { ...db, serving: claim.serving, close: () => db.close().finally(claim.release) };
  } catch (error) {
    claim.release();
    throw error;
  }
}

/** Names the target without its password, for messages. */
export function describeTarget(url = process.env.DATABASE_URL || defaultDataDir): string {
  if (isServerUrl(url)) {
    const u = new URL(url);
    return `Postgres at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  }
  return url === "memory://" ? "embedded PGlite in memory" : `embedded PGlite in ${url}`;
}
