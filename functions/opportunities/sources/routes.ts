import * as z from "zod";
import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database } from "../../_shared/database/database.ts";
import { sql, statement, table } from "../../_shared/database/sql.ts";
import { notFound } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { auditFields, boolean, oneOf, optionalText, recordId, required, utcTimestamp, uuid, whenAnObject } from "../../_shared/records/fields.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import { deleteRecord, insertRecord, type RecordTable, type Row, updateRecord } from "../../_shared/records/table.ts";
import { groupName } from "../record.ts";
import { boardMessage, boardPattern, isBoard, type JobBoardProvider, jobBoardProviders } from "./job-boards.ts";

// Job sources: public job boards registered as data (migration `20261126120000_job_sources`),
// each imported into its own feed on a schedule (`runs.ts`). Editors manage them here.

const providers = jobBoardProviders as [JobBoardProvider, ...JobBoardProvider[]];
const publishModes = ["review", "publish"] as const;

/** PT15M, PT6H, P1D, P1DT12H: an ISO 8601 duration in days, hours and minutes. */
const durationPattern = /^P(?:(\d{1,5})D)?(?:T(?=\d)(?:(\d{1,6})H)?(?:(\d{1,7})M)?)?$/;
/** `6 hours`, `1 day`: Postgres's own words, which it reads as it reads the ISO form. */
const wordsPattern = /^(\d{1,7}) (minute|hour|day)s?$/;
const unitMinutes = { minute: 1, hour: 60, day: 1440 } as const;
const minutesOf = (duration: string) => {
  const words = wordsPattern.exec(duration);
  if (words) return Number(words[1]) * unitMinutes[words[2] as keyof typeof unitMinutes];
  const match = durationPattern.exec(duration);
  if (!match || duration === "P") return undefined;
  const [, days = "0", hours = "0", minutes = "0"] = match;
  return Number(days) * 1440 + Number(hours) * 60 + Number(minutes);
};
/** Minutes as the shortest such duration: 1440 is P1D, 90 is PT1H30M. */
export const durationOf = (total: number) => {
  const [days, hours, minutes] = [Math.floor(total / 1440), Math.floor((total % 1440) / 60), total % 60];
  const time = `${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}`;
  return `P${days ? `${days}D` : ""}${time ? `T${time}` : ""}` || "PT0M";
};
export const everyLimits = { min: 15, max: 7 * 1440 };
const every = () =>
  z.string({ error: "must be an ISO 8601 duration such as PT15M, PT6H or P1D" }).refine((value) => {
    const minutes = minutesOf(value);
    return minutes !== undefined && minutes >= everyLimits.min && minutes <= everyLimits.max;
  }, "must be a duration from PT15M (15 minutes) to P7D (7 days), such as PT6H, P1D or 6 hours")
    .meta({ example: "P1D" });

const sourceFields = () =>
  z.strictObject({
    provider: oneOf(providers).meta({ description: "The job board's provider." }),
    board: z.string({ error: "must be text" }).trim().regex(boardPattern, boardMessage)
      .meta({ description: "The board's token in the provider's URL: `acme` of boards.greenhouse.io/acme." }),
    name: groupName().optional()
      .meta({ description: "Its feed: the postings' `feed`, and what `?feed=` lists. Default `<provider>:<board>` in lowercase." }),
    sync: boolean().optional().meta({ description: "Withdraw the feed's postings the board no longer lists (default true)." }),
    every: every().optional().meta({
      description: "How often it runs, PT15M to P7D (default P1D): an ISO 8601 duration, or `<n> minutes|hours|days`. Answered as ISO 8601.",
    }),
    publish: oneOf(publishModes).optional().meta({
      description: "`review` (default): new postings arrive inactive for an editor; `publish`: active and public at once.",
    }),
    enabled: boolean().optional().meta({ description: "Run on the schedule (default true); a disabled source still runs when asked." }),
    company_name: optionalText(200).optional().meta({
      description: "The company of postings whose board names none (Lever and Ashby boards do not); default the board's token.",
    }),
    max_postings: z.number(required("an integer")).int("must be an integer").min(1, "must be from 1 to 50000")
      .max(50_000, "must be from 1 to 50000").optional().meta({
        description: "The most postings a run imports (default 2000): a board listing more is refused, nothing written.",
      }),
  });

const sourceExample = { provider: "greenhouse", board: "acme", sync: true, every: "P1D", publish: "review", enabled: true };

