import { readFile } from "node:fs/promises";
import process from "node:process";
import { inject } from "vitest";
import type { Database } from "../../functions/_shared/database.ts";
import { connectPostgres } from "../../functions/_shared/postgres-database.ts";
import { openPglite } from "../../local/pglite-database.ts";
import { createDatabase, dropDatabase } from "../../local/server-databases.ts";

/** A database the suites run against: migrated and seeded, fresh for each suite. */
export interface Target {
  name: string;
  open(): Promise<Database>;
}

const pglite: Target = {
  name: "PGlite",
  async open() {
    const snapshot = new Blob([await readFile(inject("pgliteSnapshot"))]);
    return openPglite({ snapshot });
  },
};

let copies = 0;
const server: Target = {
  name: "PostgreSQL server",
  async open() {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `test_${process.pid}_${++copies}_${Date.now() % 1e6}`;
    const db = connectPostgres(await createDatabase(serverUrl, name, inject("serverTemplate")!));
    return { ...db, close: () => db.close().then(() => dropDatabase(serverUrl, name)) };
  },
};

/** PGlite always; the server too when DATABASE_URL is set (CI sets it). */
export const targets: Target[] = process.env.DATABASE_URL ? [pglite, server] : [pglite];
