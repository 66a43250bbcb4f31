import { asCaller, readAs } from "../../_shared/database/as-caller.ts";
import type { Caller, Database, Queryable } from "../../_shared/database/database.ts";
import { execute, join, sql, statement } from "../../_shared/database/sql.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { filterCondition, type PublicRecords, type RecordType } from "../../_shared/records/record-type.ts";
import { type Announced, batchSizes, discordMessage, slackMessage, webhookEvent } from "./messages.ts";
import { criteriaValues } from "../criteria.ts";
import { type ChannelAccess, type ChannelKind, sendTarget } from "./targets.ts";
import { postTo, type ReceiverAnswer, RefusedTarget, UnresolvedHost } from "../outbound/transport.ts";

// The delivery worker: each of the schedule's deliver calls takes channels that have something to send, one
// at a time each (a lease, `sending_until`, taken under `for update skip locked`, so two instances
// never take the same channel), and sends their events in commit order, batched per kind. A
// delivery is written, and the channel's place in the outbox moved past it, before it is sent:
// no event is ever sent twice to a channel, even when a sender dies mid-send (that delivery is
// then `unknown`). A failed send is retried, with growing delays, before anything later.

/** jsonb's instants (`...T19:14:49.051+00:00`, in UTC here) as the API answers them (`...T19:14:49.051000Z`). */
const jsonbInstant = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/;
const answeredRecord = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => {
    const instant = typeof value === "string" ? jsonbInstant.exec(value) : null;
    return [name, instant ? `${instant[1]}.${(instant[2] ?? "").padEnd(6, "0")}Z` : value];
  }));
const answered = (rows: Announced[]) => rows.map((a) => ({ ...a, record: answeredRecord(a.record) }));

/** A channel as the worker takes it: with its url and secret (the secret key reads them). */
interface Taken {
  id: string;
  kind: ChannelKind;
  url: string;
  signing_secret: string | null;
  criteria: Record<string, string>;
  events: string;
  delivered_through: string;
  pending_delivery: string | null;
  consecutive_failures: number;
}

/** A delivery taken for sending: its channel, id, attempt, events, and how many of them were told before. */
export interface Claimed {
  channel: Taken;
  delivery: string;
  attempt: number;
  announced: Announced[];
  told: number;
}

/** The most events a claim reads past a channel's place, looking for what it announces. */
const scanLimit = 500;
/** How long a send holds its channel: well past a batch's sends at their limit. */
const leaseSeconds = 600;
/** Between two messages to one channel: Discord takes about 5 per 5 s per webhook, Slack 1 a second. */
const spacingMs: Record<ChannelKind, number> = { discord: 1_000, slack: 1_000, webhook: 0 };
/** A failed send is tried again after 1, 2, 4, 8 and 16 minutes, then given up. */
export const retryDelaysSeconds = [60, 120, 240, 480, 960];
/** Failed sends in a row after which the service disables a channel. */
export const disableAfter = 10;
/** Answers that mean the URL no longer takes messages: the channel is disabled at once. */
const refusing = new Set([401, 403, 404, 410]);

/**
 * A channel (`c`) with something to send: a retry waiting, a send whose sender may have died, or
 * events past its place. The worker's claim, its wait and the deliver call's `left` all ask this.
 */
export const hasWork = sql`(c.pending_delivery is not null or c.sending_until is not null
  or exists (select 1 from public.opportunity_events e where e.position > c.delivered_through))`;

const takenColumns = sql`c.id, c.kind, c.url, c.signing_secret, c.criteria, array_to_string(c.events, ',') as events,
  c.delivered_through::text as delivered_through, c.pending_delivery::text as pending_delivery, c.consecutive_failures`;

/**
 * Events (`e`) in commit order, each with the record the outbox kept (as published, or as last
 * public), never the opportunity as it is now: a draft's text is never sent. `live`, when asked:
 * whether each is still to be told (a withdrawal, or a publication still published).
 */
const announcedJson = (live?: ReturnType<typeof sql>) => sql`coalesce(jsonb_agg(jsonb_build_object('event_id', e.id::text, 'event', e.event,
    'happened_at', to_char(e.happened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'record', e.record${live ? sql`, 'live', ${live}` : sql``})
  order by e.position), '[]')`;

