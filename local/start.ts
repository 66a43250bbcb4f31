// npm start: the functions under Deno on embedded PGlite (or DATABASE_URL), migrated and seeded,
// at http://127.0.0.1:54321/functions/v1/<name> for each record type (functions/registry.ts), as `supabase start` serves
// them, with the API reference at /docs. PORT and HOST override the address; DATABASE_URL=memory://
// keeps nothing. Every setting of docs/operations.md is read from the environment as a deployed
// function reads it; only the keys are the local ones.
import process from "node:process";
import { seedUsers } from "./seed-users.ts";
import { devServiceConfig, loadDevCredentials, mintUserToken } from "./dev-credentials.ts";
import { connectFunctionsDatabase } from "../functions/_shared/http/functions-database.ts";
import { databasePoolSize } from "../functions/_shared/http/config.ts";
import { jsonLog } from "../functions/_shared/http/log.ts";
import { allowLocalLogins, functionsConnection, functionsLoginProblem } from "./api-connection.ts";
import { fail as failWith, openLocalDatabase } from "./cli.ts";
import { docsHandler } from "./docs.ts";
import { localStack, localStorageRoot } from "./local-stack.ts";
import { migrate } from "./migrations.ts";
import { channelOriginsFrom, jobBoardOriginsFrom, linkCheckOriginsFrom, schedulePeriodFrom, scheduleRunDue } from "./schedule.ts";
import { dataDirOf, describeTarget, isServerUrl } from "./open-database.ts";
import { holderAnswer, holderPath } from "./folder-holder.ts";
import { serveNode } from "./node-http.ts";
import { emailOriginFrom, localEmail, originFrom } from "./local-email.ts";
import { functionNames, pageSettings } from "../functions/registry.ts";

const fail = (line: string) => failWith("npm start", line);

