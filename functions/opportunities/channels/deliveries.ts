import * as z from "zod";
import { asCaller, readAs } from "../../_shared/database/as-caller.ts";
import type { Database } from "../../_shared/database/database.ts";
import { sql, statement } from "../../_shared/database/sql.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import type { Log } from "../../_shared/http/context.ts";
import { pageEnvelope, successEnvelope } from "../../_shared/http/openapi-schemas.ts";
import { json } from "../../_shared/records/record-routes.ts";
import type { RouteDeclaration, ValidatedBy } from "../../_shared/http/route-kinds.ts";
import { utcTimestamp } from "../../_shared/records/fields.ts";
import { answerLogPage, below, logQuery, type LogOf } from "../../_shared/records/log-page.ts";
import type { PublicRecords, RecordType } from "../../_shared/records/record-type.ts";
import { pingHub } from "../discovery/websub.ts";
import { deliverDue, hasWork, pruneOutbox } from "./delivery.ts";
import { channelEvents, deliveryStatuses } from "./routes.ts";
import type { ChannelAccess } from "./targets.ts";
import { deliverEmails } from "../alerts/worker.ts";
import type { EmailAccess } from "../alerts/sending.ts";

// POST .../channels/deliver-due (the schedule: Supabase Cron with the secret key, or npm start)
// and GET .../channels/deliveries (a channel's delivery log, for editors).

/**
 * How much one deliver-due call takes on: Supabase gives a request 150 s of wall clock and 2 s of
 * CPU. Two channels are served at once, each paced by its kind, for 25 s or 500 requests (a
 * webhook's request costs the function about 1 ms of CPU with its share of the claims, and the
 * worst call of bench:channels 0.8-1.2 s); the rest waits for the next call.
 */
const dueBudget = { wallMs: 25_000, lanes: 2, messages: 500 };

const tags = ["channels"];
const deliveryRecord = () =>
  z.object({
    id: z.string().meta({ description: "The delivery's id, increasing." }),
    created_at: utcTimestamp(),
    postings: z.array(z.object({
      event_id: z.string(),
      opportunity_id: z.string().meta({ format: "uuid" }),
      event: z.enum(channelEvents),
      title: z.string(),
    })).meta({ description: "The opportunities it told of, in the order sent." }),
    status: z.enum(deliveryStatuses).meta({
      description: "`sent`; `retrying` (failed, tried again at next_attempt_at, before anything later); `failed` (given up); " +
        "`unknown` (its sender stopped mid-send: it may have arrived, and is never sent twice); `sending` (under way).",
    }),
    told: z.int().meta({
      description: "How many of its postings were told: a webhook gets one request each, in order, and a retry resumes from here.",
    }),
    attempts: z.int(),
    answer_code: z.int().nullable().meta({ description: "The receiver's HTTP status; null when it gave none." }),
    error: z.string().nullable(),
    sent_at: utcTimestamp().nullable(),
    next_attempt_at: utcTimestamp().nullable(),
  }).meta({ id: "ChannelDelivery" });

const deliveryColumns = sql`d.id::text as id, d.created_at, d.postings, d.status, d.told, d.attempts, d.answer_code, d.error, d.sent_at, d.next_attempt_at`;

/** POST .../channels/deliver-due and GET .../channels/deliveries. */
export const deliveryRoutes = (
  db: Database,
  type: RecordType & { public: PublicRecords },
  config: ServiceConfig,
  access?: ChannelAccess,
  email?: EmailAccess,
  log?: Log,
): RouteDeclaration[] => [deliverDueRoute(db, type, config, access, email, log), deliveryLogRoute(db)] as RouteDeclaration[];

