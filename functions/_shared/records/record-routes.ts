import * as z from "zod";
import { largeListFrom } from "../http/large-answers.ts";
import { readAs } from "../database/as-caller.ts";
import type { Database } from "../database/database.ts";
import { notFound } from "../http/errors.ts";
import { idempotencyHeaders } from "../http/idempotency.ts";
import { capitalised, pageEnvelope, successEnvelope } from "../http/openapi-schemas.ts";
import { jsonBodyLimits, type RouteContract, type RouteDeclaration, type Validated } from "../http/route-kinds.ts";
import type { TablesInsert, TablesUpdate } from "../../../types/database.ts";
import { uuid } from "./fields.ts";
import { answerPage, listParameters, type ListQuery, listRead, type ListRequest, maxPageSize, pageOf, quickListQuery } from "./listing.ts";
import { type RecordType, shownWith, type TableName } from "./record-type.ts";
import type { ServiceConfig } from "../http/config.ts";
import { askedIn, langParameter, languageHeaders } from "../languages/reads.ts";
import { deleteRecord, insertRecord, recordRead, type Row, updateRecord } from "./table.ts";

/** The record's example (its schema's), whose id is the id parameter's example: a record the seed has. */
const exampleOf = (o: RecordType) => z.globalRegistry.get(o.schemas().record)?.example as { id?: string } | undefined;
export const idParameter = (o: RecordType) =>
  uuid().meta({ description: "The record's id.", param: { in: "query" }, example: exampleOf(o)?.id });
export const idQuery = (o: RecordType) => z.strictObject({ id: idParameter(o) });

/** An answer whose body is JSON of `schema`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
/** A write's body: a JSON object within the write kind's limit. */
export const jsonBody = (schema: z.ZodType) => ({
  required: true,
  description: `A JSON object of at most ${jsonBodyLimits.write / 1024} KiB (413 \`payload_too_large\` beyond).`,
  content: { "application/json": { schema } },
});
export const aNoun = (noun: string) => `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
const found = (noun: string, row: Row | undefined) => {
  if (!row) throw notFound(noun);
  return row;
};

/**
 * One table as a REST collection selected by `?id=`, as the spec has it: GET lists (filters,
 * search, pages) or gets one, POST creates, PUT updates (spec 4.2/4.4), PATCH updates the fields
 * given, DELETE deletes. Reads run as the caller in one round trip (`readAs`), writes in one
 * transaction as the caller, so RLS decides what exists for them.
 */
export const recordRoutes = <T extends TableName>(db: Database, o: RecordType<T>, config: ServiceConfig): RouteDeclaration[] => {
  const shown = shownWith(o, config);
  return [getRoute(db, o, config), createRecordRoute(o, shown), ...updateRoutes(o, shown), deleteRoute(o, shown)];
};

/** The names of the parameters that read one record: `id`, and the type's own unique keys (`slug`). */
const lookupKeys = (o: RecordType) => ["id", ...Object.keys(o.lookup?.keys ?? {})];

/** Those parameters, each with its rule. */
const lookupParameters = (o: RecordType) => ({
  id: idParameter(o).optional(),
  ...Object.fromEntries(Object.entries(o.lookup?.keys ?? {}).map(([key, value]) => [
    key,
    value().optional().meta({ description: `Reads the ${o.noun} of this ${key}, alone, as \`id\` does.`, param: { in: "query" } }),
  ])),
});

/** The list's query: its filters and the list parameters, or one of `id` and the lookup keys, alone. */
const listQuery = (o: RecordType) =>
  o.filterSchema().extend({ ...listParameters(), ...lookupParameters(o), ...(o.translated ? langParameter() : {}) }).superRefine((query, ctx) => {
    const key = lookupKeys(o).find((k) => (query as Record<string, unknown>)[k] !== undefined);
    if (key === undefined) return;
    for (const other of Object.keys(query)) {
      if (other !== key && other !== "lang") ctx.addIssue({ code: "custom", path: [other], message: `cannot be given with ${key}: ${key} reads one record, alone` });
    }
  });

/**
 * A list's answers: a page, or one record by id, each with an example built from the record's
 * (a reference page shows the first, the page: an array, as the website reads it).
 */