const env = (name: string) => process.env[name];
const hostname = env("HOST") || "127.0.0.1";
const port = Number(env("PORT") || 54321);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT must be a port number (0 to 65535), not ${JSON.stringify(env("PORT"))}.`);

const credentials = await loadDevCredentials();
// The settings first, so that a wrong one is told before anything is opened.
let config, jobBoardOrigins, channelOrigins, emailOrigin, captchaOrigin, linkOrigins, indexingOrigin, scheduleSeconds = 60;
try {
  config = devServiceConfig(credentials, env, pageSettings);
  databasePoolSize(env("DB_POOL_SIZE"));
  jobBoardOrigins = jobBoardOriginsFrom(env("JOB_BOARD_ORIGINS"));
  channelOrigins = channelOriginsFrom(env("CHANNEL_ORIGINS"));
  emailOrigin = emailOriginFrom(env("EMAIL_API_ORIGIN"));
  // Where Turnstile's siteverify goes instead (a stand-in), when TURNSTILE_SECRET_KEY is set locally.
  captchaOrigin = originFrom("CAPTCHA_API_ORIGIN", env("CAPTCHA_API_ORIGIN"));
  // Where each posting host's link checks go instead, and Google's Indexing API and IndexNow (stand-ins).
  linkOrigins = linkCheckOriginsFrom(env("LINK_CHECK_ORIGINS"));
  indexingOrigin = originFrom("INDEXING_API_ORIGIN", env("INDEXING_API_ORIGIN"));
  scheduleSeconds = schedulePeriodFrom(env("SCHEDULE_SECONDS"));
} catch (error) {
  fail((error as Error).message);
}

// The address next, answered once everything is ready: a taken port is told at once.
let ready: (handler: (request: Request) => Response | Promise<Response>) => void = () => {};
const handler = new Promise<(request: Request) => Response | Promise<Response>>((resolve) => (ready = resolve));
// Node's server, not Deno.serve: it tells a handler when its client leaves (local/node-http.ts).
let served: Awaited<ReturnType<typeof serveNode>>;
try {
  served = await serveNode(async (request) => (await handler)(request), { hostname, port });
} catch (error) {
  if ((error as { code?: string }).code === "EADDRINUSE") {
    fail(`${hostname}:${port} is taken (another npm start?): stop what holds it, or choose another port with PORT=<port>.`);
  }
  throw error;
}
const url = `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${served.port}`;

const db = await openLocalDatabase("npm start");
const report = await migrate(db, { seed: true })
  .catch((error) => fail(`${describeTarget()} could not be migrated: ${(error as Error).message}`));

// The functions' own role: FUNCTIONS_DB_URL as given, connected as a deployed function connects;
// else DATABASE_URL's server as functions_authenticator, with the local password it is given here
// when the server asks for one; else the embedded database as that role.
const serverUrl = env("DATABASE_URL");
if (!env("FUNCTIONS_DB_URL") && serverUrl && isServerUrl(serverUrl)) await allowLocalLogins(db, serverUrl);
const functionsDb = env("FUNCTIONS_DB_URL")
  ? connectFunctionsDatabase(env, (line) => console.warn(line))
  : functionsConnection(db, serverUrl, undefined, databasePoolSize(env("DB_POOL_SIZE")));
const loginProblem = await functionsLoginProblem(functionsDb);
if (loginProblem) fail(loginProblem);
const email = localEmail(env, url, emailOrigin);
// Stored files live in .local/storage beside the data; a database that keeps nothing keeps no files either.
const storageRoot = env("DATABASE_URL") === "memory://" ? await Deno.makeTempDir({ prefix: "npm-start-storage-" }) : localStorageRoot;
// Every link it writes names the address it serves on (its PORT), as a project's name its SUPABASE_URL.
config = { ...config!, servedAt: url, email: { ...config!.email!, ...email.settings } };
const functions = localStack(db, credentials, { functionsDb, config, storageRoot, boards: { origins: jobBoardOrigins },
  channels: { origins: channelOrigins }, email: email.access, captcha: { origin: captchaOrigin }, links: { origins: linkOrigins },
  indexing: { origin: indexingOrigin }, log: jsonLog });
const docs = docsHandler();
// Proof for `npm run import` that this process holds the embedded folder (local/folder-holder.ts).
const dataDir = dataDirOf();
ready((request) => {
  const path = new URL(request.url).pathname;
  if (path === holderPath && dataDir) return holderAnswer(request, credentials.secretKey, dataDir, served.port);
  const mail = email.receiver?.handle(request);
  if (mail) return mail;
  return /^\/docs(\/|$)/.test(path) ? docs(request) : functions(request);
});
await db.serving(url);
// The job sources' and the channels' schedule, as Supabase Cron runs it in a project (docs/sources.md, docs/channels.md).
const schedule = scheduleRunDue(functions, { url, secretKey: credentials.secretKey, everyMs: scheduleSeconds * 1_000 });

console.log(`
Opportunities and Resources Service, local stack
  database        ${describeTarget()}${report.applied.length ? ` (applied ${report.applied.length} migrations)` : ""}
  SUPABASE_URL    ${url}
  functions       ${functionNames.map((name) => `${url}/functions/v1/${name}`).join("\n                  ")}
  storage         ${url}/storage/v1 (files in ${storageRoot === localStorageRoot ? ".local/storage" : "a folder removed at the stop"})
  API reference   ${url}/docs
  e-mails         ${email.said}
  publishable key ${credentials.publishableKey}
  secret key      ${credentials.secretKey}
  editor token    ${await mintUserToken(credentials, seedUsers.editor)}
  member token    ${await mintUserToken(credentials, seedUsers.member)}
Keys go in the apikey header, tokens in Authorization: Bearer. More: npm run --silent token -- <editor|member|publishable|secret>
Job sources due run, and channels and e-mail alerts are delivered to, every ${scheduleSeconds === 60 ? "minute" : `${scheduleSeconds} s`}${
  jobBoardOrigins ? ` (boards at ${Object.entries(jobBoardOrigins).map(([p, o]) => `${p} ${o}`).join(", ")})` : ""}${
  channelOrigins ? ` (channels at ${Object.entries(channelOrigins).map(([k, o]) => `${k} ${o}`).join(", ")})` : ""}.
Ready. Ctrl-C stops.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await schedule.stop();
  // In-flight requests finish; idle kept-alive connections do not hold the stop up.
  const closed = new Promise((resolve) => served.server.close(resolve));
  served.server.closeIdleConnections();
  await closed;
  await functionsDb.close();
  await db.close();
  if (storageRoot !== localStorageRoot) await Deno.remove(storageRoot, { recursive: true });
  console.log("Stopped.");
  Deno.exit(0);
};
Deno.addSignalListener("SIGINT", stop);
Deno.addSignalListener("SIGTERM", stop);
