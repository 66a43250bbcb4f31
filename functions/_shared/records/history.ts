import * as z from "zod";
import { readAs } from "../database/as-caller.ts";
import type { Database, Queryable } from "../database/database.ts";
import { execute, sql, statement } from "../database/sql.ts";
import { apiErrorFromDatabase } from "../http/database-errors.ts";
import { ApiError, fieldProblems, type FieldProblem, notFound } from "../http/errors.ts";
import { idempotencyHeaders } from "../http/idempotency.ts";
import { capitalised, pageEnvelope, successEnvelope } from "../http/openapi-schemas.ts";
import type { RouteDeclaration, Validated } from "../http/route-kinds.ts";
import { recordId, utcTimestamp, uuid } from "./fields.ts";
import { answerPage, listParameters, maxPageSize, newestFirst } from "./listing.ts";
import { type RecordType, shownWith } from "./record-type.ts";
import type { ServiceConfig } from "../http/config.ts";
import { insertRecord, type Row, updateRecord } from "./table.ts";

// A record's history: the revisions the database's trigger keeps of every change to it
// (migration `20261125130000_history`), read newest first, and a restore that makes the record's
// editable fields those of one revision again, through the ordinary write path as the caller.

/** How a change came: the API's own routes say which (`history.via`); anything else is `database`. */
export type Via = "api" | "import" | "sync" | "bulk";
const vias = ["api", "import", "sync", "bulk", "database"] as const;

/** Records the rest of the transaction's changes as made by `via` (the API's default is `api`). */
export async function changesVia(tx: Queryable, via: Via): Promise<void> {
  await execute(tx, sql`select set_config('history.via', ${via}, true)`);
}

interface Revision {
  version: number;
  at: string;
  operation: string;
  changed: string[];
  by: string | null;
  via: string;
  record: Row;
}

/** Where the next page of a history starts: below this version. Opaque to clients. */
const cursor = () =>
  z.string().regex(/^[1-9]\d{0,8}$/, "is not a cursor this history gave").transform(Number)
    .meta({ description: "`next_cursor` of the page before: the revisions before it." });

const historyQuery = (type: RecordType) =>
  z.strictObject({
    id: uuid().meta({ description: `The ${type.noun}'s id; a deleted one's history is kept too.` }),
    limit: listParameters().limit,
    cursor: cursor().optional(),
  });

const restoreQuery = (type: RecordType) =>
  z.strictObject({
    id: uuid().meta({ description: `The ${type.noun}'s id.` }),
    version: z.string().regex(/^[1-9]\d{0,8}$/, "must be a version number: a whole number from 1").transform(Number)
      .meta({ description: "The version to restore (`version` of a revision in its history)." }),
  });

const revisionSchema = (type: RecordType) =>
  z.object({
    version: z.int().meta({ description: "1, 2, ... per record, in the order its changes were made." }),
    at: utcTimestamp(),
    operation: z.enum(["insert", "update", "delete"]),
    changed: z.array(z.string()).meta({ description: "The fields the change set (an insert: those it gave a value); audit columns aside." }),
    by: recordId().nullable().meta({ description: "Who made it (the user's id); null for the secret key and for SQL." }),
    via: z.enum(vias).meta({
      description: "`api` (a create, update, patch, delete or restore), `import`, `sync` (a sync's withdrawal or return), " +
        "`bulk`, or `database` (supabase-js, SQL).",
    }),
    record: z.record(z.string(), z.unknown()).meta({
      description: `The whole ${type.noun} after the change (for a delete, before it), its fields as they were then.`,
    }),
  }).meta({ id: `${capitalised(type.noun)}Revision` });

/** GET /<name>/history and POST /<name>/restore for one record type. */
export const historyRoutes = (db: Database, type: RecordType, config: ServiceConfig): RouteDeclaration[] => [
  historyRoute(db, type),
  restoreRoute(type, shownWith(type, config)),
];

