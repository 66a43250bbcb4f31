import * as z from "zod";
import { readAs } from "../database/as-caller.ts";
import type { Database, Queryable } from "../database/database.ts";
import { execute, join, type Sql, sql, statement, type Table } from "../database/sql.ts";
import { ApiError, invalidInput, notFound } from "../http/errors.ts";
import { lazily } from "../http/lazily.ts";
import type { ErrorCodes } from "../http/openapi-schemas.ts";
import { pageEnvelope, successEnvelope } from "../http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../http/route-kinds.ts";
import { uuid } from "./fields.ts";
import { answerLogPage, logQuery, type LogOf } from "./log-page.ts";
import { json, jsonBody } from "./record-routes.ts";
import type { Row } from "./table.ts";
import { castValue, secretColumns, selectedColumns, type SettingsTableFacts, tableOf } from "./settings-facts.ts";

// A settings table: a few rows managed whole, by the holders of the function's permission (a
// channel, a job source) or each by its own subscriber (a job alert), declared once with
// `defineSettingsTable`. Its capabilities are flags: a list (and one row by `?id=`), a create, a
// replace (PUT), a patch, a delete and a log of what the service did with each row
// (`GET <path>/<log>?id=`). Its routes, their contract and their behaviour tests
// (test/settings-tables.test.ts) derive from the declaration; its table's policies and grants come
// from `private.make_settings_table` (who may) and its migration's column grants (which columns).

/** The words of one operation in the contract (its operationId, when not the one its kind makes). */
interface Words {
  summary: string;
  description: string;
  operationId?: string;
}

/** A settings table's declaration. */
export interface SettingsTableDeclaration {
  /** What one row is called in messages: "channel", "job source". */
  noun: string;
  /** Its contract's name (`Channel`: `ChannelInput`, `ChannelPatch`, `createChannel`, `listChannels`). */
  component: string;
  path: string;
  tags: string[];
  /**
   * Its table as the catalog says (`types/settings-tables.ts`, by `npm run gen`): its columns, and
   * which the API's roles read and write. Answers read the columns its record shows; columns
   * written and never read (a webhook's url) are its secrets; each value is cast to its column.
   */
  facts: SettingsTableFacts;
  /** A column answered as an expression of its own (`every` in minutes). */
  read?: Record<string, Sql>;
  /** The list's order. */
  order: Sql;
  /** What callers do, for 401 and 403 messages: `read channels`, `manage channels`. */
  doing: { read: string; write: string };
  /**
   * Whose rows: the holders of the function's permission (editors' routes), or each row's own
   * (`caller`: personal routes, each one transaction as the caller, whose rows its policy says;
   * a row is named by `which`, and a create is a route of the table's own, such as a sign-up).
   */
  owner: "permission" | "caller";
  /** How a request names a caller's row (a link's token or an id): its query, and the row's condition, or none (all of theirs). */
  which?: { query(): z.ZodObject; where(tx: Queryable, query: Row, role: string): Promise<Sql | undefined> };
  /** What `?id=` names a row by, when not its uuid `id`: a column and its rule (a trusted domain's name). */
  key?: { column: string; rule(): z.ZodType<string> };
  /** The 404's message, when not the common one. */
  missing?: string;
  /** Its schemas, built when a route first needs them: a create's (and a replace's) body, a patch's, a row as answered. */
  schemas(): { input: z.ZodType<object>; patch: z.ZodType<object>; record: z.ZodType };
  /** What each of its routes is said to do, and which it has (a flag each). */
  routes: {
    list: Words;
    create?: Words & { conflicts?: ErrorCodes };
    replace?: Words & { conflicts?: ErrorCodes };
    patch?: Words & { conflicts?: ErrorCodes };
    delete?: Words & { conflicts?: ErrorCodes };
    log?: { path: string; entries: string; operationId: string; record(): z.ZodType; of: LogOf } & Words;
  };
  /** A row as answered (`every` as a duration): the row as read by default. */
  answer?(row: Row): Row;
  /** A create's values beside its body (a new secret), and what its first answer adds (the secret, once). */
  creating?(input: Row): { values: Row; once: Row };
  /** An update's checks against the stored row, in its transaction: the values to write. */
  updating?(tx: Queryable, id: string, input: Row): Promise<Row>;
}

