-- Job alerts and bookmarks (docs/alerts.md): anyone subscribes a search to e-mail digests (double
-- opt-in), a signed-in member with their own address; members bookmark postings, with a reminder
-- before they close. The delivery worker queues the e-mails (private.emails) and sends them.

create type public.alert_frequency as enum ('daily', 'weekly');

-- A secret for one purpose: the purpose as its prefix, then 244 random bits (two version-4 UUIDs,
-- from the server's strong random source).
create function private.new_token(purpose text) returns text
language sql volatile set search_path = '' as $$
  select purpose || '_' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;
revoke all on function private.new_token(text) from public;

-- The outbox's newest position: where an alert starts, so its first digest holds only what is
-- published after it.
create function private.outbox_position() returns bigint
language sql stable security definer set search_path = '' as $$
  select coalesce(max(position), 0) from public.opportunity_events
$$;
revoke all on function private.outbox_position() from public;
grant execute on function private.outbox_position() to service_role;

create table public.job_alerts (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  -- A signed-in member's alert: their own address, confirmed by their sign-in.
  user_id uuid references auth.users (id) on delete cascade,
  criteria jsonb not null default '{}',
  frequency public.alert_frequency not null default 'weekly',
  confirmed_at timestamptz,
  confirmation_queued_at timestamptz,
  -- The outbox position its digests have covered: publications past it are new to it.
  matched_through bigint not null default 0,
  last_digest_at timestamptz,
  -- A worker matching it for a digest holds it until then (and is known by this value).
  digest_lease timestamptz,
  -- Single-purpose secrets, read only by the delivery worker (the secret key) for its links.
  confirm_token text unique default private.new_token('confirm'),
  manage_token text not null unique default private.new_token('manage'),
  unsubscribe_token text not null unique default private.new_token('unsubscribe'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint job_alerts_email_format check (char_length(email) <= 254 and email ~ '^[^@\s<>(),;:"\[\]\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$'),
  constraint job_alerts_criteria_object check (jsonb_typeof(criteria) = 'object'),
  constraint job_alerts_member_confirmed check (user_id is null or confirmed_at is not null),
  constraint job_alerts_confirm_once check ((confirmed_at is null) = (confirm_token is not null))
);
comment on table public.job_alerts is
  'Saved searches mailed as digests (docs/alerts.md). Read and changed only with its manage token, by its member, or by the secret key.';
create index job_alerts_address_idx on public.job_alerts (lower(email));
create index job_alerts_user_idx on public.job_alerts (user_id) where user_id is not null;
create index job_alerts_due_idx on public.job_alerts (matched_through) where confirmed_at is not null;
create index job_alerts_unconfirmed_idx on public.job_alerts (created_at) where confirmed_at is null;

create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.touch_updated_at() from public;
create trigger touch_updated_at before update on public.job_alerts
  for each row execute function private.touch_updated_at();

-- The token the request presents (the API sets it for the transaction, as PostgREST sets its
-- request settings): the manage token opens its alert to anyone holding it, and nothing else.
create function private.presented_alert_token() returns text
language sql stable set search_path = '' as $$
  select nullif(current_setting('request.alert_token', true), '')
$$;
revoke all on function private.presented_alert_token() from public;
grant execute on function private.presented_alert_token() to anon, authenticated;

alter table public.job_alerts enable row level security;
create policy "its manage token or its member" on public.job_alerts for all to anon, authenticated
  using (manage_token = (select private.presented_alert_token()) or (user_id is not null and user_id = (select auth.uid())))
  with check (manage_token = (select private.presented_alert_token()) or (user_id is not null and user_id = (select auth.uid())));
-- manage_token too, so a request can name its alert by it: a row is visible only to its holder (or its member).
grant select (id, email, user_id, criteria, frequency, confirmed_at, last_digest_at, created_at, updated_at, manage_token)
  on public.job_alerts to anon, authenticated;
grant update (criteria, frequency) on public.job_alerts to anon, authenticated;
grant delete on public.job_alerts to anon, authenticated;
grant all on public.job_alerts to service_role;

-- Counts one request of `who` in a bucket's fixed window, exactly across instances: the rate
-- limits that must hold whoever asks (imports per user, alert sign-ups per client).
create function private.take_rate_limit_for(bucket_name text, who text, quota int, window_seconds int)
returns table (allowed boolean, remaining int, reset_seconds int)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  now_ timestamptz := clock_timestamp();
  counted private.rate_limits;
begin
  -- Concurrent requests of one client queue on its row, so the count is exact.
  insert into private.rate_limits as r (bucket, client, window_start, count)
  values (bucket_name, who, now_, 0)
  on conflict (bucket, client) do update
    set window_start = case when r.window_start + make_interval(secs => window_seconds) <= now_ then now_ else r.window_start end,
        count = case when r.window_start + make_interval(secs => window_seconds) <= now_ then 0 else r.count end
  returning * into counted;
  allowed := counted.count < quota;
  if allowed then
    update private.rate_limits r set count = r.count + 1
    where r.bucket = bucket_name and r.client = who;
  end if;
  remaining := greatest(quota - counted.count - (case when allowed then 1 else 0 end), 0);
  reset_seconds := greatest(1, ceil(extract(epoch from counted.window_start + make_interval(secs => window_seconds) - now_))::int);
  return next;
end;
$$;
revoke all on function private.take_rate_limit_for(text, text, int, int) from public, anon, authenticated;

create or replace function private.take_rate_limit(bucket_name text, quota int, window_seconds int)
returns table (allowed boolean, remaining int, reset_seconds int)
language sql volatile security definer
set search_path = ''
as $$
  select * from private.take_rate_limit_for(bucket_name, coalesce(auth.uid()::text, auth.role(), 'anon'), quota, window_seconds)
$$;

-- A sign-up, within its limits: per client (the caller's address as the API read it, or the
-- member), `per_client` an hour; per address, 3 unconfirmed sign-ups a day, so nobody can make
-- the service mail a stranger more than that. A member's alert (`address` null) goes to the
-- address of their sign-in, confirmed. `limited` names the limit refused, with its wait.
create function private.sign_up_for_job_alert(
  address text, wanted jsonb, every public.alert_frequency, client text, per_client int,
  out id uuid, out limited text, out retry_after int
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
  counted record;
  oldest timestamptz;
begin
  if address is null and (member is null or (select private.is_anonymous()) or coalesce(auth.jwt() ->> 'email', '') = '') then
    raise exception 'a member alert needs a signed-in account with an e-mail address' using errcode = '42501';
  end if;
  select * into counted from private.take_rate_limit_for('alert-sign-ups',
    case when address is null then member::text else client end, per_client, 3600);
  if not counted.allowed then
    limited := 'client';
    retry_after := counted.reset_seconds;
    return;
  end if;
  if address is null then
    insert into public.job_alerts (email, user_id, criteria, frequency, confirmed_at, confirm_token, matched_through)
    values (auth.jwt() ->> 'email', member, wanted, every, now(), null, private.outbox_position())
    returning job_alerts.id into id;
    return;
  end if;
  -- Sign-ups of one address are counted one at a time.
  perform pg_catalog.pg_advisory_xact_lock(7340002, hashtext(lower(address)));
  select min(a.created_at) into oldest from (
    select a.created_at from public.job_alerts a
    where lower(a.email) = lower(address) and a.confirmed_at is null and a.created_at > now() - interval '1 day'
    order by a.created_at desc limit 3) a
  having count(*) >= 3;
  if oldest is not null then
    limited := 'address';
    retry_after := greatest(1, ceil(extract(epoch from oldest + interval '1 day' - now()))::int);
    return;
  end if;
  insert into public.job_alerts (email, criteria, frequency) values (address, wanted, every)
  returning job_alerts.id into id;
end
$$;
revoke all on function private.sign_up_for_job_alert(text, jsonb, public.alert_frequency, text, int) from public;
grant execute on function private.sign_up_for_job_alert(text, jsonb, public.alert_frequency, text, int) to anon, authenticated, service_role;

-- Following the confirmation link, once, within 30 days: digests start with what is published
-- next. Answers the alert as the API shows it.
create function private.confirm_job_alert(token text)
returns table (id uuid, email text, member boolean, criteria jsonb, frequency public.alert_frequency, confirmed_at timestamptz,
  last_digest_at timestamptz, created_at timestamptz, updated_at timestamptz)
language sql volatile security definer set search_path = '' as $$
  update public.job_alerts a set confirmed_at = now(), confirm_token = null, matched_through = private.outbox_position()
  where a.confirm_token = token and a.confirmed_at is null and a.created_at > now() - interval '30 days'
  returning a.id, a.email, a.user_id is not null, a.criteria, a.frequency, a.confirmed_at, a.last_digest_at, a.created_at, a.updated_at
$$;
revoke all on function private.confirm_job_alert(text) from public;
grant execute on function private.confirm_job_alert(text) to anon, authenticated, service_role;

-- Unsubscribing deletes every alert of the address (and, with them, the e-mails queued for it).
create function private.unsubscribe_job_alerts(token text) returns int
language sql volatile security definer set search_path = '' as $$
  with address as (select lower(email) as email from public.job_alerts where unsubscribe_token = token),
    gone as (delete from public.job_alerts a using address where lower(a.email) = address.email returning 1)
  select count(*)::int from gone
$$;
revoke all on function private.unsubscribe_job_alerts(text) from public;
grant execute on function private.unsubscribe_job_alerts(text) to anon, authenticated, service_role;

-- Bookmarks: a member's saved postings, each with an optional reminder N days before it closes.
create table public.bookmarks (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  remind_days_before int,
  reminded_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (user_id, opportunity_id),
  constraint bookmarks_remind_days_before_range check (remind_days_before between 1 and 90)
);
comment on table public.bookmarks is 'A member''s saved opportunities; each member reads and changes only their own.';
create index bookmarks_opportunity_idx on public.bookmarks (opportunity_id);
create index bookmarks_reminders_idx on public.bookmarks (opportunity_id) where remind_days_before is not null and reminded_at is null;

-- A reminder changed is due again.
create function private.rearm_reminder() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.remind_days_before is distinct from old.remind_days_before then
    new.reminded_at := null;
  end if;
  return new;
end
$$;
revoke all on function private.rearm_reminder() from public;
create trigger rearm_reminder before update on public.bookmarks
  for each row execute function private.rearm_reminder();

-- Where a member's reminders go: their account's address, for the delivery worker only.
create function private.account_email(account uuid) returns text
language sql stable security definer set search_path = '' as $$
  select email from auth.users where id = account
$$;
revoke all on function private.account_email(uuid) from public;
grant execute on function private.account_email(uuid) to service_role;

alter table public.bookmarks enable row level security;
-- Only postings the member may read (the subquery runs under their own policies).
create policy "a member keeps their own bookmarks" on public.bookmarks for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and exists (select 1 from public.opportunities o where o.id = opportunity_id));
grant select (user_id, opportunity_id, remind_days_before, reminded_at, created_at) on public.bookmarks to authenticated;
grant insert (opportunity_id, remind_days_before), update (remind_days_before), delete on public.bookmarks to authenticated;
grant all on public.bookmarks to service_role;

-- The e-mails to send, queued by the delivery worker with what they tell, and taken from here a
-- batch at a time. A sent e-mail leaves the queue; a batch that failed keeps its key, so that
-- Resend's idempotency recognises it when it is sent again.
create type private.email_kind as enum ('confirmation', 'reminder', 'digest');
create table private.emails (
  id bigint generated always as identity primary key,
  kind private.email_kind not null,
  to_address text not null,
  alert_id uuid references public.job_alerts (id) on delete cascade,
  user_id uuid references auth.users (id) on delete cascade,
  content jsonb not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'sending', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  sending_until timestamptz,
  batch_key text,
  error text,
  created_at timestamptz not null default now()
);
create index emails_queued_idx on private.emails (kind, id) where status <> 'failed';
create index emails_alert_idx on private.emails (alert_id);
create index emails_user_idx on private.emails (user_id);
alter table private.emails enable row level security;
grant select, insert, update, delete on private.emails to service_role;

-- One row per e-mail handed to the e-mail API, without its address: what the daily limit counts.
create table private.email_sends (
  sent_at timestamptz not null default now(),
  batch_key text not null
);
create index email_sends_sent_idx on private.email_sends (sent_at);
create index email_sends_batch_idx on private.email_sends (batch_key);
alter table private.email_sends enable row level security;
grant select, insert, delete on private.email_sends to service_role;
