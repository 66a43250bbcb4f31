import * as z from "zod";
import { sql } from "../../_shared/database/sql.ts";
import { utcTimestamp } from "../../_shared/records/fields.ts";
import { below, type LogOf } from "../../_shared/records/log-page.ts";
import { Constants } from "../../../types/database.ts";

// A channel's delivery log (GET .../channels/deliveries, the channels' log: routes.ts).

/** The database's enums, as `npm run gen` writes them. */
export const channelEvents = Constants.public.Enums.channel_event;
export const deliveryStatuses = Constants.public.Enums.channel_delivery_status;

export const deliveryRecord = () =>
  z.object({
    id: z.string().meta({ description: "The delivery's id, increasing." }),
    created_at: utcTimestamp(),
    postings: z.array(z.object({
      event_id: z.string(),
      opportunity_id: z.string().meta({ format: "uuid", description: "The opportunity's id; a submission's, for submission.pending." }),
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

/** A channel's deliveries, newest first (by id: the order they were written). */
export const deliveryLog: LogOf = {
  noun: "channel",
  owner: (id) => sql`select 1 from public.channels where id = ${id}`,
  entries: (id, before, limit) =>
    sql`select ${deliveryColumns} from public.channel_deliveries d where d.channel_id = ${id}${below(sql`d`, before)} order by d.id desc limit ${limit}`,
};
