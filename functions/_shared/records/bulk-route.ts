import * as z from "zod";
import { capitalised, successEnvelope } from "../http/openapi-schemas.ts";
import { lazily } from "../http/lazily.ts";
import { jsonBodyLimits, type RouteDeclaration, type ValidatedBy } from "../http/route-kinds.ts";
import { boolean, int32, recordId, uuid } from "./fields.ts";
import { maxPageSize } from "./listing.ts";
import type { RecordType } from "./record-type.ts";
import { updateMany } from "./table.ts";
import { changesVia } from "./history.ts";

const bulkEdit = lazily(() => z.strictObject({
  ids: z.array(uuid(), { error: "must be an array of ids" })
    .min(1, "must list at least one id")
    .max(maxPageSize, `must list at most ${maxPageSize} ids`),
  set: z.strictObject({
    is_active: boolean().optional(),
    website_viewable: boolean().optional(),
    display_order: int32().optional(),
  }, { error: "must be an object" }).refine(
    (set) => Object.keys(set).length > 0,
    "must set at least one of is_active, website_viewable, display_order",
  ).meta({ minProperties: 1 }),
}).meta({
  id: "BulkEdit",
  example: { ids: ["a0000000-0000-4000-8000-000000000007"], set: { is_active: true, website_viewable: true } },
}));

const bulkResult = lazily(() =>
  z.object({
    updated: z.array(recordId()).meta({ description: "Ids whose record was changed." }),
    unchanged: z.array(recordId()).meta({ description: "Ids whose record already had these values: nothing written." }),
    not_found: z.array(recordId()).meta({ description: "Ids with no record the caller may see." }),
  }).meta({ id: "BulkEditResult" })
);

/**
 * PATCH /<name>/bulk: sets is_active, website_viewable or display_order on up to 1,000 records
 * in one transaction (an editor publishing fifty imported postings), saying which ids changed,
 * which already had those values and which do not exist for the caller.
 */
export function bulkRoute(o: RecordType): RouteDeclaration<"bulk write", ValidatedBy<z.ZodObject, ReturnType<typeof bulkEdit>>> {
  return {
    kind: "bulk write",
    method: "patch",
    path: `/${o.name}/bulk`,
    contract: () => ({
      tags: [o.name],
      operationId: `bulkEdit${capitalised(o.name)}`,
      summary: `Set flags or order on many ${o.name}`,
      description: `One transaction: every listed record the caller may change gets the values in \`set\`.`,
      request: {
        query: z.strictObject({}),
        body: {
          required: true,
          description: `A JSON object of at most ${jsonBodyLimits["bulk write"] / 1024 / 1024} MiB (413 \`payload_too_large\` beyond).`,
          content: { "application/json": { schema: bulkEdit() } },
        },
      },
      responses: {
        200: { description: "What was changed.", content: { "application/json": { schema: successEnvelope(bulkResult()) } } },
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const { ids, set } = c.req.valid("json");
        await changesVia(tx, "bulk");
        const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
        const { found, updated } = await updateMany(tx, o.sql, wanted, set);
        const data = {
          updated: wanted.filter((id) => updated.has(id)),
          unchanged: wanted.filter((id) => found.has(id) && !updated.has(id)),
          not_found: wanted.filter((id) => !found.has(id)),
        };
        return { status: 200, body: { success: true, data } };
      }),
  };
}
