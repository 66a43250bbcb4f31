-- Telling the club (docs/channels.md): chat channels and webhooks as data, an outbox of what was
-- published and withdrawn written by the database whoever writes, a delivery log, and what the
-- calendars need to say that an opportunity's dates moved.

create type public.channel_kind as enum ('discord', 'slack', 'webhook');
create type public.channel_event as enum ('published', 'withdrawn');
-- sending: claimed and being sent; sent; retrying: failed, sent again at next_attempt_at;
-- failed: given up; unknown: the sender stopped mid-send, and it is never sent twice.
create type public.channel_delivery_status as enum ('sending', 'sent', 'retrying', 'failed', 'unknown');

-- The outbox. A trigger writes an event in the transaction that publishes (the first time an
-- opportunity is active and website_viewable) or withdraws one (it stops being both, or is
-- deleted). `position` orders events by commit: it is given at commit, under a lock
-- (private.position_opportunity_events), so no event can later appear behind one already read.
create table public.opportunity_events (
  id bigint generated always as identity primary key,
  position bigint,
  opportunity_id uuid not null,
  event public.channel_event not null,
  happened_at timestamptz not null default now(),
  -- The transaction that wrote it, for its positioning at commit.
  written_by xid8 not null default pg_current_xact_id(),
  -- The record as it was (without its description and search document): what a withdrawal of a
  -- deleted record shows.
  record jsonb not null
);
comment on table public.opportunity_events is
  'Opportunities published and withdrawn, in commit order (position): the outbox the channels deliver (docs/channels.md).';
create unique index opportunity_events_position_key on public.opportunity_events (position);
create index opportunity_events_unpositioned_idx on public.opportunity_events (written_by) where position is null;
create index opportunity_events_happened_idx on public.opportunity_events (happened_at);

create function private.write_opportunity_events() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.opportunity_events (opportunity_id, event, record)
      select n.id, 'published', to_jsonb(n) - 'fts' - 'description' from new_rows n
      where n.published_at is not null order by n.display_order, n.title, n.id;
  elsif tg_op = 'UPDATE' then
    insert into public.opportunity_events (opportunity_id, event, record)
      select n.id, e.event, to_jsonb(n) - 'fts' - 'description'
      from old_rows o join new_rows n on n.id = o.id
      cross join lateral (values
        (case when o.published_at is null and n.published_at is not null then 'published'::public.channel_event end),
        (case when o.is_active and o.website_viewable and not (n.is_active and n.website_viewable) then 'withdrawn'::public.channel_event end)
      ) e (event)
      where e.event is not null order by n.display_order, n.title, n.id;
  else
    insert into public.opportunity_events (opportunity_id, event, record)
      select o.id, 'withdrawn', to_jsonb(o) - 'fts' - 'description' from old_rows o
      where o.is_active and o.website_viewable order by o.display_order, o.title, o.id;
  end if;
  return null;
end
$$;
revoke all on function private.write_opportunity_events() from public;
create trigger write_opportunity_events_on_insert after insert on public.opportunities
  referencing new table as new_rows for each statement execute function private.write_opportunity_events();
create trigger write_opportunity_events_on_update after update on public.opportunities
  referencing old table as old_rows new table as new_rows for each statement execute function private.write_opportunity_events();
create trigger write_opportunity_events_on_delete after delete on public.opportunities
  referencing old table as old_rows for each statement execute function private.write_opportunity_events();

-- At commit, once per transaction: the transaction's events take the next positions under a lock
-- held until the commit ends, so positions follow commit order and a reader that has seen
-- position n has seen every position below it.
create function private.position_opportunity_events() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  base bigint;
begin
  if current_setting('outbox.positioned', true) = pg_current_xact_id()::text then
    return null;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7340001);
  select coalesce(max(e.position), 0) into base from public.opportunity_events e;
  update public.opportunity_events e set position = base + o.n
    from (select u.id, row_number() over (order by u.id) as n from public.opportunity_events u
          where u.position is null and u.written_by = pg_current_xact_id()) o
    where e.id = o.id;
  perform set_config('outbox.positioned', pg_current_xact_id()::text, true);
  return null;