/** A Recruitee board is a host's first label: no dots (`job_sources_board_host_label`). */
const checkBoard = (o: { provider?: unknown; board?: unknown }, ctx: z.RefinementCtx) => {
  if (typeof o.provider === "string" && typeof o.board === "string" && !isBoard(o.provider as JobBoardProvider, o.board)) {
    ctx.addIssue({ code: "custom", path: ["board"], message: boardMessage });
  }
};

const sourceInput = () =>
  sourceFields().superRefine(checkBoard, whenAnObject).meta({
    id: "JobSourceInput",
    description: "A job source: provider and board are required; the rest take their defaults when omitted.",
    example: sourceExample,
  });
const sourcePatch = () =>
  sourceFields().partial().superRefine((o, ctx) => {
    if (Object.keys(o).length === 0) ctx.addIssue({ code: "custom", path: [], message: "give at least one field to change" });
    checkBoard(o, ctx);
  }, whenAnObject).meta({ id: "JobSourcePatch", example: { every: "PT6H", publish: "publish" } });

/** Built when a route first needs them, as every schema is (no zod at boot). */
const counts = () => ({
  inserted: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  withdrawn: z.int(),
  restored: z.int(),
  skipped: z.int(),
});
/** A run as the log and `last_run` have it. */
export const runFields = () => ({
  started_at: utcTimestamp(),
  ended_at: utcTimestamp(),
  status: z.enum(["ok", "failed", "refused"]).meta({
    description: "`ok`: imported; `failed`: the board failed, nothing written; `refused`: a sync's safeguard stopped it, nothing written.",
  }),
  by: z.string().nullable().meta({ format: "uuid", description: "The editor who ran it; null for the schedule." }),
  ...counts(),
  error: z.string().nullable().meta({ description: "Why it failed or was refused." }),
});
/** What a run's log entry adds: which postings it skipped or shortened, and why. */
export const runNotes = () => ({
  skipped_postings: z.array(z.object({ external_id: z.string().nullable(), reason: z.string() })).meta({
    description: "The postings it skipped (the board could not give one, or one broke a field's rule), and why.",
  }),
  shortened_postings: z.array(z.object({ external_id: z.string(), field: z.string(), length: z.int(), kept: z.int() })).meta({
    description: "The board's texts longer than their field takes (`length`), stored cut to `kept` characters.",
  }),
});

export const sourceRecord = () =>
  z.strictObject({
    id: recordId(),
    provider: z.enum(providers),
    board: z.string(),
    name: z.string(),
    sync: z.boolean(),
    every: z.string().meta({ description: "ISO 8601 duration." }),
    publish: z.enum(publishModes),
    enabled: z.boolean(),
    company_name: z.string().nullable().meta({ description: "The company of postings whose board names none." }),
    max_postings: z.int().meta({ description: "The most postings a run imports; a board listing more is refused." }),
    next_run_at: utcTimestamp().meta({ description: "When the schedule runs it next." }),
    last_run: z.object(runFields()).nullable().meta({ description: "Its latest run; null before the first." }),
    consecutive_failures: z.int().meta({ description: "Failed runs in a row: each doubles the wait, up to a day." }),
    running_until: utcTimestamp().nullable().meta({ description: "Set while a run holds it (at most until then)." }),
    ...auditFields(),
  }).meta({
    id: "JobSource",
    example: {
      id: "c0000000-0000-4000-8000-000000000001",
      ...sourceExample,
      name: "greenhouse:acme",
      next_run_at: "2026-11-26T06:00:00.000000Z",
      company_name: null,
      max_postings: 2000,
      last_run: null,
      consecutive_failures: 0,
      running_until: null,
      created_at: "2026-11-25T06:00:00.000000Z",
      created_by: null,
      updated_at: "2026-11-25T06:00:00.000000Z",
      updated_by: null,
    },
  });
export type Source = z.infer<ReturnType<typeof sourceRecord>>;

const columns = [
  "id", "provider", "board", "name", "sync", "every", "publish", "enabled", "company_name", "max_postings", "next_run_at", "last_run",
  "consecutive_failures", "running_until", "created_at", "created_by", "updated_at", "updated_by",
] as const;
const t = table("public.job_sources", columns);
/** The table as the routes read it: `every` in minutes (made a duration by `sourceOf`). */
export const sources: RecordTable = {
  ...t,
  selected: sql`id, provider, board, name, sync, (extract(epoch from every) / 60)::int as every, publish, enabled, company_name,
    max_postings, next_run_at, last_run, consecutive_failures, running_until, created_at, created_by, updated_at, updated_by`,
};

