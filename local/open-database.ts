import process from "node:process";
import { fileURLToPath } from "node:url";
import type { Database } from "../functions/_shared/database/database.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { openPglite } from "./pglite-database.ts";

/** Where the local stack keeps its embedded database unless DATABASE_URL says otherwise. */
export const defaultDataDir = fileURLToPath(new URL("../.local/pglite", import.meta.url));

/** A Postgres server URL, as opposed to a PGlite folder or `memory://`. */
export const isServerUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

/**
 * Opens the database a local command targets:
 * - `postgres://...` / `postgresql://...`: that server (postgres.js, as in production);
 * - `memory://`: embedded PGlite that keeps nothing;
 * - anything else is a folder for embedded PGlite; default `.local/pglite` (git-ignored).
 */
export function openDatabase(url = process.env.DATABASE_URL || defaultDataDir): Promise<Database> {
  if (isServerUrl(url)) return Promise.resolve(connectPostgres(url));
  if (url === "memory://") return openPglite();
  return openPglite({ dataDir: url.replace(/^file:\/\//, "") });
}

/** Names the target without its password, for messages. */
export function describeTarget(url = process.env.DATABASE_URL || defaultDataDir): string {
  if (isServerUrl(url)) {
    const u = new URL(url);
    return `Postgres at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  }
  return url === "memory://" ? "embedded PGlite in memory" : `embedded PGlite in ${url}`;
}
