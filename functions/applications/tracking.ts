import * as z from "zod";
import { readAs } from "../_shared/database/as-caller.ts";
import type { Database } from "../_shared/database/database.ts";
import { execute, join, sql, statement } from "../_shared/database/sql.ts";
import { buckets, splitKey } from "../_shared/files/buckets.ts";
import { type StorageClient, StorageRefused } from "../_shared/files/storage-client.ts";
import { applicationSettings, type ServiceConfig } from "../_shared/http/config.ts";
import { ApiError, notFound } from "../_shared/http/errors.ts";
import { pageEnvelope, successEnvelope } from "../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { applicationStates } from "../_shared/applications/letters.ts";
import { queueListRoute, queuePage } from "../_shared/records/editors-queue.ts";
import { int32, recordId, requiredText, utcTimestamp, uuid } from "../_shared/records/fields.ts";
import { json, jsonBody } from "../_shared/records/record-routes.ts";
import type { Row } from "../_shared/records/table.ts";
import { timePageParams, utcText } from "../_shared/records/time-pages.ts";
import { tags } from "./forms.ts";

// The editors' applicant tracker (docs/applications.md): an opportunity's applications a page at a
// time (by state, newest or oldest first), one with its files (signed URLs for minutes, to them
// only), its notes and its history; moves between states (the database holds which are allowed,
// stamps who and when, and sends the form's letter), a rating, notes, and many moved at once.

const pageSize = 50;
const states = applicationStates;

/** What editors see of an application in a list: its answers, never its tokens. */
const columns = sql`a.id, a.opportunity_id, a.applicant_name, a.applicant_email, a.state, a.rating, a.answers, a.form_version,
  a.user_id is not null as member, ${utcText(sql`a.state_changed_at`)} as state_changed_at, ${utcText(sql`a.created_at`)} as created_at,
  ${utcText(sql`a.updated_at`)} as updated_at`;

export const applicationRecord = () =>
  z.object({
    id: recordId(),
    opportunity_id: recordId(),
    applicant_name: z.string(),
    applicant_email: z.string(),
    state: z.enum(states),
    rating: z.int().nullable().meta({ description: "1 to 5, or none." }),
    answers: z.record(z.string(), z.unknown()),
    form_version: z.int().meta({ description: "The version of the form's questions it was made with." }),
    member: z.boolean().meta({ description: "Made by a signed-in member (their account's address)." }),
    state_changed_at: utcTimestamp(),
    created_at: utcTimestamp(),
    updated_at: utcTimestamp(),
  }).meta({ id: "Application" });

const listQuery = () =>
  z.strictObject({
    opportunity_id: uuid().meta({ description: "The opportunity whose applications are listed.", param: { in: "query" } }),
    state: z.enum(states, { error: `must be one of ${states.join(", ")}` }).optional().meta({ param: { in: "query" } }),
    order: z.enum(["newest", "oldest"], { error: "must be newest or oldest" }).optional()
      .meta({ description: "By when they were made: newest first (the default) or oldest first.", param: { in: "query" } }),
    ...timePageParams(pageSize, "Applications"),
  });

const listRoute = (db: Database) =>
  queueListRoute(db, {
    path: "/applications",
    doing: "read applications",
    pageSize,
    contract: () => ({
      tags,
      operationId: "listApplications",
      summary: "An opportunity's applications",
      description: "Editors (manage_opportunities): the proven applications to an opportunity, a page at a time, newest " +
        "first by default, of one state with `state`. A stranger's application appears once its address is proven.",
      request: { query: listQuery() },
      responses: { 200: json(pageEnvelope(applicationRecord()), "A page of applications.") },
    }),
    page: ({ opportunity_id, state, order, limit = pageSize, cursor }: z.output<ReturnType<typeof listQuery>>) => {
      const page = queuePage({ time: sql`a.created_at`, id: sql`a.id` }, order === "oldest", limit, cursor);
      const ofState = state ? sql`and a.state = ${state}::public.application_state` : sql``;
      return sql`select ${columns}, ${page.cursor} as cursor_at from public.applications a
        where a.opportunity_id = ${opportunity_id} ${ofState} and ${page.after} order by ${page.order} limit ${page.limit}`;
    },
  });

const idQuery = () => z.strictObject({ id: uuid().meta({ description: "The application's id.", param: { in: "query" } }) });

const fullRecord = () =>
  applicationRecord().extend({
    files: z.array(z.object({
      question: z.string(),
      file_name: z.string(),
      file_type: z.string().nullable(),
      file_size: z.int().nullable(),
      url: z.string().meta({ description: "A signed URL that downloads it, valid APPLICATION_FILE_LINK_MINUTES (default 10)." }),
    })),
    notes: z.array(z.object({ id: recordId(), body: z.string(), author_id: recordId().nullable(), created_at: utcTimestamp() })),
    history: z.array(z.object({ from_state: z.string().nullable(), to_state: z.string(), moved_by: recordId().nullable(), moved_at: utcTimestamp() })),
  }).meta({ id: "ApplicationWithFiles" });

