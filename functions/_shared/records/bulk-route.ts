import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ApiApp, ApiEnv } from "../http/app.ts";
import { errorResponses, successEnvelope } from "../http/openapi-schemas.ts";
import type { Caller, Queryable } from "../database/database.ts";
import { boolean, int32, recordId, uuid } from "./fields.ts";
import { maxPageSize } from "./listing.ts";
import type { RecordTable } from "./table.ts";
import { jsonObjectBody } from "../http/body.ts";

const bulkEdit = z.strictObject({
  ids: z.array(uuid, { error: "must be an array of ids" })
    .min(1, "must list at least one id")
    .max(maxPageSize, `must list at most ${maxPageSize} ids`),
  set: z.strictObject({
    is_active: boolean.optional(),
    website_viewable: boolean.optional(),
    display_order: int32.optional(),
  }, { error: "must be an object" }).refine(
    (set) => Object.keys(set).length > 0,
    "must set at least one of is_active, website_viewable, display_order",
  ),
}).meta({
  id: "BulkEdit",
  example: { ids: ["a0000000-0000-4000-8000-000000000007"], set: { is_active: true, website_viewable: true } },
});

const bulkResult = z.object({
  updated: z.array(recordId).meta({ description: "Ids whose record was changed." }),
  unchanged: z.array(recordId).meta({ description: "Ids whose record already had these values: nothing written." }),
  not_found: z.array(recordId).meta({ description: "Ids with no record the caller may see." }),
}).meta({ id: "BulkEditResult" });

export interface BulkRouteOptions {
  name: string;
  tags: string[];
  table: RecordTable;
  signedIn: MiddlewareHandler<ApiEnv>;
  write: <T>(caller: Caller, work: (tx: Queryable) => Promise<T>) => Promise<T>;
  writeErrors: Parameters<typeof errorResponses>[0];
}

/**
 * PATCH /<name>/bulk: sets is_active, website_viewable or display_order on up to 1,000 records
 * in one transaction (an editor publishing fifty imported postings), saying which ids changed,
 * which already had those values and which do not exist for the caller.
 */
export function addBulkRoute(app: ApiApp, options: BulkRouteOptions): void {
  const { name, table } = options;
  app.openapi(
    createRoute({
      method: "patch",
      path: `/${name}/bulk`,
      tags: options.tags,
      summary: `Set flags or order on many ${name}`,
      description: `One transaction: every listed record the caller may change gets the values in \`set\`.`,
      middleware: [options.signedIn, ...jsonObjectBody] as const,
      request: { query: z.strictObject({}), body: { required: true, content: { "application/json": { schema: bulkEdit } } } },
      responses: {
        200: { description: "What was changed.", content: { "application/json": { schema: successEnvelope(bulkResult) } } },
        ...errorResponses(options.writeErrors),
      },
    }),
    async (c) => {
      const { ids, set } = c.req.valid("json");
      const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
      const columns = Object.keys(set);
      const result = await options.write(c.var.caller, async (tx) => {
        // Locked in id order, so bulk edits that overlap wait for each other rather than deadlock.
        const found = await tx.query<{ id: string }>(
          `select id from ${table.name} where id = any(string_to_array($1, ',')::uuid[]) order by id for update`,
          [wanted.join(",")],
        );
        const values = Object.values(set);
        const updated = await tx.query<{ id: string }>(
          `update ${table.name} set ${columns.map((column, i) => `${column} = $${i + 2}`).join(", ")}
           where id = any(string_to_array($1, ',')::uuid[])
             and (${columns.join(", ")}) is distinct from (${columns.map((_, i) => `$${i + 2}`).join(", ")})
           returning id`,
          [wanted.join(","), ...values],
        );
        return { found: new Set(found.map((r) => r.id)), updated: new Set(updated.map((r) => r.id)) };
      });
      return c.json({
        success: true as const,
        data: {
          updated: wanted.filter((id) => result.updated.has(id)),
          unchanged: wanted.filter((id) => result.found.has(id) && !result.updated.has(id)),
          not_found: wanted.filter((id) => !result.found.has(id)),
        },
      }, 200);
    },
  );
}
