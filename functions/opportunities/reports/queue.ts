import * as z from "zod";
import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database, Queryable } from "../../_shared/database/database.ts";
import { execute, type Sql, sql, statement } from "../../_shared/database/sql.ts";
import { ApiError } from "../../_shared/http/errors.ts";
import { idempotencyHeaders } from "../../_shared/http/idempotency.ts";
import { pageEnvelope, successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { oneOf, requiredText, uuid } from "../../_shared/records/fields.ts";
import { answerPage } from "../../_shared/records/listing.ts";
import { timeCursorPattern, timePageParams, utcText } from "../../_shared/records/time-pages.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import { type Row, updateRecord } from "../../_shared/records/table.ts";
import { opportunityType } from "../record.ts";
import { closedReasons, reportReasons } from "../values.ts";
import { path, tags } from "./report.ts";

// The editors' queue of reports (manage_opportunities), one entry per posting: how many distinct
// reporters and why, what they wrote, the posting's state and its last link check. Resolving
// closes the posting with a reason, or not; dismissing keeps it as it is. Either ends the
// posting's open reports with the editor's note.

const statuses = ["open", "resolved", "dismissed"] as const;
const pageSize = 50;

const queueQuery = () =>
  z.strictObject({
    status: z.enum(statuses, { error: `must be one of ${statuses.join(", ")}` }).optional().meta({
      description: "`open` (the default): postings with open reports, the longest reported first. `resolved`, `dismissed`: " +
        "postings whose reports ended so, the latest first.",
      param: { in: "query" },
    }),
    opportunity_id: uuid().optional().meta({ description: "Only this posting's reports.", param: { in: "query" } }),
    ...timePageParams(pageSize, "Postings"),
  });

const reportedPosting = () =>
  z.object({
    opportunity: z.object({
      id: z.string().meta({ format: "uuid" }),
      title: z.string(),
      company_name: z.string().nullable(),
      link_url: z.string().nullable(),
      is_active: z.boolean(),
      closed_reason: z.enum(closedReasons).nullable(),
      closed_at: z.string().nullable(),
    }),
    reporters: z.int().meta({ description: "Distinct reporters: accounts and clients, several on one network counting as one." }),
    reasons: z.record(z.enum(reportReasons), z.int()).meta({ description: "Reports by reason." }),
    reports: z.array(z.object({
      id: z.string().meta({ format: "uuid" }),
      reason: z.enum(reportReasons),
      details: z.string().nullable(),
      created_at: z.string(),
      note: z.string().nullable(),
      resolved_at: z.string().nullable(),
    })).meta({ description: "Each report, oldest first (at most 50); never who made it." }),
    first_reported_at: z.string(),
    last_reported_at: z.string(),
    last_link_check: z.object({ checked_at: z.string(), status: z.int().nullable(), outcome: z.string(), matched: z.string() }).nullable(),
  }).meta({ id: "ReportedPosting" });


/** The reported postings `where` picks (`r`: a posting's reports of one status), as editors read them. */
function groupsRead(status: string, where: Sql, order: Sql, limit: number) {
  return sql`with g as materialized (
      select r.opportunity_id, private.reporters_of(r.opportunity_id, ${status}::public.report_status) as reporters, min(r.created_at) as first_at, max(r.created_at) as last_at,
        max(coalesce(r.resolved_at, r.created_at)) as ended_at
      from public.opportunity_reports r where r.status = ${status}::public.report_status
      group by r.opportunity_id)
    select jsonb_build_object('id', o.id, 'title', o.title, 'company_name', o.company_name, 'link_url', o.link_url,
        'is_active', o.is_active, 'closed_reason', o.closed_reason, 'closed_at', ${utcText(sql`o.closed_at`)}) as opportunity,
      g.reporters,
      (select jsonb_object_agg(x.reason, x.n) from (select r.reason, count(*)::int as n from public.opportunity_reports r
        where r.opportunity_id = g.opportunity_id and r.status = ${status}::public.report_status group by r.reason order by r.reason) x) as reasons,
      (select coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'reason', r.reason, 'details', r.details, 'created_at', ${utcText(sql`r.created_at`)},
          'note', r.note, 'resolved_at', ${utcText(sql`r.resolved_at`)}) order by r.created_at, r.id), '[]')
        from (select r.id, r.reason, r.details, r.created_at, r.note, r.resolved_at from public.opportunity_reports r where r.opportunity_id = g.opportunity_id and r.status = ${status}::public.report_status
          order by r.created_at, r.id limit 50) r) as reports,
      ${utcText(sql`g.first_at`)} as first_reported_at, ${utcText(sql`g.last_at`)} as last_reported_at,
      (select jsonb_build_object('checked_at', ${utcText(sql`c.checked_at`)}, 'status', c.status, 'outcome', c.outcome, 'matched', c.matched)
        from public.link_checks c where c.opportunity_id = g.opportunity_id order by c.checked_at desc, c.id desc limit 1) as last_link_check,
      ${utcText(status === "open" ? sql`g.first_at` : sql`g.ended_at`)} || '_' || g.opportunity_id as cursor_at
    from g join public.opportunities o on o.id = g.opportunity_id
    where ${where} order by ${order} limit ${limit}`;
}

function pageRead(status: string, limit: number, posting?: string, cursor?: string) {
  const after = cursor ? timeCursorPattern.exec(cursor) : null;
  const only = posting ? sql`g.opportunity_id = ${posting}` : sql`true`;
  if (status === "open") {
    const from = after ? sql` and (g.first_at, g.opportunity_id) > (${after[1]}::timestamptz, ${after[2]}::uuid)` : sql``;
    return groupsRead(status, sql`${only}${from}`, sql`g.first_at, g.opportunity_id`, limit + 1);
  }
  const from = after ? sql` and (g.ended_at, g.opportunity_id) < (${after[1]}::timestamptz, ${after[2]}::uuid)` : sql``;
  return groupsRead(status, sql`${only}${from}`, sql`g.ended_at desc, g.opportunity_id desc`, limit + 1);
}

function queueRoute(db: Database): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof queueQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path,
    doing: "read reports",
    contract: () => ({
      tags,
      operationId: "listReports",
      summary: "Reported postings, with their reports",
      description: "Editors (manage_opportunities): one entry per posting, with the count of distinct reporters, the reports by " +
        "reason, each report (never who made it), the posting's state and its last link check.",
      request: { query: queueQuery() },
      responses: { 200: json(pageEnvelope(reportedPosting()), "A page of reported postings.") },
    }),
    async handle(c, { answer }) {
      const { status = "open", opportunity_id, limit = pageSize, cursor } = c.req.valid("query");
      const [rows = []] = await readAs<Row>(db, c.var.caller, { statements: [statement(pageRead(status, limit, opportunity_id, cursor))] });
      const data = rows.slice(0, limit).map(({ cursor_at: _, ...row }) => row);
      return answerPage(answer, c.req.query(), data, rows.length > limit ? String(rows[limit - 1]!.cursor_at) : null);
    },
  };
}