/** A declaration with what its facts give: its table, its secret columns, and what its answers read. */
export interface SettingsTable extends SettingsTableDeclaration {
  table: Table;
  secret: readonly string[];
  /** What every answer reads of a row (the record's fields), made when a route first needs it. */
  selected(): Sql;
}

/** The declaration, its schemas and what its answers read built once, when a route first needs them. */
export function defineSettingsTable(declaration: SettingsTableDeclaration): SettingsTable {
  const schemas = lazily(declaration.schemas);
  const { facts, read, key } = declaration;
  return {
    ...declaration,
    schemas,
    table: tableOf(facts),
    secret: secretColumns(facts),
    selected: lazily(() => selectedColumns(facts, Object.keys((schemas().record as z.ZodObject).shape), { read, key: key?.column })),
  };
}

const emptyQuery = () => z.strictObject({});
const idQuery = (s: SettingsTable) => () =>
  z.strictObject({ id: (s.key?.rule() ?? uuid()).meta({ description: `The ${s.noun}'s id.`, param: { in: "query" } }) });
/** The row `?id=` names. */
const byId = (s: SettingsTable, id: string) => sql`${s.table.column(s.key?.column ?? "id")} = ${id}`;
type IdQuery = z.ZodObject<{ id: z.ZodType<string> }>;
const listQuery = (s: SettingsTable) => () => z.strictObject({ id: idQuery(s)().shape.id.optional() });
const answered = (s: SettingsTable) => (row: Row) => s.answer?.(row) ?? row;
const found = (s: SettingsTable, row: Row | undefined) => {
  if (!row) throw s.missing ? new ApiError(404, "not_found", s.missing) : notFound(s.noun);
  return answered(s)(row);
};
const valueOf = (s: SettingsTable, column: string, value: unknown) => castValue(s.facts, column, value) ?? sql`${value}`;

// The statements every route of a settings table runs, on the rows `where` names.
/** Its rows as answered, in its order (all, when `where` is none). */
const readRows = (s: SettingsTable, where?: Sql) =>
  sql`select ${s.selected()} from ${s.table.ref} where ${where ?? sql`true`} order by ${s.order}`;
/** `values` written to the rows, answered as changed (as they are, when there is nothing to write). */
const updateRows = (s: SettingsTable, where: Sql, values: Row) => {
  const assignments = Object.entries(values).map(([n, v]) => sql`${s.table.column(n)} = ${valueOf(s, n, v)}`);
  return assignments.length === 0 ? readRows(s, where) : sql`update ${s.table.ref} set ${join(assignments, ", ")} where ${where} returning ${s.selected()}`;
};
/** The rows deleted, answered as they were. */
const deleteRows = (s: SettingsTable, where: Sql) => sql`delete from ${s.table.ref} where ${where} returning ${s.selected()}`;

/** Every route the declaration's flags ask for, in the contract's order. */
export function settingsRoutes(db: Database, s: SettingsTable): RouteDeclaration[] {
  if (s.owner === "caller") return ownRoutes(s);
  const { create, replace, patch, delete: remove, log } = s.routes;
  return [
    listRoute(db, s),
    create && createRoute(s, create),
    replace && updateRoute(s, "put", replace),
    patch && updateRoute(s, "patch", patch),
    remove && deleteRoute(s, remove),
    log && logRoute(db, s, log),
  ].filter((route) => route !== undefined) as RouteDeclaration[];
}

