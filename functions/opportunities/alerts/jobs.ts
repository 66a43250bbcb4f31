import { asCaller } from "../../_shared/database/as-caller.ts";
import type { Caller, Database } from "../../_shared/database/database.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import type { PublicRecords, RecordType } from "../../_shared/records/record-type.ts";
import type { EmailKinds } from "../mail/kinds.ts";
import { roomForNews } from "../mail/outbox.ts";
import { pruneUnconfirmed, queueConfirmationsAndReminders, queueDigests } from "./queue.ts";

// The alerts' part of the schedule: queue the confirmations, reminders and digests that are due;
// the outbox sends them. Digests are matched only as fast as they can be sent: never more than
// the limit leaves room for, so none waits in the queue while its news ages.

/** How much one call takes on (each digest is about two reads; bench:alerts measures a call's CPU). */
export const emailBudget = { digests: 500, emails: 500 };

export async function queueAlertEmails(
  db: Database,
  caller: Caller,
  { type, config, kinds }: { type: RecordType & { public: PublicRecords }; config: ServiceConfig; kinds: EmailKinds },
): Promise<number> {
  const queued = await asCaller(db, caller, async (tx) => {
    await pruneUnconfirmed(tx);
    return queueConfirmationsAndReminders(tx, emailBudget.emails);
  });
  // Confirmations wait behind digests and reminders: they never take a digest's room.
  const room = await asCaller(db, caller, (tx) => roomForNews(tx, config, kinds));
  return queued + await queueDigests(db, caller, type, config, Math.min(emailBudget.digests, room));
}
