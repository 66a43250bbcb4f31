// npm run db:migrate [-- --seed]
// Applies the platform shim (unless the target is Supabase), pending migrations and, with
// --seed, the seed to DATABASE_URL or the local stack's embedded database.
import process from "node:process";
import { allowLocalLogins } from "./api-connection.ts";
import { openLocalDatabase } from "./cli.ts";
import { describeTarget, isServerUrl } from "./open-database.ts";
import { migrate } from "./migrations.ts";

const seed = process.argv.includes("--seed");
const db = await openLocalDatabase("npm run db:migrate");
try {
  const report = await migrate(db, { seed });
  const server = process.env.DATABASE_URL;
  if (server && isServerUrl(server)) await allowLocalLogins(db, server);
  console.log(`Database: ${describeTarget()}`);
  console.log(`Platform shim: ${report.shim ? "applied" : "not needed (Supabase)"}`);
  console.log(
    report.applied.length
      ? `Applied migrations: ${report.applied.join(", ")}`
      : "Migrations: up to date",
  );
  if (report.seeded) console.log("Seed: loaded");
} finally {
  await db.close();
}
