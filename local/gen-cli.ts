// npm run gen
// Writes every generated file: types/record-tables.ts (each record table's columns and example,
// from the migrated and seeded catalog), types/settings-tables.ts (the columns of tables written
// column by column, with their grants), supabase/schema.sql (pg_dump of the migrated schema, on
// PGlite) and types/database.ts (`supabase gen types` on a PostgreSQL 17 it starts and stops
// itself) first; then each function's OpenAPI document, openapi.json and types/api.ts, from the
// route declarations, which read the first and the last (an enum's new value is in the contract
// after one run).
import { readFile, writeFile } from "node:fs/promises";
import { fail } from "./cli.ts";
import { recordTablesFile, withSeededPglite } from "./record-tables.ts";
import { databaseTypes, schemaSnapshot, withThrowawayServer } from "./schema-files.ts";
import { settingsTablesFile } from "./settings-tables.ts";

async function write(path: string, make: () => Promise<string>) {
  const url = new URL(`../${path}`, import.meta.url);
  const text = await make();
  const before = await readFile(url, "utf8").catch(() => undefined);
  if (before !== text) await writeFile(url, text);
  console.log(`${before === text ? "unchanged" : "wrote    "} ${path}`);
}

try {
  await withSeededPglite(async (db) => {
    await write("types/record-tables.ts", () => recordTablesFile(db));
    await write("types/settings-tables.ts", () => settingsTablesFile(db));
    await write("supabase/schema.sql", () => schemaSnapshot(db));
  });
  await write("types/database.ts", () => withThrowawayServer(databaseTypes));
  // Loaded only now: the declarations read the record tables and the database's types just written.
  const { contractFiles } = await import("./generated-files.ts");
  for (const file of contractFiles()) await write(file.path, file.make);
} catch (error) {
  fail("npm run gen", error instanceof Error ? error.message : String(error));
}
