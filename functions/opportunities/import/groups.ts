import type { Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { ApiError } from "../../_shared/http/errors.ts";

// An import group: the postings one import or job source put in (the API and the column call it
// `feed`, as in a board's feed of postings; not the JSON Feed and Atom feeds of discovery/).

/** external_ids as rows, from one JSON parameter (a hashed set for `in` and `not in`). */
const ids = (externalIds: string[]) => sql`select json_array_elements_text(${JSON.stringify(externalIds)}::text::json)`;

/**
 * Takes the group for this transaction: syncs of one group run one at a time, so each sees the
 * last one's result (`private.lock_feed`, a transaction-scoped advisory lock per feed).
 */
export async function lockGroup(tx: Queryable, feed: string) {
  await execute(tx, sql`select private.lock_feed(${feed})`);
}

/**
 * Withdraws the feed's active postings that `listed` (every external_id the import carried, valid
 * or not) leaves out, and returns their external_ids, sorted. Refuses, so that the transaction
 * writes nothing, a sync that would withdraw postings while listing no valid one (`valid` = 0), or,
 * unless forced, one that would leave the feed with fewer than half of its peak: the most postings
 * it had active at a sync in the last 7 days (`private.feed_peak`), or now if more. A sync that
 * withdraws nothing is never refused: it cannot walk a feed down. `forcing` says what the caller
 * can do about a refusal. One statement counts, records and withdraws.
 */
export async function withdrawUnlisted(
  tx: Queryable,
  feed: string,
  listed: string[],
  valid: number,
  force: boolean,
  forcing = "Check the source, or add force=true (dry_run=true&force=true lists them).",
): Promise<string[]> {
  const [outcome] = await execute<{ active: number; peak: number; withdrawn: string[] }>(
    tx,
    sql`with active as (
          select id, external_id not in (${ids(listed)}) as leaving
          from public.opportunities where feed = ${feed} and is_active
        ),
        gone as (
          update public.opportunities o set is_active = false, withdrawn_at = now(), closed_reason = 'source_withdrew'
          from active a where o.id = a.id and a.leaving
          returning o.external_id
        )
        select (select count(*)::int from active) as active,
               private.feed_peak(${feed}, (select count(*)::int from active)) as peak,
               coalesce((select json_agg(external_id order by external_id collate "C") from gone), '[]') as withdrawn`,
  );
  const { active, peak, withdrawn } = outcome!;
  const left = active - withdrawn.length;
  if (withdrawn.length === 0) return withdrawn;
  if (valid === 0) {
    throw new ApiError(409, "sync_without_postings", `sync: the import has no valid posting, so it would withdraw all ${active} of the feed's active ` +
      "postings; nothing was withdrawn or imported.");
  }
  if (!force && (peak - left) * 2 > peak) {
    throw new ApiError(
      409,
      "sync_withdraws_too_many",
      `sync: it would withdraw ${withdrawn.length} of the feed's ${active} active postings, leaving ${left}: fewer than half of ` +
        `the ${peak} it had at its peak in the last 7 days; nothing was written. ${forcing}`,
    );
  }
  return withdrawn;
}

/**
 * Makes active again the feed's withdrawn postings that the import lists; never one an editor
 * deactivated (its withdrawn_at is null). Their external_ids, sorted.
 */
export async function restoreListed(tx: Queryable, feed: string, imported: string[]): Promise<string[]> {
  const rows = await execute<{ external_id: string }>(
    tx,
    // `is true`: kept a hashed set rather than made a join, which statistics not yet updated after
    // a first large import planned as ten thousand scans of the list.
    sql`update public.opportunities set is_active = true
        where feed = ${feed} and withdrawn_at is not null
          and (external_id in (${ids(imported)})) is true
        returning external_id`,
  );
  return rows.map((r) => r.external_id).sort();
}
