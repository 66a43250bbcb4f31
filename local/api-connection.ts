import { createHmac, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";
import type { Database } from "../functions/_shared/database/database.ts";
import { becoming, functionsRole } from "../functions/_shared/database/login-role.ts";
import { connectPostgres } from "../functions/_shared/database/postgres.ts";
import { isServerUrl } from "./open-database.ts";

export { functionsRole };

/**
 * The password the local tooling gives `role` on a server it migrates: an HMAC keyed with the
 * admin's own user and password in `serverUrl` (whoever holds those may set it anyway), so every
 * process and clone that uses the same admin agrees on it without keeping a secret of its own,
 * and no one who lacks the admin's password can log in as a role that may become service_role.
 * A URL without a password (it is in PGPASSWORD, or the socket trusts its user) would key it with
 * what the source alone gives: then the key is a random one kept in `.local/login-key` (0600).
 */
export function localLoginPassword(serverUrl: string, role: string): string {
  const admin = new URL(serverUrl);
  const password = decodeURIComponent(admin.password);
  const key = password ? `${decodeURIComponent(admin.username)}\n${password}` : localLoginKey();
  return createHmac("sha256", key).update(`opportunities-resources login ${role}`).digest("base64url");
}

export const loginKeyFile = fileURLToPath(new URL("../.local/login-key", import.meta.url));

/** This clone's own random key, made (exclusively, readable by its user only) on first use. */
function localLoginKey(file = loginKeyFile): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as { code?: string }).code !== "ENOENT") throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written whole beside it, then linked in place: no process ever reads a half-written key.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, randomBytes(32).toString("base64url"), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as { code?: string }).code !== "EEXIST") throw error; // another process made it first: theirs
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, "utf8");
}

/** A server's URL as the functions' role (or `role`) with its local password, reached through `pooler` if given. */
export function asFunctionsRole(serverUrl: string, pooler?: string, role = functionsRole): string {
  const url = new URL(serverUrl);
  url.username = role;
  url.password = localLoginPassword(serverUrl, role);
  if (pooler) url.host = new URL(pooler).host;
  return url.href;
}

/**
 * Lets the functions' login roles log in to `admin`'s server with their local passwords
 * (`localLoginPassword`), for a server that asks for passwords (Debian's and Docker's PostgreSQL,
 * `supabase start`'s database). Each role is first tried as it is: a server that trusts loopback,
 * or one already set, is left as it was. Roles belong to the cluster, so this is done once for
 * all its databases. Only on a server on this machine: a hosted project's roles are its
 * operator's (their passwords are in its FUNCTIONS_DB_URL), never changed from here.
 */
export async function allowLocalLogins(admin: Database, serverUrl: string, role = functionsRole): Promise<void> {
  if (!onThisMachine(serverUrl)) return;
  const url = asFunctionsRole(serverUrl, undefined, role);
  if (await canLogIn(url)) return;
  const password = localLoginPassword(serverUrl, role).replaceAll("'", "''");
  // Two processes setting the same value at once: the second fails ("tuple concurrently
  // updated") after the first has done what it wanted.
  await admin.exec(`alter role ${role} with login password '${password}'`).catch(async (error) => {
    if (!(await canLogIn(url))) throw error;
  });
}

/** A server on loopback (or a Unix socket, `?host=/path`). */
export function onThisMachine(serverUrl: string): boolean {
  const url = new URL(serverUrl);
  const host = url.searchParams.get("host") ?? url.hostname;
  return host.startsWith("/") || host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * Whether the functions' connection logs in: if not (a server that asks for a password this
 * machine did not set), the one line that says what to do, instead of a 500 on every request.
 */
export async function functionsLoginProblem(functionsDb: Database): Promise<string | undefined> {
  // An outage is not this: reads will say so themselves.
  const refused = await loginRefusal(functionsDb).catch(() => undefined);
  return refused && `The functions could not log in as ${functionsRole} (${refused.message}). On a server elsewhere, give it a ` +
    "password and set FUNCTIONS_DB_URL (docs/operations.md); on this machine, use the server's admin in DATABASE_URL.";
}

/** The error of `db`'s login when the server refuses it (password 28P01, role 28000); any other failure is thrown. */
async function loginRefusal(db: Database): Promise<Error | undefined> {
  try {
    await db.query("select 1");
    return undefined;
  } catch (error) {
    if (["28P01", "28000"].includes((error as { code?: string }).code ?? "")) return error as Error;
    throw error;
  }
}

/** Whether `url` logs in: false when its login is refused, else its error. */
async function canLogIn(url: string): Promise<boolean> {
  const db = connectPostgres(url, { max: 1, startTimeoutMs: 5_000 });
  return !(await loginRefusal(db).finally(() => db.close()));
}

/**
 * The functions' connection to `db`, as the functions' own login role, so that everything local
 * (the stack, the tests, CI) runs the API without admin rights:
 * - given the server's URL: a pool of its own, as that user with its local password
 *   (`allowLocalLogins` sets it on a server that asks for one), through `pooler` (a
 *   transaction-mode pooler in front of that server, as Supabase's Supavisor is) when one is
 *   given, of `max` connections (default 5);
 * - otherwise (embedded PGlite has one session, its superuser's): `db` itself, each transaction
 *   first taking that role (`set local role`), so the API's statements run with its rights until
 *   they take the caller's. (Only a real login shows a reset role lands on that role: the server.)
 */
export function functionsConnection(db: Database, serverUrl?: string, pooler?: string, max?: number): Database {
  if (serverUrl && isServerUrl(serverUrl)) {
    return connectPostgres(asFunctionsRole(serverUrl, pooler), { max });
  }
  // The session is `db`'s, closed with it.
  return { ...becoming(db), close: async () => {} };
}