const postingQuery = () => z.strictObject({ opportunity_id: uuid().meta({ description: "The reported posting.", param: { in: "query" } }) });

/** Closing reasons an editor gives (time's are the schedule's). */
const givenReasons = closedReasons.filter((r) => r !== "deadline" && r !== "expired") as unknown as readonly [string, ...string[]];

const resolution = () =>
  z.strictObject({
    closed_reason: oneOf(givenReasons).optional().meta({
      description: "Close the posting for this reason (`reported` when the reports were right and no other reason fits); " +
        "omitted: the posting stays as it is.",
    }),
    note: requiredText(1000).optional().meta({ description: "What was done, kept with the reports." }),
  }).meta({ id: "ReportResolution", example: { closed_reason: "filled", note: "The company confirmed the role is filled." } });

const dismissal = () =>
  z.strictObject({ note: requiredText(1000).meta({ description: "Why the reports are wrong, kept with them." }) })
    .meta({ id: "ReportDismissal", example: { note: "The posting is open: checked with the company." } });

/** Ends a posting's open reports as `status`; 409 when it has none. */
async function endReports(tx: Queryable, posting: string, status: "resolved" | "dismissed", note: string | undefined) {
  const ended = await execute(tx, sql`update public.opportunity_reports set status = ${status}::public.report_status, note = ${note ?? null}
    where opportunity_id = ${posting} and status = 'open' returning id`);
  if (ended.length === 0) throw new ApiError(409, "not_in_queue", "This posting has no open reports: they were resolved or dismissed already.");
}

/** The posting's reports as they ended, read again in the same transaction. */
const ended = async (tx: Queryable, posting: string, status: string) => {
  const [{ cursor_at: _, ...row } = {}] = await execute<Row>(tx, pageRead(status, 1, posting));
  return row;
};

export function reportQueueRoutes(db: Database): RouteDeclaration[] {
  const review = (verb: "resolve" | "dismiss", words: { summary: string; description: string }, body: () => z.ZodType) => ({
    kind: "write" as const,
    method: "post" as const,
    path: `${path}/${verb}`,
    doing: "review reports",
    contract: () => ({
      tags,
      operationId: verb === "resolve" ? "resolveReports" : "dismissReports",
      ...words,
      request: { query: postingQuery(), headers: idempotencyHeaders(), body: jsonBody(body()) },
      errors: { 409: ["not_in_queue"] },
      responses: { 200: json(successEnvelope(reportedPosting()), "The posting's reports as they ended.") },
    }),
  });
  return [
    queueRoute(db),
    {
      ...review("resolve", {
        summary: "Resolve a posting's open reports, closing it or not",
        description: "With `closed_reason`, the posting is closed for that reason as an editor's change is (history, channels, " +
          "search engines, members who saved it); without, it stays as it is. 409 when it has no open reports.",
      }, resolution),
      handle: (c, { write }) =>
        write(async (tx) => {
          const { opportunity_id: posting } = c.req.valid("query");
          const { closed_reason, note } = c.req.valid("json");
          await endReports(tx, posting, "resolved", note);
          if (closed_reason) await updateRecord(tx, opportunityType.sql, posting, { closed_reason });
          return { status: 200, body: { success: true, data: await ended(tx, posting, "resolved") } };
        }),
    } as RouteDeclaration<"write", ValidatedBy<ReturnType<typeof postingQuery>, ReturnType<typeof resolution>>>,
    {
      ...review("dismiss", {
        summary: "Dismiss a posting's open reports",
        description: "The posting stays as it is; the note says why. 409 when it has no open reports.",
      }, dismissal),
      handle: (c, { write }) =>
        write(async (tx) => {
          const { opportunity_id: posting } = c.req.valid("query");
          await endReports(tx, posting, "dismissed", c.req.valid("json").note);
          return { status: 200, body: { success: true, data: await ended(tx, posting, "dismissed") } };
        }),
    } as RouteDeclaration<"write", ValidatedBy<ReturnType<typeof postingQuery>, ReturnType<typeof dismissal>>>,
  ];
}
