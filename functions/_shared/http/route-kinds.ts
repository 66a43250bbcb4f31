import type { RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import { ApiError } from "./errors.ts";
import { type output, ZodType } from "zod";
import { asCaller } from "../database/as-caller.ts";
import type { Database, Queryable } from "../database/database.ts";
import type { AnonymousReadCache } from "./anonymous-cache.ts";
import { acceptBody, fileBody, jsonObjectBody } from "./body.ts";
import { jsonOrFormBody } from "./form-body.ts";
import { type LargeAnswer, largeAnswerTurns } from "./large-answers.ts";
import { identifyCaller } from "./caller.ts";
import type { ServiceConfig } from "./config.ts";
import type { ApiApp, ApiEnv } from "./context.ts";
import { type Answer, asSent, once, respond, sending } from "./idempotency.ts";
import { mustBeSignedIn, mustHold, type Permission } from "./permissions.ts";
import { type QuickQuery, validatedQuery, validatedRequest } from "./validation.ts";
import { rateLimitSteps } from "./rate-limit-steps.ts";
import { slots } from "../database/slots.ts";
import { lazily } from "./lazily.ts";
import { type ErrorCodes, mergeErrorCodes } from "./openapi-schemas.ts";

/**
 * What a route is. Its kind, not the order of `app.use` calls, decides which steps it runs and in
 * what order; this table is the one place that says so.
 */
export type RouteKind =
  | "document"
  | "public read"
  | "editors' read"
  | "write"
  | "bulk write"
  | "command"
  | "import"
  | "job"
  | "schedule"
  | "personal"
  | "personal command"
  | "file upload"
  | "file link"
  | "personal form";

export type Step =
  | "etag" // a strong ETag and 304 for If-None-Match (Hono's)
  | "credentials" // claims from the credentials (401 when present but not valid), and the deadline
  | "anonymous cache" // an anonymous caller is answered from the instance's cache when it can be
  | "read rate" // 429 past the anonymous reads a client address may make (misses of the cache only)
  | "signed in" // 401 for anon
  | "write rate" // 429 past the writes a user may make
  | "permission" // 403 without the function's permission, asked of the database (an editors' read: in its read's own script)
  | "secret key" // 403 for any caller but the secret key
  | "import quota" // 429 past the imports a user may make, counted across instances
  | "import turn" // one import at a time in an instance, the others waiting within their deadline
  | "upload" // the import's media types (415) and size (413), checked while it is read
  | "file body" // multipart/form-data (415), and not declared larger than the route's file may be (413); streamed, never held
  | "form body" // a JSON object, or a form whose first field is one and whose files follow (415, 413, 400); the files left to stream
  | "json body" // a JSON object (415, 413 over its kind's limit, 400), read once
  | "validation" // the route's declared query, headers and body (400, naming each field)
  | "large answer" // one of the instance's few turns for answers that may pass 1 MiB (503 when none comes soon)
  | "idempotency key" // a retried POST gets the first answer (Idempotency-Key)
  | "transaction" // the write, as the caller, in one transaction (a job: each of its own, as the caller)
  | "anonymous cache cleared"; // after the commit: this instance's anonymous answers are dropped

const kindSteps: Record<RouteKind, readonly Step[]> = {
  document: ["validation", "etag"],
  // Validated first: the cache keys a read by what the route reads (`limit=05` is `limit=5`).
  "public read": ["credentials", "validation", "anonymous cache", "read rate", "large answer"],
  "editors' read": ["credentials", "signed in", "permission", "validation", "large answer"],
  write: [
    "credentials", "signed in", "write rate", "permission", "json body", "validation", "idempotency key", "transaction",
    "anonymous cache cleared",
  ],
  "bulk write": ["credentials", "signed in", "write rate", "permission", "json body", "validation", "transaction", "anonymous cache cleared"],
  // A POST that takes its arguments in the query (a restore): a write without a body.
  command: ["credentials", "signed in", "write rate", "permission", "validation", "idempotency key", "transaction", "anonymous cache cleared"],
  import: [
    "credentials", "signed in", "write rate", "permission", "import quota", "import turn", "upload", "validation", "idempotency key",
    "transaction", "anonymous cache cleared",
  ],
  // A POST whose work is several transactions as the caller with waits between them (a job
  // source's run: take the source, fetch its board, import): the handler runs them, then the cache
  // is cleared. A retry is another run, so no Idempotency-Key.
  // A run fetches and imports a board as an import does, so it counts against the same quota.
  job: ["credentials", "signed in", "write rate", "permission", "import quota", "validation", "transaction", "anonymous cache cleared"],
  // What only the schedule calls (Supabase Cron, with the secret key): work that changes no record
  // (sending what the channels are due), in the handler's own transactions.
  schedule: ["credentials", "signed in", "secret key", "validation"],
  // A caller's own data (a job alert, a bookmark), anonymous or signed in: the database's policies
  // say whose (a signed-in member's own, or the alert whose manage token the request presents), so
  // each request is one transaction as the caller, reads included. Anonymous callers are counted
  // as anonymous reads are, per address, signed-in ones as writes are, per user; never cached.
  personal: ["credentials", "read rate", "write rate", "json body", "validation", "transaction"],
  // A link's action (confirm, unsubscribe), taken by its token in the query: a form's or a mail
  // client's POST (RFC 8058 one-click), whose body is not read.
  "personal command": ["credentials", "read rate", "write rate", "validation", "transaction"],
  // A record's file sent as a form: its bytes go to Storage as they arrive (their type and size
  // checked on the way), then the record names it in a transaction as the caller. PUT: no key.
  "file upload": [
    "credentials", "signed in", "write rate", "permission", "file body", "validation", "transaction", "anonymous cache cleared",
  ],
  // A record's file link: the record read as the caller, then a redirect to a short-lived signed
  // URL; never cached, as each answer expires.
  "file link": ["credentials", "read rate", "validation"],
  // A stranger's form with files (an application): a personal write whose body is JSON, or a
  // form of that JSON and the files after it, streamed to Storage by the handler.
  "personal form": ["credentials", "read rate", "write rate", "form body", "validation", "transaction"],
};

/**
 * The most a JSON body may hold: a record fits in 64 KiB with room (its longest text in
 * three-byte characters is about 46 KB); a bulk edit lists up to 1,000 ids.
 */
export const jsonBodyLimits = { write: 64 << 10, "bulk write": 1 << 20, personal: 16 << 10, "personal form": 64 << 10 } as const;

export type Method = "get" | "post" | "put" | "patch" | "delete";

/**
 * A kind's steps for one route. A DELETE reads no body, and only POST takes an Idempotency-Key:
 * PUT, PATCH and DELETE are idempotent as they are.
 */
export function stepsOf(kind: RouteKind, method: Method): Step[] {
  return kindSteps[kind].filter((step) =>
    (step !== "json body" || (method !== "delete" && method !== "get")) &&
    (step !== "idempotency key" || method === "post")
  );
}

/** What a read's handler answers with: JSON text, kept for anonymous callers by the cache. */
export interface ReadTools {
  /** A 200 with this text, or these UTF-8 bytes (a large answer built without one big string). */
  answer(body: string | Uint8Array<ArrayBuffer>, headers?: Record<string, string>): Response;
}

/**
 * What a write's handler runs its work with: the kind's remaining steps (the Idempotency-Key when
 * it takes one, the transaction as the caller, clearing the anonymous cache once committed).
 * `body` identifies the request for the Idempotency-Key when it is not the JSON body.
 */
export interface WriteTools {
  write(compute: (tx: Queryable) => Promise<Answer>, body?: string | Uint8Array): Promise<Response>;
}

/** What a job's handler answers with once its work is done: the anonymous cache is cleared first. */
export interface JobTools {
  done(answer: Answer): Response;
}

/**
 * What a personal route's handler runs its work with: one transaction as the caller, answered as
 * JSON (an `Answer`) or as the page it builds. Nothing public changes, so no cache is cleared.
 */
export interface PersonalTools {
  own(compute: (tx: Queryable) => Promise<Answer | Response>): Promise<Response>;
}

type ToolsOf<K extends RouteKind> = K extends "public read" | "editors' read" ? ReadTools
  : K extends "document" ? object
  : K extends "job" | "schedule" ? JobTools
  : K extends "personal" | "personal command" | "personal form" ? PersonalTools
  : WriteTools;

/** An upload's rule: the media types it takes, and its size. */
export interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  unsupported: string;
}

