// npm start: the functions under Deno on embedded PGlite (or DATABASE_URL), migrated and seeded,
// at http://127.0.0.1:54321/functions/v1/{opportunities,resources}, as `supabase start` serves
// them, with the API reference at /docs. PORT and HOST override the address; DATABASE_URL=memory:// keeps nothing.
import process from "node:process";
import { seedUsers } from "./seed-users.ts";
import { loadDevCredentials, mintUserToken } from "./dev-credentials.ts";
import { connectFunctionsDatabase } from "../functions/_shared/http/functions-database.ts";
import { functionsConnection } from "./api-connection.ts";
import { docsHandler } from "./docs.ts";
import { localStack } from "./local-stack.ts";
import { migrate } from "./migrations.ts";
import { describeTarget, openDatabase } from "./open-database.ts";

const hostname = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 54321);

const credentials = await loadDevCredentials();
const db = await openDatabase();
const report = await migrate(db, { seed: true });

// The functions' own role: FUNCTIONS_DB_URL (and FUNCTIONS_ANON_DB_URL) as given, for a server
// that asks for a password, connected as a deployed function connects; else DATABASE_URL's server
// as functions_authenticator (and functions_anon_reader); else the embedded database as that role.
const functionsDb = process.env.FUNCTIONS_DB_URL
  ? connectFunctionsDatabase((name) => process.env[name], (line) => console.warn(line))
  : functionsConnection(db, process.env.DATABASE_URL);
const functions = localStack(db, credentials, { functionsDb });
const docs = docsHandler();
const server = Deno.serve({ hostname, port, onListen: () => {} }, (request) =>
  /^\/docs(\/|$)/.test(new URL(request.url).pathname) ? docs(request) : functions(request));
const url = `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${server.addr.port}`;

console.log(`
Opportunities and Resources Service, local stack
  database        ${describeTarget()}${report.applied.length ? ` (applied ${report.applied.length} migrations)` : ""}
  SUPABASE_URL    ${url}
  functions       ${url}/functions/v1/opportunities
                  ${url}/functions/v1/resources
  API reference   ${url}/docs
  publishable key ${credentials.publishableKey}
  secret key      ${credentials.secretKey}
  editor token    ${await mintUserToken(credentials, seedUsers.editor)}
  member token    ${await mintUserToken(credentials, seedUsers.member)}
Keys go in the apikey header, tokens in Authorization: Bearer. More: npm run --silent token -- <editor|member|publishable|secret>
Ready. Ctrl-C stops.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.shutdown();
  await functionsDb.close();
  await db.close();
  console.log("Stopped.");
  Deno.exit(0);
};
Deno.addSignalListener("SIGINT", stop);
Deno.addSignalListener("SIGTERM", stop);
