import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
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
 * Migrates once per run, or not at all when the snapshots of the same migrations are kept from an
 * earlier run (the config's projects each call this; the first makes, the rest reuse); every
 * suite starts from a copy of the result.
 */
export default async function setup(project: TestProject) {
  made ??= makeDatabases();
  const before = new Set(await leftovers());
  for (const [name, value] of Object.entries(await made)) project.provide(name as "serverTemplate", value as never);
  const template = (await made).serverTemplate;
  return async () => {
    if (process.env.DATABASE_URL && template) await dropDatabase(process.env.DATABASE_URL, template);
    const left = (await leftovers()).filter((name) => !before.has(name));
    if (left.length) throw new Error(`the suite left these in ${tmpdir()}: ${left.join(", ")} (a test's folder, not removed when it finished)`);
  };
}

/** What the suites make in the temporary folder, each under its own prefix: each removes its own. */
const leftovers = async () =>
  (await readdir(tmpdir())).filter((name) => /^(import-|import-cli-|stack-|pglite-|ors-prune-|ors-outage-)/.test(name));

async function makeDatabases(): Promise<Record<string, string | null>> {
  const provided: Record<string, string | null> = { ...await pgliteSnapshots() };
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

/** Everything the PGlite snapshots are made from: a change to any of them makes them again. */
const sources = [
  "supabase/migrations/", "supabase/seed.sql", "local/platform-shim.sql", "local/migrations.ts", "local/pglite-database.ts",
  "test/support/callers.ts", "node_modules/@electric-sql/pglite/package.json",
];

async function sourcesKey(): Promise<string> {
  const root = new URL("../../", import.meta.url);
  const hash = createHash("sha256");
  for (const source of sources) {
    const files = source.endsWith("/") ? (await readdir(new URL(source, root))).sort().map((f) => source + f) : [source];
    for (const file of files) hash.update(file).update("\0").update(await readFile(new URL(file, root))).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * The PGlite snapshots, kept between runs in `.local/test-snapshots/<key>/` (made again when a
 * migration, the seed or the code that applies them changes): making them is a cluster's initdb
 * and every migration, several seconds before any test can start. Made in a folder of this
 * process's own and renamed into place, so that two runs at once never read a half-written one;
 * another key's are removed once an hour old, when no run can still be reading them.
 */
async function pgliteSnapshots(): Promise<Record<string, string>> {
  const base = fileURLToPath(new URL("../../.local/test-snapshots/", import.meta.url));
  const dir = `${base}${await sourcesKey()}/`;
  const names = { pgliteEmptySnapshot: "empty.tar", pgliteMigratedSnapshot: "migrated.tar", pgliteSnapshot: "seeded.tar" };
  const paths = Object.fromEntries(Object.entries(names).map(([key, file]) => [key, dir + file]));
  if (await stat(dir).then(() => true, () => false)) return paths;
  const making = `${base}making-${process.pid}/`;
  await mkdir(making, { recursive: true });
  await makePgliteSnapshots(making);
  // Snapshots of other migrations, unless a run may still read them (made within the hour).
  for (const old of await readdir(base)) {
    const made = await stat(base + old).then((s) => s.mtimeMs, () => Date.now());
    if (!old.startsWith("making-") && Date.now() - made > 3_600_000) await rm(base + old, { recursive: true, force: true });
  }
  await rename(making, dir).catch(() => rm(making, { recursive: true, force: true })); // another run made it first
  return paths;
}

async function makePgliteSnapshots(dir: string) {
  const pglite = await openPglite();
  const dump = async (file: string) => writeFile(dir + file, new Uint8Array(await (await pglite.snapshot()).arrayBuffer()));
  await dump("empty.tar");
  await migrate(pglite);
  await dump("migrated.tar");
  await migrate(pglite, { seed: true });
  await pglite.exec(testUsersSql);
  await dump("seeded.tar");
  await pglite.close();
}
