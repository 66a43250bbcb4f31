-- Job postings that stay true. An imported posting may belong to one feed: the source it is
-- synced from (`greenhouse:acme`, `careers-csv`). A sync of a feed withdraws the feed's live
-- postings that are no longer in it: inactive, with the time it happened, until the feed lists
-- them again. An editor's own deactivation leaves withdrawn_at null, so no import undoes it.
alter table public.opportunities
  add column feed text
    constraint opportunities_feed_format check (feed ~ '^[a-z0-9_.:-]{1,100}$'),
  add column withdrawn_at timestamptz
    constraint opportunities_withdrawn_at_range
      check (withdrawn_at >= '0001-01-01T00:00:00Z' and withdrawn_at < '10000-01-01T00:00:00Z'),
  add constraint opportunities_withdrawn_inactive check (withdrawn_at is null or not is_active);

comment on column public.opportunities.feed is
  'The feed an import put this posting in; a sync of that feed withdraws it when the feed no longer lists it.';
comment on column public.opportunities.withdrawn_at is
  'When a sync of its feed withdrew this posting (it is inactive since); null once active again.';

-- A sync reads a feed's postings.
create index opportunities_feed_idx on public.opportunities (feed) where feed is not null;

-- Whoever makes a withdrawn posting active again (an editor, a later sync) ends its withdrawal,
-- so the two never disagree (opportunities_withdrawn_inactive refuses any other way).
create function private.end_withdrawal() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.withdrawn_at := null;
  return new;
end
$$;
revoke all on function private.end_withdrawal() from public;

create trigger end_withdrawal
  before update of is_active on public.opportunities
  for each row when (new.is_active and not old.is_active)
  execute function private.end_withdrawal();

-- Syncs of one feed run one at a time (each sees the last one's result); of different feeds, at
-- once. A transaction-scoped advisory lock per feed, in one place for the API and for tests.
create function private.lock_feed(feed text) returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('opportunities feed ' || feed, 0))
$$;
revoke all on function private.lock_feed(text) from public;
grant execute on function private.lock_feed(text) to authenticated, service_role;