/**
 * A channel that could not be claimed: its own trouble, recorded on it (`setAside`) so that every
 * other channel is still served. `lasting`: it will not mend by itself, and the channel is disabled.
 */
export class ChannelTrouble extends Error {
  constructor(readonly channelId: string, readonly reason: string, readonly lasting: boolean) {
    super(reason);
  }
}

/** A channel's criteria as the list reads them; criteria the list no longer takes are the channel's lasting trouble. */
function criteriaOf(type: RecordType, channel: Taken): Record<string, unknown> {
  try {
    return criteriaValues(type, channel.criteria);
  } catch (error) {
    const issue = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues?.[0];
    const named = issue ? `: criteria${issue.path.map((p) => `.${String(p)}`).join("")} ${issue.message}` : "";
    throw new ChannelTrouble(channel.id, `Its criteria are no longer filters of the opportunities list${named}. Save them again and enable it`, true);
  }
}

/** Records a channel's trouble: disabled with its reason when lasting, else tried again in 5 minutes. */
export const setAside = (tx: Queryable, trouble: ChannelTrouble) =>
  execute(tx, sql`update public.channels set sending_until = null,
      next_send_at = now() + interval '5 minutes',
      last_delivery = jsonb_build_object('at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        'status', 'failed', 'answer_code', null, 'error', ${trouble.reason}::text),
      enabled = enabled and not ${trouble.lasting}, disabled_reason = case when ${trouble.lasting} then ${trouble.reason}::text else disabled_reason end
    where id = ${trouble.channelId}`);

/**
 * Takes a channel ready to send, for one delivery: its pending retry, or its next batch from the
 * outbox, written with the channel's place moved past it before anything is sent. A delivery its
 * last sender never finished is marked `unknown` first. One transaction, in few round trips: the
 * worker makes one of these per batch.
 */
export async function claimDelivery(
  tx: Queryable,
  type: RecordType & { public: PublicRecords },
): Promise<Claimed | "moved" | { waitMs: number | null }> {
  const [channel] = await execute<Taken & { lost: boolean }>(tx, sql`select ${takenColumns}, c.sending_until is not null as lost
    from public.channels c
    where c.enabled and c.next_send_at <= now() and (c.sending_until is null or c.sending_until <= now())
      and ${hasWork}
    order by c.next_send_at limit 1 for update skip locked`);
  if (!channel) return { waitMs: await nextReady(tx) };
  const { lost, ...taken } = channel;
  if (lost) {
    await execute(tx, sql`with lost as (update public.channel_deliveries set status = 'unknown', next_attempt_at = null,
        error = 'The sender stopped while sending; it may have arrived, and is not sent again.'
        where channel_id = ${taken.id} and status = 'sending')
      update public.channels set sending_until = null, pending_delivery = null where id = ${taken.id}`);
    taken.pending_delivery = null;
  }
  const lease = sql`sending_until = now() + make_interval(secs => ${leaseSeconds})`;
  if (taken.pending_delivery) {
    const live = sql`e.event <> 'published' or exists (select 1 from ${type.sql.ref} where id = e.opportunity_id and ${type.public.listed(type.sql)})`;
    const [retry] = await execute<{ attempts: number; told: number; announced: (Announced & { live: boolean })[] }>(tx, sql`with retry as (
        update public.channel_deliveries set status = 'sending', attempts = attempts + 1, next_attempt_at = null
        where id = ${taken.pending_delivery}::bigint returning attempts, told, postings),
      held as (update public.channels set ${lease} where id = ${taken.id})
      select r.attempts, r.told, (select ${announcedJson(live)} from public.opportunity_events e
        where e.id in (select (p ->> 'event_id')::bigint from jsonb_array_elements(r.postings) p)) as announced
      from retry r`);
    // What was told stays told; of the rest, a publication no longer published is not announced.
    const told = retry!.told;
    const announced = retry!.announced.filter((a, i) => i < told || a.live).map(({ live: _, ...a }) => a);
    return { channel: taken, delivery: taken.pending_delivery, attempt: retry!.attempts, told, announced: answered(announced) };
  }
  const [batch] = await execute<{ announced: Announced[]; through: string }>(tx, nextBatch(type, taken, criteriaOf(type, taken)))
    .catch(() => {
      throw new ChannelTrouble(taken.id, "Its next messages could not be read; tried again in 5 minutes", false);
    });
  if (batch!.announced.length === 0) {
    await execute(tx, sql`update public.channels set delivered_through = ${batch!.through}::bigint where id = ${taken.id}`);
    return "moved";
  }
  const announced = answered(batch!.announced);
  const postings = announced.map((a) => ({ event_id: a.event_id, opportunity_id: a.record.id, event: a.event, title: a.record.title }));
  const [delivery] = await execute<{ id: string }>(tx, sql`with delivery as (
      insert into public.channel_deliveries (channel_id, postings) values (${taken.id}, ${JSON.stringify(postings)}::text::jsonb) returning id),
    moved as (update public.channels set delivered_through = ${batch!.through}::bigint, ${lease} where id = ${taken.id})
    select id::text as id from delivery`);
  return { channel: taken, delivery: delivery!.id, attempt: 1, told: 0, announced };
}