function listContent(o: RecordType) {
  const record = exampleOf(o);
  return {
    "application/json": {
      schema: z.union([pageEnvelope(o.schemas().record), successEnvelope(o.schemas().record)]),
      examples: {
        page: { summary: `A page of ${o.name}`, value: { success: true, data: [record], next_cursor: null } },
        one: { summary: `One ${o.noun}, with \`id\``, value: { success: true, data: record } },
      },
    },
  };
}

/** The one-record parameters given (`id`, a lookup key), apart from the list's filters. */
function splitLookups(o: RecordType, query: Record<string, unknown>) {
  const keys = new Set(lookupKeys(o));
  const lookups = Object.fromEntries(Object.entries(query).filter(([k, v]) => keys.has(k) && v !== undefined));
  const filters = Object.fromEntries(Object.entries(query).filter(([k]) => !keys.has(k)));
  return { lookups, filters };
}

const definedOf = (values: Row) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/** The list's contract: a page, or one record by id. */
const listContract = (o: RecordType): RouteContract => ({
  tags: [o.name],
  operationId: `list${capitalised(o.name)}`,
  summary: `List ${o.name}, or get one ${o.noun} by id`,
  description: `Without \`id\`: the ${o.name} the caller may see that match every filter and the search, ordered ` +
    `by display_order, ${o.sortColumn}, id, a page at a time (\`limit\`, default and most ${maxPageSize}). \`next_cursor\` ` +
    "(and a `Link: <...>; rel=\"next\"` header) gives the next page, stable while rows are added; `count=true` adds " +
    `\`total\`. With \`id\` (and no other parameter): that ${o.noun}. Anonymous answers are shared-cacheable for ` +
    "seconds (`Cache-Control`; no one sees one more than 10 s older than a change by default) with an ETag; " +
    "`If-None-Match` gets 304." +
    (o.translated ? " Its records are in the asked language (`lang`, else `Accept-Language`) where they have it: see `content_language`." : "") +
    (o.anonymousDefaults ? ` An anonymous list takes ${Object.entries(o.anonymousDefaults).map(([k, v]) => `\`${k}=${v}\``).join(", ")} unless it gives it.` : ""),
  request: { query: listQuery(o) },
  errors: { 404: ["not_found"] },
  responses: {
    200: { description: `A page of the list, or the ${o.noun} when \`id\` is given.`, content: listContent(o) },
    304: { description: "Not modified: the anonymous caller's `If-None-Match` matches the ETag." },
  },
});

function getRoute(db: Database, o: RecordType, config: ServiceConfig): RouteDeclaration<"public read", Validated<ListRequest>> {
  const shownInOwn = shownWith(o, config);
  return {
    kind: "public read",
    method: "get",
    path: `/${o.name}`,
    quickQuery: quickListQuery(o.booleanFilters),
    probesLarge: true,
    variesByLanguage: Boolean(o.translated),
    // A page of more than a hundred records; one record, or a few named ids, is never large. The
    // website's default list (its true-or-false filters, at most `count`) is the usual one.
    large: (query) => {
      const { id, limit, ids } = query;
      const large = id === undefined && Math.min(Number(limit ?? maxPageSize), typeof ids === "string" ? ids.split(",").length : Infinity) > largeListFrom;
      const usual = Object.entries(query).every(([name, value]) => value === undefined || name === "count" || o.booleanFilters.includes(name));
      return large && (usual ? "usual" : true);
    },
    contract: () => listContract(o),
    // The rows, as the driver decoded them, written into the envelope as JSON text.
    async handle(c, { answer }) {
      const { limit, cursor, count, q, ids, updated_since, lang, ...rest } = c.req.valid("query") as ListRequest & { lang?: string };
      const { lookups, filters } = splitLookups(o, rest);
      const languages = o.translated ? askedIn(c, lang) : [];
      const shown = languages.length ? shownWith(o, config, languages) : shownInOwn;
      const [key, value] = Object.entries(lookups)[0] ?? [];
      if (key !== undefined) {
        const [rows = []] = await readAs(db, c.var.caller, recordRead(o.sql, value, key, o.lookup?.adds));
        if (!rows[0]) throw notFound(o.noun);
        const one = shown(rows[0]);
        return answer(JSON.stringify({ success: true, data: one }), o.translated ? languageHeaders(lang, one.content_language) : {});
      }
      const given = c.var.caller.claims.role === "anon" ? { ...o.anonymousDefaults, ...definedOf(filters) } : filters;
      const asked: ListQuery = { filters: given, limit, cursor, count, q, ids, updated_since };
      const answered = (rows: Row[][]) => {
        const page = pageOf(rows, limit, o.sortColumn);
        // One stringify of the whole envelope: its text is one flat string, which the cache compares
        // and Deno sends without first copying a concatenation of parts (48 KB a page).
        return answerPage(answer, c.req.query(), o.answered || o.translated ? page.data.map(shown) : page.data, page.nextCursor, page.total,
          o.translated ? languageHeaders(lang) : {});
      };
      const { largeTurn } = c.var;
      if (!largeTurn) return answered(await readAs<Row>(db, c.var.caller, listRead(o, asked)));
      // A page that may be large: its first `largeListFrom` records, the whole in a turn only when there are more.
      const first = await readAs<Row>(db, c.var.caller, listRead(o, { ...asked, limit: largeListFrom }));
      if (first[0]!.length <= largeListFrom) return answered(first);
      return largeTurn(async () => answered(await readAs<Row>(db, c.var.caller, listRead(o, asked))));
    },
  };
}

