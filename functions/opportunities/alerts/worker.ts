import { asCaller } from "../../_shared/database/as-caller.ts";
import type { Caller, Database } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { emailConfigured, type ServiceConfig } from "../../_shared/http/config.ts";
import type { PublicRecords, RecordType } from "../../_shared/records/record-type.ts";
import { pruneEmailData, queueConfirmationsAndReminders, queueDigests } from "./queue.ts";
import { allowance, askedByStrangers, type Batch, batchLimit, claimBatch, type EmailAccess, recordBatch, requestSpacingMs, sendBatch } from "./sending.ts";

// The e-mail half of deliver-due: queue what is due, then send what the limit allows, a batch at
// a time, spaced for Resend's rate limit. Digests are matched only as fast as they can be sent:
// never more than the limit leaves room for, so none waits in the queue while its news ages.

/** What one call did with e-mail. */
export interface Mailed {
  queued: number;
  sent: number;
  failed: number;
  /** Resend API calls made. */
  requests: number;
  /** Due e-mails this call left for later, and why: the day's or the hour's limit, or the confirmations' share of the hour. */
  held: { limit: number; confirmations: number };
}

/** How much one call takes on (each digest is about two reads; bench:alerts measures a call's CPU). */
export const emailBudget = { digests: 500, emails: 500 };

export async function deliverEmails(
  db: Database,
  caller: Caller,
  options: { type: RecordType & { public: PublicRecords }; config: ServiceConfig; access?: EmailAccess },
): Promise<Mailed> {
  const mailed: Mailed = { queued: 0, sent: 0, failed: 0, requests: 0, held: { limit: 0, confirmations: 0 } };
  const { config, type } = options;
  if (!emailConfigured(config)) return mailed;
  mailed.queued += await asCaller(db, caller, async (tx) => {
    await pruneEmailData(tx);
    return queueConfirmationsAndReminders(tx, emailBudget.emails);
  });
  const [room] = await asCaller(db, caller, (tx) =>
    // Confirmations wait behind digests and reminders: they never take a digest's room.
    execute<{ room: number }>(tx, sql`select ${allowance(config)} - (select count(*) from private.emails e where status = 'queued' and not ${askedByStrangers})::int as room`));
  mailed.queued += await queueDigests(db, caller, type, config, Math.min(emailBudget.digests, room!.room));
  // Its outcome is recorded whatever happened to the request: without its deadline.
  const recording = { claims: caller.claims };
  while (mailed.sent + mailed.failed < emailBudget.emails) {
    const batch: Batch | null = await asCaller(db, caller, (tx) => claimBatch(tx, config, Math.min(batchLimit, emailBudget.emails - mailed.sent - mailed.failed)));
    if (!batch) break;
    if (mailed.requests > 0) await new Promise((resolve) => setTimeout(resolve, requestSpacingMs));
    const sent = await sendBatch(batch, config, type.public.pageSetting, options.access);
    mailed.requests++;
    await asCaller(db, recording, (tx) => recordBatch(tx, batch, sent));
    if (sent.status === "sent") mailed.sent += batch.emails.length;
    else mailed.failed += batch.emails.length;
    if (sent.status === "retrying") break;
  }
  mailed.held = await heldBack(db, caller);
  return mailed;
}

/** The due e-mails still queued after a call's sending: those anyone can ask for wait for the confirmations' share, the rest for the limit. */
const heldBack = async (db: Database, caller: Caller) => {
  const [row] = await asCaller(db, caller, (tx) =>
    execute<{ limit: number; confirmations: number }>(tx, sql`select count(*) filter (where not ${askedByStrangers})::int as limit,
        count(*) filter (where ${askedByStrangers})::int as confirmations
      from private.emails e where e.status = 'queued' and e.next_attempt_at <= now()`));
  return row!;
};
