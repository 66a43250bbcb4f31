import { asCaller, readAs } from "../../_shared/database/as-caller.ts";
import type { Caller, Database, Queryable } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import type { ServiceConfig } from "../../_shared/http/config.ts";
import { feedUrl } from "../../_shared/discovery/feeds.ts";
import { listRead, maxPageSize, pageOf } from "../../_shared/records/listing.ts";
import type { RecordType } from "../../_shared/records/record-type.ts";
import type { Row } from "../../_shared/records/table.ts";
import { criteriaValues } from "../criteria.ts";
import { digestSize } from "./emails.ts";
import { inLanguage } from "../../_shared/languages/translations.ts";

// What the delivery worker queues (private.emails), each in the transaction that marks it done,
// so nothing is queued twice: a confirmation for each new sign-up; a bookmark's reminder when its
// day comes (not for a posting withdrawn since); and each due alert's digest. A digest holds what
// the opportunities list answers an anonymous visitor for the alert's criteria among the postings
// published (in the outbox's commit order) since the alert last looked, in the list's order.

const anonymous: Caller = { claims: { role: "anon" } };

/**
 * What a digest shows of a posting (`postingFacts`), and the list's order: a digest holds up to 20
 * of these for each alert, so never a description.
 */
const digestColumns = [
  "id", "title", "display_order", "link_url", "linked_form_id", "company_name", "location", "country", "workplace",
  "salary", "salary_min", "salary_max", "salary_currency", "salary_period", "closes_on",
  "visa_sponsorship", "work_authorization_required", "degree_levels", "graduation_years", "fields_of_study", "language", "translations",
] as const;

/** A posting as a digest keeps it: in its subscriber's language where it has it, without its other languages. */
const inTheirLanguage = (language: string, fields: readonly string[]) => {
  const translate = inLanguage([language], fields);
  return (record: Row): Row => {
    const { translations: _, description: __, ...shown } = translate(record);
    return shown;
  };
};

/** Unconfirmed sign-ups go after 30 days. */
export const pruneUnconfirmed = (tx: Queryable) =>
  execute(tx, sql`delete from public.job_alerts where confirmed_at is null and created_at < now() - interval '30 days'`);

/**
 * Queues a confirmation for new sign-ups, one a mailbox, as its limits allow (`private.may_confirm`:
 * one a day, one in 30 days after an unsubscribe; a mailbox's other sign-ups wait their turn), and
 * each reminder that is due, of a posting its member may still read; returns how many.
 */
export async function queueConfirmationsAndReminders(tx: Queryable, most: number): Promise<number> {
  const [row] = await execute<{ queued: number }>(tx, sql`with pending as (
      select a.id, a.email, a.address_key from public.job_alerts a
      where a.id in (select distinct on (c.address_key) c.id from public.job_alerts c
          where c.confirmed_at is null and c.confirmation_queued_at is null and private.may_confirm(c.address_key)
          order by c.address_key, c.created_at)
      order by a.created_at limit ${most} for update skip locked),
    marked as (update public.job_alerts a set confirmation_queued_at = now() from pending p where a.id = p.id),
    mailed as (insert into private.mailboxes (address_key, confirmation_at) select address_key, now() from pending
      on conflict (address_key) do update set confirmation_at = excluded.confirmation_at),
    confirmations as (insert into private.emails (kind, to_address, alert_id) select 'confirmation', email, id from pending returning 1),
    reminders as (
      select b.user_id, b.opportunity_id, b.remind_days_before, private.account_email(b.user_id) as email,
        to_jsonb(o) - 'fts' - 'description' - 'translations' as record
      from public.bookmarks b join public.opportunities o on o.id = b.opportunity_id
      where b.remind_days_before is not null and b.reminded_at is null and private.account_email(b.user_id) is not null
        and o.closes_on >= current_date and o.closes_on - b.remind_days_before <= current_date
        and o.withdrawn_at is null and private.account_may_read(b.user_id, o)
      order by o.closes_on limit ${most} for update of b skip locked),
    reminded as (update public.bookmarks b set reminded_at = now() from reminders r
      where b.user_id = r.user_id and b.opportunity_id = r.opportunity_id),
    queued as (insert into private.emails (kind, to_address, user_id, content)
      select 'reminder', email, user_id, jsonb_build_object('record', record, 'days', remind_days_before) from reminders returning 1)
    select (select count(*) from confirmations)::int + (select count(*) from queued)::int as queued`);
  return row!.queued;
}

interface Due {
  id: string;
  criteria: Record<string, string>;
  language: string;
  matched_through: string;
  since: string;
  lease: string;
  newest: string;
}

/**
 * Digests of up to `most` due alerts: confirmed, a period past their last digest (or never sent
 * one), with publications past their place. Each is held by a lease while it is matched, then in
 * one statement its digest is queued (when something matched) and its place moved on, only if the
 * lease is still its own: at most one digest a period, however many workers run.
 */