function createRecordRoute<T extends TableName>(
  o: RecordType<T>,
  shown: (row: Row) => Row,
): RouteDeclaration<"write", Validated<object, TablesInsert<T>>> {
  return {
    kind: "write",
    method: "post",
    path: `/${o.name}`,
    contract: () => ({
      tags: [o.name],
      operationId: `create${capitalised(o.noun)}`,
      summary: `Create ${aNoun(o.noun)}`,
      request: { query: z.strictObject({}), headers: idempotencyHeaders(), body: jsonBody(o.schemas().input) },
      errors: { 409: o.conflicts ?? [] },
      responses: {
        201: {
          ...json(successEnvelope(o.schemas().record), `Created: the new ${o.noun}.`),
          headers: { Location: { description: "`?id=<id>` of the new record.", schema: { type: "string" } } },
        },
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const row = await insertRecord(tx, o.sql, c.req.valid("json"));
        return { status: 201, body: { success: true, data: shown(row) }, headers: { Location: `?id=${row.id}` } };
      }),
  };
}

/** PUT (the spec's update: required fields again) and PATCH (only the fields given) differ only in their body. */
function updateRoutes<T extends TableName>(
  o: RecordType<T>,
  shown: (row: Row) => Row,
): RouteDeclaration<"write", Validated<{ id: string }, TablesInsert<T> | TablesUpdate<T>>>[] {
  const updates = [
    {
      method: "put" as const,
      verb: "update",
      summary: `Update ${aNoun(o.noun)}`,
      description: "The spec's update: the required fields are required again; other omitted fields are left as they " +
        "are. `updated_at` is set by the service. PATCH takes only the fields to change.",
      body: "input" as const,
    },
    {
      method: "patch" as const,
      verb: "patch",
      summary: `Change some fields of ${aNoun(o.noun)}`,
      description: "Sets only the fields given, none required, with the same rules as a create. `updated_at` is set by the service.",
      body: "patch" as const,
    },
  ];
  return updates.map(({ method, verb, summary, description, body }) => ({
    kind: "write",
    method,
    path: `/${o.name}`,
    contract: () => ({
      tags: [o.name],
      operationId: `${verb}${capitalised(o.noun)}`,
      summary,
      description,
      request: { query: idQuery(o), body: jsonBody(o.schemas()[body]) },
      errors: { 404: ["not_found"], 409: o.conflicts ?? [] },
      responses: {
        200: json(successEnvelope(o.schemas().record), `The updated ${o.noun}.`),
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const row = await updateRecord(tx, o.sql, c.req.valid("query").id, c.req.valid("json"));
        return { status: 200, body: { success: true, data: shown(found(o.noun, row)) } };
      }),
  }));
}

function deleteRoute(o: RecordType, shown: (row: Row) => Row): RouteDeclaration<"write", Validated<{ id: string }>> {
  return {
    kind: "write",
    method: "delete",
    path: `/${o.name}`,
    contract: () => ({
      tags: [o.name],
      operationId: `delete${capitalised(o.noun)}`,
      summary: `Delete ${aNoun(o.noun)}`,
      request: { query: idQuery(o) },
      errors: { 404: ["not_found"] },
      responses: {
        200: json(successEnvelope(o.schemas().record), `The deleted ${o.noun}.`),
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => ({ status: 200, body: { success: true, data: shown(found(o.noun, await deleteRecord(tx, o.sql, c.req.valid("query").id))) } })),
  };
}
