-- What the board keeps about people, and what strangers can make it do (docs/privacy.md,
-- docs/security.md): reviews name the version they read; revisions change only what their owner
-- changed; submitted postings join a company only by a proven domain; no client address is kept,
-- not even inside a rate limit's row; visitors' hashes die with their day's random key.

-- 1. An editor approves what they read -------------------------------------------------------------

-- Each change of what was offered (the posting, or a waiting revision) is a new version; a review
-- names the version it read (the API's `version`), so an owner's edit after the read is a 409.
alter table public.submissions add column version integer not null default 1
  constraint submissions_version_positive check (version > 0);
comment on column public.submissions.version is
  'Counts the changes of what was offered (posting, revision): a review names the version it read.';

create function private.count_submission_version() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.version := case when (new.posting, new.revision) is distinct from (old.posting, old.revision) then old.version + 1 else old.version end;
  return new;
end
$$;
revoke all on function private.count_submission_version() from public;
create trigger count_submission_version before update on public.submissions
  for each row execute function private.count_submission_version();
grant select (version) on public.submissions to authenticated;

-- A waiting revision, field by field: what its owner changed (revision against the posting they
-- last had approved) and, of those, what an editor changed on the live posting meanwhile (a
-- conflict the reviewer sees: approving gives the owner's value).
-- (Columns, not the row: editors are not granted the tokens a whole-row reference would read.)
create function private.revision_changes(posting jsonb, revision jsonb, opportunity uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('field', k, 'was', coalesce(posting -> k, 'null'), 'to', revision -> k,
      'live', coalesce(live.doc -> k, 'null'), 'conflict', live.doc is not null and coalesce(live.doc -> k, 'null') <> coalesce(posting -> k, 'null'))
    order by k), '[]')
  from jsonb_object_keys(coalesce(revision, '{}')) k
  left join lateral (select to_jsonb(o) as doc from public.opportunities o where o.id = opportunity) live on true
  where coalesce(revision -> k, 'null') <> coalesce(posting -> k, 'null')
    and (select private.has_permission('manage_opportunities'))
$$;
revoke all on function private.revision_changes(jsonb, jsonb, uuid) from public;
grant execute on function private.revision_changes(jsonb, jsonb, uuid) to authenticated, service_role;

-- 2. Companies linked by proof ---------------------------------------------------------------------

-- The company whose verified domain a host is, or is under (the longest such domain).
create function private.company_of_domain(host text) returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  labels text[] := string_to_array(host, '.');
  found uuid;
begin
  for i in 1 .. coalesce(cardinality(labels), 0) - 1 loop
    select k.company_id into found from private.company_keys k where k.key = 'domain:' || array_to_string(labels[i:], '.');
    if found is not null then
      return found;
    end if;
  end loop;
  return null;
end
$$;
revoke all on function private.company_of_domain(text) from public;
grant execute on function private.company_of_domain(text) to authenticated, service_role;

create or replace function private.company_for(host text, named text) returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  found uuid := private.company_of_domain(host);
begin
  if found is null then
    select k.company_id into found from private.company_keys k where k.key = 'website:' || host order by k.since, k.company_id limit 1;
  end if;
  if found is null then
    select k.company_id into found from private.company_keys k
    where k.key = 'name:' || lower(btrim(named)) order by k.since, k.company_id limit 1;
  end if;
  return found;
end
$$;

-- A stranger's words prove nothing: a submitted posting is a company's only when its link is on one
-- of the company's verified domains (the approval adds its submitter's proven domain), never by
-- the name it gives nor by a website anyone can link to.
create or replace function private.link_company() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.company_id is null and (tg_op = 'INSERT'
      or (old.company_id is null and (new.company_name, new.link_url) is distinct from (old.company_name, old.link_url))) then
    new.company_id := case when new.source = 'submission' then private.company_of_domain(private.url_host(new.link_url))
      else private.company_for(private.url_host(new.link_url), new.company_name) end;
  end if;
  return new;
end
$$;

