-- Postings that stay true by themselves (docs/freshness.md): one closed state with its reason,
-- reports from job seekers, link checks, and the search engines told of every change.

-- 1. One closed state with its reason ------------------------------------------------------------

create type public.closed_reason as enum (
  'filled', 'deadline', 'expired', 'withdrawn_by_poster', 'source_withdrew', 'link_dead', 'reported', 'editor');

alter table public.opportunities
  add column closed_reason public.closed_reason,
  -- Only ever now(), a past expires_at or the day after a past closes_on: within their ranges.
  add column closed_at timestamptz,
  add constraint opportunities_closed_together check ((closed_reason is null) = (closed_at is null)),
  -- Only time closes a posting that stays active; any other reason is an inactive posting's.
  add constraint opportunities_closed_inactive check (closed_reason is null or closed_reason in ('deadline', 'expired') or not is_active);

comment on column public.opportunities.closed_reason is
  'Why a posting that was open is closed (set by whoever closes it, or by time: deadline, expired); null while open or never published.';
comment on column public.opportunities.closed_at is 'When it closed (set by the database); null while open.';

-- Existing postings take the reason their state tells, as written then (no revision, no new
-- updated_at: the data did not change, it is read differently).
alter table public.opportunities disable trigger record_updates, disable trigger stamp_audit_columns;
update public.opportunities o set closed_reason = c.reason, closed_at = c.at
from (
  select o.id,
    case when not o.is_active and o.withdrawn_at is not null then 'source_withdrew'
      when not o.is_active and s.closed_as = 'filled' then 'filled'
      when not o.is_active and s.closed_as = 'withdrawn' then 'withdrawn_by_poster'
      when not o.is_active and o.published_at is not null then 'editor'
      when o.is_active and o.expires_at <= now() then 'expired'
      when o.is_active and not private.still_open(o.closes_on) then 'deadline' end::public.closed_reason as reason,
    case when not o.is_active and o.withdrawn_at is not null then o.withdrawn_at
      when not o.is_active and s.closed_at is not null then s.closed_at
      when not o.is_active then o.updated_at
      when o.expires_at <= now() then o.expires_at
      else (o.closes_on + 1)::timestamp at time zone 'UTC' end as at
  from public.opportunities o left join public.submissions s on s.opportunity_id = o.id
) c
where o.id = c.id and c.reason is not null;
alter table public.opportunities enable trigger record_updates, enable trigger stamp_audit_columns;