function deliverDueRoute(
  db: Database,
  type: RecordType & { public: PublicRecords },
  config: ServiceConfig,
  access?: ChannelAccess,
  email?: EmailAccess,
  log?: Log,
): RouteDeclaration<"schedule", ValidatedBy<ReturnType<typeof emptyQuery>>> {
  return {
    kind: "schedule",
    method: "post",
    path: "/opportunities/channels/deliver-due",
    doing: "deliver to channels",
    contract: () => ({
      tags,
      operationId: "deliverDueChannels",
      summary: "Send what the channels and e-mail alerts are due (the schedule)",
      description: "For the secret key only: what Supabase Cron calls every minute (docs/channels.md). Sends each channel " +
        "the opportunities published and withdrawn since its last message, in order, batched and paced per kind, for about " +
        `${dueBudget.wallMs / 1000} s; what is left waits for the next call. With WEBSUB_HUB set, also tells the hub of new publications. ` +
        "With e-mail set up, queues and sends the alerts' confirmations and digests and the bookmarks' reminders, within " +
        "EMAIL_DAILY_LIMIT spread over the day (docs/alerts.md).",
      request: { query: emptyQuery() },
      responses: { 200: json(successEnvelope(deliverDueAnswer()), "What was sent, and how many channels still have something to send.") },
    }),
    async handle(c, { done }) {
      const caller = c.var.caller;
      // Each part's trouble is its own: logged, and the rest still done.
      const settled = <T>(part: string, work: Promise<T>, otherwise: T) =>
        work.catch((error) => {
          log?.(JSON.stringify({ level: "error", message: `deliver-due: ${part} failed`, error: (error as Error).name }));
          return otherwise;
        });
      const [delivered, emails] = await Promise.all([
        settled("channels", deliverDue(db, caller, { type, config, access, ...dueBudget }), { messages: 0, sent: 0, failed: 0, postings: 0 }),
        settled("e-mails", deliverEmails(db, caller, { type, config, access: email }), { queued: 0, sent: 0, failed: 0, requests: 0 }),
      ]);
      const hubPinged = await settled("WebSub", pingHub(db, caller, config, access?.requestTimeoutMs), false);
      await settled("pruning", asCaller(db, caller, pruneOutbox), undefined);
      const [rows = []] = await readAs<{ left: number }>(db, caller, {
        statements: [statement(sql`select count(*)::int as left from public.channels c where c.enabled and ${hasWork}`)],
      });
      return done({ status: 200, body: { success: true, data: { ...delivered, left: rows[0]?.left ?? 0, hub_pinged: hubPinged, emails } } });
    },
  };
}

/** A channel's deliveries, newest first (by id: the order they were written). */
const deliveryLog: LogOf = {
  noun: "channel",
  owner: (id) => sql`select 1 from public.channels where id = ${id}`,
  entries: (id, before, limit) =>
    sql`select ${deliveryColumns} from public.channel_deliveries d where d.channel_id = ${id}${below(sql`d`, before)} order by d.id desc limit ${limit}`,
};

function deliveryLogRoute(db: Database): RouteDeclaration<"editors' read", ValidatedBy<ReturnType<typeof deliveriesQuery>>> {
  return {
    kind: "editors' read",
    method: "get",
    path: "/opportunities/channels/deliveries",
    doing: "read channels",
    contract: () => ({
      tags,
      operationId: "listChannelDeliveries",
      summary: "A channel's delivery log, newest first",
      description: "Its messages (the newest 200 are kept): what each told of, its status, the receiver's answer code and " +
        "the error, a page at a time (`limit`, `cursor`, as lists).",
      request: { query: deliveriesQuery() },
      errors: { 404: ["not_found"] },
      responses: {
        200: { description: "A page of deliveries.", content: { "application/json": { schema: pageEnvelope(deliveryRecord()) } } },
      },
    }),
    handle: (c, { answer }) => answerLogPage(db, c.var.caller, answer, c.req.valid("query"), c.req.query(), deliveryLog),
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
      queued: z.int().meta({ description: "E-mails queued by this call: confirmations, reminders and digests." }),
      sent: z.int(),
      failed: z.int().meta({ description: "E-mails not sent by this call (tried again later, or given up)." }),
      requests: z.int().meta({ description: "Calls of the e-mail API (each a batch of up to 100)." }),
    }),
  });

const emptyQuery = () => z.strictObject({});
const deliveriesQuery = () => logQuery("channel", "deliveries");
