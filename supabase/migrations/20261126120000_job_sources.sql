-- Job sources: public job boards registered as data, each imported into its own feed on a
-- schedule, and a log of every run. Editors manage sources; the service keeps the schedule
-- (next_run_at, last_run, consecutive_failures, running_until) through the functions below.

create type public.job_provider as enum ('greenhouse', 'lever', 'ashby', 'smartrecruiters', 'workable', 'recruitee');
-- review: new postings arrive inactive for an editor; publish: active and public at once.
create type public.source_publish as enum ('review', 'publish');
create type public.source_run_status as enum ('ok', 'failed', 'refused');

create table public.job_sources (
  id uuid primary key default gen_random_uuid(),
  provider public.job_provider not null,
  -- The board's token in the provider's URL: one path segment (or, for Recruitee, the host's
  -- first label), so it can never name another path or host.
  board text not null
    constraint job_sources_board_format check (board ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$')
    constraint job_sources_board_host_label check (provider <> 'recruitee' or board ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,62}$'),
  -- Its feed (opportunities.feed); `<provider>:<board>` in lowercase unless given.
  name text not null constraint job_sources_name_format check (name ~ '^[a-z0-9_.:-]{1,100}$'),
  sync boolean not null default true,
  every interval not null default '1 day'
    constraint job_sources_every_bounds check (every >= interval '15 minutes' and every <= interval '7 days'),
  publish public.source_publish not null default 'review',
  enabled boolean not null default true,
  -- Kept by the service.
  next_run_at timestamptz not null default now(),
  last_run jsonb,
  consecutive_failures integer not null default 0,
  running_until timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint job_sources_name_key unique (name)
);
comment on table public.job_sources is
  'Public job boards imported on a schedule (docs/sources.md); runs through private.claim_job_source and private.finish_job_source_run.';
-- One source per board: two would move the same postings between their feeds at every run.
create unique index job_sources_board_key on public.job_sources (provider, lower(board));
-- What run-due looks for.
create index job_sources_due_idx on public.job_sources (next_run_at) where enabled;

-- The name defaults to the feed a `from=<provider>:<board>` import uses; a new interval takes
-- effect from the last run, not only after the next.
create function private.job_source_defaults() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.name := coalesce(new.name, new.provider::text || ':' || lower(new.board));
  elsif new.every <> old.every then
    new.next_run_at := least(old.next_run_at, coalesce((old.last_run ->> 'started_at')::timestamptz, now()) + new.every);
  end if;
  return new;
end
$$;
create trigger job_source_defaults before insert or update of every on public.job_sources
  for each row execute function private.job_source_defaults();
-- Stamped when an editor changes what the source is, not when a run keeps its schedule.
create trigger stamp_audit_columns before insert or update of provider, board, name, sync, every, publish, enabled
  on public.job_sources for each row execute function private.stamp_audit_columns();

create table public.job_source_runs (
  id bigint generated always as identity primary key,
  source_id uuid not null references public.job_sources (id) on delete cascade,
  started_at timestamptz not null,
  ended_at timestamptz not null,
  status public.source_run_status not null,
  -- auth.uid() of the editor who ran it; null for the schedule (the secret key).
  by uuid,
  inserted integer not null default 0,
  updated integer not null default 0,
  unchanged integer not null default 0,
  withdrawn integer not null default 0,
  restored integer not null default 0,
  skipped integer not null default 0,
  error text
);
comment on table public.job_source_runs is 'Each run of a job source, its newest 100 kept (private.finish_job_source_run).';
create index job_source_runs_source_idx on public.job_source_runs (source_id, id desc);

alter table public.job_sources enable row level security;
alter table public.job_source_runs enable row level security;
create policy "editors read job sources" on public.job_sources for select to authenticated
  using ((select private.has_permission('manage_opportunities')));
create policy "editors add job sources" on public.job_sources for insert to authenticated
  with check ((select private.has_permission('manage_opportunities')));
create policy "editors change job sources" on public.job_sources for update to authenticated
  using ((select private.has_permission('manage_opportunities')))
  with check ((select private.has_permission('manage_opportunities')));
create policy "editors remove job sources" on public.job_sources for delete to authenticated
  using ((select private.has_permission('manage_opportunities')));
create policy "editors read the runs of job sources" on public.job_source_runs for select to authenticated
  using ((select private.has_permission('manage_opportunities')));

-- Editors write what a source is; only the functions below write its schedule and its runs.
revoke all on public.job_sources, public.job_source_runs from anon, authenticated;
grant select, delete on public.job_sources to authenticated;
grant insert (id, provider, board, name, sync, every, publish, enabled) on public.job_sources to authenticated;
grant update (provider, board, name, sync, every, publish, enabled) on public.job_sources to authenticated;
grant select on public.job_source_runs to authenticated;
grant all on public.job_sources, public.job_source_runs to service_role;

-- Whether no run holds a source; whether the schedule should run it now. Used by the claim below
-- and by run-due's count of what is left.
create function private.job_source_free(s public.job_sources) returns boolean
language sql stable set search_path = '' as $$
  select s.running_until is null or s.running_until <= now()
$$;
create function private.job_source_due(s public.job_sources) returns boolean
language sql stable set search_path = '' as $$
  select s.enabled and s.next_run_at <= now() and private.job_source_free(s)
$$;

-- Takes a source for one run: the given one (`source`), or else the enabled source due longest,
-- skipping any another run holds (`for update skip locked`, then the lease). A run holds it until
-- private.finish_job_source_run, or 5 minutes if it never finishes (its process was killed), so
-- two runs of one source never overlap. Nothing when the source is missing or already running.
create function private.claim_job_source(source uuid default null) returns setof public.job_sources
language plpgsql security definer set search_path = '' as $$
begin
  if not (select private.has_permission('manage_opportunities')) then
    raise exception 'claim_job_source: not permitted' using errcode = '42501';
  end if;
  if source is null and auth.role() is distinct from 'service_role' then
    raise exception 'claim_job_source: the schedule runs with the secret key' using errcode = '42501';
  end if;
  return query
    update public.job_sources s set running_until = now() + interval '5 minutes'
    where s.id = (
      select c.id from public.job_sources c
      where case when source is null then private.job_source_due(c) else c.id = source and private.job_source_free(c) end
      order by c.next_run_at
      limit 1
      for update skip locked)
    returning s.*;
end
$$;

-- Records a run's end and sets the source's next: its interval after an `ok` or a `refused`
-- (a sync's safeguard is never forced by the schedule), and after a failure a delay that doubles
-- with each failure in a row, from the interval up to a day (or the interval, when longer).
create function private.finish_job_source_run(
  source uuid, started_at timestamptz, status public.source_run_status, counts jsonb, error text
) returns public.job_source_runs
language plpgsql security definer set search_path = '' as $$
declare
  run public.job_source_runs;
begin
  if not (select private.has_permission('manage_opportunities')) then
    raise exception 'finish_job_source_run: not permitted' using errcode = '42501';
  end if;
  insert into public.job_source_runs as r
    (source_id, started_at, ended_at, status, by, inserted, updated, unchanged, withdrawn, restored, skipped, error)
  values (source, started_at, clock_timestamp(), status, auth.uid(),
    coalesce((counts ->> 'inserted')::int, 0), coalesce((counts ->> 'updated')::int, 0),
    coalesce((counts ->> 'unchanged')::int, 0), coalesce((counts ->> 'withdrawn')::int, 0),
    coalesce((counts ->> 'restored')::int, 0), coalesce((counts ->> 'skipped')::int, 0), error)
  returning r.* into run;
  update public.job_sources s set
    running_until = null,
    consecutive_failures = case status when 'ok' then 0 when 'failed' then s.consecutive_failures + 1 else s.consecutive_failures end,
    next_run_at = now() + case when status = 'failed'
      then least(s.every * power(2, least(s.consecutive_failures, 20))::int, greatest(s.every, interval '1 day'))
      else s.every end,
    last_run = to_jsonb(run) - 'id' - 'source_id'
  where s.id = source;
  delete from public.job_source_runs r
  where r.source_id = source and r.id <= (
    select k.id from public.job_source_runs k where k.source_id = source order by k.id desc offset 100 limit 1);
  return run;
end
$$;

revoke all on function private.claim_job_source(uuid), private.finish_job_source_run(uuid, timestamptz, public.source_run_status, jsonb, text),
  private.job_source_defaults() from public;
grant execute on function private.claim_job_source(uuid), private.finish_job_source_run(uuid, timestamptz, public.source_run_status, jsonb, text)
  to authenticated, service_role;
revoke all on function private.job_source_free(public.job_sources), private.job_source_due(public.job_sources) from public;
grant execute on function private.job_source_free(public.job_sources), private.job_source_due(public.job_sources) to authenticated, service_role;
