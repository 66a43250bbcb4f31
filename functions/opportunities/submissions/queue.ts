import * as z from "zod";
import type { Database, Queryable } from "../../_shared/database/database.ts";
import { type Sql, sql } from "../../_shared/database/sql.ts";
import { type ServiceConfig, submissionSettings } from "../../_shared/http/config.ts";
import { pageEnvelope, successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration } from "../../_shared/http/route-kinds.ts";
import { firstRow, queueListRoute, type QueuePage, queuePage, type QueuePlace, queueReviewRoute } from "../../_shared/records/editors-queue.ts";
import { uuid } from "../../_shared/records/fields.ts";
import { timePageParams } from "../../_shared/records/time-pages.ts";
import { json } from "../../_shared/records/record-routes.ts";
import { changesAsked, rejection, statuses, submissionRecord } from "./fields.ts";
import { domainListsLoaded, mayTrust } from "../../_shared/people/domains.ts";
import { approve, reject, requestChanges } from "./review.ts";
import { path, tags } from "./submit.ts";

// The editors' queue (manage_opportunities): what waits, oldest first, with hints, and the three
// reviews. Editors also read the table through supabase-js, under its policies.

const pageSize = 50;

const queueQuery = () =>
  z.strictObject({
    status: z.enum(statuses, { error: `must be one of ${statuses.join(", ")}` }).optional().meta({
      description: "`pending` (the default): the queue, oldest first, revisions of approved postings included. Any other: " +
        "the submissions in that state, newest first.",
      param: { in: "query" },
    }),
    id: uuid().optional().meta({ description: "One submission, whatever its state.", param: { in: "query" } }),
    ...timePageParams(pageSize, "Rows"),
  }).superRefine((q, ctx) => {
    if (q.id === undefined) return;
    for (const key of ["status", "limit", "cursor"] as const) {
      if (q[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "cannot be given with id: id reads one submission, alone" });
    }
  });


/** What editors may read of a submission (never its tokens), and what the hints look up by. */
const columns = sql`s.id, s.status, s.version, s.posting, s.revision, private.revision_changes(s.posting, s.revision, s.opportunity_id) as revision_changes, s.submitter_email, s.submitter_name, s.waiting_since, s.confirmed_at,
  s.trusted, s.opportunity_id, s.reviewed_by, s.reviewed_at, s.reason, s.message, s.closed_as, s.closed_at, s.renewals, s.created_at,
  s.updated_at, s.address_key, s.email_domain, s.link_key`;

/**
 * The submissions `where` names, in the page's order, as editors read them, with the queue's
 * hints and each one's `cursor_at`. The postings sharing a link are looked up once for the whole
 * page (`private.postings_with_links`).
 */
const submissionsRead = (where: Sql, page: QueuePage) =>
  sql`with s as materialized (select ${columns} from public.submissions s where ${where} and ${page.after} order by ${page.order} limit ${page.limit}),
    links as (select * from private.postings_with_links(array(select s.link_key from s)))
  select s.id, s.status, s.version, s.posting, s.revision, s.revision_changes, s.submitter_email, s.submitter_name, s.waiting_since,
    floor(extract(epoch from now() - s.waiting_since) / 86400)::int as waiting_days, s.confirmed_at, s.trusted, s.opportunity_id,
    s.reviewed_by, s.reviewed_at, s.reason, s.message, s.closed_as, s.closed_at, s.renewals, s.created_at, s.updated_at,
    jsonb_build_object(
      'same_link', (select coalesce(jsonb_agg(jsonb_build_object('id', l.id, 'title', l.title) order by l.created_at, l.id), '[]')
        from links l where l.key = s.link_key and l.id is distinct from s.opportunity_id),
      'earlier', (select coalesce(jsonb_object_agg(e.status, e.n), '{}') from (select e.status, count(*)::int as n from public.submissions e
        where e.address_key = s.address_key and e.id <> s.id and e.status <> 'unconfirmed' group by e.status) e),
      'trusted_domain', exists (select 1 from public.trusted_domains d where d.domain = s.email_domain and d.trusted)) as hints,
    ${page.cursor} as cursor_at
  from s order by ${page.order}`;

/** The queue waits by `waiting_since`; a state's submissions are listed by `created_at`. */
const waiting: QueuePlace = { time: sql`s.waiting_since`, id: sql`s.id` };
const created: QueuePlace = { time: sql`s.created_at`, id: sql`s.id` };

/** One submission, whatever its state. */
const oneRead = (id: string) => submissionsRead(sql`s.id = ${id}`, queuePage(created, true, 1));

