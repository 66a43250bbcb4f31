// npm run import -- <file.csv|file.json> [--feed <name>] [--sync] [--force] [--dry-run] [--atomic]
// Imports job postings exactly as POST /functions/v1/opportunities/import does, as the service
// role, and prints its report (exit 0), or its error (exit 1), so any scheduler can run it. (A job
// board is read by a job source: docs/sources.md.) Target:
// - a project, when SUPABASE_URL and SUPABASE_SECRET_KEY are both set (its secret key);
// - else the local stack at SUPABASE_URL when that alone is set (refused if it does not answer);
// - else DATABASE_URL when it is a Postgres server;
// - else the embedded database (DATABASE_URL's folder, default .local/pglite): through the local
//   stack that serves it, at the address it serves on (whatever its PORT), when one runs; opened
//   here when no process holds it; refused when another command holds it.
import { readFile } from "node:fs/promises";
import process from "node:process";
import { parseArgs } from "node:util";
import { checkDatabaseUrl, fail, openLocalDatabase } from "./cli.ts";
import { ownerFile, ownerOf } from "./data-dir-owner.ts";
import { provenStackUrl } from "./folder-holder.ts";
import { loadDevCredentials } from "./dev-credentials.ts";
import { localStack } from "./local-stack.ts";
import { migrate } from "./migrations.ts";
import { dataDirOf, isServerUrl } from "./open-database.ts";

/** What a file that cannot be read says, in words. */
const unreadable: Record<string, string> = {
  ENOENT: "there is no such file",
  EACCES: "permission denied",
  EISDIR: "it is a folder",
};

const usage = "Usage: npm run import -- <file.csv|file.json> [--feed <name>] [--sync] [--force] [--dry-run] [--atomic]";
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
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
if (positionals.length > 1 || !file || !type) {
  console.error(usage);
  process.exit(2);
}

// The API checks every option and answers a 400 naming it; the CLI only passes them on.
const query = new URLSearchParams();
if (values.feed) query.set("feed", values.feed);
if (values.sync) query.set("sync", "true");
if (values.force) query.set("force", "true");
if (values["dry-run"]) query.set("dry_run", "true");
if (values.atomic) query.set("atomic", "true");
const body = await readFile(file).catch((error: { code?: string; message: string }) =>
  fail("npm run import", `cannot read ${file}: ${unreadable[error.code ?? ""] ?? error.message}; nothing was imported.`)
);

// Ctrl-C stops the request: the service commits nothing for a client that left before its answer.
const cancel = new AbortController();
process.on("SIGINT", () => cancel.abort());
const cancelled = () => fail("npm run import", "cancelled: the import was stopped before its answer, and such an import commits nothing.", 130);

const request = (base: string, secretKey: string) =>
  new Request(`${base.replace(/\/+$/, "")}/functions/v1/opportunities/import?${query}`, {
    method: "POST",
    headers: { apikey: secretKey, authorization: `Bearer ${secretKey}`, "content-type": type },
    body,
    signal: cancel.signal,
  });

async function inProcess(secretKey: string): Promise<Response> {
  const db = await openLocalDatabase("npm run import");
  try {
    // The embedded database is ours to set up, as npm start does; a server is expected migrated.
    if (!isServerUrl(process.env.DATABASE_URL ?? "")) await migrate(db, { seed: true });
    return await localStack(db, await loadDevCredentials(), { log: () => {} })(request("http://localhost", secretKey));
  } finally {
    await db.close();
  }
}

/**
 * The stack at `url`, or one line saying it did not answer (a local stack that never answered
 * imported nothing; a project's outcome is its own to tell): never a write elsewhere instead.
 */
const toStack = (url: string, secretKey: string, who = "the local stack") =>
  fetch(request(url, secretKey)).catch((error) =>
    cancel.signal.aborted ? cancelled() : fail(
      "npm run import",
      `${who} at ${url} did not answer (${(error as Error).message})${who === "the project" ? "" : "; nothing was imported"}.`,
    )
  );

async function send(): Promise<Response> {
  const { SUPABASE_URL: projectUrl, SUPABASE_SECRET_KEY: projectKey, DATABASE_URL: databaseUrl = "" } = process.env;
  if (projectUrl && projectKey) return toStack(projectUrl, projectKey, "the project");
  checkDatabaseUrl("npm run import");
  const { secretKey } = await loadDevCredentials();
  if (projectUrl) return toStack(projectUrl, secretKey);
  if (isServerUrl(databaseUrl)) return inProcess(secretKey);
  const dataDir = dataDirOf();
  if (dataDir === undefined) {
    fail("npm run import", "memory:// keeps nothing: to import into a stack started on it, set SUPABASE_URL to the address it serves.");
  }
  const owner = await ownerOf(dataDir);
  if (!owner) return inProcess(secretKey);
  // The process that holds the folder is the one place the postings may go: its address, or nowhere.
  if (!owner.url) {
    fail("npm run import", `${dataDir} is in use by process ${owner.pid} (${owner.command}): wait for it to finish, then import again.`);
  }
  const proven = await provenStackUrl(owner, dataDir, secretKey);
  if ("refused" in proven) {
    fail("npm run import", `${ownerFile(dataDir)} ${proven.refused}: nothing was sent. If no npm start runs on the folder, delete that file.`);
  }
  return toStack(proven.url, secretKey, `the local stack of process ${owner.pid}`);
}

const response = await send();
if (cancel.signal.aborted) cancelled();
const result = await response.json().catch(() => ({ success: false, error: { status: response.status } }));
console.log(JSON.stringify(result.success ? result.data : result.error, null, 2));
process.exit(result.success ? 0 : 1);
