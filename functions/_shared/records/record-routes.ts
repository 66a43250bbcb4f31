import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ApiApp, ApiEnv } from "../http/app.ts";
import type { AnonymousReadCache } from "../http/anonymous-cache.ts";
import { alwaysPossible, errorResponses, pageEnvelope, successEnvelope } from "../http/openapi-schemas.ts";
import { type Caller, type Database, type Queryable, readAs } from "../database/database.ts";
import { notFound } from "../http/errors.ts";
import { uuid } from "./fields.ts";
import { idempotencyHeaders, once, respond } from "../http/idempotency.ts";
import { mustBeSignedIn, type Permission, writeAs } from "../http/permissions.ts";
import { addBulkRoute } from "./bulk-route.ts";
import { type ListQuery, listParameters, listRead, maxPageSize, pageOf } from "./listing.ts";
import { deleteRecord, insertRecord, type RecordTable, recordRead, type Row, updateRecord } from "./table.ts";
import { jsonObjectBody } from "../http/body.ts";

export interface RecordRoutesOptions {
  /** The function's name: its path, and its OpenAPI tag. */
  name: string;
  /** What one record is called in messages. */
  noun: string;
  table: RecordTable;
  /** The permission a caller needs to write. */
  permission: Permission;
  /** A record as the API returns it (an OpenAPI component). */
  record: z.ZodType;
  /** The body of a create or update: validated, normalised values to write. */
  input: z.ZodType<Row>;
  /** The body of a partial update (PATCH): any of the fields, with the same rules. */
  patch: z.ZodType<Row>;
  /** The list's own filters (column = value, and `unexpired` for opportunities). */
  filters: z.ZodObject;
  /** Error codes a write can meet beyond the common ones (a unique key's 409). */
  conflicts?: readonly "duplicate_external_id"[];
}

const idQuery = z.strictObject({
  id: uuid.meta({ description: "The record's id.", param: { in: "query" }, example: "a0000000-0000-4000-8000-000000000001" }),
});

/**
 * One table as a REST collection selected by `?id=`, as the spec has it: GET lists (filters,
 * search, pages) or gets one, POST creates, PUT updates (spec 4.2/4.4), PATCH updates the fields
 * given, DELETE deletes, and PATCH /bulk sets flags and order on many. Reads run as the caller in
 * one round trip (`readAs`), writes in one transaction as the caller (`writeAs`), so RLS decides
 * what exists for them.
 */