create or replace function private.adopt_postings() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.opportunities o set company_id = new.id
  where o.company_id is null
    and private.company_for(private.url_host(o.link_url), o.company_name) = new.id
    and (o.source <> 'submission' and (lower(o.company_name) = lower(btrim(new.name))
        or private.url_host(o.link_url) = private.url_host(new.website))
      or exists (select from private.domains_of(new.verified_domains) d
        where private.url_host(o.link_url) = d or right(private.url_host(o.link_url), char_length(d) + 1) = '.' || d));
  return null;
end
$$;

-- A domain whose trust an editor revoked is not trusted, whatever companies list it.
create or replace function private.submission_trusted(s public.submissions) returns boolean
language sql stable security definer set search_path = '' as $$
  select not private.is_free_mail(s.email_domain)
    and not exists (select 1 from public.trusted_domains d where d.domain = s.email_domain and not d.trusted)
    and (exists (select 1 from public.trusted_domains d where d.domain = s.email_domain and d.trusted)
      or exists (select 1 from private.company_keys k where k.key = 'domain:' || s.email_domain))
    and (host = s.email_domain or right(host, char_length(s.email_domain) + 1) = '.' || s.email_domain)
  from (select rtrim(lower(substring(s.posting ->> 'link_url' from '^https://([^/:?#]+)')), '.') as host) apply
$$;

-- 3. No raw address kept -----------------------------------------------------------------------------

-- A random key per UTC day; a rate limit's client is kept only as a keyed hash under the day's
-- key, and the keys of past days are deleted (private.forget_spent), so no stored row can be
-- traced back to an address, by anyone. A window that spans midnight starts again at midnight.
create table private.daily_keys (
  purpose text not null check (purpose in ('rate-limits', 'visits')),
  day date not null,
  key bytea not null check (octet_length(key) = 32),
  primary key (purpose, day)
);
alter table private.daily_keys enable row level security;
revoke all on private.daily_keys from public, anon, authenticated, service_role;

create function private.daily_key(for_purpose text) returns bytea
language plpgsql volatile security definer set search_path = '' as $$
declare
  today date := (now() at time zone 'UTC')::date;
  found bytea;
