import * as z from "zod";
import { execute, sql } from "../../_shared/database/sql.ts";
import { freshnessSettings, type ServiceConfig } from "../../_shared/http/config.ts";
import { notFound } from "../../_shared/http/errors.ts";
import { refusedFor } from "../../_shared/http/rate-limits.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { publicFormRoute } from "../../_shared/http/public-form.ts";
import { oneOf, optionalText, uuid } from "../../_shared/records/fields.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import type { Row } from "../../_shared/records/table.ts";
import { reportReasons } from "../values.ts";

// A job seeker says a posting is wrong (docs/freshness.md): anonymous or signed in, one open
// report per reporter and posting. A report only informs: the editors' queue shows it, and a
// `closed` or `broken_link` one makes the posting's link check due at once (the database's
// trigger); nothing in it changes the posting.

export const path = "/opportunities/reports";
export const tags = ["reports"];
const emptyQuery = () => z.strictObject({});

export const reportInput = () =>
  z.strictObject({
    opportunity_id: uuid().meta({ description: "The posting reported." }),
    reason: oneOf(reportReasons).meta({ description: "`closed` (no longer taking applications), `broken_link`, `spam`, `scam`, `inaccurate` or `other`." }),
    details: optionalText(1000).optional().meta({ description: "What is wrong, in the reporter's words (at most 1,000 characters); editors read it." }),
  }).meta({ id: "ReportInput", example: { opportunity_id: "6f1c1f1e-3d1b-4c55-9a44-0c6f4f1b2a10", reason: "closed", details: "The page says the role is filled." } });

/** What a reporter gets back of their report: never who else reported, nor anything of the posting's editors. */
export const reportRecord = () =>
  z.object({
    id: z.string().meta({ format: "uuid" }),
    opportunity_id: z.string().meta({ format: "uuid" }),
    reason: z.enum(reportReasons),
    details: z.string().nullable(),
    status: z.enum(["open", "resolved", "dismissed"]),
    created_at: z.string().meta({ format: "date-time" }),
  }).meta({ id: "Report" });

/**
 * What a repeat gets: the open report's id and state, nothing it said (on a shared network the
 * reporter key is the network's, and the first report may be another person's).
 */
const reportSeen = () =>
  z.object({ id: z.string().meta({ format: "uuid" }), status: z.literal("open") }).meta({ id: "ReportSeen" });

export function reportRoute(config: ServiceConfig): RouteDeclaration<"personal", ValidatedBy<ReturnType<typeof emptyQuery>, ReturnType<typeof reportInput>>> {
  const settings = freshnessSettings(config);
  return publicFormRoute(config, {
    path,
    contract: () => ({
      tags,
      operationId: "reportOpportunity",
      summary: "Report a posting that is closed, broken or wrong",
      description: "Anyone, signed in or not, of a posting they can read: 201 with the report; 200 with only the id and state of the " +
        "open report this reporter (a member's account, else the client's network) already has for the posting. A report never " +
        "changes the posting: editors read and resolve it. `closed` and `broken_link` make the posting's link check due at " +
        "once. Reporters are never shown to anyone. `REPORT_CLIENT_LIMIT` reports an hour per client (429 past it); 404 for " +
        "a posting the caller cannot read.",
      request: { query: emptyQuery(), body: jsonBody(reportInput()) },
      errors: { 404: ["not_found"], 429: ["rate_limited"] },
      responses: {
        201: json(successEnvelope(reportRecord()), "Reported."),
        200: json(successEnvelope(reportSeen()), "This reporter already has a report of the posting open: its id and state only."),
      },
    }),
    async write(tx, { input: { opportunity_id: posting, reason, details }, client }) {
      // Read under the caller's own policies: a stranger reports only what the public sees.
      const [seen] = await execute<{ id: string }>(tx, sql`select id from public.opportunities where id = ${posting}`);
      if (!seen) throw notFound("opportunity");
      const [outcome] = await execute<{ report: Row | null; created: boolean | null; retry_after: number | null }>(tx, sql`select report, created, retry_after
        from private.report_opportunity(${posting}::uuid, ${reason}::public.report_reason, ${details ?? null},
          ${client}, ${settings.reportsPerClientPerHour}::int)`);
      if (outcome!.retry_after !== null) throw refusedFor("Too many reports from this client this hour.", outcome!.retry_after);
      return { status: outcome!.created ? 201 : 200, body: { success: true, data: outcome!.report } };
    },
  });
}