/** GET: every row in its order, or one by `?id=` (404 when none). */
function listRoute(db: Database, s: SettingsTable): RouteDeclaration<"editors' read", ValidatedBy<z.ZodObject<{ id: z.ZodOptional<z.ZodType<string>> }>>> {
  const record = () => s.schemas().record;
  return {
    kind: "editors' read",
    method: "get",
    path: s.path,
    doing: s.doing.read,
    contract: () => ({
      tags: s.tags,
      summary: s.routes.list.summary,
      description: s.routes.list.description,
      operationId: s.routes.list.operationId ?? `list${s.component}s`,
      request: { query: listQuery(s)() },
      errors: { 404: ["not_found"] },
      responses: {
        200: json(z.union([successEnvelope(z.array(record())), successEnvelope(record())]), `The ${s.noun}s, or the one asked for.`),
      },
    }),
    async handle(c, { answer }) {
      const { id } = c.req.valid("query");
      const read = readRows(s, id === undefined ? undefined : byId(s, id));
      const [rows = []] = await readAs<Row>(db, c.var.caller, { statements: [statement(read)] });
      return answer(JSON.stringify({ success: true, data: id === undefined ? rows.map(answered(s)) : found(s, rows[0]) }));
    },
  };
}

/** POST: a new row (201, its `Location`), with what the declaration adds to it (and says once). */
function createRoute(s: SettingsTable, words: Words & { conflicts?: ErrorCodes }): RouteDeclaration<"write", ValidatedBy<ReturnType<typeof emptyQuery>, z.ZodType<object>>> {
  const t = s.table;
  return {
    kind: "write",
    method: "post",
    path: s.path,
    doing: s.doing.write,
    contract: () => ({
      tags: s.tags,
      operationId: words.operationId ?? `create${s.component}`,
      summary: words.summary,
      description: words.description,
      request: { query: emptyQuery(), body: jsonBody(s.schemas().input) },
      errors: words.conflicts,
      responses: {
        201: {
          ...json(successEnvelope(s.schemas().record), `The new ${s.noun}.`),
          headers: { Location: { description: `\`?id=<id>\` of the new ${s.noun}.`, schema: { type: "string" } } },
        },
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const input = c.req.valid("json") as Row;
        const { values, once } = s.creating?.(input) ?? { values: {}, once: {} };
        const written: Row = { ...input, ...values };
        const names = Object.keys(written);
        const [row] = await execute<Row>(tx, sql`insert into ${t.ref} (${join(names.map(t.column), ", ")})
          values (${join(names.map((n) => valueOf(s, n, written[n])), ", ")}) returning ${s.selected()}`);
        const data = answered(s)(row!);
        // A replayed create (the same Idempotency-Key) answers the row without what is said once.
        return { status: 201, body: { success: true, data: { ...data, ...once } }, replayBody: { success: true, data }, headers: { Location: `?id=${data.id}` } };
      }),
  };
}

/** PUT (the input's required fields again) or PATCH (any of them): the row as changed. */
function updateRoute(s: SettingsTable, method: "put" | "patch", words: Words & { conflicts?: ErrorCodes }): RouteDeclaration<"write", ValidatedBy<IdQuery, z.ZodType<object>>> {
  return {
    kind: "write",
    method,
    path: s.path,
    doing: s.doing.write,
    contract: () => ({
      tags: s.tags,
      operationId: words.operationId ?? `${method === "put" ? "update" : "patch"}${s.component}`,
      summary: words.summary,
      description: words.description,
      request: { query: idQuery(s)(), body: jsonBody(method === "put" ? s.schemas().input : s.schemas().patch) },
      errors: { 404: ["not_found"], ...words.conflicts },
      responses: { 200: json(successEnvelope(s.schemas().record), `The updated ${s.noun}.`) },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const id = c.req.valid("query").id;
        const input = c.req.valid("json") as Row;
        const values = s.updating ? await s.updating(tx, id, input) : input;
        const [row] = await execute<Row>(tx, updateRows(s, byId(s, id), values));
        return { status: 200, body: { success: true, data: found(s, row) } };
      }),
  };
}

/** DELETE: the row as it was. */
function deleteRoute(s: SettingsTable, words: Words & { conflicts?: ErrorCodes }): RouteDeclaration<"write", ValidatedBy<IdQuery>> {
  return {
    kind: "write",
    method: "delete",
    path: s.path,
    doing: s.doing.write,
    contract: () => ({
      tags: s.tags,
      operationId: words.operationId ?? `delete${s.component}`,
      summary: words.summary,
      description: words.description,
      request: { query: idQuery(s)() },
      errors: { 404: ["not_found"], ...words.conflicts },
      responses: { 200: json(successEnvelope(s.schemas().record), `The deleted ${s.noun}.`) },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const [row] = await execute<Row>(tx, deleteRows(s, byId(s, c.req.valid("query").id)));
        return { status: 200, body: { success: true, data: found(s, row) } };
      }),
  };
}

/** GET <path>/<log>?id=: what the service did with one row, newest first, a page at a time. */
function logRoute(db: Database, s: SettingsTable, log: NonNullable<SettingsTable["routes"]["log"]>): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof logQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path: `${s.path}/${log.path}`,
    doing: s.doing.read,
    contract: () => ({
      tags: s.tags,
      operationId: log.operationId,
      summary: log.summary,
      description: log.description,
      request: { query: logQuery(s.noun, log.entries) },
      errors: { 404: ["not_found"] },
      responses: { 200: json(pageEnvelope(log.record()), `A page of ${log.entries}.`) },
    }),
    handle: (c, { answer }) => answerLogPage(db, c.var.caller, answer, c.req.valid("query"), c.req.query(), log.of),
  };
}

