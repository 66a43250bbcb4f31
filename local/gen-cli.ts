// npm run gen
// Writes every generated file: each function's OpenAPI document, openapi.json and types/api.ts
// (from the route declarations), supabase/schema.sql (pg_dump of the migrated schema, on PGlite)
// and types/database.ts (`supabase gen types` on a PostgreSQL 17 it starts and stops itself).
import { readFile, writeFile } from "node:fs/promises";
import { contractFiles, databaseTypes, type GeneratedFile, schemaSnapshot, withThrowawayServer } from "./generated-files.ts";
import { fail } from "./cli.ts";

const files: GeneratedFile[] = [
  ...contractFiles(),
  { path: "supabase/schema.sql", make: schemaSnapshot },
  { path: "types/database.ts", make: () => withThrowawayServer(databaseTypes) },
];
try {
  for (const file of files) {
    const url = new URL(`../${file.path}`, import.meta.url);
    const text = await file.make();
    const before = await readFile(url, "utf8").catch(() => undefined);
    if (before !== text) await writeFile(url, text);
    console.log(`${before === text ? "unchanged" : "wrote    "} ${file.path}`);
  }
} catch (error) {
  fail("npm run gen", error instanceof Error ? error.message : String(error));
}