begin
  select k.key into found from private.daily_keys k where k.purpose = for_purpose and k.day = today;
  if found is null then
    insert into private.daily_keys (purpose, day, key)
    -- 32 bytes from three v4 UUIDs' random bits (pgcrypto is not everywhere this runs).
    values (for_purpose, today, sha256(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')))
    on conflict do nothing;
    select k.key into found from private.daily_keys k where k.purpose = for_purpose and k.day = today;
  end if;
  return found;
end
$$;
revoke all on function private.daily_key(text) from public;

-- The day's keyed hash of a client (hex): what a rate limit's row holds in place of the client.
create function private.keyed(for_purpose text, client text) returns text
language sql volatile security definer set search_path = '' as $$
  select encode(sha256(private.daily_key(for_purpose) || convert_to(client, 'UTF8')), 'hex')
$$;
revoke all on function private.keyed(text, text) from public;

-- Every stored window held a raw client (an address, an account): forgotten once.
delete from private.rate_limits;
alter table private.rate_limits add column window_ends timestamptz not null;
create index rate_limits_window_ends_idx on private.rate_limits (window_ends);

create or replace function private.take_rate_limit_for(bucket_name text, who text, quota int, window_seconds int)
returns table (allowed boolean, remaining int, reset_seconds int)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  now_ timestamptz := clock_timestamp();
  window_ interval := make_interval(secs => window_seconds);
  client_key text := private.keyed('rate-limits', who);
  counted private.rate_limits;
begin
  -- Concurrent requests of one client queue on its row, so the count is exact.
  insert into private.rate_limits as r (bucket, client, window_start, window_ends, count)
  values (bucket_name, client_key, now_, now_ + window_, 0)
  on conflict (bucket, client) do update
    set window_start = case when r.window_ends <= now_ then now_ else r.window_start end,
        window_ends = case when r.window_ends <= now_ then now_ + window_ else r.window_ends end,
        count = case when r.window_ends <= now_ then 0 else r.count end
  returning * into counted;
  allowed := counted.count < quota;
  if allowed then
    update private.rate_limits r set count = r.count + 1
    where r.bucket = bucket_name and r.client = client_key;
  end if;
  remaining := greatest(quota - counted.count - (case when allowed then 1 else 0 end), 0);
  reset_seconds := greatest(1, ceil(extract(epoch from counted.window_ends - now_))::int);
  return next;
end;
$$;

-- Visits: the visitor is hashed here under the day's random key (never derived from a secret
-- anyone keeps); the rollup deletes the day's hashes and its key together.
drop function private.count_visit(uuid, text, bytea);
create function private.count_visit(posting uuid, what text, client text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  counted int := 0;
begin
  if not exists (select from public.opportunities o where o.id = posting and private.published(o)) then
    return null;
  end if;
  if client is not null then
    insert into private.opportunity_visits (day, opportunity_id, kind, visitor)
    values ((now() at time zone 'UTC')::date, posting, what,
      substring(sha256(private.daily_key('visits') || convert_to(client || ' ' || posting::text, 'UTF8')) from 1 for 16))
    on conflict do nothing;
    get diagnostics counted = row_count;
  end if;
  return counted = 1;
end
$$;
revoke all on function private.count_visit(uuid, text, text) from public;
grant execute on function private.count_visit(uuid, text, text) to anon, authenticated, service_role;

-- Reporters: a repeat answers only its report's id and state (another person on the same network
-- must not read the first one's words); each report also keeps its network's key, so several
-- accounts on one network are one reporter.
alter table public.opportunity_reports add column network_key text
  constraint opportunity_reports_network_key_format check (network_key ~ '^[0-9a-f]{64}$');
-- A resolved report's keys are forgotten after REPORT_KEY_DAYS (private.forget_spent).
alter table public.opportunity_reports alter column reporter_key drop not null;
alter table public.opportunity_reports add constraint opportunity_reports_open_has_reporter
  check (status <> 'open' or reporter_key is not null);

-- The distinct reporters of a posting's reports in one state: by network where known, else by
-- reporter (a report whose keys were forgotten counts as one). The keys themselves stay unreadable.
create function private.reporters_of(posting uuid, in_status public.report_status) returns integer
language sql stable security definer set search_path = '' as $$
  select count(distinct coalesce(r.network_key, r.reporter_key, r.id::text))::int from public.opportunity_reports r
  where r.opportunity_id = posting and r.status = in_status
$$;
revoke all on function private.reporters_of(uuid, public.report_status) from public;
grant execute on function private.reporters_of(uuid, public.report_status) to authenticated, service_role;

drop function private.report_opportunity(uuid, public.report_reason, text, text, int);
create function private.report_opportunity(
  posting uuid, why public.report_reason, said text, client text, per_client int,
  out report jsonb, out created boolean, out retry_after int
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  salt text := (select r.salt from private.report_salt r);
  reporter text := encode(sha256(convert_to(salt || ' ' || coalesce('account ' || (select auth.uid())::text, 'client ' || client), 'UTF8')), 'hex');
  network text := encode(sha256(convert_to(salt || ' client ' || client, 'UTF8')), 'hex');
  report_id uuid;
begin
  retry_after := private.refused_for('reports', client, per_client, 3600);
  if retry_after is not null then
    return;
  end if;
  -- A posting's reports are counted one at a time (its first, its third reporter).
  perform pg_catalog.pg_advisory_xact_lock(7340005, hashtext(posting::text));
  insert into public.opportunity_reports (opportunity_id, reason, details, reporter_key, network_key)
  values (posting, why, nullif(said, ''), reporter, network)
  on conflict (opportunity_id, reporter_key) where status = 'open' do nothing
  returning id into report_id;
  created := report_id is not null;
  if created then
    select jsonb_build_object('id', r.id, 'opportunity_id', r.opportunity_id, 'reason', r.reason, 'details', r.details, 'status', r.status,
        'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
      into report from public.opportunity_reports r where r.id = report_id;
  else
    -- The open report this reporter key has: its id and state only.
    select jsonb_build_object('id', r.id, 'status', r.status) into report from public.opportunity_reports r
    where r.opportunity_id = posting and r.reporter_key = reporter and r.status = 'open';
  end if;
end
$$;
revoke all on function private.report_opportunity(uuid, public.report_reason, text, text, int) from public;
grant execute on function private.report_opportunity(uuid, public.report_reason, text, text, int) to anon, authenticated, service_role;

create or replace function private.announce_report() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  reporters int := private.reporters_of(new.opportunity_id, 'open');
  before int := (select count(distinct coalesce(r.network_key, r.reporter_key))::int from public.opportunity_reports r
    where r.opportunity_id = new.opportunity_id and r.status = 'open' and r.id <> new.id);
begin
  -- Announced when a report makes the posting's first, or its third, distinct reporter.
  if reporters in (1, 3) and reporters > before then
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

-- 4. Kept only as long as needed -------------------------------------------------------------------

-- What the schedule forgets, each call: rate-limit windows that ended, the daily keys of past
-- days (rate limits: yesterday's is gone; visits: after their day's rollup), and the reporter keys
-- of reports resolved more than `report_key_days` ago. Answers what it forgot.
create function private.forget_spent(report_key_days int, out windows int, out keys int, out reporter_keys int)
language plpgsql volatile security definer set search_path = '' as $$
begin
  delete from private.rate_limits r where r.window_ends <= clock_timestamp();
  get diagnostics windows = row_count;
  delete from private.daily_keys k where k.day < (now() at time zone 'UTC')::date
    and (k.purpose <> 'visits' or not exists (select from private.opportunity_visits v where v.day <= k.day));
  get diagnostics keys = row_count;
  update public.opportunity_reports r set reporter_key = null, network_key = null
  where r.status <> 'open' and r.reporter_key is not null and r.resolved_at < now() - make_interval(days => report_key_days);
  get diagnostics reporter_keys = row_count;
end
$$;
revoke all on function private.forget_spent(int) from public;
grant execute on function private.forget_spent(int) to service_role;

-- 5. Owners' actions write only what changes ------------------------------------------------------

-- Each end an owner was told of, five days before (one "Ends" e-mail per end date, however often
-- the date moves back and forth).
alter table public.submissions add column ends_told date[] not null default '{}';
update public.submissions set ends_told = array[ending_told] where ending_told is not null;
alter table public.submissions drop column ending_told;
-- The owner's link counts its changes a day (functions/opportunities/submissions/owner.ts), as the service.
grant execute on function private.refused_for(text, text, int, int) to service_role;

-- 6. Link checks that wait for a host ---------------------------------------------------------------

-- A host that asked the checker to wait (429 or 503 with Retry-After) is not read before then.
create table private.link_hosts (
  host text primary key,
  not_before timestamptz not null
);
alter table private.link_hosts enable row level security;
grant select, insert, update, delete on private.link_hosts to service_role;

create or replace function private.links_due(apart interval, skipped text[], most int)
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
    and not exists (select from private.link_hosts w where w.host = h.host and w.not_before > now())
    and (s.checked_at is null or s.checked_at <= now() - apart or s.asked_at > s.checked_at)
    and (s.reading_until is null or s.reading_until < now())
  order by s.asked_at > s.checked_at desc nulls last, s.checked_at nulls first, o.id
  limit most
$$;

-- A host asks to be left alone until `until` (the later of two asks stands); past asks are forgotten.
create function private.hold_link_host(named text, until timestamptz) returns void
language sql volatile security definer set search_path = '' as $$
  delete from private.link_hosts w where w.not_before < now();
  insert into private.link_hosts as w (host, not_before) values (named, until)
  on conflict (host) do update set not_before = greatest(w.not_before, excluded.not_before);
$$;
revoke all on function private.hold_link_host(text, timestamptz) from public;
grant execute on function private.hold_link_host(text, timestamptz) to service_role;

-- 7. Google's day ----------------------------------------------------------------------------------

-- Google's Indexing API quota resets at midnight Pacific time: its day, as the limit counts it.
create function private.indexing_day() returns date
language sql stable set search_path = '' as $$
  select (now() at time zone 'America/Los_Angeles')::date
$$;
revoke all on function private.indexing_day() from public;
grant execute on function private.indexing_day() to service_role;

-- 8. Every person's data, on request (docs/privacy.md) ---------------------------------------------

-- The e-mail log by mailbox: what an export lists and an erasure deletes.
create index emails_address_key_idx on private.emails (private.address_key(to_address));

-- A link an address was sent to see, export or erase what the board keeps about it: by the
-- sha256 of its token (the token itself is only in the e-mail), for a day.
create table private.privacy_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  address text not null,
  expires_at timestamptz not null
);
create index privacy_links_expires_idx on private.privacy_links (expires_at);
alter table private.privacy_links enable row level security;

-- A request for the link, within its limits: `per_client` an hour per client (429); per mailbox,
-- one e-mail an hour (past it, nothing is sent: the answer is the same, so it never tells whether
-- an address has anything here).
create function private.request_privacy_link(address text, client text, per_client int, out limited text, out retry_after int)
language plpgsql volatile security definer set search_path = '' as $$
declare
  token text;
begin
  retry_after := private.refused_for('privacy-requests', client, per_client, 3600);
  if retry_after is not null then
    limited := 'client';
    return;
  end if;
  if private.refused_for('privacy-links', private.address_key(address), 1, 3600) is not null then
    return;
  end if;
  token := private.new_token('privacy');
  insert into private.privacy_links (token_hash, address, expires_at)
  values (encode(sha256(convert_to(token, 'UTF8')), 'hex'), address, now() + interval '1 day');
  insert into private.emails (kind, to_address, content) values ('privacy_link', address, jsonb_build_object('token', token));
end
$$;
revoke all on function private.request_privacy_link(text, text, int) from public;
grant execute on function private.request_privacy_link(text, text, int) to anon, authenticated, service_role;

-- The address a live link opens, or null.
create function private.privacy_link_address(token text) returns text
language sql stable security definer set search_path = '' as $$
  select l.address from private.privacy_links l
  where l.token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex') and l.expires_at > now()
$$;
revoke all on function private.privacy_link_address(text) from public;
grant execute on function private.privacy_link_address(text) to anon, authenticated, service_role;

-- A member's reporter key (as private.report_opportunity makes it).
create function private.account_reporter_key(member uuid) returns text
language sql stable security definer set search_path = '' as $$
  select encode(sha256(convert_to((select r.salt from private.report_salt r) || ' account ' || member::text, 'UTF8')), 'hex')
$$;
revoke all on function private.account_reporter_key(uuid) from public;

-- Everything the board keeps tied to an address (its mailbox: case, +tag and Gmail's dots aside)
-- and, for a member, to their account: alerts, submissions, e-mails queued or failed (a sent one is
-- not kept), and the member's bookmarks and reports. Never a token, nor another person's data.
create function private.privacy_export(address text, member uuid default null) returns jsonb
language sql stable security definer set search_path = '' as $$
  with mailbox as (select private.address_key(address) as key)
  select jsonb_build_object(
    'address', address,
    'exported_at', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'alerts', coalesce((select jsonb_agg(jsonb_build_object('id', a.id, 'email', a.email, 'criteria', a.criteria, 'frequency', a.frequency,
        'confirmed_at', a.confirmed_at, 'last_digest_at', a.last_digest_at, 'created_at', a.created_at) order by a.created_at, a.id)
      from public.job_alerts a where a.address_key = (select key from mailbox) or a.user_id = member), '[]'),
    'submissions', coalesce((select jsonb_agg(jsonb_build_object('id', s.id, 'status', s.status, 'submitter_email', s.submitter_email,
        'submitter_name', s.submitter_name, 'posting', s.posting, 'revision', s.revision, 'opportunity_id', s.opportunity_id,
        'reason', s.reason, 'message', s.message, 'closed_as', s.closed_as, 'confirmed_at', s.confirmed_at, 'created_at', s.created_at)
        order by s.created_at, s.id)
      from public.submissions s where s.address_key = (select key from mailbox)), '[]'),
    'emails', coalesce((select jsonb_agg(jsonb_build_object('kind', e.kind, 'to', e.to_address, 'status', e.status, 'error', e.error,
        'created_at', e.created_at) order by e.id)
      from private.emails e where private.address_key(e.to_address) = (select key from mailbox)), '[]'),
    'mailbox', (select jsonb_build_object('last_confirmation_at', m.confirmation_at, 'unsubscribed_at', m.unsubscribed_at)
      from private.mailboxes m where m.address_key = (select key from mailbox)),
    'bookmarks', case when member is not null then coalesce((select jsonb_agg(jsonb_build_object('opportunity_id', b.opportunity_id,
        'remind_days_before', b.remind_days_before, 'created_at', b.created_at) order by b.created_at) from public.bookmarks b where b.user_id = member), '[]') end,
    'reports', case when member is not null then coalesce((select jsonb_agg(jsonb_build_object('id', r.id, 'opportunity_id', r.opportunity_id,
        'reason', r.reason, 'details', r.details, 'status', r.status, 'created_at', r.created_at) order by r.created_at)
      from public.opportunity_reports r where r.reporter_key = private.account_reporter_key(member)), '[]') end)
$$;
revoke all on function private.privacy_export(text, uuid) from public;
grant execute on function private.privacy_export(text, uuid) to service_role;

-- An address a submission keeps once erased: valid, and no one's.
create function private.erased_address() returns text
language sql immutable set search_path = '' as $$ select 'erased@erased.invalid' $$;

-- Erases an address (and a member's own data): its alerts, its submissions not live (unconfirmed,
-- pending, sent back, rejected, withdrawn), its e-mails, its mailbox's record and its links are
-- deleted; an approved submission keeps its posting but loses the address and the name. Answers
-- what it did. Its links are spent by it.
create function private.privacy_erase(address text, member uuid default null) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  mailbox text := private.address_key(address);
  alerts int;
  deleted int;
  anonymised int;
  emails int;
  bookmarks int := 0;
  reports int := 0;
begin
  delete from public.job_alerts a where a.address_key = mailbox or a.user_id = member;
  get diagnostics alerts = row_count;
  delete from public.submissions s where s.address_key = mailbox and s.status <> 'approved';
  get diagnostics deleted = row_count;
  update public.submissions s set submitter_email = private.erased_address(), submitter_name = 'Erased'
  where s.address_key = mailbox and s.status = 'approved';
  get diagnostics anonymised = row_count;
  delete from private.emails e where private.address_key(e.to_address) = mailbox;
  get diagnostics emails = row_count;
  delete from private.mailboxes m where m.address_key = mailbox;
  delete from private.privacy_links l where private.address_key(l.address) = mailbox;
  if member is not null then
    delete from public.bookmarks b where b.user_id = member;
    get diagnostics bookmarks = row_count;
    delete from public.opportunity_reports r where r.reporter_key = private.account_reporter_key(member);
    get diagnostics reports = row_count;
  end if;
  return jsonb_build_object('alerts', alerts, 'submissions_deleted', deleted, 'submissions_anonymised', anonymised, 'emails', emails,
    'bookmarks', bookmarks, 'reports', reports);
end
$$;
revoke all on function private.privacy_erase(text, uuid) from public;
grant execute on function private.privacy_erase(text, uuid) to service_role;

-- 9. Kept no longer than its purpose needs, each with its setting -----------------------------------

drop function private.forget_spent(int);
-- What the schedule forgets, each call: rate-limit windows that ended, the daily keys of past days
-- (rate limits: at once; visits: after their day's rollup), expired privacy links, the reporter
-- keys of reports resolved `report_key_days` ago, failed e-mails `failed_email_days` after they
-- were queued (a sent one is deleted as it is sent), and the address of a submission
-- `submission_address_days` after its posting ended, or after it was rejected or withdrawn (then
-- the whole submission). Answers what it forgot.
create function private.forget_spent(report_key_days int, submission_address_days int, failed_email_days int,
  out windows int, out keys int, out reporter_keys int, out emails int, out submissions int)
language plpgsql volatile security definer set search_path = '' as $$
declare
  gone int;
begin
  delete from private.rate_limits r where r.window_ends <= clock_timestamp();
  get diagnostics windows = row_count;
  delete from private.daily_keys k where k.day < (now() at time zone 'UTC')::date
    and (k.purpose <> 'visits' or not exists (select from private.opportunity_visits v where v.day <= k.day));
  get diagnostics keys = row_count;
  delete from private.privacy_links l where l.expires_at <= now();
  update public.opportunity_reports r set reporter_key = null, network_key = null
  where r.status <> 'open' and r.reporter_key is not null and r.resolved_at < now() - make_interval(days => report_key_days);
  get diagnostics reporter_keys = row_count;
  delete from private.emails e where e.status = 'failed' and e.created_at < now() - make_interval(days => failed_email_days);
  get diagnostics emails = row_count;
  update public.submissions s set submitter_email = private.erased_address(), submitter_name = 'Erased'
  where s.status = 'approved' and s.submitter_email <> private.erased_address()
    and (s.opportunity_id is null and s.updated_at < now() - make_interval(days => submission_address_days)
      or exists (select from public.opportunities o where o.id = s.opportunity_id
        and (o.closed_reason is not null or o.expires_at < now())
        and coalesce(o.closed_at, o.expires_at) < now() - make_interval(days => submission_address_days)));
  get diagnostics submissions = row_count;
  delete from public.submissions s where s.status in ('rejected', 'withdrawn')
    and coalesce(s.reviewed_at, s.updated_at) < now() - make_interval(days => submission_address_days);
  get diagnostics gone = row_count;
  submissions := submissions + gone;
end
$$;
revoke all on function private.forget_spent(int, int, int) from public;
grant execute on function private.forget_spent(int, int, int) to service_role;

-- What the API calls, each for its caller: a link's holder (by its token), a signed-in member (their
-- account and its address), the secret key (any address, on a written request).
create function private.privacy_export_by_link(token text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.privacy_export(a, null) from private.privacy_link_address(token) a where a is not null
$$;
create function private.privacy_erase_by_link(token text) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.privacy_erase(a, null) from private.privacy_link_address(token) a where a is not null
$$;
-- A member's own: their account's address (as Supabase Auth keeps it) and their account's data.
create function private.my_privacy_export() returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.privacy_export(u.email, u.id) from auth.users u where u.id = auth.uid() and u.email is not null
    and not coalesce((select private.is_anonymous()), false)
$$;
create function private.my_privacy_erase() returns jsonb
language sql volatile security definer set search_path = '' as $$
  select private.privacy_erase(u.email, u.id) from auth.users u where u.id = auth.uid() and u.email is not null
    and not coalesce((select private.is_anonymous()), false)
$$;
revoke all on function private.privacy_export_by_link(text), private.privacy_erase_by_link(text), private.my_privacy_export(),
  private.my_privacy_erase() from public;
grant execute on function private.privacy_export_by_link(text), private.privacy_erase_by_link(text) to anon, authenticated, service_role;
grant execute on function private.my_privacy_export(), private.my_privacy_erase() to authenticated;

-- 10. Links only to proven addresses ----------------------------------------------------------------

-- The manage links again go to the address its submitter proved last (a confirmed submission's),
-- never to a newer spelling of the mailbox nobody confirmed (`+tag`).
create or replace function private.send_manage_links(address text, client text, per_client int, out limited text, out retry_after int)
language plpgsql volatile security definer set search_path = '' as $$
declare
  key text := private.address_key(address);
  proven text;
begin
  retry_after := private.refused_for('submission-links', client, per_client, 3600);
  if retry_after is not null then
    limited := 'client';
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7340004, hashtext(key));
  select s.submitter_email into proven from public.submissions s
  where s.address_key = key and s.confirmed_at is not null order by s.confirmed_at desc limit 1;
  if proven is null or private.refused_for('submission-link-addresses', key, 1, 3600) is not null then
    return;
  end if;
  insert into private.emails (kind, to_address, content) values ('submission_links', proven, jsonb_build_object('address_key', key));
end
$$;

-- 11. Strangers' e-mails served fairly --------------------------------------------------------------

-- Who asked for an e-mail anyone can ask for (a confirmation, the links again, a privacy link): the
-- day's keyed hash of the client (`request.client`, set by the API for the request's transaction),
-- so the sender takes them a client and a mailbox at a time: a client that asked for many delays
-- another's by one send at most. Gone with the e-mail when it is sent.
alter table private.emails add column asked_by text;
-- And what each client had sent today: its next waits behind others' first.
alter table private.email_sends add column asked_by text;

create function private.stamp_asked_by() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  client text := nullif(current_setting('request.client', true), '');
begin
  if client is not null then
    new.asked_by := private.keyed('rate-limits', client);
  end if;
  return new;
end
$$;
revoke all on function private.stamp_asked_by() from public;
create trigger stamp_asked_by before insert on private.emails
  for each row execute function private.stamp_asked_by();
