import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { askedByAnyone, detailsOf, postingsToldOf, type EmailKinds, type QueuedEmail } from "./kinds.ts";
import type { ResendEmail } from "./layout.ts";

// The outbox every e-mail of the service goes through (`private.emails`: whatever queued it), sent
// through Resend's batch endpoint (up to 100 an API call), within the daily limit spread over the
// day: at most EMAIL_DAILY_LIMIT in any 24 hours, and at most a 24th of it in any hour, counted in
// the database under a lock so that instances share it. A batch keeps its key (its e-mails' ids)
// when it is sent again, and Resend's idempotency recognises a batch it already took; a sender
// that stopped mid-send leaves its batch to be sent again so. What each kind says is its own
// room's (`kinds.ts`).

/** Where Resend is, unless the local stack (`EMAIL_API_ORIGIN`) or a test says otherwise. */
export interface EmailAccess {
  /** The e-mail API's origin: a local receiver with Resend's request shape. A deployed function is given none. */
  origin?: string;
  /** One request's limit (default 10 s). */
  requestTimeoutMs?: number;
}

export const resendOrigin = "https://api.resend.com";
/** Resend takes up to 100 e-mails a batch. */
export const batchLimit = 100;
/** Resend's default rate limit is 2 requests a second per team. */
export const requestSpacingMs = 500;
/** A batch that failed is tried again after 1, 2, 4, 8 and 16 minutes, then given up. */
const retryDelaysSeconds = [60, 120, 240, 480, 960];
/** How long a send holds its batch before another worker may send it again. */
const leaseSeconds = 120;


/** E-mails that may go now: within the day's limit and the hour's share of it. */
export const allowance = (config: ServiceConfig) =>
  sql`greatest(0, least(
    ${config.email!.dailyLimit}::int - (select count(*) from private.email_sends where sent_at > now() - interval '1 day'),
    ${hourShare(config)}::int - (select count(*) from private.email_sends where sent_at > now() - interval '1 hour')))::int`;

const hourShare = (config: ServiceConfig) => Math.ceil(config.email!.dailyLimit / 24);

/**
 * Confirmations that may go now besides: half of the hour's share (at least one), so that
 * strangers' sign-ups never take the sending that digests and reminders need.
 */
export const confirmationShare = (config: ServiceConfig) => Math.max(1, Math.floor(hourShare(config) / 2));
const confirmationAllowance = (config: ServiceConfig, kinds: EmailKinds) =>
  sql`greatest(0, ${confirmationShare(config)}::int
    - (select count(*) from private.email_sends e where ${askedByAnyone(kinds)} and sent_at > now() - interval '1 hour'))::int`;

/** Room for e-mails nobody outside asked for (digests, reminders): the limit's, less those already queued. */
export async function roomForNews(tx: Queryable, config: ServiceConfig, kinds: EmailKinds): Promise<number> {
  const [row] = await execute<{ room: number }>(tx, sql`select ${allowance(config)}
    - (select count(*) from private.emails e where status = 'queued' and not ${askedByAnyone(kinds)})::int as room`);
  return row!.room;
}

export interface Batch {
  key: string;
  emails: QueuedEmail[];
}

/** An e-mail (`e`) that may be taken now: queued and due, or its sender's lease ran out mid-send. */
const due = sql`(e.status = 'queued' and e.next_attempt_at <= now() or e.status = 'sending' and e.sending_until <= now())`;

/**
 * Takes the next batch that may go now, marked `sending` under a lease and counted against the
 * limit, in one transaction under a lock that instances share; null when nothing is due or the
 * limit leaves no room. A batch sent before goes again whole, with its key, or waits until the
 * limit has room for all of it (so Resend's idempotency recognises it); else new e-mails, oldest
 * first, reminders and digests before confirmations, which take at most their hourly share.
 */
export async function claimBatch(tx: Queryable, config: ServiceConfig, kinds: EmailKinds, most: number): Promise<Batch | null> {
  await execute(tx, sql`select pg_catalog.pg_advisory_xact_lock(7340003)`);
  const size = Math.min(most, batchLimit);
  const askedByStrangers = askedByAnyone(kinds);
  const rows = await execute<QueuedEmail & { key: string }>(tx, sql`with room as (select ${allowance(config)} as n, ${confirmationAllowance(config, kinds)} as confirmations),
    again as (select e.batch_key from private.emails e where e.batch_key is not null and ${due} order by e.id limit 1),
    resent as (
      select e.id from private.emails e
      where e.batch_key = (select batch_key from again) and e.status <> 'failed'
        and (select count(*) from private.emails b where b.batch_key = e.batch_key) <= (select n from room)
      order by e.id limit ${batchLimit}::int for update skip locked),
    news as (
      select e.id from private.emails e
      where not exists (select 1 from again) and e.batch_key is null and ${due} and not ${askedByStrangers}
      order by e.kind, e.id limit least(${size}::int, (select n from room)) for update skip locked),
    turns as (
      -- A client's and a mailbox's first e-mail before anyone's second: one asking for many delays
      -- another by one send at most.
      select e.id, greatest(row_number() over (partition by coalesce(e.asked_by, e.id::text) order by e.id)
            + (select count(*) from private.email_sends s where s.asked_by = e.asked_by and s.sent_at > now() - interval '1 day'),
          row_number() over (partition by private.address_key(e.to_address) order by e.id)) as turn
      from private.emails e
      where not exists (select 1 from again) and e.batch_key is null and ${due} and ${askedByStrangers}),
    confirmations as (
      select e.id from private.emails e
      where e.id in (select t.id from turns t order by t.turn, t.id limit greatest(0, least(${size}::int - (select count(*) from news)::int,
        (select n from room) - (select count(*) from news)::int, (select confirmations from room))))
      for update skip locked),
    picked as (select id from resent union all select id from news union all select id from confirmations),
    keyed as (select 'emails-' || min(id) || '-' || max(id) || '-' || count(*) as key from picked),
    taken as (update private.emails e set status = 'sending', sending_until = now() + make_interval(secs => ${leaseSeconds}),
        attempts = e.attempts + 1, batch_key = (select key from keyed)
      from picked where e.id = picked.id returning e.*),
    counted as (insert into private.email_sends (batch_key, kind, asked_by) select batch_key, kind, asked_by from taken)
    select t.id::text as id, t.kind::text as kind, t.to_address, t.content, t.batch_key as key, ${detailsOf(kinds)} as details
    from taken t
    order by t.kind, t.id`);
  if (rows.length === 0) return null;
  return { key: rows[0]!.key, emails: rows.map(({ key: _, ...email }) => email) };
}