const oneRead = (id: string) => [
  statement(sql`select ${columns} from public.applications a where a.id = ${id}`),
  statement(sql`select f.question, f.file_name, f.file_type, f.file_size, f.file from public.application_files f where f.application_id = ${id} order by f.question`),
  statement(sql`select n.id, n.body, n.author_id, ${utcText(sql`n.created_at`)} as created_at from public.application_notes n
    where n.application_id = ${id} order by n.created_at, n.id`),
  statement(sql`select h.from_state, h.to_state, h.moved_by, ${utcText(sql`h.moved_at`)} as moved_at from public.application_history h
    where h.application_id = ${id} order by h.id`),
];

/** Signed URLs for `keys`, valid `seconds`, asked of Storage as `caller` (whose policies decide): by key. */
export async function signedUrlsOf(storage: StorageClient, caller: Headers, keys: string[], seconds: number, signal?: AbortSignal): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const names = keys.map((key) => splitKey(key).name);
  try {
    const urls = await storage.signedUrls(caller, buckets.applicationFiles.id, names, seconds, signal);
    return new Map(keys.map((key, i) => [key, urls[i]!]));
  } catch (error) {
    // An editor may read every applicant's file: a refusal is Storage's trouble, not theirs to mend.
    if (error instanceof StorageRefused) throw new ApiError(503, "service_unavailable", "Storage did not sign the files' links just now; try again shortly.", undefined, { "Retry-After": "1" });
    throw error;
  }
}

function oneRoute(db: Database, storage: StorageClient, config: ServiceConfig): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof idQuery>>> {
  const minutes = applicationSettings(config).fileLinkMinutes;
  return {
    kind: "editors' read",
    method: "get",
    path: "/applications/one",
    doing: "read applications",
    contract: () => ({
      tags,
      operationId: "readApplication",
      summary: "One application, with its files, notes and history",
      description: "Editors: its files as URLs signed for `APPLICATION_FILE_LINK_MINUTES` (default 10), its notes and its states as it moved.",
      request: { query: idQuery() },
      errors: { 404: ["not_found"] },
      responses: { 200: json(successEnvelope(fullRecord()), "The application.") },
    }),
    async handle(c, { answer }) {
      const { id } = c.req.valid("query");
      const [[row] = [], files = [], notes = [], history = []] = await readAs<Row>(db, c.var.caller, { statements: oneRead(id) });
      if (!row) throw notFound("application");
      const urls = await signedUrlsOf(storage, c.req.raw.headers, files.map((f) => String(f.file)), minutes * 60, c.var.caller.signal);
      const shown = files.map(({ file, ...f }) => ({ ...f, url: urls.get(String(file)) }));
      return answer(JSON.stringify({ success: true, data: { ...row, files: shown, notes, history } }));
    },
  };
}

const move = () =>
  z.strictObject({
    state: z.enum(states.filter((s) => s !== "withdrawn"), { error: "must be a state editors move to (only the applicant withdraws)" }).optional(),
    rating: int32().min(1, "must be from 1 to 5").max(5, "must be from 1 to 5").nullable().optional(),
  }).refine((m) => m.state !== undefined || m.rating !== undefined, "give a state, a rating, or both")
    .meta({ id: "ApplicationMove", example: { state: "interview", rating: 4 } });

function moveRoute(): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof idQuery>, ReturnType<typeof move>>> {
  return {
    kind: "write",
    method: "patch",
    path: "/applications",
    doing: "move applications",
    contract: () => ({
      tags,
      operationId: "moveApplication",
      summary: "Move an application to a state, or rate it",
      description: "received → reviewing, interview or not selected; reviewing → interview, offer or not selected; " +
        "interview → offer or not selected; offer → accepted or declined; not selected → reviewing (409 " +
        "`state_move_not_allowed` for any other; only the applicant withdraws). Each move is stamped with its editor and " +
        "time, kept in the history, and sends the form's letter for the state when it has one. 403 for an application " +
        "from the editor's own address.",
      request: { query: idQuery(), body: jsonBody(move()) },
      errors: { 404: ["not_found"], 409: ["state_move_not_allowed"] },
      responses: { 200: json(successEnvelope(applicationRecord()), "The application as moved.") },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const { id } = c.req.valid("query");
        // The database's table of moves refuses any other, in its own words (409 state_move_not_allowed).
        const { state, rating } = c.req.valid("json");
        const sets = [state ? sql`state = ${state}::public.application_state` : undefined, rating !== undefined ? sql`rating = ${rating}` : undefined]
          .filter((s) => s !== undefined);
        const [row] = await execute<Row>(tx, sql`update public.applications a set ${join(sets, ", ")} where a.id = ${id} returning ${columns}`);
        if (!row) throw notFound("application");
        return { status: 200, body: { success: true, data: row } };
      }),
  };
}

