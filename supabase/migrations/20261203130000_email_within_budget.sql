-- E-mail that strangers cannot spend (docs/alerts.md): the limits count an address as its mailbox
-- does (case, `+tag`, Gmail's dots and googlemail.com), outlive the alerts they count, and never
-- tell a caller whether an address has sign-ups waiting; confirmations take at most half of
-- each hour's sending, after the digests and reminders.

-- An address as its mailbox: lower case, without a `+tag`, and for Gmail without dots, at gmail.com.
create function private.address_key(address text) returns text
language sql immutable set search_path = '' as $$
  select case when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com' else local || '@' || domain end
  from (select regexp_replace(split_part(lower(address), '@', 1), '\+.*$', '') as local, split_part(lower(address), '@', 2) as domain) a
$$;
alter table public.job_alerts add column address_key text generated always as (private.address_key(email)) stored;
comment on column public.job_alerts.address_key is 'The address as its mailbox (private.address_key): what the limits and unsubscribing count.';
create index job_alerts_address_key_idx on public.job_alerts (address_key);
drop index public.job_alerts_address_idx;

-- What each mailbox was last sent and asked: kept when its alerts go.
create table private.mailboxes (
  address_key text primary key,
  confirmation_at timestamptz,
  unsubscribed_at timestamptz
);
alter table private.mailboxes enable row level security;
grant select, insert, update, delete on private.mailboxes to service_role;

-- Whether a mailbox may be sent a confirmation now: one a day, and after an unsubscribe one in 30 days.
create function private.may_confirm(key text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select m.confirmation_at is null or m.confirmation_at < now() - interval '1 day' and (m.unsubscribed_at is null
      or m.confirmation_at < m.unsubscribed_at or m.confirmation_at < now() - interval '30 days')
    from private.mailboxes m where m.address_key = key), true)
$$;
revoke all on function private.may_confirm(text) from public;
grant execute on function private.may_confirm(text) to service_role;

-- The sends the limits count know their kind: confirmations have a share of their own.
alter table private.email_sends add column kind private.email_kind;
create index email_sends_confirmations_idx on private.email_sends (sent_at) where kind = 'confirmation';

-- A sign-up, within its limits. Refused (`limited`, with its wait) only by what says nothing of
-- the address: the client's hourly limit, and the service's cap on unconfirmed sign-ups an hour.
-- Past its mailbox's 3 unconfirmed sign-ups a day it is taken and dropped alike (`id` null), so
-- the answer is the same whatever the address. A member's alert goes to their account's address
-- at once only when Supabase Auth confirmed that address; otherwise it waits for a confirmation
-- as a stranger's does (`confirmed` false). `sent_to`: the address its e-mail goes to.
drop function private.sign_up_for_job_alert(text, jsonb, public.alert_frequency, text, int);
create function private.sign_up_for_job_alert(
  address text, wanted jsonb, every public.alert_frequency, client text, per_client int, pending_per_hour int,
  out id uuid, out confirmed boolean, out sent_to text, out limited text, out retry_after int
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
  account_email text;
  account_confirmed timestamptz;
  counted record;
  oldest timestamptz;
begin
  confirmed := false;
  if address is null then
    select u.email, u.email_confirmed_at into account_email, account_confirmed from auth.users u
      where u.id = member and not (select private.is_anonymous()) and coalesce(u.email, '') <> '';
    if account_email is null then
      raise exception 'a member alert needs a signed-in account with an e-mail address' using errcode = '42501';
    end if;
  end if;
  select * into counted from private.take_rate_limit_for('alert-sign-ups',
    case when address is null then member::text else client end, per_client, 3600);
  if not counted.allowed then
    limited := 'client';
    retry_after := counted.reset_seconds;
    return;
  end if;
  if address is null and account_confirmed is not null then
    insert into public.job_alerts (email, user_id, criteria, frequency, confirmed_at, confirm_token, matched_through)
    values (account_email, member, wanted, every, now(), null, private.outbox_position())
    returning job_alerts.id into id;
    confirmed := true;
    sent_to := account_email;
    return;
  end if;
  address := coalesce(address, account_email);
  sent_to := address;
  -- The service's cap: the unconfirmed sign-ups of the last hour bound the table and the confirmations.
  select min(a.created_at) into oldest from (
    select a.created_at from public.job_alerts a
    where a.confirmed_at is null and a.created_at > now() - interval '1 hour'
    order by a.created_at desc limit pending_per_hour) a
  having count(*) >= pending_per_hour;
  if oldest is not null then
    limited := 'service';
    retry_after := greatest(1, ceil(extract(epoch from oldest + interval '1 hour' - now()))::int);
    return;
  end if;
  -- Sign-ups of one mailbox are counted one at a time.
  perform pg_catalog.pg_advisory_xact_lock(7340002, hashtext(private.address_key(address)));
  if (select count(*) from public.job_alerts a
      where a.address_key = private.address_key(address) and a.confirmed_at is null and a.created_at > now() - interval '1 day') >= 3 then
    return;
  end if;
  insert into public.job_alerts (email, criteria, frequency) values (address, wanted, every)
  returning job_alerts.id into id;
end
$$;
revoke all on function private.sign_up_for_job_alert(text, jsonb, public.alert_frequency, text, int, int) from public;
grant execute on function private.sign_up_for_job_alert(text, jsonb, public.alert_frequency, text, int, int) to anon, authenticated, service_role;

-- Unsubscribing deletes every alert of the mailbox, and remembers when: a confirmation then goes
-- at most once in 30 days.
create or replace function private.unsubscribe_job_alerts(token text) returns int
language sql volatile security definer set search_path = '' as $$
  with mailbox as (select address_key from public.job_alerts where unsubscribe_token = token),
    remembered as (insert into private.mailboxes (address_key, unsubscribed_at) select address_key, now() from mailbox
      on conflict (address_key) do update set unsubscribed_at = excluded.unsubscribed_at),
    gone as (delete from public.job_alerts a using mailbox where a.address_key = mailbox.address_key returning 1)
  select count(*)::int from gone
$$;
revoke all on function private.unsubscribe_job_alerts(text) from public;
grant execute on function private.unsubscribe_job_alerts(text) to anon, authenticated, service_role;

-- What the confirmation page shows of the sign-up its link confirms: its search, never sent by e-mail.
create function private.pending_job_alert(token text)
returns table (criteria jsonb, frequency public.alert_frequency)
language sql stable security definer set search_path = '' as $$
  select a.criteria, a.frequency from public.job_alerts a
  where a.confirm_token = token and a.confirmed_at is null and a.created_at > now() - interval '30 days'
$$;
revoke all on function private.pending_job_alert(text) from public;
grant execute on function private.pending_job_alert(text) to anon, authenticated, service_role;

-- Whether an account may read an opportunity as its policies let it: a reminder is sent only then.
create function private.account_may_read(account uuid, o public.opportunities) returns boolean
language sql stable security definer set search_path = '' as $$
  select o.is_active and (o.expires_at is null or o.expires_at > now()) and (o.website_viewable or exists (
    select from public.user_roles ur join public.role_permissions rp on rp.role = ur.role
    where ur.user_id = account and rp.permission in ('read_member_content', 'manage_opportunities')))
$$;
revoke all on function private.account_may_read(uuid, public.opportunities) from public;
grant execute on function private.account_may_read(uuid, public.opportunities) to service_role;
