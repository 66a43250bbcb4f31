import * as z from "zod";
import { ApiError } from "../../_shared/http/errors.ts";
import { successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { queryBoolean, uuid } from "../../_shared/records/fields.ts";
import { json } from "../../_shared/records/record-routes.ts";
import { channelBudget } from "../channels/delivery.ts";
import { dueBudget, runNow, runRecord } from "../sources/runs.ts";
import { deliverDueJobs, runDueSources, type ScheduleDeps } from "./jobs.ts";

// The schedule's routes: POST .../sources/run (an editor runs one source now), POST
// .../sources/run-due and POST .../channels/deliver-due (Supabase Cron with the secret key, or
// npm start). What each job does is ./jobs.ts and its own room.

/** The three routes of the schedule. */
export const scheduleRoutes = (deps: ScheduleDeps): RouteDeclaration[] =>
  [runNowRoute(deps), runDueRoute(deps), deliverDueRoute(deps)] as RouteDeclaration[];

const runQuery = () =>
  z.strictObject({
    id: uuid().meta({ description: "The source's id.", param: { in: "query" } }),
    force: queryBoolean().optional().meta({
      description: "`true`: let this run's sync withdraw more than half of the feed's postings (the schedule never does).",
    }),
  });
const emptyQuery = () => z.strictObject({});

/** Only the schedule (the secret key) runs what is due. */
function onlyTheSchedule(role: unknown, instead: string) {
  if (role !== "service_role") throw new ApiError(403, "forbidden", `Only the schedule (the secret key) ${instead}`);
}

function runNowRoute(deps: ScheduleDeps): RouteDeclaration<"job", ValidatedBy<ReturnType<typeof runQuery>>> {
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

function runDueRoute(deps: ScheduleDeps): RouteDeclaration<"job", ValidatedBy<ReturnType<typeof emptyQuery>>> {
  return {
    kind: "job",
    method: "post",
    path: "/opportunities/sources/run-due",
    doing: "run the due job sources",
    contract: () => ({
      tags: ["job sources"],
      operationId: "runDueJobSources",
      summary: "Run every job source whose time has come (the schedule)",
      description: "For the secret key only: what Supabase Cron calls every few minutes (docs/sources.md). Runs the " +
        "enabled sources that are due, longest due first, one after another while the call has time (about 30 s " +
        `or ${dueBudget.postings.toLocaleString("en")} postings), and answers what ran and how many due sources are left for the next call.`,
      request: { query: emptyQuery() },
      responses: {
        200: {
          description: "The runs, and the due sources left.",
          content: {
            "application/json": {
              schema: successEnvelope(z.object({
                ran: z.array(runRecord()),
                left: z.int().meta({ description: "Enabled sources still due (another call runs them)." }),
              })),
            },
          },
        },
      },
    }),
    async handle(c, { done }) {
      onlyTheSchedule(c.var.caller.claims.role, "runs the due sources; run one with POST /opportunities/sources/run?id=.");
      return done({ status: 200, body: { success: true, data: await runDueSources(deps, c.var.caller) } });
    },
  };
}

function deliverDueRoute(deps: ScheduleDeps): RouteDeclaration<"schedule", ValidatedBy<ReturnType<typeof emptyQuery>>> {
  return {
    kind: "schedule",
    method: "post",
    path: "/opportunities/channels/deliver-due",
    doing: "deliver to channels",
    contract: () => ({
      tags: ["channels"],
      operationId: "deliverDueChannels",
      summary: "Send what the channels and e-mail alerts are due (the schedule)",
      description: "For the secret key only: what Supabase Cron calls every minute (docs/channels.md). Sends each channel " +
        "the opportunities published and withdrawn since its last message, in order, batched and paced per kind, for about " +
        `${channelBudget.wallMs / 1000} s; what is left waits for the next call. With WEBSUB_HUB set, also tells the hub of new publications. ` +
        "With e-mail set up, queues and sends the alerts' confirmations and digests and the bookmarks' reminders, within " +
        "EMAIL_DAILY_LIMIT spread over the day (docs/alerts.md). With GOOGLE_INDEXING_CREDENTIALS or INDEXNOW_KEY, tells the " +
        "search engines of postings published, changed and closed (docs/freshness.md).",
      request: { query: emptyQuery() },
      responses: { 200: json(successEnvelope(deliverDueAnswer()), "What was sent, and how many channels still have something to send.") },
    }),
    async handle(c, { done }) {
      return done({ status: 200, body: { success: true, data: await deliverDueJobs(deps, c.var.caller) } });
    },
  };
}

/** What a deliver-due call did. */
const deliverDueAnswer = () =>
  z.object({
    messages: z.int().meta({ description: "Messages attempted." }),
    sent: z.int(),
    failed: z.int().meta({ description: "Messages that failed (retried later, or given up: see the log)." }),
    postings: z.int().meta({ description: "Publications and withdrawals told, in the messages sent." }),
    left: z.int().meta({ description: "Enabled channels with something still to send." }),
    hub_pinged: z.boolean().meta({ description: "Whether the WebSub hub was told of new publications." }),
    emails: z.object({
      queued: z.int().meta({ description: "E-mails queued by this call: confirmations, reminders and digests (the submissions queue theirs before it)." }),
      sent: z.int(),
      failed: z.int().meta({ description: "E-mails not sent by this call (tried again later, or given up)." }),
      requests: z.int().meta({ description: "Calls of the e-mail API (each a batch of up to 100)." }),
      held: z.object({
        limit: z.int().meta({ description: "Due e-mails left for later by the day's or the hour's limit (EMAIL_DAILY_LIMIT)." }),
        confirmations: z.int().meta({ description: "Due e-mails anyone can ask for (confirmations, links) left for later: past the confirmations' share of the hour." }),
      }).meta({ description: "What this call held back, and why." }),
    }),
    submissions: z.object({
      deleted: z.int().meta({ description: "Unconfirmed submissions older than 7 days, deleted." }),
      ending: z.int().meta({ description: "Owners told their posting ends within 5 days (queued e-mails)." }),
      moderators: z.int().meta({ description: "Moderators' daily e-mails about the queue, queued." }),
    }),
    indexing: z.object({
      google: z.int().meta({ description: "Pages Google's Indexing API was told of (GOOGLE_INDEXING_CREDENTIALS)." }),
      indexnow: z.int().meta({ description: "Pages IndexNow was told of (INDEXNOW_KEY)." }),
      failed: z.int().meta({ description: "Notices not taken: sent again in a day." }),
    }),
  });