/**
 * A caller's own rows: read (all of theirs, or the one the query names), patched and deleted, each
 * in one transaction as the caller, whose rows the table's policy decides.
 */
function ownRoutes(s: SettingsTable): RouteDeclaration[] {
  if (!s.which || s.routes.create || s.routes.replace || s.routes.log) {
    throw new Error(`${s.noun}: a caller's rows are named by \`which\`, and made by a route of their own`);
  }
  const which = s.which;
  const { patch, delete: remove } = s.routes;
  /** The named row's condition; refused when none is named and the route changes one. */
  const where = async (tx: Queryable, query: Row, role: string, changing?: string) => {
    const condition = await which.where(tx, query, role);
    if (!condition && changing) throw invalidInput([{ field: "id", message: `name the ${s.noun} to ${changing}: its id, or its link's token` }]);
    return condition;
  };
  const route = (method: "get" | "patch" | "delete", words: Words, body: (() => z.ZodType) | undefined, work: (tx: Queryable, condition: Sql | undefined, input: Row) => Promise<Row | Row[]>, changing?: string): RouteDeclaration<"personal", ValidatedBy<z.ZodObject, z.ZodType<object>>> => ({
    kind: "personal",
    method,
    path: s.path,
    contract: () => ({
      tags: s.tags,
      operationId: words.operationId ?? `${{ get: "list", patch: "patch", delete: "delete" }[method]}${s.component}${method === "get" ? "s" : ""}`,
      summary: words.summary,
      description: words.description,
      security: [],
      request: { query: which.query(), ...(body ? { body: jsonBody(body()) } : {}) },
      errors: { 401: ["unauthorized"], 404: ["not_found"] },
      responses: {
        200: json(
          method === "get" ? z.union([successEnvelope(s.schemas().record), successEnvelope(z.array(s.schemas().record))]) : successEnvelope(s.schemas().record),
          method === "get" ? `The ${s.noun}, or the list.` : `The ${s.noun} as ${method === "patch" ? "changed" : "it was"}.`,
        ),
      },
    }),
    handle: (c, { own }) =>
      own(async (tx) => {
        const condition = await where(tx, c.req.valid("query") as Row, String(c.var.caller.claims.role), changing);
        const data = await work(tx, condition, (method === "patch" ? c.req.valid("json") : {}) as Row);
        return { status: 200, body: { success: true, data } };
      }),
  });
  return [
    route("get", s.routes.list, undefined, async (tx, condition) => {
      const rows = await execute<Row>(tx, readRows(s, condition));
      return condition ? found(s, rows[0]) : rows.map(answered(s));
    }),
    patch && route("patch", patch, () => s.schemas().patch, async (tx, condition, input) =>
      found(s, (await execute<Row>(tx, updateRows(s, condition!, input)))[0]), "change"),
    remove && route("delete", remove, undefined, async (tx, condition) =>
      found(s, (await execute<Row>(tx, deleteRows(s, condition!)))[0]), "delete"),
  ].filter((r) => r !== undefined) as RouteDeclaration[];
}
