import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServiceConfig } from "../../functions/_shared/http/config.ts";
import type { Handler } from "../../functions/_shared/http/context.ts";
import type { Database } from "../../functions/_shared/database/database.ts";
import { type DevCredentials, generateDevCredentials, mintUserToken } from "../../local/dev-credentials.ts";
import { functionsConnection } from "../../local/api-connection.ts";
import type { JobBoardOrigins } from "../../functions/opportunities/sources/job-boards.ts";
import type { EmailAccess } from "../../functions/opportunities/mail/outbox.ts";
import type { CaptchaAccess } from "../../functions/_shared/http/captcha.ts";
import type { LinkAccess } from "../../functions/opportunities/links/read.ts";
import type { IndexingAccess } from "../../functions/opportunities/discovery/indexing.ts";
import type { ChannelAccess } from "../../functions/opportunities/channels/targets.ts";
import { localStack } from "../../local/local-stack.ts";
import { seedUsers } from "../../local/seed-users.ts";
import { noRoleId, opportunitiesEditorId, resourcesEditorId } from "./callers.ts";
import { serve } from "./http-server.ts";
import type { Target } from "./targets.ts";

/** How a caller presents itself over HTTP, as the admin app, the website and importers do. */
export type HttpCaller =
  | "nobody" // no headers at all: the public website today
  | "publishable" // apikey: the publishable key
  | "publishableBearer" // apikey and Authorization: Bearer <publishable key>, as supabase-js sends
  | "member"
  | "noRole" // signed in, holding no role: anyone who signed up
  | "editor"
  | "opportunitiesEditor"
  | "resourcesEditor"
  | "secret";

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when there is none. */
  body: any;
  /** The body as text. */
  text: string;
}

export interface Api {
  url: string;
  /** The database as its admin: for a test's own setup and checks. The API uses its own role. */
  db: Database;
  /** The stack's handler, in-process: for what HTTP cannot show (when a request's body was read). */
  fetch: Handler;
  /** The functions' connection, as their own login role. */
  functionsDb: Database;
  credentials: DevCredentials;
  logs: Record<string, unknown>[];
  headersFor(caller: HttpCaller): Record<string, string>;
  request(
    method: string,
    path: string,
    options?: { as?: HttpCaller; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse>;
  close(): Promise<void>;
}

/** The body as JSON, when it is JSON (answers of other media types: calendars, XML feeds are in `text`). */
const parsed = (response: Response, text: string) =>
  text && /json/.test(response.headers.get("content-type") ?? "application/json") ? JSON.parse(text) : null;

/** The local stack on a fresh copy of the target's database, served over real HTTP. */
export async function startApi(
  target: Target,
  options: {
    db?: Database;
    config?: Partial<ServiceConfig>;
    wrapFunctionsDb?: (db: Database) => Database;
    /** A transaction-mode pooler in front of `db`'s server; by default POOLER_URL (CI's PgBouncer). */
    pooler?: string;
    /** Where the job boards' URLs go instead (a local server of fixtures). */
    jobBoardOrigins?: JobBoardOrigins;
    /** One board request's limit, when a test's board is meant to be silent (default 10 s). */
    boardRequestMs?: number;
    /** How channels are reached: a local receiver per kind, a send's limit, a webhook host's resolver. */
    channels?: ChannelAccess;
    /** Where the e-mail API is: a local Resend-shaped receiver (local/resend-receiver.ts). */
    email?: EmailAccess;
    /** Where Turnstile's siteverify is: a local stand-in. */
    captcha?: CaptchaAccess;
    /** Where posting links are read: a local host per name, a read's limit, a resolver. */
    links?: LinkAccess;
    /** Where Google's Indexing API and IndexNow are: a local stand-in. */
    indexing?: IndexingAccess;
    /**
     * The links the stack writes (a file's signed URL, e-mails' links) name its own address, as
     * npm start's do, rather than the project URL's default (http://127.0.0.1:54321).
     */
    linksHere?: boolean;
  } = {},
): Promise<Api> {
  const db = options.db ?? (await target.open());
  const connection = functionsConnection(db, (db as { url?: string }).url, options.pooler ?? process.env.POOLER_URL);
  const functionsDb = options.wrapFunctionsDb?.(connection) ?? connection;
  const credentials = await generateDevCredentials();
  // Each stack's stored files in a folder of its own, gone when it closes.
  const storageRoot = await mkdtemp(join(tmpdir(), "stack-storage-"));
  const logs: Record<string, unknown>[] = [];
  // Served first, so that the stack may name its own address (linksHere).
  let stack: Handler = () => Promise.reject(new Error("not ready"));
  const server = await serve((request) => stack(request));
  stack = localStack(db, credentials, {
    log: (line) => logs.push(JSON.parse(line)),
    // Suites send many requests from one address: limits are off unless a test sets them.
    config: { ...(options.linksHere ? { servedAt: server.url } : {}), allowedOrigins: "*", rateLimits: { writesPerMinute: 0, importsPerHour: 0, anonymousReadsPerMinute: 0 }, ...options.config },
    functionsDb,
    storageRoot,
    boards: { origins: options.jobBoardOrigins, requestTimeoutMs: options.boardRequestMs },
    channels: options.channels,
    email: options.email,
    captcha: options.captcha,
    links: options.links,
    indexing: options.indexing,
  });
  const token = (id: string) => mintUserToken(credentials, { id });
  const tokens = {
    member: await token(seedUsers.member.id),
    noRole: await token(noRoleId),
    editor: await token(seedUsers.editor.id),
    opportunitiesEditor: await token(opportunitiesEditorId),
    resourcesEditor: await token(resourcesEditorId),
  };

  const headersFor = (caller: HttpCaller): Record<string, string> => {
    switch (caller) {
      case "nobody":
        return {};
      case "publishable":
        return { apikey: credentials.publishableKey };
      case "publishableBearer":
        return { apikey: credentials.publishableKey, authorization: `Bearer ${credentials.publishableKey}` };
      case "secret":
        return { apikey: credentials.secretKey, authorization: `Bearer ${credentials.secretKey}` };
      default:
        return { apikey: credentials.publishableKey, authorization: `Bearer ${tokens[caller]}` };
    }
  };

  return {
    url: server.url,
    fetch: (request) => stack(request),
    db,
    functionsDb,
    credentials,
    logs,
    headersFor,
    async request(method, path, { as = "nobody", body, headers = {} } = {}) {
      const init: RequestInit = { method, headers: { ...headersFor(as), ...headers } };
      if (body !== undefined) {
        init.body = typeof body === "string" ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)["content-type"] ??= "application/json";
      }
      const response = await fetch(`${server.url}/functions/v1${path}`, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: parsed(response, text), text };
    },
    async close() {
      try {
        await server.close();
      } finally {
        await functionsDb.close();
        await db.close();
        await rm(storageRoot, { recursive: true, force: true });
      }
    },
  };
}

/** Kept here too, where most suites import it from. */
export { validationError } from "./envelope.ts";
