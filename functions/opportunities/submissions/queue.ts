import * as z from "zod";
import { readAs } from "../../_shared/database/as-caller.ts";
import type { Database, Queryable } from "../../_shared/database/database.ts";
import { execute, type Sql, sql, statement } from "../../_shared/database/sql.ts";
import { type ServiceConfig, submissionSettings } from "../../_shared/http/config.ts";
import { notFound } from "../../_shared/http/errors.ts";
import { idempotencyHeaders } from "../../_shared/http/idempotency.ts";
import { pageEnvelope, successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { uuid } from "../../_shared/records/fields.ts";
import { answerPage } from "../../_shared/records/listing.ts";
import { timeCursorPattern, timePageParams, utcText } from "../../_shared/records/time-pages.ts";
import { json, jsonBody } from "../../_shared/records/record-routes.ts";
import type { Row } from "../../_shared/records/table.ts";
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
 * The submissions `where` names, in `order` (at most `limit`), as editors read them, with the
 * queue's hints; `cursor_at`: each one's place in `order`, for the next page. The postings sharing
 * a link are looked up once for the whole page (`private.postings_with_links`).
 */
const submissionsRead = (where: Sql, order: Sql, place: Sql, limit?: number) =>
  sql`with s as materialized (select ${columns} from public.submissions s where ${where} order by ${order}${limit ? sql` limit ${limit}` : sql``}),
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
    ${utcText(place)} as cursor_at
  from s order by ${order}`;

/** One submission, whatever its state. */
const oneRead = (id: string) => submissionsRead(sql`s.id = ${id}`, sql`s.id`, sql`s.created_at`);

/** A page of the queue (or of one state), one more than asked: whether there is a next page. */
function pageRead(status: string, limit: number, cursor?: string) {
  const after = cursor ? timeCursorPattern.exec(cursor) : null;
  if (status === "pending") {
    const from = after ? sql` and (s.waiting_since, s.id) > (${after[1]}::timestamptz, ${after[2]}::uuid)` : sql``;
    return submissionsRead(sql`s.waiting_since is not null${from}`, sql`s.waiting_since, s.id`, sql`s.waiting_since`, limit + 1);
  }
  const from = after ? sql` and (s.created_at, s.id) < (${after[1]}::timestamptz, ${after[2]}::uuid)` : sql``;
  return submissionsRead(sql`s.status = ${status}::public.submission_status${from}`, sql`s.created_at desc, s.id desc`, sql`s.created_at`, limit + 1);
}

function queueRoute(db: Database): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof queueQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path,
    doing: "read submissions",
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
    async handle(c, { answer }) {
      const { id, status = "pending", limit = pageSize, cursor } = c.req.valid("query");
      if (id !== undefined) {
        const [rows = []] = await readAs<Row>(db, c.var.caller, { statements: [statement(oneRead(id))] });
        if (!rows[0]) throw notFound("submission");
        const { cursor_at: _, ...row } = rows[0];
        return answer(JSON.stringify({ success: true, data: row }));
      }
      const [rows = []] = await readAs<Row>(db, c.var.caller, { statements: [statement(pageRead(status, limit, cursor))] });
      const data = rows.slice(0, limit).map(({ cursor_at: _, ...row }) => row);
      const last = rows.length > limit ? rows[limit - 1]! : undefined;
      return answerPage(answer, c.req.query(), data, last ? `${last.cursor_at}_${last.id}` : null);
    },
  };
}

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

/** The submission as reviewed, read again in the review's transaction. */
const reviewed = async (tx: Queryable, id: string) => {
  const [{ cursor_at: _, ...row } = {}] = await execute<Row>(tx, oneRead(id));
  return row;
};

const approveWords = "Names the `version` read. A pending submission becomes a published opportunity (`source` `submission`), " +
  "written as the editor's create is (history, channels, alerts), and its e-mail domain is trusted from then on (never " +
  "a free or disposable mail provider's, nor a public suffix). A revision waiting on an approved one writes the fields " +
  "its owner changed over the live posting (`revision_changes`; the others stay as editors left them). The submitter " +
  "is e-mailed. 403 for a submission from the editor's own address; 409 `not_in_queue` when it is not waiting (of two " +
  "editors at once, the second), `changed_since_read` when its owner changed it since `version`.";

export function queueRoutes(db: Database, config: ServiceConfig): RouteDeclaration[] {
  const settings = submissionSettings(config);
  const review = <K extends "command" | "write">(kind: K, verb: string, words: { summary: string; description: string }, body?: () => z.ZodType) => ({
    kind,
    method: "post" as const,
    path: `${path}/${verb}`,
    doing: "review submissions",
    contract: () => ({
      tags,
      operationId: { approve: "approveSubmission", "request-changes": "requestSubmissionChanges", reject: "rejectSubmission" }[verb],
      ...words,
      request: { query: idQuery(verb === "approve"), headers: idempotencyHeaders(), ...(body ? { body: jsonBody(body()) } : {}) },
      errors: { 404: ["not_found"], 409: ["not_in_queue", "changed_since_read"] },
      responses: { 200: json(successEnvelope(submissionRecord()), "The submission as reviewed.") },
    }),
  });
  return [
    queueRoute(db),
    {
      ...review("command", "approve", {
        summary: "Approve a submission, or the revision waiting on one",
        description: approveWords,
      }),
      handle: async (c, { write }) => {
        // The domain lists load (once an instance) before the transaction, never under the submission's lock.
        await domainListsLoaded();
        return write(async (tx) => {
          const { id, version } = c.req.valid("query");
          await approve(tx, id, settings, { editor: { version: version!, mayTrust } });
          return { status: 200, body: { success: true, data: await reviewed(tx, id) } };
        });
      },
    } as RouteDeclaration<"command", ValidatedBy<ReturnType<typeof idQuery>>>,
    {
      ...review("write", "request-changes", {
        summary: "Send a submission back to its submitter with what to change",
        description: "The submitter is e-mailed the message and the manage link; their edit puts it back in the queue.",
      }, changesAsked),
      handle: (c, { write }) =>
        write(async (tx) => {
          const { id, version } = c.req.valid("query");
          await requestChanges(tx, id, settings, c.req.valid("json").message, version);
          return { status: 200, body: { success: true, data: await reviewed(tx, id) } };
        }),
    } as RouteDeclaration<"write", ValidatedBy<ReturnType<typeof idQuery>, ReturnType<typeof changesAsked>>>,
    {
      ...review("write", "reject", {
        summary: "Reject a submission, or the revision waiting on one",
        description: "With a `reason` (and a `message`), both e-mailed to the submitter. A rejected revision leaves the live posting as it is.",
      }, rejection),
      handle: (c, { write }) =>
        write(async (tx) => {
          const { id, version } = c.req.valid("query");
          const { reason, message } = c.req.valid("json");
          await reject(tx, id, settings, reason, message || undefined, version);
          return { status: 200, body: { success: true, data: await reviewed(tx, id) } };
        }),
    } as RouteDeclaration<"write", ValidatedBy<ReturnType<typeof idQuery>, ReturnType<typeof rejection>>>,
  ];
}