export async function queueDigests(db: Database, caller: Caller, type: RecordType, config: ServiceConfig, most: number): Promise<number> {
  if (most <= 0) return 0;
  const due = await asCaller(db, caller, (tx) =>
    execute<Due>(tx, sql`with newest as (select private.outbox_position() as position),
      picked as (select a.id from public.job_alerts a, newest
        where a.confirmed_at is not null and a.matched_through < newest.position
          and (a.last_digest_at is null or a.last_digest_at <= now() - case a.frequency when 'daily' then interval '1 day' else interval '7 days' end)
          and (a.digest_lease is null or a.digest_lease < now() - interval '5 minutes')
        order by a.matched_through, a.id limit ${most} for update skip locked)
      update public.job_alerts a set digest_lease = now() from picked, newest where a.id = picked.id
      returning a.id, a.criteria, a.language, a.matched_through::text as matched_through, newest.position::text as newest,
        to_char(coalesce(a.last_digest_at, a.confirmed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as since,
        a.digest_lease::text as lease`));
  if (due.length === 0) return 0;
  // Read once per window of the outbox, and matched once per distinct search in it: many alerts share a search.
  const published = new Map<string, Promise<string[]>>();
  const matched = new Map<string, Promise<Row | null>>();
  const digests: { id: string; lease: string; newest: string; content: Row | null }[] = [];
  for (const alert of due) {
    const window = `${alert.matched_through}-${alert.newest}`;
    if (!published.has(window)) published.set(window, publishedBetween(db, caller, alert.matched_through, alert.newest));
    const search = `${window} ${searchKey(alert.criteria)}`;
    if (!matched.has(search)) matched.set(search, published.get(window)!.then((ids) => ids.length ? matches(db, type, alert.criteria, ids) : null));
    const found = await matched.get(search)!;
    const content = found && { ...found, records: (found.records as Row[]).map(inTheirLanguage(alert.language, type.translated?.fields ?? [])), rest: restOf(config, alert) };
    digests.push({ id: alert.id, lease: alert.lease, newest: alert.newest, content });
  }
  const [row] = await asCaller(db, caller, (tx) =>
    execute<{ queued: number }>(tx, sql`with done as (
        select * from jsonb_to_recordset(${JSON.stringify(digests)}::text::jsonb) as d (id uuid, lease timestamptz, newest bigint, content jsonb)),
      moved as (update public.job_alerts a set matched_through = d.newest, digest_lease = null,
          last_digest_at = case when d.content is null then a.last_digest_at else now() end
        from done d where a.id = d.id and a.digest_lease = d.lease returning a.id, a.email, d.content),
      queued as (insert into private.emails (kind, to_address, alert_id, content)
        select 'digest', email, id, content from moved where content is not null returning 1)
      select count(*)::int as queued from queued`));
  return row!.queued;
}

/** The opportunities first published between two outbox positions, newest first, at most a list's page of them. */
async function publishedBetween(db: Database, caller: Caller, after: string, through: string): Promise<string[]> {
  const [rows = []] = await readAs<{ id: string }>(db, caller, {
    statements: [{
      text: `select opportunity_id::text as id from public.opportunity_events
        where event = 'published' and position > $1::bigint and position <= $2::bigint
        group by opportunity_id order by max(position) desc limit ${maxPageSize}`,
      values: [after, through],
    }],
  });
  return rows.map((r) => r.id);
}

/** A search as one key, whatever the order its criteria were saved in. */
const searchKey = (criteria: Record<string, string>) => JSON.stringify(Object.entries(criteria).sort(([a], [b]) => (a < b ? -1 : 1)));

/** A digest's content: the list's answer to an anonymous visitor for these criteria among `ids`, its first page and total; null when none. */
async function matches(db: Database, type: RecordType, criteria: Record<string, string>, ids: string[]): Promise<Row | null> {
  // Criteria the list no longer takes (a filter's values changed since they were saved) match nothing, rather than stop every digest.
  let values: Record<string, unknown>;
  try {
    values = criteriaValues(type, criteria);
  } catch {
    return null;
  }
  const { q, ...filters } = values;
  const read = listRead(type, { filters, q: q as string | undefined, ids: ids.join(","), limit: digestSize, count: true, columns: digestColumns });
  const page = pageOf(await readAs<Row>(db, anonymous, read), digestSize);
  if (!page.total) return null;
  return { records: page.data, total: page.total };
}

/**
 * Where a digest's "and N more" leads: the search's postings published since the digest before,
 * in its subscriber's language, on the website's list (PUBLIC_LIST_URL, the search in its query),
 * else as the search's JSON Feed.
 */
export function restOf(config: ServiceConfig, alert: { criteria: Record<string, string>; since: string; language: string }): string {
  const search = { ...alert.criteria, published_since: alert.since, lang: alert.language };
  const list = config.publicSite?.listPage;
  const url = new URL(list ?? feedUrl(config, "opportunities", "json"));
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value);
  return url.href;
}