-- Whoever closes a posting gives (or is given) its reason, in one place for the API, supabase-js,
-- a sync, an owner, a link check and the schedule:
-- - a reason other than time's, newly given, closes it (is_active false);
-- - an active posting is closed only by time: past expires_at `expired`, past closes_on
--   `deadline` (stamped by any write, and by the schedule: private.close_lapsed), else open, its
--   reason cleared;
-- - an inactive posting that was open keeps its reason, or takes one: `source_withdrew`
--   for a sync's withdrawal, `editor` otherwise; a draft that was never open has none;
-- - closed_at is when the reason was given (time's: when the time passed), never written by hand.
-- An editor may give a time's reason by hand too (`deadline`: it closed early); it closes it as any other.
create function private.stamp_closed_reason() returns trigger
language plpgsql set search_path = '' as $$
declare
  lapsed public.closed_reason := case when new.expires_at <= now() then 'expired'
    when not private.still_open(new.closes_on) then 'deadline' end;
  changed boolean := tg_op = 'INSERT' or new.closed_reason is distinct from old.closed_reason;
begin
  if changed and (new.closed_reason not in ('deadline', 'expired') or lapsed is null and new.closed_reason is not null) then
    new.is_active := false;
  end if;
  if new.is_active then
    new.closed_reason := case when lapsed is null then null when new.closed_reason in ('deadline', 'expired') then new.closed_reason else lapsed end;
  elsif new.closed_reason is null and tg_op = 'UPDATE' and (old.is_active or old.published_at is not null) then
    new.closed_reason := case when new.withdrawn_at is not null then 'source_withdrew' else 'editor' end;
  end if;
  if new.closed_reason is null then
    new.closed_at := null;
  elsif tg_op = 'INSERT' or new.closed_reason is distinct from old.closed_reason then
    new.closed_at := case when new.closed_reason = 'expired' and new.expires_at <= now() then new.expires_at
      when new.closed_reason = 'deadline' and not private.still_open(new.closes_on) then (new.closes_on + 1)::timestamp at time zone 'UTC'
      else now() end;
  else
    new.closed_at := old.closed_at;
  end if;
  return new;
end
$$;
revoke all on function private.stamp_closed_reason() from public;
create trigger stamp_closed_reason before insert or update on public.opportunities
  for each row execute function private.stamp_closed_reason();

-- Time closes what nobody touched: active postings past expires_at or closes_on take their
-- reason (history and the search engines hear of it). The schedule's link job calls it.
create function private.close_lapsed() returns int
language sql volatile security definer set search_path = '' as $$
  with closed as (
    update public.opportunities set closed_reason = case when expires_at <= now() then 'expired' else 'deadline' end::public.closed_reason
    where is_active and closed_reason is null and (expires_at <= now() or not private.still_open(closes_on))
    returning 1)
  select count(*)::int from closed
$$;
revoke all on function private.close_lapsed() from public;
grant execute on function private.close_lapsed() to service_role;

-- The view of live opportunities carries the columns the API answers with.
create or replace view public.active_opportunities with (security_invoker = on) as
  select
    id, title, description, link_url, linked_form_id, category, icon_url, term,
    opens_on, closes_on, expires_at, display_order, website_viewable, is_active,
    company_name, location, employment_type, salary, field, source, external_id,
    created_at, created_by, updated_at, updated_by, feed, withdrawn_at, published_at,
    salary_min, salary_max, salary_currency, salary_period, workplace, country, posted_at,
    dates_sequence, closed_reason, closed_at
  from public.opportunities
  where is_active and (expires_at is null or expires_at > now());

-- The channels' withdrawal tells why: the record as it was last public, with the reason and time
-- of its closing (none for a delete).
create or replace function private.write_opportunity_events() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.opportunity_events (opportunity_id, event, record)
      select n.id, 'published', to_jsonb(n) - 'fts' from new_rows n
      where n.published_at is not null order by n.display_order, n.title, n.id;
  elsif tg_op = 'UPDATE' then
    -- Only the rows that were published or withdrawn are made into JSON: a bulk edit of a
    -- thousand rows' order makes none.
    insert into public.opportunity_events (opportunity_id, event, record)
      select c.id, c.event, case when c.event = 'published' then to_jsonb(n)
          else to_jsonb(o) || jsonb_build_object('closed_reason', n.closed_reason, 'closed_at', n.closed_at) end - 'fts'
      from (select o.id, case when o.published_at is null and n.published_at is not null then 'published'::public.channel_event
                when private.published(o::public.opportunities) and not private.published(n::public.opportunities) then 'withdrawn'::public.channel_event end as event,
              n.display_order, n.title
            from old_rows o join new_rows n on n.id = o.id) c
      join old_rows o on o.id = c.id join new_rows n on n.id = c.id
      where c.event is not null order by c.display_order, c.title, c.id;
  else
    insert into public.opportunity_events (opportunity_id, event, record)
      select o.id, 'withdrawn', to_jsonb(o) - 'fts' from old_rows o
      where private.published(o::public.opportunities) order by o.display_order, o.title, o.id;
  end if;
  return null;
end
$$;

-- A member who saved a posting hears once that it closed (not of a deadline: they had its date,
-- and its reminder), if they could read it before.
alter table public.bookmarks add column closed_told_at timestamptz;
comment on column public.bookmarks.closed_told_at is 'When its member was e-mailed that the posting closed; at most once.';
grant select (closed_told_at) on public.bookmarks to authenticated;

-- Whether an account reads members' postings: one place for the reminders' check and this one.
create function private.account_reads_member_content(account uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select from public.user_roles ur join public.role_permissions rp on rp.role = ur.role
    where ur.user_id = account and rp.permission in ('read_member_content', 'manage_opportunities'))
$$;
revoke all on function private.account_reads_member_content(uuid) from public;
grant execute on function private.account_reads_member_content(uuid) to service_role;
create or replace function private.account_may_read(account uuid, o public.opportunities) returns boolean
language sql stable security definer set search_path = '' as $$
  select o.is_active and (o.expires_at is null or o.expires_at > now()) and (o.website_viewable or private.account_reads_member_content(account))
$$;

create function private.tell_of_closings() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  with closings as (
      select n.id, n.closed_reason, o as before, to_jsonb(n) - 'fts' - 'description' as record
      from new_rows n join old_rows o on o.id = n.id
      where o.closed_reason is null and n.closed_reason is not null and n.closed_reason <> 'deadline'),
    told as (
      update public.bookmarks b set closed_told_at = now() from closings c
      where b.opportunity_id = c.id and b.closed_told_at is null and private.account_email(b.user_id) is not null
        and ((c.before).website_viewable or private.account_reads_member_content(b.user_id))
      returning b.user_id, c.record, c.closed_reason)
  insert into private.emails (kind, to_address, user_id, content)
    select 'closed', private.account_email(t.user_id), t.user_id, jsonb_build_object('record', t.record, 'reason', t.closed_reason) from told t;
  return null;
end
$$;
revoke all on function private.tell_of_closings() from public;
create trigger tell_of_closings after update on public.opportunities
  referencing old table as old_rows new table as new_rows for each statement execute function private.tell_of_closings();

-- 2. Reports ---------------------------------------------------------------------------------------

create type public.report_reason as enum ('closed', 'broken_link', 'spam', 'scam', 'inaccurate', 'other');
create type public.report_status as enum ('open', 'resolved', 'dismissed');

-- What a job seeker said of a posting. Only informs: nothing here changes a posting. Who reported
-- is kept only as a one-way key (a member's account, else the client's network), to count distinct
-- reporters and keep one open report each (salted: private.report_salt); no one reads it.
create table public.opportunity_reports (
  id uuid primary key default gen_random_uuid(),
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  reason public.report_reason not null,
  details text constraint opportunity_reports_details_length check (char_length(details) between 1 and 1000),
  reporter_key text not null constraint opportunity_reports_reporter_key_format check (reporter_key ~ '^[0-9a-f]{64}$'),
  status public.report_status not null default 'open',
  created_at timestamptz not null default now(),
  resolved_by uuid references auth.users (id) on delete set null,
  resolved_at timestamptz,
  note text constraint opportunity_reports_note_length check (char_length(note) between 1 and 1000),
  constraint opportunity_reports_resolved check ((status = 'open') = (resolved_at is null))
);
comment on table public.opportunity_reports is 'Job seekers'' reports of postings (docs/freshness.md); editors resolve or dismiss them.';
create unique index opportunity_reports_one_open_idx on public.opportunity_reports (opportunity_id, reporter_key) where status = 'open';
create index opportunity_reports_status_idx on public.opportunity_reports (status, opportunity_id);

select private.make_settings_table('public.opportunity_reports', 'manage_opportunities');
grant select (id, opportunity_id, reason, details, status, created_at, resolved_by, resolved_at, note),
  update (status, note) on public.opportunity_reports to authenticated;
revoke delete on public.opportunity_reports from authenticated;

-- Editors' reviews are stamped by the database: who and when, and only from open.
create function private.stamp_report_review() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.status <> 'open' and new.status is distinct from old.status then
    raise exception 'a report that is % stays so', old.status using errcode = '23514';
  end if;
  if new.status <> 'open' and old.status = 'open' then
    new.resolved_at := now();
    new.resolved_by := (select auth.uid());
  end if;
  return new;
end
$$;
revoke all on function private.stamp_report_review() from public;
create trigger stamp_report_review before update on public.opportunity_reports
  for each row execute function private.stamp_report_review();

-- The reporters' keys are salted with a secret of this database, so that a key cannot be found
-- again by trying every IPv4 address.
create table private.report_salt (salt text not null);
insert into private.report_salt select encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')), 'hex');
alter table private.report_salt enable row level security;

-- A report, within the client's hourly limit: a new one, or the reporter's open one of the
-- posting again. The caller has read the posting under its own policies first.
create function private.report_opportunity(
  posting uuid, why public.report_reason, said text, client text, per_client int,
  out report jsonb, out created boolean, out retry_after int
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  reporter text := encode(sha256(convert_to((select r.salt from private.report_salt r) || ' '
    || coalesce('account ' || (select auth.uid())::text, 'client ' || client), 'UTF8')), 'hex');
  report_id uuid;
begin
  retry_after := private.refused_for('reports', client, per_client, 3600);
  if retry_after is not null then
    return;
  end if;
  -- A posting's reports are counted one at a time (its first, its third reporter).
  perform pg_catalog.pg_advisory_xact_lock(7340005, hashtext(posting::text));
  insert into public.opportunity_reports (opportunity_id, reason, details, reporter_key)
  values (posting, why, nullif(said, ''), reporter)
  on conflict (opportunity_id, reporter_key) where status = 'open' do nothing
  returning id into report_id;
  created := report_id is not null;
  if not created then
    select r.id into report_id from public.opportunity_reports r
    where r.opportunity_id = posting and r.reporter_key = reporter and r.status = 'open';
  end if;
  -- What the reporter reads of it: never the key.
  select jsonb_build_object('id', r.id, 'opportunity_id', r.opportunity_id, 'reason', r.reason, 'details', r.details, 'status', r.status,
      'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
    into report from public.opportunity_reports r where r.id = report_id;
end
$$;
revoke all on function private.report_opportunity(uuid, public.report_reason, text, text, int) from public;
grant execute on function private.report_opportunity(uuid, public.report_reason, text, text, int) to anon, authenticated, service_role;

-- A posting's first open report, and its third distinct reporter, are announced to the channels
-- that choose `report.opened` (never who reported, nor what they wrote). A report that it is
-- closed, or its link broken, makes its link check due at once.
create function private.announce_report() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  reporters int := (select count(*) from public.opportunity_reports r where r.opportunity_id = new.opportunity_id and r.status = 'open');
begin
  if reporters in (1, 3) then
    insert into public.opportunity_events (opportunity_id, event, record)
    select o.id, 'report.opened', jsonb_build_object('id', o.id, 'title', o.title, 'company_name', o.company_name,
        'link_url', o.link_url, 'linked_form_id', o.linked_form_id, 'reporters', reporters,
        'reasons', (select jsonb_object_agg(x.reason, x.n) from (select r.reason, count(*) as n from public.opportunity_reports r
          where r.opportunity_id = o.id and r.status = 'open' group by r.reason order by r.reason) x))
    from public.opportunities o where o.id = new.opportunity_id;
  end if;
  if new.reason in ('closed', 'broken_link') then
    insert into private.link_states (opportunity_id, asked_at) values (new.opportunity_id, now())
    on conflict (opportunity_id) do update set asked_at = now();
  end if;
  return null;
end
$$;
revoke all on function private.announce_report() from public;

alter table public.opportunity_events drop constraint opportunity_events_subject;
alter table public.opportunity_events add constraint opportunity_events_subject
  check ((event = 'submission.pending') = (opportunity_id is null));
alter table public.channels drop constraint channels_events_some;
alter table public.channels add constraint channels_events_some check (cardinality(events) between 1 and 4);

-- 3. Link checks -----------------------------------------------------------------------------------

create type public.link_outcome as enum ('live', 'expired', 'uncertain');

-- Each posting's last checks (ten kept): what was asked, what answered, and what decided.
create table public.link_checks (
  id bigint generated always as identity primary key,
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  checked_at timestamptz not null default now(),
  url text not null,
  status int,
  final_url text,
  outcome public.link_outcome not null,
  matched text not null
);
comment on table public.link_checks is 'Link checks of postings'' apply links (docs/freshness.md), the last ten of each.';
create index link_checks_opportunity_idx on public.link_checks (opportunity_id, checked_at desc);
select private.make_settings_table('public.link_checks', 'manage_opportunities');
grant select (id, opportunity_id, checked_at, url, status, final_url, outcome, matched) on public.link_checks to authenticated;
revoke delete on public.link_checks from authenticated;

-- Where each posting's checks stand: the last, a report's ask for one now, and since when its
-- link has read expired (every read since then expired or uncertain).
create table private.link_states (
  opportunity_id uuid primary key references public.opportunities (id) on delete cascade,
  checked_at timestamptz,
  asked_at timestamptz,
  expired_since timestamptz,
  -- A call reading it holds it until then: two calls at once never read one link (nor one host) twice.
  reading_until timestamptz
);
alter table private.link_states enable row level security;
grant select, insert, update, delete on private.link_states to service_role;

create trigger announce_report after insert on public.opportunity_reports
  for each row execute function private.announce_report();

-- One check's result. Two expired reads at least `apart` close the posting (`link_dead`); a live
-- read ends the streak, an uncertain one leaves it. Nothing here reopens a posting.
create function private.record_link_check(
  posting uuid, checked text, answered int, landed text, outcome public.link_outcome, why text, apart interval
) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  since timestamptz;
  closed boolean := false;
begin
  insert into public.link_checks (opportunity_id, url, status, final_url, outcome, matched)
  values (posting, checked, answered, landed, outcome, why);
  delete from public.link_checks c where c.opportunity_id = posting and c.id not in (
    select k.id from public.link_checks k where k.opportunity_id = posting order by k.checked_at desc, k.id desc limit 10);
  insert into private.link_states as s (opportunity_id, checked_at, expired_since)
  values (posting, now(), case when outcome = 'expired' then now() end)
  on conflict (opportunity_id) do update set checked_at = now(), asked_at = null, reading_until = null,
    expired_since = case outcome when 'live' then null when 'uncertain' then s.expired_since else coalesce(s.expired_since, now()) end
  returning s.expired_since into since;
  if outcome = 'expired' and since <= now() - apart then
    update public.opportunities set closed_reason = 'link_dead'
    where id = posting and is_active and closed_reason is null;
    closed := found;
  end if;
  return closed;
end
$$;
revoke all on function private.record_link_check(uuid, text, int, text, public.link_outcome, text, interval) from public;
grant execute on function private.record_link_check(uuid, text, int, text, public.link_outcome, text, interval) to service_role;

-- The postings whose links are due: live ones with a link of their own (not a form's), not of a
-- job source (its sync withdraws what the board stops listing), not on a skipped host, not held by
-- a call reading them; those a report asked for first, then those never checked, then the longest
-- unchecked.
create function private.links_due(apart interval, skipped text[], most int)
returns table (id uuid, url text, host text)
language sql stable security definer set search_path = '' as $$
  select o.id, o.link_url, h.host
  from public.opportunities o
  cross join lateral (select rtrim(lower(substring(o.link_url from '^https?://(?:[^@/?#]*@)?([^/:?#]+)')), '.') as host) h
  left join private.link_states s on s.opportunity_id = o.id
  where o.is_active and o.closed_reason is null and (o.expires_at is null or o.expires_at > now())
    and o.link_url is not null
    and (o.feed is null or not exists (select from public.job_sources j where j.name = o.feed))
    and not exists (select from unnest(skipped) k where h.host = k or h.host like '%.' || k)
    and (s.checked_at is null or s.checked_at <= now() - apart or s.asked_at > s.checked_at)
    and (s.reading_until is null or s.reading_until < now())
  order by s.asked_at > s.checked_at desc nulls last, s.checked_at nulls first, o.id
  limit most
$$;
revoke all on function private.links_due(interval, text[], int) from public;
grant execute on function private.links_due(interval, text[], int) to service_role;

-- A call takes what is due, held for `lease` (a read that never records is due again after it).
-- Calls take one at a time, each after the last committed (a statement of its own, so it sees
-- the last one's leases).
create function private.take_due_links(apart interval, skipped text[], most int, lease interval)
returns table (id uuid, url text, host text)
language plpgsql volatile security definer set search_path = '' as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(7340006);
  return query
    with due as (select * from private.links_due(apart, skipped, most)),
      held as (
        insert into private.link_states as s (opportunity_id, reading_until) select d.id, now() + lease from due d
        on conflict (opportunity_id) do update set reading_until = excluded.reading_until)
    select d.id, d.url, d.host from due d;
end
$$;
revoke all on function private.take_due_links(interval, text[], int, interval) from public;
grant execute on function private.take_due_links(interval, text[], int, interval) to service_role;

-- 4. Search engines told ----------------------------------------------------------------------------

-- What Google's Indexing API and IndexNow are to hear of each posting's public page: the latest
-- only (URL_UPDATED or URL_DELETED), each target apart. Sent by the schedule within the daily
-- limit; a failure is sent again a day later.
create table private.indexing_notices (
  opportunity_id uuid not null,
  target text not null check (target in ('google', 'indexnow')),
  type text not null check (type in ('URL_UPDATED', 'URL_DELETED')),
  queued_at timestamptz not null default now(),
  attempts int not null default 0,
  retry_at timestamptz,
  error text,
  primary key (opportunity_id, target)
);
alter table private.indexing_notices enable row level security;
grant select, insert, update, delete on private.indexing_notices to service_role;
-- Notices taken for each target each day (Google's: a request each): what its daily limit counts.
create table private.indexing_days (
  day date not null,
  target text not null,
  requests int not null default 0,
  primary key (day, target)
);
alter table private.indexing_days enable row level security;
grant select, insert, update, delete on private.indexing_days to service_role;

-- A page the search engines should list: published and not closed. Before a change, a posting was
-- listed when it was published, active, viewable and not closed (time's closing is stamped, so the
-- old row needs no clock).
create function private.indexed(o public.opportunities) returns boolean
language sql stable set search_path = '' as $$
  select private.published(o) and o.closed_reason is null
$$;
create function private.was_indexed(o public.opportunities) returns boolean
language sql immutable set search_path = '' as $$
  select o.published_at is not null and o.website_viewable and o.is_active and o.closed_reason is null
$$;
revoke all on function private.indexed(public.opportunities), private.was_indexed(public.opportunities) from public;

-- Each statement queues its pages: a new listed one, or one listed before and after whose content
-- changed (not its order), URL_UPDATED; one no longer listed (closed, hidden, deleted) URL_DELETED.
create function private.queue_indexing() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  pages uuid[];
  types text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id), array_agg('URL_UPDATED'::text) into pages, types
    from new_rows n where private.indexed(n::public.opportunities);
  elsif tg_op = 'UPDATE' then
    select array_agg(o.id), array_agg(case when private.indexed(n::public.opportunities) then 'URL_UPDATED' else 'URL_DELETED' end)
    into pages, types
    from old_rows o join new_rows n on n.id = o.id
    where case when private.indexed(n::public.opportunities)
      then not private.was_indexed(o::public.opportunities)
        or (o.title, o.description, o.link_url, o.linked_form_id, o.company_name, o.location, o.category, o.employment_type,
            o.opens_on, o.closes_on, o.expires_at, o.salary, o.salary_min, o.salary_max, o.salary_currency, o.salary_period,
            o.workplace, o.country, o.field, o.term)
          is distinct from (n.title, n.description, n.link_url, n.linked_form_id, n.company_name, n.location, n.category, n.employment_type,
            n.opens_on, n.closes_on, n.expires_at, n.salary, n.salary_min, n.salary_max, n.salary_currency, n.salary_period,
            n.workplace, n.country, n.field, n.term)
      else private.was_indexed(o::public.opportunities) end;
  else
    select array_agg(o.id), array_agg('URL_DELETED'::text) into pages, types
    from old_rows o where private.was_indexed(o::public.opportunities);
  end if;
  insert into private.indexing_notices (opportunity_id, target, type)
    select p.id, t.target, p.type from unnest(pages, types) as p (id, type) cross join (values ('google'), ('indexnow')) as t (target)
  on conflict (opportunity_id, target) do update set type = excluded.type, queued_at = now(), attempts = 0, retry_at = null, error = null;
  return null;
end
$$;
revoke all on function private.queue_indexing() from public;
create trigger queue_indexing_of_inserts after insert on public.opportunities
  referencing new table as new_rows for each statement execute function private.queue_indexing();
create trigger queue_indexing_of_updates after update on public.opportunities
  referencing old table as old_rows new table as new_rows for each statement execute function private.queue_indexing();
create trigger queue_indexing_of_deletes after delete on public.opportunities
  referencing old table as old_rows for each statement execute function private.queue_indexing();

-- Where a posting's checks stand, for editors (the state itself is the service's).
create function private.link_state_of(posting uuid) returns table (expired_since timestamptz, asked_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select s.expired_since, s.asked_at from private.link_states s
  where s.opportunity_id = posting and (select private.has_permission('manage_opportunities'))
$$;
revoke all on function private.link_state_of(uuid) from public;
grant execute on function private.link_state_of(uuid) to authenticated, service_role;