/**
 * What a route takes and answers, as its OpenAPI operation: the request's query, headers and JSON
 * body as the zod schemas that validate them.
 */
export interface RouteContract extends Omit<RouteConfig, "method" | "path"> {
  /** Components the route's document refers to by name. */
  schemas?: Record<string, ZodType>;
  /**
   * The error answers only this route gives (its 404, its conflicts, a board's 502): those of its
   * kind's steps (`kindErrors`) are added to them in the contract.
   */
  errors?: ErrorCodes;
}

/** The error answers each step can give: a route's contract lists those of its steps. */
const stepErrors: Partial<Record<Step, ErrorCodes>> = {
  credentials: { 401: ["invalid_credentials"], 503: ["service_unavailable"] },
  "read rate": { 429: ["rate_limited"] },
  "signed in": { 401: ["unauthorized"] },
  "write rate": { 429: ["rate_limited"] },
  permission: { 403: ["forbidden"] },
  "secret key": { 403: ["forbidden"] },
  "import quota": { 429: ["rate_limited"] },
  "import turn": { 503: ["service_unavailable"] },
  upload: { 413: ["payload_too_large"], 415: ["unsupported_media_type"] },
  "file body": { 413: ["payload_too_large"], 415: ["unsupported_media_type"] },
  "form body": { 400: ["invalid_json", "invalid_body", "invalid_encoding", "validation_failed"], 413: ["payload_too_large"], 415: ["unsupported_media_type"] },
  "json body": { 400: ["invalid_json", "invalid_body", "invalid_encoding"], 413: ["payload_too_large"], 415: ["unsupported_media_type"] },
  validation: { 400: ["validation_failed"] },
  "large answer": { 503: ["service_unavailable"] },
  "idempotency key": { 409: ["idempotency_key_reused"] },
  transaction: { 400: ["invalid_input"], 503: ["service_unavailable"] },
};

