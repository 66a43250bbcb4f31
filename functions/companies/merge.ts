import * as z from "zod";
import { execute, sql } from "../_shared/database/sql.ts";
import { ApiError, notFound } from "../_shared/http/errors.ts";
import { idempotencyHeaders } from "../_shared/http/idempotency.ts";
import { successEnvelope } from "../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../_shared/http/route-kinds.ts";
import { uuid } from "../_shared/records/fields.ts";
import { json } from "../_shared/records/record-routes.ts";
import type { Row } from "../_shared/records/table.ts";

// Two companies that are one (a board's spelling, a rename): the postings of the merged one move
// to the kept one, its domains join the kept one's, and it is deleted. The database does it in
// one call (private.merge_companies), each change in the history.

const mergeQuery = () =>
  z.strictObject({
    id: uuid().meta({ description: "The company kept." }),
    merge: uuid().meta({ description: "The company merged into it, then deleted." }),
  }).superRefine((q, ctx) => {
    if (q.id === q.merge) ctx.addIssue({ code: "custom", path: ["merge"], message: "must be another company than id" });
  });

export function mergeRoute(): RouteDeclaration<"command", ValidatedBy<ReturnType<typeof mergeQuery>>> {
  return {
    kind: "command",
    method: "post",
    path: "/companies/merge",
    contract: () => ({
      tags: ["companies"],
      operationId: "mergeCompanies",
      summary: "Merge one company into another",
      description: "The postings of `merge` move to `id`, its verified domains join those of `id`, and `merge` is deleted; " +
        "each change is in the history (the company's delete, each posting's update). Postings keep their figures. No body.",
      request: { query: mergeQuery(), headers: idempotencyHeaders() },
      errors: { 404: ["not_found"] },
      responses: {
        200: json(successEnvelope(z.object({ id: z.string().meta({ format: "uuid" }), moved: z.int() })), "Merged: the company kept, and how many postings moved."),
      },
    }),
    handle: (c, { write }) =>
      write(async (tx) => {
        const { id, merge } = c.req.valid("query");
        const found = await execute<{ id: string }>(tx, sql`select id from public.companies where id in (${id}::uuid, ${merge}::uuid)`);
        for (const wanted of [id, merge]) if (!found.some((r) => r.id === wanted)) throw notFound("company");
        const [row] = await execute<Row>(tx, sql`select private.merge_companies(${id}::uuid, ${merge}::uuid) as moved`);
        if (typeof row?.moved !== "number") throw new ApiError(404, "not_found", "The company was merged or deleted meanwhile.");
        return { status: 200, body: { success: true, data: { id, moved: row.moved } } };
      }),
  };
}