end
$$;
revoke all on function private.position_opportunity_events() from public;
create constraint trigger position_opportunity_events after insert on public.opportunity_events
  deferrable initially deferred for each row execute function private.position_opportunity_events();

-- Where the club hears of postings: a Discord or Slack incoming webhook, or any https endpoint
-- (signed as Standard Webhooks sign). Its url and signing secret are written, never read back:
-- editors may not select those columns (grants below); the delivery worker (the secret key) may.
create table public.channels (
  id uuid primary key default gen_random_uuid(),
  kind public.channel_kind not null,
  name text not null constraint channels_name_length check (char_length(name) between 1 and 100),
  url text not null
    constraint channels_url_length check (char_length(url) <= 2000)
    constraint channels_url_for_kind check (case kind
      when 'discord' then url ~ '^https://(discord\.com|discordapp\.com|canary\.discord\.com|ptb\.discord\.com)/api/(v[0-9]+/)?webhooks/[0-9]{1,30}/[A-Za-z0-9_-]{1,200}(\?[A-Za-z0-9_=&-]*)?$'
      when 'slack' then url ~ '^https://hooks\.slack\.com/(services|triggers|workflows)/[A-Za-z0-9_/-]+$'
      else url ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^\s#]*)?$' end),
  url_hint text generated always as (substring(url from '^https://[^/?#]+') || '/…' || right(url, 4)) stored,
  signing_secret text constraint channels_signing_secret_format check (signing_secret ~ '^whsec_[A-Za-z0-9+/]{32,88}={0,2}$'),
  criteria jsonb not null default '{}' constraint channels_criteria_object check (jsonb_typeof(criteria) = 'object'),
  events public.channel_event[] not null default '{published}'
    constraint channels_events_some check (cardinality(events) between 1 and 2),
  enabled boolean not null default true,
  -- Kept by the service.
  delivered_through bigint not null default 0,
  next_send_at timestamptz not null default now(),
  pending_delivery bigint,
  sending_until timestamptz,
  last_delivery jsonb,
  consecutive_failures integer not null default 0,
  disabled_reason text,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint channels_webhooks_sign check ((kind = 'webhook') = (signing_secret is not null))
);
comment on table public.channels is
  'Discord, Slack and webhook channels told of published and withdrawn opportunities (docs/channels.md).';
create index channels_ready_idx on public.channels (next_send_at) where enabled;

-- A new channel, and one enabled again, hears of what happens from then on: not the backlog.
-- Enabled again, its failures and their reason are cleared; a retry it was waiting for is given up.
create function private.channel_state() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.delivered_through := (select coalesce(max(e.position), 0) from public.opportunity_events e);
    new.next_send_at := now();
    new.pending_delivery := null;
    new.sending_until := null;
    new.last_delivery := null;
    new.consecutive_failures := 0;
    new.disabled_reason := null;
    if new.kind = 'webhook' and new.signing_secret is null then
      new.signing_secret := 'whsec_' || encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64');
    end if;
  elsif new.enabled and not old.enabled then
    new.delivered_through := (select coalesce(max(e.position), 0) from public.opportunity_events e);
    new.consecutive_failures := 0;
    new.disabled_reason := null;
    if old.pending_delivery is not null then
      update public.channel_deliveries d set status = 'failed', next_attempt_at = null,
        error = 'Not sent: the channel was disabled before it could be retried.'
        where d.id = old.pending_delivery and d.status = 'retrying';
      new.pending_delivery := null;
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.channel_state() from public;
create trigger channel_state before insert or update of enabled on public.channels
  for each row execute function private.channel_state();
create trigger stamp_audit_columns before insert or update of kind, name, url, criteria, events, enabled
  on public.channels for each row execute function private.stamp_audit_columns();

-- What each channel was sent: its newest 200 kept.
create table public.channel_deliveries (
  id bigint generated always as identity primary key,
  channel_id uuid not null references public.channels (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- [{event_id, opportunity_id, event, title}], in the order sent.
  postings jsonb not null,
  status public.channel_delivery_status not null default 'sending',
  -- How many of its postings were told: a webhook gets one request each, in order, and a retry
  -- resumes from here; a chat message tells all of them at once.
  told integer not null default 0,
  attempts integer not null default 1,
  answer_code integer,
  error text,
  sent_at timestamptz,
  next_attempt_at timestamptz
);
comment on table public.channel_deliveries is 'Each message sent to a channel, its newest 200 kept (docs/channels.md).';
create index channel_deliveries_channel_idx on public.channel_deliveries (channel_id, id desc);

-- The opportunities a channel was told of: only those are told withdrawn.
create table public.channel_announcements (
  channel_id uuid not null references public.channels (id) on delete cascade,
  opportunity_id uuid not null,
  primary key (channel_id, opportunity_id)
);

alter table public.opportunity_events enable row level security;
alter table public.channels enable row level security;
alter table public.channel_deliveries enable row level security;
alter table public.channel_announcements enable row level security;
create policy "editors read channels" on public.channels for select to authenticated
  using ((select private.has_permission('manage_opportunities')));
create policy "editors add channels" on public.channels for insert to authenticated
  with check ((select private.has_permission('manage_opportunities')));
create policy "editors change channels" on public.channels for update to authenticated
  using ((select private.has_permission('manage_opportunities')))
  with check ((select private.has_permission('manage_opportunities')));
create policy "editors remove channels" on public.channels for delete to authenticated
  using ((select private.has_permission('manage_opportunities')));
create policy "editors read deliveries" on public.channel_deliveries for select to authenticated
  using ((select private.has_permission('manage_opportunities')));

-- Editors write what a channel is, and read it without its url and secret; only the delivery
-- worker (the secret key) reads those and writes the rest.
revoke all on public.opportunity_events, public.channels, public.channel_deliveries, public.channel_announcements
  from anon, authenticated;
grant select (id, kind, name, url_hint, criteria, events, enabled, delivered_through, next_send_at, pending_delivery,
  sending_until, last_delivery, consecutive_failures, disabled_reason, created_at, created_by, updated_at, updated_by)
  on public.channels to authenticated;
grant insert (id, kind, name, url, signing_secret, criteria, events, enabled) on public.channels to authenticated;
grant update (name, url, criteria, events, enabled) on public.channels to authenticated;
grant delete on public.channels to authenticated;
grant select on public.channel_deliveries to authenticated;
grant all on public.opportunity_events, public.channels, public.channel_deliveries, public.channel_announcements to service_role;

-- WebSub: how far the hub has been told of published opportunities.
create table private.websub_pings (
  only_row boolean primary key default true check (only_row),
  pinged_through bigint not null default 0
);
insert into private.websub_pings default values;
grant select, update on private.websub_pings to service_role;

-- Calendars: an event's SEQUENCE is how many times the opportunity's dates moved.
alter table public.opportunities add column dates_sequence integer not null default 0;
comment on column public.opportunities.dates_sequence is
  'How many times opens_on or closes_on changed (set by the database): the calendar''s SEQUENCE.';
create function private.count_date_changes() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.dates_sequence := case when tg_op = 'INSERT' then 0
    else old.dates_sequence + (new.opens_on is distinct from old.opens_on or new.closes_on is distinct from old.closes_on)::int end;
  return new;
end
$$;
revoke all on function private.count_date_changes() from public;
create trigger count_date_changes before insert or update on public.opportunities
  for each row execute function private.count_date_changes();

-- The view of live opportunities carries the columns the API answers with (added at the end, as
-- `create or replace view` requires).
create or replace view public.active_opportunities with (security_invoker = on) as
  select
    id, title, description, link_url, linked_form_id, category, icon_url, term,
    opens_on, closes_on, expires_at, display_order, website_viewable, is_active,
    company_name, location, employment_type, salary, field, source, external_id,
    created_at, created_by, updated_at, updated_by, feed, withdrawn_at, published_at,
    salary_min, salary_max, salary_currency, salary_period, workplace, country, posted_at,
    dates_sequence
  from public.opportunities
  where is_active and (expires_at is null or expires_at > now());