/** The error answers a route's steps can give, and the 500 any can. */
export const kindErrors = (steps: readonly Step[]): ErrorCodes =>
  steps.reduce((codes, step) => mergeErrorCodes(codes, stepErrors[step] ?? {}), { 500: ["internal_error"] } as ErrorCodes);

/**
 * What a route's handler reads with `c.req.valid(...)`: its validated query and JSON body, typed
 * as its schemas give them (`ValidatedBy` derives the type from the schemas themselves).
 */
export type Validated<Query = unknown, Json = unknown> = { out: { query: Query; json: Json } };
/** The types `Validated` gives a handler, read from the zod schemas that validate its request. */
export type ValidatedBy<Query extends ZodType, Json extends ZodType | undefined = undefined> = Validated<
  output<Query>,
  Json extends ZodType ? output<Json> : never
>;

export interface RouteDeclaration<K extends RouteKind = RouteKind, In extends Validated = Validated> {
  kind: K;
  method: Method;
  path: string;
  /**
   * Its contract, built when first asked for (by its first request that is validated, or by the
   * document's generator) and then kept: building zod schemas is most of a cold boot's work, and
   * the first answer need not wait for any.
   */
  contract(): RouteContract;
  /**
   * A list's common queries read without zod: exactly zod's data, or undefined to leave the query
   * to zod. A route with one takes only a query.
   */
  quickQuery?: QuickQuery;
  /** For reads: which validated queries may build a large answer (`large-answers.ts`); none when absent. */
  large?: LargeAnswer;
  /**
   * Its handler reads a page of at most `largeListFrom` records first and takes a large answer's
   * turn (`c.var.largeTurn`) only when there are more: a long list of a few records waits for none.
   */
  probesLarge?: boolean;
  /** A read answered in the asked language (`?lang=`, `Accept-Language`): the anonymous cache keys it by them. */
  variesByLanguage?: boolean;
  /** For the import, file upload and personal form kinds (a form: how many files it may hold). */
  upload?: UploadRule & { files?: number };
  /** What the caller does, for the 401 and 403 messages ("change resources" unless given). */
  doing?: string;
  handle(c: Context<ApiEnv, string, In>, tools: ToolsOf<K>): Response | Promise<Response>;
}

/** A route as declared: what the steps test walks, and what its document is made from. */
export interface DeclaredRoute {
  method: string;
  path: string;
  kind: RouteKind;
  steps: Step[];
  declaration: RouteDeclaration;
}

/** The zod schemas of a route's declared query, headers and JSON body. */
function requestSchemas({ request }: RouteContract) {
  const json = (request?.body?.content?.["application/json"] as { schema?: unknown } | undefined)?.schema;
  return {
    query: request?.query as ZodType | undefined,
    headers: request?.headers as ZodType | undefined,
    json: json instanceof ZodType ? json : undefined,
  };
}

/** What the steps of one function's routes work with: made once per instance. */
export interface RouteServices {
  db: Database;
  config: ServiceConfig;
  cache: AnonymousReadCache;
  /** The permission its writes need, and what they change (for messages). */
  permission: Permission;
  what: string;
}

