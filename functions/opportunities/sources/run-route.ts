import * as z from "zod";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { queryBoolean, uuid } from "../../_shared/records/fields.ts";
import type { Database } from "../../_shared/database/database.ts";
import type { BoardAccess } from "./job-boards.ts";
import { runNow, runRecord } from "./runs.ts";

// An editor runs one source now (the schedule runs the due ones: schedule/routes.ts).

const runQuery = () =>
  z.strictObject({
    id: uuid().meta({ description: "The source's id.", param: { in: "query" } }),
    force: queryBoolean().optional().meta({
      description: "`true`: let this run's sync withdraw more than half of the feed's postings (the schedule never does).",
    }),
  });
export function runNowRoute(deps: { db: Database; boards?: BoardAccess }): RouteDeclaration<"job", ValidatedBy<ReturnType<typeof runQuery>>> {
  return {
    kind: "job",
    method: "post",
    path: "/opportunities/sources/run",
    doing: "run job sources",
    contract: () => ({
      tags: ["job sources"],
      operationId: "runJobSource",
      summary: "Run a job source now",
      description: "Fetches the board and imports it into the source's feed (a sync when the source syncs), and answers " +
        "the run as the log records it: `ok`, `failed` (the board failed; nothing written) or `refused` (a sync's " +
        "safeguard; nothing written; `force=true` takes its withdrawals). Its next scheduled run counts from now. A disabled source runs too.",
      request: { query: runQuery() },
      errors: { 404: ["not_found"], 409: ["source_running"] },
      responses: {
        200: { description: "The run.", content: { "application/json": { schema: successEnvelope(runRecord()) } } },
      },
    }),
    async handle(c, { done }) {
      const { id, force } = c.req.valid("query");
      const run = await runNow(deps.db, c.var.caller, id, deps.boards, force);
      return done({ status: 200, body: { success: true, data: run } });
    },
  };
}
