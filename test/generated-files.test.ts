// Every generated file is what `npm run gen` makes now, with no server: the contract files and the
// schema snapshot are made again and compared; the database types, which need a server to make,
// must name the migrations they were made from (test/supabase-cli.test.ts makes them again when
// DATABASE_URL is set).
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractFiles } from "../local/generated-files.ts";
import { migrationsFingerprint, schemaSnapshot, typesFingerprint } from "../local/schema-files.ts";
import type { PgliteDatabase } from "../local/pglite-database.ts";
import { migrate } from "../local/migrations.ts";
import { recordTablesFile } from "../local/record-tables.ts";
import { settingsTablesFile } from "../local/settings-tables.ts";
import { migratedPglite } from "./support/targets.ts";

const read = (path: string) => readFile(new URL(`../${path}`, import.meta.url), "utf8").catch(() => "(missing)");
const stale = (path: string) => `${path} is stale: run \`npm run gen\``;

describe("generated files", () => {
  // One database for both files made from it, migrated and seeded as `npm run gen` does.
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await migratedPglite();
    await migrate(db, { seed: true });
  });
  afterAll(() => db?.close());

  it.each(contractFiles().map((file) => [file.path, file] as const))("%s is what the route declarations make", async (path, file) => {
    expect(await read(path), stale(path)).toBe(await file.make());
  });

  it("types/record-tables.ts is what the migrations and the seed leave", async () => {
    expect(await read("types/record-tables.ts"), stale("types/record-tables.ts")).toBe(await recordTablesFile(db));
  });

  it("types/settings-tables.ts is what the migrations' column grants say", async () => {
    expect(await read("types/settings-tables.ts"), stale("types/settings-tables.ts")).toBe(await settingsTablesFile(db));
  });

  it("supabase/schema.sql is the schema the migrations leave", async () => {
    expect(await read("supabase/schema.sql"), stale("supabase/schema.sql")).toBe(await schemaSnapshot(db));
  });

  it("types/database.ts was made from the migrations as they are", async () => {
    expect(typesFingerprint(await read("types/database.ts")), stale("types/database.ts")).toBe(await migrationsFingerprint());
  });
});