/** The middleware each step runs before the handler, made once per function. */
function stepMiddleware(services: RouteServices): Partial<Record<Step, (d: RouteDeclaration) => MiddlewareHandler<ApiEnv>[]>> {
  const { db, cache, permission, what } = services;
  const credentials = identifyCaller(services.config);
  const importTurn = slots(1);
  const limits = rateLimitSteps(db, services.config);
  const largeAnswer = largeAnswerTurns();
  return {
    etag: () => [etag()],
    credentials: () => [credentials],
    "anonymous cache": (d) => [d.variesByLanguage ? cache.readsByLanguage : cache.reads],
    "read rate": () => [limits.reads],
    "large answer": (d) => (d.large ? [largeAnswer(d.large, d.probesLarge)] : []),
    "signed in": (d) => [(c, next) => (mustBeSignedIn(c.var.caller.claims, d.doing ?? `change ${what}`), next())],
    "write rate": () => [limits.writes],
    "secret key": (d) => [(c, next) => {
      if (c.var.caller.claims.role !== "service_role") throw new ApiError(403, "forbidden", `Only the schedule (the secret key) may ${d.doing}.`);
      return next();
    }],
    "import quota": () => [limits.imports],
    permission: (d) => {
      const doing = d.doing ?? `change ${what}`;
      return [d.kind === "editors' read" ? readPermission(db, permission, doing) : async (c, next) => (await mustHold(db, c.var.caller, permission, doing), next())];
    },
    "import turn": () => [(c, next) => importTurn(c.var.caller.signal, next)],
    upload: (d) => acceptBody(d.upload!.types, d.upload!.maxBytes, d.upload!.unsupported),
    "file body": (d) => [fileBody(d.upload!)],
    "form body": (d) => [jsonOrFormBody(jsonBodyLimits["personal form"], { ...d.upload!, files: d.upload!.files ?? 1 })],
    "json body": (d) => jsonObjectBody(jsonBodyLimits[d.kind as keyof typeof jsonBodyLimits]),
    validation: (d) => {
      const schemas = () => requestSchemas(d.contract());
      return [d.quickQuery ? validatedQuery(() => schemas().query!, d.quickQuery) : validatedRequest(schemas)];
    },
  };
}

/**
 * An editors' read's permission, asked by its read's own script (`readAs`: one round trip, not
 * two). A handler that read nothing so, or a request refused before its read (a 400), is asked
 * after, in a round trip of its own: whoever lacks the permission gets the 403 and nothing else,
 * as before any other step.
 */
function readPermission(db: Database, permission: Permission, doing: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const needs = { permission, asked: false, refused: () => new ApiError(403, "forbidden", `You need the ${permission} permission to ${doing}.`) };
    const caller = c.var.caller;
    c.set("caller", { ...caller, needs });
    await next();
    if (!needs.asked) await mustHold(db, caller, permission, doing);
  };
}

/** Declares routes on `app`, each running its kind's steps, and keeps the list of what it declared. */
export function routeDeclarer(app: ApiApp, services: RouteServices): { declare: Declare; routes: DeclaredRoute[] } {
  const { db, cache } = services;
  const declared: DeclaredRoute[] = [];
  const before = stepMiddleware(services);

  const tools = (c: Context<ApiEnv>, steps: Step[]): ReadTools & WriteTools & JobTools & PersonalTools => ({
    answer: (body, headers) => cache.answer(c, body, headers),
    done(answer) {
      cache.written();
      return respond(c, asSent(answer));
    },
    async own(compute) {
      const answer = await asCaller(db, c.var.caller, compute);
      return answer instanceof Response ? answer : respond(c, asSent(answer));
    },
    async write(compute, body) {
      const work = steps.includes("idempotency key") ? await once(c, body ?? c.var.body ?? "", compute) : sending(compute);
      const answer = await asCaller(db, c.var.caller, work);
      cache.written();
      return respond(c, answer);
    },
  });

  const declare: Declare = (declaration) => {
    const d = { ...declaration, contract: lazily(declaration.contract) } as RouteDeclaration;
    const steps = stepsOf(d.kind, d.method);
    const middleware = steps.flatMap((step) => before[step]?.(d) ?? []);
    const method = d.method.toUpperCase();
    const handler: MiddlewareHandler<ApiEnv> = (c) => Promise.resolve(d.handle(c, tools(c, steps) as never));
    app.on(method, [d.path], ...(middleware as [MiddlewareHandler<ApiEnv>]), handler);
    declared.push({ method, path: d.path, kind: d.kind, steps, declaration: d });
  };
  return { declare, routes: declared };
}

export type Declare = <K extends RouteKind, In extends Validated>(declaration: RouteDeclaration<K, In>) => void;
