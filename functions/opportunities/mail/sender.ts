import { asCaller } from "../../_shared/database/as-caller.ts";
import type { Caller, Database } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { askedByAnyone, type EmailKinds } from "./kinds.ts";
import { type Batch, batchLimit, claimBatch, type EmailAccess, recordBatch, requestSpacingMs, sendBatch } from "./outbox.ts";

// Sending what the outbox holds, as the limit allows: a batch at a time, spaced for Resend's rate
// limit, each batch's outcome recorded whatever happened to the request.

/** What one call sent. */
export interface Sent {
  sent: number;
  failed: number;
  /** Resend API calls made. */
  requests: number;
  /** Due e-mails this call left for later, and why: the day's or the hour's limit, or the confirmations' share of the hour. */
  held: { limit: number; confirmations: number };
}

export interface Sending {
  config: ServiceConfig;
  kinds: EmailKinds;
  /** The setting naming the website's posting page (the e-mails link to it). */
  pageSetting: string;
  access?: EmailAccess;
  /** The most e-mails one call sends. */
  most: number;
}

export async function sendDueEmails(db: Database, caller: Caller, { config, kinds, pageSetting, access, most }: Sending): Promise<Sent> {
  const done: Sent = { sent: 0, failed: 0, requests: 0, held: { limit: 0, confirmations: 0 } };
  // Its outcome is recorded whatever happened to the request: without its deadline.
  const recording = { claims: caller.claims };
  while (done.sent + done.failed < most) {
    const batch: Batch | null = await asCaller(db, caller, (tx) => claimBatch(tx, config, kinds, Math.min(batchLimit, most - done.sent - done.failed)));
    if (!batch) break;
    if (done.requests > 0) await new Promise((resolve) => setTimeout(resolve, requestSpacingMs));
    const sent = await sendBatch(batch, config, kinds, pageSetting, access);
    done.requests++;
    await asCaller(db, recording, (tx) => recordBatch(tx, kinds, batch, sent));
    if (sent.status === "sent") done.sent += batch.emails.length;
    else done.failed += batch.emails.length;
    if (sent.status === "retrying") break;
  }
  done.held = await heldBack(db, caller, kinds);
  return done;
}

/** The due e-mails still queued after a call's sending: those anyone can ask for wait for the confirmations' share, the rest for the limit. */
async function heldBack(db: Database, caller: Caller, kinds: EmailKinds) {
  const [row] = await asCaller(db, caller, (tx) =>
    execute<{ limit: number; confirmations: number }>(tx, sql`select count(*) filter (where not ${askedByAnyone(kinds)})::int as limit,
        count(*) filter (where ${askedByAnyone(kinds)})::int as confirmations
      from private.emails e where e.status = 'queued' and e.next_attempt_at <= now()`));
  return row!;
}