export function addRecordRoutes(
  app: ApiApp,
  db: Database,
  options: RecordRoutesOptions,
  /** The function's cache of anonymous reads. */
  cache: AnonymousReadCache,
): void {
  const { name, noun, table, record } = options;
  const path = `/${name}`;
  const tags = [name];
  const aNoun = `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
  const write = <T>(caller: Caller, work: (tx: Queryable) => Promise<T>) =>
    writeAs(db, caller, options.permission, name, work);
  const found = (row: Row | undefined) => {
    if (!row) throw notFound(noun);
    return row;
  };
  const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
    mustBeSignedIn(c.var.caller.claims, name);
    await next();
  };
  const writeErrors: Parameters<typeof errorResponses>[0] = {
    ...alwaysPossible,
    400: ["validation_failed", "invalid_json", "invalid_body", "invalid_encoding", "invalid_input"],
    401: ["invalid_credentials", "unauthorized"],
    403: ["forbidden"],
    413: ["payload_too_large"],
    415: ["unsupported_media_type"],
  };
  const json = <T extends z.ZodType>(schema: T, description: string) => ({
    description,
    content: { "application/json": { schema } },
  });
  const body = { required: true, content: { "application/json": { schema: options.input } } } as const;

  const getQuery = options.filters.extend({ ...listParameters, id: idQuery.shape.id.optional() }).superRefine((query, ctx) => {
    if (query.id === undefined) return;
    for (const key of Object.keys(query)) {
      if (key !== "id") ctx.addIssue({ code: "custom", path: [key], message: "is not a known field" });
    }
  });

  app.openapi(
    createRoute({
      method: "get",
      path,
      tags,
      summary: `List ${name}, or get one ${noun} by id`,
      description: `Without \`id\`: the ${name} the caller may see that match every filter and the search, ordered ` +
        `by display_order, title, id, a page at a time (\`limit\`, default and most ${maxPageSize}). \`next_cursor\` ` +
        "(and a `Link: <...>; rel=\"next\"` header) gives the next page, stable while rows are added; `count=true` adds " +
        `\`total\`. With \`id\` (and no other parameter): that ${noun}. Anonymous answers are shared-cacheable for ` +
        "60 s with an ETag; `If-None-Match` gets 304.",
      middleware: [cache.reads] as const,
      request: { query: getQuery },
      responses: {
        200: json(z.union([pageEnvelope(record), successEnvelope(record)]), `A page of the list, or the ${noun} when \`id\` is given.`),
        304: { description: "Not modified: the anonymous caller's `If-None-Match` matches the ETag." },
        ...errorResponses({ ...alwaysPossible, 400: ["validation_failed"], 404: ["not_found"] }),
      },
    }),
    async (c) => {
      const { id, limit, cursor, count, q, ids, updated_since, unexpired, ...equal } = c.req.valid("query") as ListQuery["equal"] &
        Omit<ListQuery, "equal"> & { id?: string };
      // Postgres builds the JSON of the records; it is sent on as it is, inside the envelope.
      if (id !== undefined) {
        const result = await readAs(db, c.var.caller, recordRead(table, id));
        if (!result.body) throw notFound(noun);
        return cache.answer(c, `{"success":true,"data":${result.body}}`) as never;
      }
      const page = pageOf(await readAs(db, c.var.caller, listRead(table, { equal, limit, cursor, count, q, ids, updated_since, unexpired })));
      const json = `{"success":true,"data":${page.data},"next_cursor":${JSON.stringify(page.nextCursor)}${
        page.total === undefined ? "" : `,"total":${page.total}`
      }}`;
      if (!page.nextCursor) return cache.answer(c, json) as never;
      const next = new URL(c.req.url).searchParams;
      next.set("cursor", page.nextCursor);
      return cache.answer(c, json, { Link: `<?${next}>; rel="next"` }) as never;
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path,
      tags,
      summary: `Create ${aNoun}`,
      middleware: [signedIn, ...jsonObjectBody] as const,
      request: { query: z.strictObject({}), headers: idempotencyHeaders, body },
      responses: {
        201: {
          ...json(successEnvelope(record), `Created: the new ${noun}.`),
          headers: { Location: { description: "`?id=<id>` of the new record.", schema: { type: "string" } } },
        },
        ...errorResponses({ ...writeErrors, 409: [...(options.conflicts ?? []), "idempotency_key_reused"] }),
      },
    }),
    async (c) => {
      const values = c.req.valid("json");
      const create = await once(c, await c.req.text(), async (tx) => {
        const row = await insertRecord(tx, table, values);
        return { status: 201, body: { success: true, data: row }, headers: { Location: `?id=${row.id}` } };
      });
      return respond(c, await write(c.var.caller, create)) as never;
    },
  );

  // PUT (the spec's update: required fields again) and PATCH (only the fields given) differ only
  // in their body.
  const updates = [
    {
      method: "put" as const,
      summary: `Update ${aNoun}`,
      description: "The spec's update: the required fields are required again; other omitted fields are left as they " +
        "are. `updated_at` is set by the service. PATCH takes only the fields to change.",
      schema: options.input,
    },
    {
      method: "patch" as const,
      summary: `Change some fields of ${aNoun}`,
      description: "Sets only the fields given, none required, with the same rules as a create. `updated_at` is set by the service.",
      schema: options.patch,
    },
  ];
  for (const update of updates) {
    app.openapi(
      createRoute({
        method: update.method,
        path,
        tags,
        summary: update.summary,
        description: update.description,
        middleware: [signedIn, ...jsonObjectBody] as const,
        request: { query: idQuery, body: { required: true, content: { "application/json": { schema: update.schema } } } },
        responses: {
          200: json(successEnvelope(record), `The updated ${noun}.`),
          ...errorResponses({
            ...writeErrors,
            404: ["not_found"],
            ...(options.conflicts?.length ? { 409: options.conflicts } : {}),
          }),
        },
      }),
      async (c) => {
        const { id } = c.req.valid("query");
        const values = c.req.valid("json") as Row;
        return c.json({ success: true as const, data: found(await write(c.var.caller, (tx) => updateRecord(tx, table, id, values))) }, 200);
      },
    );
  }

  addBulkRoute(app, { name, tags, signedIn, write, writeErrors, table });

  app.openapi(
    createRoute({
      method: "delete",
      path,
      tags,
      summary: `Delete ${aNoun}`,
      middleware: [signedIn] as const,
      request: { query: idQuery },
      responses: {
        200: json(successEnvelope(record), `The deleted ${noun}.`),
        ...errorResponses({
          ...alwaysPossible,
          400: ["validation_failed"],
          401: ["invalid_credentials", "unauthorized"],
          403: ["forbidden"],
          404: ["not_found"],
        }),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("query");
      return c.json({ success: true as const, data: found(await write(c.var.caller, (tx) => deleteRecord(tx, table, id))) }, 200);
    },
  );
}
