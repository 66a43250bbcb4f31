// npm run import -- <file.csv|file.json> [--feed <name>] [--sync] [--force] [--dry-run] [--atomic]
// npm run import -- --from greenhouse:<board>|lever:<site>|ashby:<board> [--sync] [--force] [--dry-run] [--atomic]
// Imports job postings exactly as POST /v1/opportunities/import does, as the service role, and
// prints its report (exit 0), or its error (exit 1), so any scheduler can run it. Target:
// - a project, when SUPABASE_URL and SUPABASE_SECRET_KEY are both set (its secret key);
// - else DATABASE_URL when it is a Postgres server;
// - else the running local stack (SUPABASE_URL, default http://127.0.0.1:54321), whose embedded
//   database only its own process may open; with no stack running, the embedded database itself.
import { readFile } from "node:fs/promises";
import process from "node:process";
import { parseArgs } from "node:util";
import { loadDevCredentials } from "./dev-credentials.ts";
import { localStack } from "./local-stack.ts";
import { migrate } from "./migrations.ts";
import { isServerUrl, openDatabase } from "./open-database.ts";

const usage = "Usage: npm run import -- <file.csv|file.json> [--feed <name>] [--sync] [--force] [--dry-run] [--atomic]\n" +
  "       npm run import -- --from greenhouse:<board>|lever:<site>|ashby:<board> [--sync] [--force] [--dry-run] [--atomic]";
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: "string" },
      feed: { type: "string" },
      sync: { type: "boolean" },
      force: { type: "boolean" },
      "dry-run": { type: "boolean" },
      atomic: { type: "boolean" },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const file = positionals[0];
const type = file?.endsWith(".csv") ? "text/csv" : file?.endsWith(".json") ? "application/json" : undefined;
if (positionals.length > 1 || (values.from ? file !== undefined : !file || !type)) {
  console.error(usage);
  process.exit(2);
}

// The API checks every option and answers a 400 naming it; the CLI only passes them on.
const query = new URLSearchParams();
if (values.from) query.set("from", values.from);
if (values.feed) query.set("feed", values.feed);
if (values.sync) query.set("sync", "true");
if (values.force) query.set("force", "true");
if (values["dry-run"]) query.set("dry_run", "true");
if (values.atomic) query.set("atomic", "true");
const body = file ? await readFile(file) : undefined;
const request = (base: string, secretKey: string) =>
  new Request(`${base.replace(/\/+$/, "")}/functions/v1/opportunities/import?${query}`, {
    method: "POST",
    headers: { apikey: secretKey, authorization: `Bearer ${secretKey}`, ...(type ? { "content-type": type } : {}) },
    body,
  });

async function inProcess(secretKey: string): Promise<Response> {
  const db = await openDatabase();
  try {
    // The embedded database is ours to set up, as npm start does; a server is expected migrated.
    if (!isServerUrl(process.env.DATABASE_URL ?? "")) await migrate(db, { seed: true });
    return await localStack(db, await loadDevCredentials(), { log: () => {} })(request("http://localhost", secretKey));
  } finally {
    await db.close();
  }
}

async function send(): Promise<Response> {
  const { SUPABASE_URL: projectUrl, SUPABASE_SECRET_KEY: projectKey } = process.env;
  if (projectUrl && projectKey) return fetch(request(projectUrl, projectKey));
  const { secretKey } = await loadDevCredentials();
  if (isServerUrl(process.env.DATABASE_URL ?? "")) return inProcess(secretKey);
  try {
    return await fetch(request(projectUrl || "http://127.0.0.1:54321", secretKey));
  } catch {
    return inProcess(secretKey); // no local stack running: its database is free to open
  }
}

const response = await send();
const result = await response.json().catch(() => ({ success: false, error: { status: response.status } }));
console.log(JSON.stringify(result.success ? result.data : result.error, null, 2));
process.exit(result.success ? 0 : 1);
