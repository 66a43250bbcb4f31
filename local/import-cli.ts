// npm run import -- <file.csv|file.json> [--dry-run] [--atomic]
// Imports job postings exactly as POST /v1/opportunities/import does, as the service role, and
// prints its report. Target: DATABASE_URL when it is a Postgres server; otherwise the running
// local stack (SUPABASE_URL, default http://127.0.0.1:54321), whose embedded database only its
// own process may open; with no stack running, the embedded database itself.
import { readFile } from "node:fs/promises";
import process from "node:process";
import { loadDevCredentials } from "./dev-credentials.ts";
import { localStack } from "./local-stack.ts";
import { migrate } from "./migrations.ts";
import { isServerUrl, openDatabase } from "./open-database.ts";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const type = file?.endsWith(".csv") ? "text/csv" : file?.endsWith(".json") ? "application/json" : undefined;
const unknownFlags = args.filter((a) => a.startsWith("--") && a !== "--dry-run" && a !== "--atomic");
if (!file || !type || unknownFlags.length) {
  console.error("Usage: npm run import -- <file.csv|file.json> [--dry-run] [--atomic]");
  process.exit(2);
}

const query = new URLSearchParams();
if (args.includes("--dry-run")) query.set("dry_run", "true");
if (args.includes("--atomic")) query.set("atomic", "true");
const body = await readFile(file);
const credentials = await loadDevCredentials();
const request = (base: string) =>
  new Request(`${base}/functions/v1/opportunities/import?${query}`, {
    method: "POST",
    headers: { apikey: credentials.secretKey, "content-type": type },
    body,
  });

async function inProcess(): Promise<Response> {
  const db = await openDatabase();
  try {
    // The embedded database is ours to set up, as npm start does; a server is expected migrated.
    if (!isServerUrl(process.env.DATABASE_URL ?? "")) await migrate(db, { seed: true });
    return await localStack(db, credentials, { log: () => {} })(request("http://localhost"));
  } finally {
    await db.close();
  }
}

async function send(): Promise<Response> {
  if (isServerUrl(process.env.DATABASE_URL ?? "")) return inProcess();
  try {
    return await fetch(request(process.env.SUPABASE_URL || "http://127.0.0.1:54321"));
  } catch {
    return inProcess(); // no local stack running: its database is free to open
  }
}

const response = await send();
const result = await response.json();
console.log(JSON.stringify(result.success ? result.data : result.error, null, 2));
process.exit(result.success ? 0 : 1);