/**
 * The channel's next batch, as one statement: the first events past its place (in commit order,
 * at most `scanLimit` read) that it announces, up to its kind's batch size, with their
 * opportunities; and its new place, past the batch when the batch is full, else past all it read.
 * A publication is announced only while the opportunity is published and matches the channel's
 * criteria (so one withdrawn before its announcement is never announced); a withdrawal only to a
 * channel that announced it; a pending submission only while it still waits (a trusted domain's
 * is approved in the transaction that confirms it); a report always (the editors are to see it).
 */
function nextBatch(type: RecordType & { public: PublicRecords }, channel: Taken, criteria: Record<string, unknown>) {
  const filters = Object.entries(criteria).filter(([, v]) => v !== undefined);
  const matches = [
    type.public.listed(type.sql),
    ...filters.map(([name, value]) => name === "q" ? sql`fts @@ to_tsquery('english', ${value})` : filterCondition(type, name, value)),
  ];
  const size = batchSizes[channel.kind];
  return sql`with scanned as (
      select e.id, e.position,
        e.event::text = any(string_to_array(${channel.events}, ',')) and case e.event
          when 'published' then exists (select 1 from ${type.sql.ref} where id = e.opportunity_id and ${join(matches, " and ")})
          when 'submission.pending' then exists (select 1 from public.submissions s where s.id = (e.record ->> 'id')::uuid and s.status = 'pending')
          when 'report.opened' then true
          when 'application.received' then true
          else exists (select 1 from public.channel_announcements a where a.channel_id = ${channel.id} and a.opportunity_id = e.opportunity_id)
        end as included
      from public.opportunity_events e where e.position > ${channel.delivered_through}::bigint order by e.position limit ${scanLimit}),
    picked as (select id, position from scanned where included order by position limit ${size})
    select (select ${announcedJson()} from public.opportunity_events e where e.id in (select id from picked)) as announced,
      coalesce(case when (select count(*) from picked) = ${size} then (select max(position) from picked)
        else (select max(position) from scanned) end, ${channel.delivered_through}::bigint)::text as through`;
}

/** Milliseconds until the soonest channel with something to send may send; null when none has anything. */
async function nextReady(tx: Queryable): Promise<number | null> {
  const [row] = await execute<{ ms: number | null }>(tx, sql`select (extract(epoch from min(greatest(c.next_send_at, coalesce(c.sending_until, c.next_send_at))) - now()) * 1000)::int as ms
    from public.channels c where c.enabled
      and ${hasWork}`);
  return row?.ms == null ? null : Math.max(0, row.ms);
}

/** A send's outcome: the receiver's answer code, and what to do next. */
export interface Outcome {
  status: "sent" | "retrying" | "failed";
  answer_code: number | null;
  error: string | null;
  /** Requests made. */
  messages: number;
  /** Postings told by this attempt (a webhook's requests that were answered 2xx). */
  told: number;
  /** When retrying: seconds until the next attempt. */
  retryIn?: number;
  /** Disable the channel, for this reason. */
  disable?: string;
  /** Not the receiver's failure: it does not count toward the channel's failures in a row. */
  blameless?: boolean;
}