/** jsonb's `+00:00` as the API's other instants have it. */
const utc = (instant: unknown) => typeof instant === "string" ? instant.replace(/\+00:00$/, "Z") : instant;

/** A row as the API answers it. */
export function sourceOf(row: Row): Source {
  const last = row.last_run as Record<string, unknown> | null;
  return {
    ...row,
    every: durationOf(row.every as number),
    last_run: last && { ...last, started_at: utc(last.started_at), ended_at: utc(last.ended_at) },
  } as Source;
}

const idQuery = () => z.strictObject({ id: uuid().meta({ description: "The source's id.", param: { in: "query" } }) });
const path = "/opportunities/sources";
const tags = ["job sources"];
const doing = "manage job sources";
const found = (row: Row | undefined) => {
  if (!row) throw notFound("job source");
  return sourceOf(row);
};

/** GET lists every source (a board has a handful) or gets one; POST, PUT, PATCH, DELETE manage them. */
export const sourceRoutes = (db: Database): RouteDeclaration[] =>
  [listRoute(db), createRoute(), updateRoute("put"), updateRoute("patch"), deleteRoute()] as RouteDeclaration[];

function listRoute(db: Database): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof listQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path,
    doing: "read job sources",
    contract: () => ({
      tags,
      operationId: "listJobSources",
      summary: "List the job sources, or get one by id",
      description: "Every source, by name, or one with `id`. For holders of manage_opportunities and the secret key.",
      request: { query: listQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: json(z.union([successEnvelope(z.array(sourceRecord())), successEnvelope(sourceRecord())]), "The sources, or the one asked for."),
      },
    }),
    async handle(c, { answer }) {
      const { id } = c.req.valid("query");
      const read = id === undefined
        ? sql`select ${sources.selected} from ${sources.ref} order by name`
        : sql`select ${sources.selected} from ${sources.ref} where id = ${id}`;
      const [rows = []] = await readAs<Row>(db, c.var.caller, { statements: [statement(read)] });
      const data = id === undefined ? rows.map(sourceOf) : found(rows[0]);
      return answer(JSON.stringify({ success: true, data }));
    },
  };
}

function createRoute(): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof emptyQuery>, ReturnType<typeof sourceInput>>> {
  return {
    kind: "write",
    method: "post",
    path,
    doing,
    contract: () => ({
      tags,
      operationId: "createJobSource",
      summary: "Register a job source",
      description: "Due at once: the schedule's next call runs it (or `POST /opportunities/sources/run?id=`).",
      request: { query: emptyQuery(), body: jsonBody(sourceInput()) },
      errors: { 409: ["duplicate_source"] },
      responses: {
        201: {
          ...json(successEnvelope(sourceRecord()), "Registered: the new source."),
          headers: { Location: { description: "`?id=<id>` of the new source.", schema: { type: "string" } } },
        },
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const row = sourceOf(await insertRecord(tx, sources, c.req.valid("json")));
        return { status: 201, body: { success: true, data: row }, headers: { Location: `?id=${row.id}` } };
      }),
  };
}

function updateRoute(method: "put" | "patch"): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof idQuery>, z.ZodType<object>>> {
  return {
    kind: "write",
    method,
    path,
    doing,
    contract: () => ({
      tags,
      operationId: method === "put" ? "updateJobSource" : "patchJobSource",
      summary: method === "put" ? "Update a job source" : "Change some fields of a job source",
      description: (method === "put" ? "provider and board are required again; other omitted fields are left as they are. " : "") +
        "A new `every` counts from the last run.",
      request: { query: idQuery(), body: jsonBody(method === "put" ? sourceInput() : sourcePatch()) },
      errors: { 404: ["not_found"], 409: ["duplicate_source"] },
      responses: {
        200: json(successEnvelope(sourceRecord()), "The updated source."),
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => ({
        status: 200,
        body: { success: true, data: found(await updateRecord(tx, sources, c.req.valid("query").id, c.req.valid("json"))) },
      })),
  };
}

function deleteRoute(): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof idQuery>>> {
  return {
    kind: "write",
    method: "delete",
    path,
    doing,
    contract: () => ({
      tags,
      operationId: "deleteJobSource",
      summary: "Delete a job source",
      description: "Its run log goes with it; its postings stay, in their feed.",
      request: { query: idQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: json(successEnvelope(sourceRecord()), "The deleted source."),
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => ({ status: 200, body: { success: true, data: found(await deleteRecord(tx, sources, c.req.valid("query").id)) } })),
  };
}

const emptyQuery = () => z.strictObject({});
const listQuery = () => z.strictObject({ id: idQuery().shape.id.optional() });
