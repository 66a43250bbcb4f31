import * as z from "zod";
import type { Database, Queryable } from "../../_shared/database/database.ts";
import { execute, type Sql, sql } from "../../_shared/database/sql.ts";
import { ApiError } from "../../_shared/http/errors.ts";
import { pageEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration } from "../../_shared/http/route-kinds.ts";
import { firstRow, queueListRoute, type QueuePage, queuePage, type QueuePlace, queueReviewRoute } from "../../_shared/records/editors-queue.ts";
import { oneOf, requiredText, uuid } from "../../_shared/records/fields.ts";
import { timePageParams, utcText } from "../../_shared/records/time-pages.ts";
import { json } from "../../_shared/records/record-routes.ts";
import { updateRecord } from "../../_shared/records/table.ts";
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


/** The reported postings (`g`: a posting's reports of one status) `where` picks, as editors read them, in the page's order. */
function groupsRead(status: string, where: Sql, page: QueuePage) {
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
      ${page.cursor} as cursor_at
    from g join public.opportunities o on o.id = g.opportunity_id
    where ${where} and ${page.after} order by ${page.order} limit ${page.limit}`;
}

/** Open reports wait from the first; ended ones are listed by when they ended. */
const firstReported: QueuePlace = { time: sql`g.first_at`, id: sql`g.opportunity_id` };
const ended: QueuePlace = { time: sql`g.ended_at`, id: sql`g.opportunity_id` };

function pageRead(status: string, limit: number, posting?: string, cursor?: string) {
  const only = posting ? sql`g.opportunity_id = ${posting}` : sql`true`;
  return groupsRead(status, only, status === "open" ? queuePage(firstReported, true, limit, cursor) : queuePage(ended, false, limit, cursor));
}

const queueRoute = (db: Database) =>
  queueListRoute(db, {
    path,
    doing: "read reports",
    pageSize,
    contract: () => ({
      tags,
      operationId: "listReports",
      summary: "Reported postings, with their reports",
      description: "Editors (manage_opportunities): one entry per posting, with the count of distinct reporters, the reports by " +
        "reason, each report (never who made it), the posting's state and its last link check.",
      request: { query: queueQuery() },
      responses: { 200: json(pageEnvelope(reportedPosting()), "A page of reported postings.") },
    }),
    page: ({ status = "open", opportunity_id, limit = pageSize, cursor }: z.output<ReturnType<typeof queueQuery>>) =>
      pageRead(status, limit, opportunity_id, cursor),
  });

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
const endedNow = (tx: Queryable, posting: string, status: string) => firstRow(tx, pageRead(status, 1, posting));

export function reportQueueRoutes(db: Database): RouteDeclaration[] {
  const review = (verb: "resolve" | "dismiss") => ({
    kind: "write" as const,
    path: `${path}/${verb}`,
    doing: "review reports",
    tags,
    operationId: verb === "resolve" ? "resolveReports" : "dismissReports",
    query: postingQuery,
    errors: { 409: ["not_in_queue"] } as const,
    entry: reportedPosting,
    answer: "The posting's reports as they ended.",
  });
  return [
    queueRoute(db),
    queueReviewRoute({
      ...review("resolve"),
      summary: "Resolve a posting's open reports, closing it or not",
      description: "With `closed_reason`, the posting is closed for that reason as an editor's change is (history, channels, " +
        "search engines, members who saved it); without, it stays as it is. 409 when it has no open reports.",
      body: resolution,
      async review(tx, { opportunity_id: posting }, { closed_reason, note }) {
        await endReports(tx, posting, "resolved", note);
        if (closed_reason) await updateRecord(tx, opportunityType.sql, posting, { closed_reason });
        return endedNow(tx, posting, "resolved");
      },
    }),
    queueReviewRoute({
      ...review("dismiss"),
      summary: "Dismiss a posting's open reports",
      description: "The posting stays as it is; the note says why. 409 when it has no open reports.",
      body: dismissal,
      async review(tx, { opportunity_id: posting }, { note }) {
        await endReports(tx, posting, "dismissed", note);
        return endedNow(tx, posting, "dismissed");
      },
    }),
  ];
}