/** The requests a delivery makes from its `told`-th posting on: one chat message, or one signed Standard Webhooks event each. */
async function messagesOf(claimed: Claimed, config: ServiceConfig, pageSetting: string) {
  const site = config.publicSite;
  const { kind, signing_secret } = claimed.channel;
  if (kind === "discord") return [{ body: JSON.stringify(discordMessage(claimed.announced, site, pageSetting)), headers: {}, postings: claimed.announced.length }];
  if (kind === "slack") return [{ body: JSON.stringify(slackMessage(claimed.announced, site, pageSetting)), headers: {}, postings: claimed.announced.length }];
  const { Webhook } = await import("standardwebhooks");
  const signer = new Webhook(signing_secret!);
  return claimed.announced.slice(claimed.told).map((announced) => {
    const body = JSON.stringify(webhookEvent(announced, config));
    // The same id when it is sent again: receivers dedupe by it.
    const id = `msg_${claimed.delivery}_${announced.event_id}`;
    const at = new Date();
    const headers = { "webhook-id": id, "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": signer.sign(id, at, body) };
    return { body, headers, postings: 1 };
  });
}

/** Seconds a 429 asks to wait: `Retry-After`, or Discord's `retry_after` (seconds, fractional); 5 s when neither says, at most an hour. */
function retryAfter(answer: ReceiverAnswer): number {
  let seconds = Number(answer.header("retry-after"));
  if (!Number.isFinite(seconds) || seconds <= 0) {
    try {
      seconds = Number((JSON.parse(answer.text) as { retry_after?: unknown }).retry_after);
    } catch { /* none given */ }
  }
  return Math.min(3_600, Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 5);
}

type Answered = Omit<Outcome, "messages" | "told">;

/** A failure worth another try: retried after a growing delay, or given up after the last. */
const again = (claimed: Claimed, error: string, answer_code: number | null = null): Answered =>
  claimed.attempt <= retryDelaysSeconds.length
    ? { status: "retrying", answer_code, error, retryIn: retryDelaysSeconds[claimed.attempt - 1] }
    : { status: "failed", answer_code, error: `${error}; given up after ${claimed.attempt} attempts` };

/**
 * A receiver's words as editors may read them: one line of at most 200 characters, without the
 * url or any part of its path or query that could be its secret (a receiver may echo its path).
 */