function historyRoute(db: Database, type: RecordType): RouteDeclaration<"editors' read", Validated<z.output<ReturnType<typeof historyQuery>>>> {
  return {
    kind: "editors' read",
    method: "get",
    path: `/${type.name}/history`,
    doing: `read the history of ${type.name}`,
    contract: () => ({
      tags: [type.name],
      operationId: `get${capitalised(type.noun)}History`,
      summary: `The history of ${/^[aeiou]/.test(type.noun) ? "an" : "a"} ${type.noun}: every change, newest first`,
      description: `Every insert, update and delete of the ${type.noun}, whoever made it, newest first, a page at a time ` +
        `(\`limit\`, default and most ${maxPageSize}; \`next_cursor\` and a \`Link\` header give the next). Kept 90 days by ` +
        "default, and a record's latest revision always (docs/history.md). For holders of the table's manage permission and the secret key.",
      request: { query: historyQuery(type) },
      errors: { 404: ["not_found"] },
      responses: {
        200: { description: "A page of revisions.", content: { "application/json": { schema: pageEnvelope(revisionSchema(type)) } } },
      },
    }),
    async handle(c, { answer }) {
      const { id, limit = maxPageSize, cursor } = c.req.valid("query");
      const below = cursor === undefined ? sql`` : sql` and version < ${cursor}`;
      // `changed` as JSON: the production driver is told no array types (database/postgres.ts).
      // A revision keeps what its update changed: the whole record is laid together from them.
      const page = statement(sql`select version, at, operation, to_jsonb(changed) as changed, by, via,
          private.revision_record(record_table, record_id, version) as record from public.revisions
        where record_table = ${type.table} and record_id = ${id}::uuid${below} order by version desc limit ${limit + 1}`);
      const [rows = []] = await readAs<Revision>(db, c.var.caller, { statements: [page] });
      if (rows.length === 0 && cursor === undefined) throw notFound(type.noun);
      const { data, next } = newestFirst(rows, limit, (r) => r.version);
      return answerPage(answer, c.req.query(), data, next);
    },
  };
}

/** A stored revision that no longer passes a rule (a rule tightened, an external_id taken, a form deleted). */
const conflict = (details: FieldProblem[]) =>
  new ApiError(409, "restore_conflict", `That version cannot be restored now: ${details[0]?.field}: ${details[0]?.message}`, details);

function restoreRoute(type: RecordType, shown: (row: Row) => Row): RouteDeclaration<"command", Validated<z.output<ReturnType<typeof restoreQuery>>>> {
  const created = capitalised(type.noun);
  return {
    kind: "command",
    method: "post",
    path: `/${type.name}/restore`,
    contract: () => ({
      tags: [type.name],
      operationId: `restore${created}`,
      summary: `Restore ${/^[aeiou]/.test(type.noun) ? "an" : "a"} ${type.noun} to one of its versions`,
      description: `Makes the ${type.noun}'s editable fields exactly those of that version (a field the version did not ` +
        "have takes its default), as an update by the caller: the permission, the validation and every rule apply, " +
        "`updated_at` and `updated_by` are set, and the restore is itself a revision. A deleted record is created again " +
        "with its id (201). No body.",
      request: { query: restoreQuery(type), headers: idempotencyHeaders() },
      errors: { 404: ["not_found"], 409: ["restore_conflict"] },
      responses: {
        200: { description: `The restored ${type.noun}.`, content: { "application/json": { schema: successEnvelope(type.schemas().record) } } },
        201: {
          description: `The deleted ${type.noun}, created again with its id.`,
          content: { "application/json": { schema: successEnvelope(type.schemas().record) } },
          headers: { Location: { description: "`?id=<id>` of the record.", schema: { type: "string" } } },
        },
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const { id, version } = c.req.valid("query");
        const [revision] = await execute<{ record: Row }>(tx, sql`select private.revision_record(record_table, record_id, version) as record
          from public.revisions
          where record_table = ${type.table} and record_id = ${id}::uuid and version = ${version}`);
        if (!revision) throw new ApiError(404, "not_found", `The ${type.noun} has no version ${version}, or you may not see it.`);
        const values = await restoredValues(type, revision.record);
        const [current] = await execute(tx, sql`select 1 from ${type.sql.ref} where id = ${id}::uuid for update`);
        try {
          if (current) return { status: 200, body: { success: true, data: shown((await updateRecord(tx, type.sql, id, values))!) } };
          const row = await insertRecord(tx, type.sql, { id, ...withoutDefaults(values) });
          return { status: 201, body: { success: true, data: shown(row) }, headers: { Location: `?id=${id}` } };
        } catch (error) {
          const refused = apiErrorFromDatabase(error, { role: c.var.caller.claims.role, read: false });
          if (refused && (refused.status === 400 || refused.status === 409)) {
            throw conflict(refused.details ?? [{ field: "body", message: refused.message }]);
          }
          throw error;
        }
      }),
  };
}

const columnDefault = sql`default`;

/**
 * The editable fields of a stored record, checked by today's rules as a create's body is: each
 * field the revision has, and the column's default for each it lacks (never the current value).
 */
async function restoredValues(type: RecordType, record: Row): Promise<Row> {
  const { fields, input } = type.schemas();
  const editable = Object.keys(fields.shape);
  // Async: some rules look things up (a domain's kind, in lists loaded on first use).
  const parsed = await input.safeParseAsync(Object.fromEntries(editable.filter((f) => Object.hasOwn(record, f)).map((f) => [f, record[f]])));
  if (!parsed.success) throw conflict(fieldProblems(parsed.error));
  return { ...Object.fromEntries(editable.map((f) => [f, columnDefault])), ...parsed.data, ...type.restoreAlso };
}

const withoutDefaults = (values: Row) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== columnDefault));
