import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { SubmissionSettings } from "../../_shared/http/config.ts";
import { ApiError, notFound } from "../../_shared/http/errors.ts";
import { insertRecord, type Row, updateRecord } from "../../_shared/records/table.ts";
import { opportunityType } from "../record.ts";

// A review, in the reviewer's transaction: an approval writes the opportunity through the API's
// one write path (insertRecord, as the create does: history, outbox, channels, alerts and WebSub
// follow from the database), marked `source = 'submission'`; a revision approved updates the live
// posting the same way, with only the fields its owner changed. The submission's row is locked
// first, so of two reviewers at once the second finds it reviewed (409), and a review names the
// version it read: an owner's edit since is a 409 too, and the submission stays in the queue. The
// database stamps the reviewer, refuses one reviewing their own address's submission, and queues
// the submitter's e-mail (migration 20261205130000).

interface Locked {
  id: string;
  status: string;
  version: number;
  posting: Row;
  revision: Row | null;
  opportunity_id: string | null;
  email_domain: string;
  own: boolean;
  ends_at: string;
}

const notWaiting = (what: string) =>
  new ApiError(409, "not_in_queue", `This submission is not waiting for ${what}: it was reviewed already, withdrawn, or not yet confirmed.`);

/**
 * The submission, locked for this transaction; 404 when the caller may not see it, 403 for one's
 * own, 409 when what was offered changed since the reviewer read `version` (when given).
 */
async function locked(tx: Queryable, id: string, settings: SubmissionSettings, version?: number): Promise<Locked> {
  const [row] = await execute<Locked>(tx, sql`select id, status, version, posting, revision, opportunity_id, email_domain,
      address_key = any (private.caller_address_keys()) as own,
      (now() + make_interval(days => ${settings.days}::int))::text as ends_at
    from public.submissions where id = ${id} for update`);
  if (!row) throw notFound("submission");
  if (row.own) throw new ApiError(403, "forbidden", "Nobody reviews a submission from their own address: another editor must.");
  if (version !== undefined && version !== row.version) {
    throw new ApiError(409, "changed_since_read", `This submission changed since you read it (version ${version}; it is version ${row.version} now): ` +
      "read it again before reviewing it. It stays in the queue.");
  }
  return row;
}

/** When a posting closing on `date` (a calendar date) leaves the board: the end of that day, UTC. */
export const endOfDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * A posting's values as the opportunity takes them: shown at once, marked submitted, and ending
 * (expires_at) with its closing day, else after SUBMISSION_DAYS (`endsAt`).
 */
const published = (posting: Row, endsAt: string) => ({
  ...posting,
  source: "submission",
  website_viewable: true,
  is_active: true,
  expires_at: typeof posting.closes_on === "string" ? endOfDay(posting.closes_on) : endsAt,
});

/** The fields a revision changes: those whose value differs from the posting its owner last had approved. */
export const ownersChanges = (posting: Row, revision: Row): Row =>
  Object.fromEntries(Object.entries(revision).filter(([field, value]) => JSON.stringify(value ?? null) !== JSON.stringify(posting[field] ?? null)));

/**
 * Approves a pending submission (the opportunity written, its e-mail domain trusted from now on
 * when it may be: `mayTrust`) or the revision waiting on an approved one (its owner's changed
 * fields written over the live posting as it is now, so an editor's own fixes of other fields
 * stay). `by`: an editor, who names the `version` read, or the service for a trusted domain's.
 */
export async function approve(
  tx: Queryable, id: string, settings: SubmissionSettings,
  by: { editor: { version: number; mayTrust: (domain: string) => Promise<boolean> } } | "trust",
): Promise<Row> {
  const s = await locked(tx, id, settings, by === "trust" ? undefined : by.editor.version);
  if (s.status === "pending") {
    // The company whose verified domain the submitter proved by confirming (else the database links by the link's host alone).
    const [company] = await execute<{ id: string | null }>(tx, sql`select private.company_of_domain(${s.email_domain}) as id`);
    const opportunity = await insertRecord(tx, opportunityType.sql, { ...published(s.posting, s.ends_at), ...(company?.id ? { company_id: company.id } : {}) });
    await execute(tx, sql`update public.submissions set status = 'approved', opportunity_id = ${opportunity.id}, reason = null, message = null
      ${by === "trust" ? sql`, trusted = true` : sql``} where id = ${id}`);
    if (by !== "trust" && await by.editor.mayTrust(s.email_domain)) {
      await execute(tx, sql`insert into public.trusted_domains (domain, submission_id)
        select ${s.email_domain}, ${id}::uuid where not private.is_free_mail(${s.email_domain}) on conflict (domain) do nothing`);
    }
    return opportunity;
  }
  if (s.status === "approved" && s.revision) {
    const changed = ownersChanges(s.posting, s.revision);
    const change = { ...changed, ...(typeof changed.closes_on === "string" ? { expires_at: endOfDay(changed.closes_on) } : {}) };
    const t = opportunityType.sql;
    const values = !s.opportunity_id ? undefined : Object.keys(change).length > 0
      ? await updateRecord(tx, t, s.opportunity_id, change)
      : (await execute<Row>(tx, sql`select ${t.selected} from ${t.ref} where id = ${s.opportunity_id}`))[0];
    if (!values) throw new ApiError(409, "not_now", "The posting this revision changes was deleted: nothing is left to update.");
    await execute(tx, sql`update public.submissions set posting = revision, revision = null, reason = null, message = null where id = ${id}`);
    return values;
  }
  throw notWaiting("approval");
}

/** Asks the submitter for changes: back to them, with the message, until they edit it. */
export async function requestChanges(tx: Queryable, id: string, settings: SubmissionSettings, message: string, version?: number): Promise<void> {
  const s = await locked(tx, id, settings, version);
  if (s.status !== "pending") throw notWaiting("review (only a pending submission can be sent back; reject a revision instead)");
  await execute(tx, sql`update public.submissions set status = 'changes_requested', reason = null, message = ${message} where id = ${id}`);
}

/** Rejects a pending submission, or the revision waiting on an approved one (the live posting stays as it is). */
export async function reject(
  tx: Queryable, id: string, settings: SubmissionSettings, reason: string, message: string | undefined, version?: number,
): Promise<void> {
  const s = await locked(tx, id, settings, version);
  const values = sql`reason = ${reason}::public.submission_reason, message = ${message ?? null}`;
  if (s.status === "pending") await execute(tx, sql`update public.submissions set status = 'rejected', ${values} where id = ${id}`);
  else if (s.status === "approved" && s.revision) await execute(tx, sql`update public.submissions set revision = null, ${values} where id = ${id}`);
  else throw notWaiting("review");
}