export function receiverSaid(text: string, url: string): string {
  const parsed = new URL(url);
  const parts = [parsed.href, parsed.host + parsed.pathname, parsed.pathname + parsed.search, parsed.pathname,
    ...parsed.pathname.split("/"), ...[...parsed.searchParams].flat()]
    .flatMap((part) => [part, decodeURIComponentSafe(part)])
    .filter((part) => part.length >= 4 && !/^(api|v\d+|webhooks|services|triggers|workflows|hooks)$/i.test(part))
    .sort((a, b) => b.length - a.length);
  // Read as a person would: percent-escapes and JSON's escaped slashes undone.
  let said = text.replace(/\\\//g, "/").replace(/(%[0-9a-f]{2})+/gi, decodeURIComponentSafe).replace(/\s+/g, " ").trim();
  for (const part of parts) said = said.split(part).join("…");
  return said.slice(0, 200);
}

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** One request's outcome, in our words: a transport's own message can hold the URL, a secret. */
async function post(
  target: Awaited<ReturnType<typeof sendTarget>>,
  message: { body: string; headers: Record<string, string> },
  claimed: Claimed,
  timeoutMs: number,
): Promise<Answered> {
  let answer: ReceiverAnswer;
  try {
    answer = await postTo(target.target, message.body, { "content-type": "application/json", "user-agent": "opportunities-service", ...message.headers }, {
      lookup: target.lookup,
      timeoutMs,
    });
  } catch (error) {
    if (error instanceof RefusedTarget) return refusedBy(error);
    if (error instanceof UnresolvedHost) return again(claimed, error.message);
    if ((error as Error).name === "TimeoutError") return again(claimed, `The receiver did not answer within ${timeoutMs / 1000} s`);
    return again(claimed, "The receiver could not be reached");
  }
  const code = answer.status;
  if (code >= 200 && code < 300) return { status: "sent", answer_code: code, error: null };
  if (code === 429) return { status: "retrying", answer_code: code, error: "Rate limited by the receiver", retryIn: retryAfter(answer) };
  const said = receiverSaid(answer.text, claimed.channel.url);
  const answered = `The receiver answered ${code}${said ? `: ${said}` : ""}`;
  if (code === 408 || code >= 500) return again(claimed, answered, code);
  if (refusing.has(code)) {
    return { status: "failed", answer_code: code, error: answered, disable: `Its url answered ${code}: the webhook was removed or its url is wrong. Give it a working url and enable it again.` };
  }
  return { status: "failed", answer_code: code, error: code >= 300 && code < 400 ? "The receiver redirected; redirects are not followed" : answered };
}

/** A url refused for its host: failed, and the channel disabled. */
const refusedBy = ({ message: why }: RefusedTarget): Answered => ({
  status: "failed", answer_code: null, error: `Not sent: ${why}.`, disable: `Not sent: ${why}. Give it a url on a public host and enable it again.`,
});

/** Sends a claimed delivery's requests in order, stopping at the first that does not succeed, and says what came of it. */
export async function send(claimed: Claimed, config: ServiceConfig, pageSetting: string, access?: ChannelAccess): Promise<Outcome> {
  if (claimed.announced.length <= claimed.told) {
    return { status: "failed", answer_code: null, error: "Not sent: what it was to announce is no longer published.", messages: 0, told: 0, blameless: true };
  }
  let target: Awaited<ReturnType<typeof sendTarget>>;
  try {
    target = await sendTarget(claimed.channel.kind, claimed.channel.url, access);
  } catch (error) {
    // Our own words only (sendTarget's): never a parser's or a resolver's, which can hold the URL.
    return { ...(error instanceof RefusedTarget ? refusedBy(error) : again(claimed, (error as Error).message)), messages: 0, told: 0 };
  }
  let outcome: Outcome = { status: "sent", answer_code: null, error: null, messages: 0, told: 0 };
  for (const message of await messagesOf(claimed, config, pageSetting)) {
    const answered = await post(target, message, claimed, access?.requestTimeoutMs ?? 10_000);
    outcome = { ...outcome, ...answered, messages: outcome.messages + 1, told: outcome.told + (answered.status === "sent" ? message.postings : 0) };
    if (answered.status !== "sent") break;
  }
  return outcome;
}

/**
 * Records a send's outcome on its delivery and its channel, in one statement: the channel's next
 * send (its kind's spacing, or the retry's delay), its failures in a row (a 429 is none), and its
 * disabling after `disableAfter` of them or when its url refuses. Keeps a channel's newest 200
 * deliveries.
 */
export async function record(tx: Queryable, claimed: Claimed, outcome: Outcome): Promise<void> {
  const { channel, delivery } = claimed;
  const failed = outcome.status !== "sent" && outcome.answer_code !== 429 && !outcome.blameless;
  const failures = failed ? channel.consecutive_failures + 1 : outcome.status === "sent" ? 0 : channel.consecutive_failures;
  const disable = outcome.disable ?? (failures >= disableAfter ? `Disabled after ${failures} failed sends in a row; the last: ${outcome.error}.` : undefined);
  const waitSeconds = outcome.status === "retrying" ? outcome.retryIn! : spacingMs[channel.kind] / 1000;
  // A send that would be retried on a channel now disabled is given up.
  const status = outcome.status === "retrying" && disable ? "failed" : outcome.status;
  const retrying = status === "retrying";
  const last = { status, answer_code: outcome.answer_code, error: outcome.error };
  // Publications this attempt told: only those will the channel later hear withdrawn.
  const announced = claimed.announced.slice(claimed.told, claimed.told + outcome.told).filter((a) => a.event === "published").map((a) => a.record.id);
  await execute(tx, sql`with told as (insert into public.channel_announcements (channel_id, opportunity_id)
      select ${channel.id}, unnest(string_to_array(${announced.join(",")}, ',')::uuid[]) on conflict do nothing),
    delivery as (
      update public.channel_deliveries set status = ${status}::public.channel_delivery_status, told = told + ${outcome.told}::int,
        answer_code = ${outcome.answer_code}::int, error = ${outcome.error},
        sent_at = case when ${status === "sent"} then now() end,
        next_attempt_at = case when ${retrying} then now() + make_interval(secs => ${waitSeconds}::float8) end
      where id = ${delivery}::bigint),
    channel as (update public.channels set sending_until = null,
        pending_delivery = case when ${retrying} then ${delivery}::bigint end,
        next_send_at = now() + make_interval(secs => ${waitSeconds}::float8),
        last_delivery = jsonb_build_object('at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) || ${JSON.stringify(last)}::text::jsonb,
        consecutive_failures = ${failures}::int,
        enabled = enabled and ${disable === undefined}, disabled_reason = coalesce(${disable ?? null}::text, disabled_reason)
      where id = ${channel.id})
    delete from public.channel_deliveries where channel_id = ${channel.id} and id <= coalesce(
      (select d.id from public.channel_deliveries d where d.channel_id = ${channel.id} order by d.id desc offset 200 limit 1), 0)`);
}

/** What one call of the worker did. */
/**
 * How much one deliver call takes on: Supabase gives a request 150 s of wall clock and 2 s of
 * CPU. Two channels are served at once, each paced by its kind, for 25 s or 500 requests (a
 * webhook's request costs the function about 1 ms of CPU with its share of the claims, and the
 * worst call of bench:channels 0.8-1.2 s); the rest waits for the next call.
 */
export const channelBudget = { wallMs: 25_000, lanes: 2, messages: 500 };

export interface Delivered {
  messages: number;
  sent: number;
  failed: number;
  postings: number;
}

/**
 * Claims, sends and records deliveries in `lanes` parallel loops until the call's time or its
 * messages are spent, or nothing is ready within its time; a lane waits for a channel's spacing
 * when that comes soon enough.
 */
export async function deliverDue(
  db: Database,
  caller: Caller,
  options: { type: RecordType & { public: PublicRecords }; config: ServiceConfig; access?: ChannelAccess } & typeof channelBudget,
): Promise<Delivered> {
  const began = Date.now();
  const done: Delivered = { messages: 0, sent: 0, failed: 0, postings: 0 };
  // A delivery's outcome is recorded whatever happened to the request: without its deadline.
  const recording = { claims: caller.claims };
  const lane = async () => {
    while (Date.now() - began < options.wallMs && done.messages < options.messages) {
      let claimed: Awaited<ReturnType<typeof claimDelivery>>;
      try {
        claimed = await asCaller(db, caller, (tx) => claimDelivery(tx, options.type));
      } catch (error) {
        if (!(error instanceof ChannelTrouble)) throw error;
        await asCaller(db, recording, (tx) => setAside(tx, error));
        done.failed += 1;
        continue;
      }
      if (claimed === "moved") continue;
      if (!("delivery" in claimed)) {
        const left = options.wallMs - (Date.now() - began);
        if (claimed.waitMs === null || claimed.waitMs > Math.min(left, 2_000)) return;
        await new Promise((resolve) => setTimeout(resolve, claimed.waitMs! + 20));
        continue;
      }
      const outcome = await send(claimed, options.config, options.type.public.pageSetting, options.access);
      await asCaller(db, recording, (tx) => record(tx, claimed, outcome));
      done.messages += outcome.messages;
      done.postings += outcome.told;
      if (outcome.status === "sent") done.sent += outcome.messages;
      else [done.sent, done.failed] = [done.sent + Math.max(0, outcome.messages - 1), done.failed + 1];
    }
  };
  await Promise.all(Array.from({ length: options.lanes }, lane));
  return done;
}

/** Events older than 30 days leave the outbox: a channel that far behind has been disabled long since. */
export const pruneOutbox = (tx: Queryable) =>
  execute(tx, sql`delete from public.opportunity_events where happened_at < now() - interval '30 days' and position is not null`);

/** How many enabled channels still have something to send. */
export async function channelsLeft(db: Database, caller: Caller): Promise<number> {
  const [rows = []] = await readAs<{ left: number }>(db, caller, {
    statements: [statement(sql`select count(*)::int as left from public.channels c where c.enabled and ${hasWork}`)],
  });
  return rows[0]?.left ?? 0;
}
