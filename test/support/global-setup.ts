import { mkdir, rm, writeFile } from "node:fs/promises";
import process from "node:process";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { connectPostgres } from "../../functions/_shared/database/postgres.ts";
import { allowLocalLogins } from "../../local/api-connection.ts";
import { migrate } from "../../local/migrations.ts";
import { openPglite } from "../../local/pglite-database.ts";
import { createDatabase, dropDatabase } from "../../local/server-databases.ts";
import { testUsersSql } from "./callers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite cluster; suites load it instead of migrating. */
    pgliteSnapshot: string;
    /** The same before the seed and the test users: for tests of what the seed does. */
    pgliteMigratedSnapshot: string;
    /** A new PGlite cluster with nothing in it: creating one (initdb) takes seconds, loading it less than one. */
    pgliteEmptySnapshot: string;
    /** With DATABASE_URL: a migrated, seeded database suites copy with `create database ... template`. */
    serverTemplate: string | null;
  }
}

/** The databases made for this run (once, whichever project asks first). */
let made: Promise<Record<string, string | null>> | undefined;

/**
 * Migrates once per run (the config's projects each call this; the first makes, the rest reuse);
 * every suite starts from a copy of the result.
 */
export default async function setup(project: TestProject) {
  const scratch = fileURLToPath(new URL(`../../.local/test-${process.pid}/`, import.meta.url));
  made ??= makeDatabases(scratch);
  for (const [name, value] of Object.entries(await made)) project.provide(name as "serverTemplate", value as never);
  const template = (await made).serverTemplate;
  return async () => {
    await rm(scratch, { recursive: true, force: true });
    if (process.env.DATABASE_URL && template) await dropDatabase(process.env.DATABASE_URL, template);
  };
}

async function makeDatabases(scratch: string): Promise<Record<string, string | null>> {
  await mkdir(scratch, { recursive: true });
  const provided: Record<string, string | null> = {};

  const pglite = await openPglite();
  const dump = async (path: string) => {
    await writeFile(path, new Uint8Array(await (await pglite.snapshot()).arrayBuffer()));
    return path;
  };
  provided.pgliteEmptySnapshot = await dump(`${scratch}pglite-empty.tar.gz`);
  await migrate(pglite);
  provided.pgliteMigratedSnapshot = await dump(`${scratch}pglite-migrated.tar.gz`);
  await migrate(pglite, { seed: true });
  await pglite.exec(testUsersSql);
  provided.pgliteSnapshot = await dump(`${scratch}pglite.tar.gz`);
  await pglite.close();

  const server = process.env.DATABASE_URL;
  const template = server ? `test_template_${process.pid}` : null;
  if (server && template) {
    await dropDatabase(server, template);
    const db = connectPostgres(await createDatabase(server, template), { max: 1 });
    await migrate(db, { seed: true }).then(() => db.exec(testUsersSql)).then(() => allowLocalLogins(db, server)).finally(() => db.close());
  }
  provided.serverTemplate = template;
  return provided;
}
