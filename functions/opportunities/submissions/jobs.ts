import { asCaller } from "../../_shared/database/as-caller.ts";
import type { Caller, Database } from "../../_shared/database/database.ts";
import { execute, sql } from "../../_shared/database/sql.ts";
import { type ServiceConfig, submissionSettings } from "../../_shared/http/config.ts";

// The submissions' part of the schedule's deliver call, as the schedule (the secret key), in one transaction: the
// unconfirmed ones older than 7 days deleted; each live submitted posting ending within 5 days
// told to its owner once for that end; and, once a day while the queue is not empty, the
// moderators told how many wait. The e-mails are queued; the alerts' sender sends them within
// the sending limits.

/** What one call did. */
export interface SubmissionsTold {
  deleted: number;
  ending: number;
  moderators: number;
}

const endingWithinDays = 5;

export async function tellOfSubmissions(db: Database, caller: Caller, config: ServiceConfig): Promise<SubmissionsTold> {
  const addresses = sql`${JSON.stringify(submissionSettings(config).moderatorEmails)}::text::jsonb`;
  const [row] = await asCaller(db, caller, (tx) =>
    execute<SubmissionsTold>(tx, sql`with deleted as (
        delete from public.submissions where status = 'unconfirmed' and created_at < now() - interval '7 days' returning 1),
      ending as (
        select s.id, s.submitter_email, (o.expires_at - interval '1 microsecond')::date as ends_on
        from public.submissions s join public.opportunities o on o.id = s.opportunity_id
        where s.status = 'approved' and s.closed_at is null and o.is_active and o.expires_at > now()
          and o.expires_at <= now() + make_interval(days => ${endingWithinDays}::int)
          and not (o.expires_at - interval '1 microsecond')::date = any (s.ends_told)
        order by o.expires_at limit 500 for update of s skip locked),
      told as (update public.submissions s set ends_told = s.ends_told || e.ends_on from ending e where s.id = e.id),
      ending_mail as (insert into private.emails (kind, to_address, submission_id, content)
        select 'submission_ending', e.submitter_email, e.id, jsonb_build_object('ends_on', e.ends_on) from ending e returning 1),
      queue as (select count(*)::int as pending, coalesce(floor(extract(epoch from now() - min(waiting_since)) / 86400), 0)::int as oldest_days
        from public.submissions where waiting_since is not null),
      noticed as (insert into private.moderator_notices (sent_on, pending)
        select (now() at time zone 'UTC')::date, pending from queue where pending > 0 and jsonb_array_length(${addresses}) > 0
        on conflict (sent_on) do nothing returning pending),
      moderator_mail as (insert into private.emails (kind, to_address, content)
        select 'moderators', address, jsonb_build_object('pending', q.pending, 'oldest_days', q.oldest_days)
        from noticed, queue q, jsonb_array_elements_text(${addresses}) address returning 1),
      pruned as (delete from private.moderator_notices where sent_on < (now() at time zone 'UTC')::date - 30)
      select (select count(*) from deleted)::int as deleted, (select count(*) from ending_mail)::int as ending,
        (select count(*) from moderator_mail)::int as moderators`));
  return row!;
}