const bulkMove = () =>
  z.strictObject({
    ids: z.array(uuid(), { error: "must be a list of application ids" }).min(1, "must list at least one id").max(500, "must list at most 500 ids"),
    state: z.enum(states.filter((s) => s !== "withdrawn"), { error: "must be a state editors move to (only the applicant withdraws)" }),
  }).meta({ id: "ApplicationsMove", example: { ids: ["a0000000-0000-4000-8000-000000000007"], state: "not_selected" } });

function bulkMoveRoute(): RouteDeclaration<"bulk write", ValidatedBy<z.ZodObject, ReturnType<typeof bulkMove>>> {
  return {
    kind: "bulk write",
    method: "post",
    path: "/applications/moves",
    doing: "move applications",
    contract: () => ({
      tags,
      operationId: "moveApplications",
      summary: "Move many applications to one state",
      description: "One transaction: each listed application that may make the move makes it (each stamped, kept and " +
        "lettered as one move is); the answer says which moved, which were there already, and which could not.",
      request: { query: z.strictObject({}), body: jsonBody(bulkMove()) },
      responses: {
        200: json(successEnvelope(z.object({
          moved: z.array(recordId()),
          unchanged: z.array(recordId()).meta({ description: "In that state already." }),
          refused: z.array(recordId()).meta({ description: "Not a move they can make, from the editor's own address, or no application the editor may see." }),
        }).meta({ id: "ApplicationsMoved" })), "What moved."),
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const { ids, state } = c.req.valid("json");
        const wanted = [...new Set(ids)];
        const [result] = await execute<{ moved: string; unchanged: string }>(tx, sql`with target as (
            select a.id, a.state = ${state}::public.application_state as there
            from public.applications a where a.id = any(string_to_array(${wanted.join(",")}, ',')::uuid[])
              and (a.state = ${state}::public.application_state or exists (select from private.application_moves m
                where m.from_state = a.state and m.to_state = ${state}::public.application_state and m.mover = 'editor'))
              and not a.address_key = any (private.caller_address_keys())
          ), moved as (
            update public.applications a set state = ${state}::public.application_state
            from target t where a.id = t.id and not t.there returning a.id
          )
          select coalesce((select string_agg(id::text, ',') from moved), '') as moved,
            coalesce((select string_agg(id::text, ',') from target where there), '') as unchanged`);
        const listed = (ids: string) => (ids ? ids.split(",") : []);
        const moved = listed(result!.moved);
        const unchanged = listed(result!.unchanged);
        const refused = wanted.filter((id) => !moved.includes(id) && !unchanged.includes(id));
        return { status: 200, body: { success: true, data: { moved, unchanged, refused } } };
      }),
  };
}

const noteBody = () => z.strictObject({ body: requiredText(5000) }).meta({ id: "ApplicationNoteInput", example: { body: "Strong on budgets; ask about availability in May." } });

function noteRoute(): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof idQuery>, ReturnType<typeof noteBody>>> {
  return {
    kind: "write",
    method: "post",
    path: "/applications/notes",
    doing: "note applications",
    contract: () => ({
      tags,
      operationId: "noteApplication",
      summary: "Add a private note to an application",
      description: "Editors only ever read notes: the applicant never does, nor their export.",
      request: { query: idQuery(), body: jsonBody(noteBody()) },
      errors: { 404: ["not_found"] },
      responses: { 201: json(successEnvelope(z.object({ id: recordId(), body: z.string(), author_id: recordId().nullable(), created_at: utcTimestamp() })), "The note.") },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const { id } = c.req.valid("query");
        const [found] = await execute(tx, sql`select 1 from public.applications a where a.id = ${id}`);
        if (!found) throw notFound("application");
        const [note] = await execute<Row>(tx, sql`insert into public.application_notes (application_id, body) values (${id}, ${c.req.valid("json").body})
          returning id, body, author_id, ${utcText(sql`created_at`)} as created_at`);
        return { status: 201, body: { success: true, data: note } };
      }),
  };
}

export const trackingRoutes = (db: Database, storage: StorageClient, config: ServiceConfig): RouteDeclaration[] => [
  listRoute(db) as RouteDeclaration,
  oneRoute(db, storage, config) as RouteDeclaration,
  moveRoute() as RouteDeclaration,
  bulkMoveRoute() as RouteDeclaration,
  noteRoute() as RouteDeclaration,
];
