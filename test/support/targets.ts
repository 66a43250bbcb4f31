import { readFile } from "node:fs/promises";
import process from "node:process";
import { inject } from "vitest";
import type { Database } from "../../functions/_shared/database/database.ts";
import { connectPostgres } from "../../functions/_shared/database/postgres.ts";
import { openPglite } from "../../local/pglite-database.ts";
import { createDatabase, dropDatabase } from "../../local/server-databases.ts";

/** A database the suites run against. */
export interface Target {
  name: string;
  /** A fresh copy of the migrated, seeded database (with the test users). */
  open(): Promise<Database>;
  /** A fresh database with nothing in it, not even the platform shim. */
  openEmpty(): Promise<Database>;
}

const pglite: Target = {
  name: "PGlite",
  async open() {
    const snapshot = new Blob([await readFile(inject("pgliteSnapshot"))]);
    return openPglite({ snapshot });
  },
  openEmpty: async () => openPglite({ snapshot: new Blob([await readFile(inject("pgliteEmptySnapshot"))]) }),
};

let databases = 0;
/** A new database on the DATABASE_URL server, dropped when it is closed. */
export async function serverDatabase(template?: string): Promise<Database & { url: string }> {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `test_${process.pid}_${++databases}_${Date.now() % 1e6}`;
  const url = await createDatabase(serverUrl, name, template);
  const db = connectPostgres(url);
  return { ...db, url, close: () => db.close().then(() => dropDatabase(serverUrl, name)) };
}

const server: Target = {
  name: "PostgreSQL server",
  open: () => serverDatabase(inject("serverTemplate")!),
  openEmpty: () => serverDatabase(),
};

/** A dump of a PGlite cluster migrated but not seeded (no test users either). */
export const migratedSnapshot = async () => new Blob([await readFile(inject("pgliteMigratedSnapshot"))]);

/** A PGlite migrated but not seeded: for tests of what the seed does. */
export const migratedPglite = async () => openPglite({ snapshot: await migratedSnapshot() });

/**
 * PGlite always; the server too when DATABASE_URL is set. `TEST_TARGETS=server` leaves PGlite
 * out (CI's runs on each server: the README's run covers PGlite once).
 */
export const targets: Target[] = !process.env.DATABASE_URL
  ? [pglite]
  : process.env.TEST_TARGETS === "server"
  ? [server]
  : [pglite, server];
