// DATABASE_URL=postgres://... npm run gen:types
// Regenerates types/database.ts with `supabase gen types typescript` against a throwaway
// database on that server, migrated from scratch, so the types describe the migrations alone.
import { writeFile } from "node:fs/promises";
import process from "node:process";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { migrate } from "./migrations.ts";
import { isServerUrl } from "./open-database.ts";
import { createDatabase, dropDatabase } from "./server-databases.ts";
import { generateTypes } from "./supabase-cli.ts";

const server = process.env.DATABASE_URL;
if (!isServerUrl(server ?? "")) {
  console.error("Set DATABASE_URL to a Postgres server (the Supabase CLI cannot read PGlite).");
  process.exit(2);
}
const name = `gen_types_${process.pid}`;
const url = await createDatabase(server!, name);
try {
  const db = connectPostgres(url, { max: 1 });
  await migrate(db).finally(() => db.close());
  await writeFile(new URL("../types/database.ts", import.meta.url), await generateTypes(url));
  console.log("Wrote types/database.ts");
} finally {
  await dropDatabase(server!, name);
}