/** A page of the queue (or of one state), one more than asked: whether there is a next page. */
const pageRead = ({ status = "pending", limit = pageSize, cursor }: z.output<ReturnType<typeof queueQuery>>) =>
  status === "pending"
    ? submissionsRead(sql`s.waiting_since is not null`, queuePage(waiting, true, limit, cursor))
    : submissionsRead(sql`s.status = ${status}::public.submission_status`, queuePage(created, false, limit, cursor));

const queueRoute = (db: Database) =>
  queueListRoute(db, {
    path,
    doing: "read submissions",
    pageSize,
    contract: () => ({
      tags,
      operationId: "listSubmissions",
      summary: "The submissions queue, or one submission",
      description: "Editors (manage_opportunities). Without `id`: `status=pending` (the default) is the queue, oldest first, " +
        "with each one's days waiting and hints: opportunities with the same link (tracking parameters aside), the " +
        "address's other submissions by outcome, and whether its domain is trusted. With `id`: that submission.",
      request: { query: queueQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: json(z.union([pageEnvelope(submissionRecord()), successEnvelope(submissionRecord())]), "A page of submissions, or the one asked for."),
      },
    }),
    page: pageRead,
    one: ({ id }: { id?: string }) => (id === undefined ? undefined : oneRead(id)),
    missing: "submission",
  });

const version = () =>
  z.string({ error: "is required: the submission's version as you read it" }).regex(/^[1-9]\d{0,8}$/, "must be the submission's version, a whole number from 1")
    .transform(Number);
/** A review's query: the submission, and the version the reviewer read (required to approve). */
const idQuery = (versionRequired: boolean) =>
  z.strictObject({
    id: uuid().meta({ description: "The submission's id.", param: { in: "query" } }),
    version: (versionRequired ? version() : version().optional()).meta({
      description: `The submission's \`version\` as the reviewer read it${versionRequired ? "" : " (optional)"}: 409 changed_since_read when its owner changed it since.`,
      param: { in: "query" },
    }),
  });

const approveWords = "Names the `version` read. A pending submission becomes a published opportunity (`source` `submission`), " +
  "written as the editor's create is (history, channels, alerts), and its e-mail domain is trusted from then on (never " +
  "a free or disposable mail provider's, nor a public suffix). A revision waiting on an approved one writes the fields " +
  "its owner changed over the live posting (`revision_changes`; the others stay as editors left them). The submitter " +
  "is e-mailed. 403 for a submission from the editor's own address; 409 `not_in_queue` when it is not waiting (of two " +
  "editors at once, the second), `changed_since_read` when its owner changed it since `version`.";

export function queueRoutes(db: Database, config: ServiceConfig): RouteDeclaration[] {
  const settings = submissionSettings(config);
  const review = (verb: "approve" | "request-changes" | "reject") => ({
    path: `${path}/${verb}`,
    doing: "review submissions",
    tags,
    operationId: { approve: "approveSubmission", "request-changes": "requestSubmissionChanges", reject: "rejectSubmission" }[verb],
    query: () => idQuery(verb === "approve"),
    errors: { 404: ["not_found"], 409: ["not_in_queue", "changed_since_read"] } as const,
    entry: submissionRecord,
    answer: "The submission as reviewed.",
  });
  /** The submission as reviewed, read again in the review's transaction. */
  const reviewed = (tx: Queryable, id: string) => firstRow(tx, oneRead(id));
  return [
    queueRoute(db),
    queueReviewRoute({
      ...review("approve"),
      kind: "command",
      summary: "Approve a submission, or the revision waiting on one",
      description: approveWords,
      // The domain lists load (once an instance) before the transaction, never under the submission's lock.
      prepare: domainListsLoaded,
      async review(tx, { id, version }) {
        await approve(tx, id, settings, { editor: { version: version!, mayTrust } });
        return reviewed(tx, id);
      },
    }),
    queueReviewRoute({
      ...review("request-changes"),
      kind: "write",
      summary: "Send a submission back to its submitter with what to change",
      description: "The submitter is e-mailed the message and the manage link; their edit puts it back in the queue.",
      body: changesAsked,
      async review(tx, { id, version }, { message }) {
        await requestChanges(tx, id, settings, message, version);
        return reviewed(tx, id);
      },
    }),
    queueReviewRoute({
      ...review("reject"),
      kind: "write",
      summary: "Reject a submission, or the revision waiting on one",
      description: "With a `reason` (and a `message`), both e-mailed to the submitter. A rejected revision leaves the live posting as it is.",
      body: rejection,
      async review(tx, { id, version }, { reason, message }) {
        await reject(tx, id, settings, reason, message || undefined, version);
        return reviewed(tx, id);
      },
    }),
  ];
}