/**
 * A batch's outcome: sent; or to be tried again after `retryIn` seconds (0: after the next delay of
 * its attempts; a 429 or a refused key is no attempt), the call sending nothing more; or given up.
 */
export type Sent =
  | { status: "sent" }
  | { status: "retrying"; retryIn: number; error: string; attempt: boolean }
  | { status: "failed"; error: string };

/** Resend's answer, in our words: its own messages are kept (they never hold the key). */
async function post(batch: ResendEmail[], key: string, config: ServiceConfig, access: EmailAccess | undefined): Promise<Sent> {
  let response: Response;
  const timeoutMs = access?.requestTimeoutMs ?? 10_000;
  try {
    response = await fetch(new URL("/emails/batch", access?.origin ?? resendOrigin), {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.email!.apiKey}`,
        "content-type": "application/json",
        "idempotency-key": key,
        "user-agent": "opportunities-service",
      },
      body: JSON.stringify(batch),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    return { status: "retrying", retryIn: 0, attempt: true, error: timedOut ? `Resend did not answer within ${timeoutMs / 1000} s` : "Resend could not be reached" };
  }
  const text = (await response.text().catch(() => "")).slice(0, 2_000);
  let answer: { message?: string; name?: string } = {};
  try {
    answer = JSON.parse(text);
  } catch { /* not JSON */ }
  const code = response.status;
  if (code >= 200 && code < 300) return { status: "sent" };
  const said = `Resend answered ${code}${answer.name ? ` ${answer.name}` : ""}${answer.message ? `: ${String(answer.message).slice(0, 200)}` : ""}`;
  if (code === 429) {
    // The day's or month's quota waits an hour; the rate limit what Retry-After says.
    const quota = /quota/.test(answer.name ?? "");
    const wait = Number(response.headers.get("retry-after"));
    return { status: "retrying", retryIn: quota ? 3_600 : Number.isFinite(wait) && wait > 0 ? Math.min(wait, 3_600) : 1, attempt: false, error: said };
  }
  // A key Resend refuses is the service's setting, not the e-mails': they wait for it to be mended.
  if (code === 401 || code === 403) return { status: "retrying", retryIn: 600, attempt: false, error: said };
  if (code === 408 || code === 409 || code >= 500) return { status: "retrying", retryIn: 0, attempt: true, error: said };
  return { status: "failed", error: said };
}

/** Sends a claimed batch, each e-mail as its kind renders it. */
export function sendBatch(batch: Batch, config: ServiceConfig, kinds: EmailKinds, pageSetting: string, access?: EmailAccess): Promise<Sent> {
  return post(batch.emails.map((e) => kinds[e.kind].render(e, config, pageSetting)), batch.key, config, access);
}

/**
 * Records a batch's outcome in one statement: sent e-mails leave the queue; a batch to be tried
 * again is queued again with its key (after a growing delay, given up after the last) and no
 * longer counts against the limit; a batch given up stays, `failed`, for a week.
 */
export async function recordBatch(tx: Queryable, kinds: EmailKinds, batch: Batch, sent: Sent): Promise<void> {
  const ids = batch.emails.map((e) => e.id).join(",");
  const mine = sql`id = any(string_to_array(${ids}, ',')::bigint[]) and batch_key = ${batch.key}`;
  if (sent.status === "sent") {
    // Sent: out of the queue, and the postings each told of (as its kind says) reached once more today.
    await execute(tx, sql`with sent as (delete from private.emails where ${mine} returning kind, content)
      select private.count_reach(array(select (r ->> 'id')::uuid from sent, jsonb_array_elements(${postingsToldOf(kinds)}) r), 'emails')`);
    return;
  }
  const uncount = sql`delete from private.email_sends where batch_key = ${batch.key}`;
  if (sent.status === "failed") {
    await execute(tx, sql`with failed as (update private.emails set status = 'failed', sending_until = null, error = ${sent.error} where ${mine}) ${uncount}`);
    return;
  }
  await execute(tx, sql`with again as (update private.emails set
        status = case when ${sent.attempt} and attempts > ${retryDelaysSeconds.length}::int then 'failed' else 'queued' end,
        attempts = attempts - case when ${sent.attempt} then 0 else 1 end,
        sending_until = null, error = ${sent.error},
        next_attempt_at = now() + make_interval(secs => case when ${sent.attempt}
          then (string_to_array(${retryDelaysSeconds.join(",")}, ',')::int[])[least(attempts, ${retryDelaysSeconds.length}::int)]
          else ${sent.retryIn}::int end)
      where ${mine}) ${uncount}`);
}

/** E-mails given up go after a week; the limit's counts after two days. */
export const pruneEmails = (tx: Queryable) =>
  execute(tx, sql`with failed as (delete from private.emails where status = 'failed' and created_at < now() - interval '7 days')
    delete from private.email_sends where sent_at < now() - interval '2 days'`);
