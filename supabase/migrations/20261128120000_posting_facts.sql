-- The facts of a job posting that job boards send and Google reads, as fields: the pay as numbers
-- (`salary` stays the card's text), the work model, the country and when the employer posted it.
-- A job source may name its company. Descriptions take a whole posting (lists and pay included).
-- Discovery leaves a posting once its closing date has passed. The run log says which postings a
-- run skipped or shortened, and why.

create type public.salary_period as enum ('hour', 'day', 'week', 'month', 'year');
create type public.workplace as enum ('on_site', 'hybrid', 'remote');

-- Pay as double precision: drivers read numeric as text, and a salary needs no more than the
-- 15 significant digits a double holds exactly as written.
alter table public.opportunities
  add column salary_min double precision,
  add column salary_max double precision,
  add column salary_currency text,
  add column salary_period public.salary_period,
  add column workplace public.workplace,
  add column country text,
  add column posted_at timestamptz,
  add constraint opportunities_salary_min_bounds check (salary_min >= 0 and salary_min < 1e12),
  add constraint opportunities_salary_max_bounds check (salary_max >= 0 and salary_max < 1e12),
  add constraint opportunities_salary_min_not_above_max check (salary_max >= salary_min),
  -- ISO 4217 and ISO 3166-1 alpha-2 codes, in capitals (the API checks each is a real one).
  add constraint opportunities_salary_currency_format check (salary_currency ~ '^[A-Z]{3}$'),
  add constraint opportunities_country_format check (country ~ '^[A-Z]{2}$'),
  add constraint opportunities_posted_at_range
    check (posted_at >= '0001-01-01 00:00:00+00' and posted_at < '10000-01-01 00:00:00+00'),
  drop constraint opportunities_description_length,
  add constraint opportunities_description_length check (char_length(description) <= 20000);
comment on column public.opportunities.salary_min is 'The lowest pay, in salary_currency per salary_period.';
comment on column public.opportunities.salary_max is 'The highest pay (the pay, when it is one amount: equal to salary_min).';
comment on column public.opportunities.salary_currency is 'ISO 4217 code of the pay.';
comment on column public.opportunities.salary_period is 'What the pay is per.';
comment on column public.opportunities.workplace is 'Where the work is done: on site, hybrid or remote.';
comment on column public.opportunities.country is 'ISO 3166-1 alpha-2 code of the country of the job (or, when remote, of its applicants).';
comment on column public.opportunities.posted_at is 'When the employer first published it (a job board''s date); published_at is when it was here.';

-- Editors filter by them; the website's "remote only".
create index opportunities_workplace_idx on public.opportunities (workplace) where workplace is not null;

-- The view of live opportunities carries the columns the API answers with (added at the end, as
-- `create or replace view` requires).
create or replace view public.active_opportunities with (security_invoker = on) as
  select
    id, title, description, link_url, linked_form_id, category, icon_url, term,
    opens_on, closes_on, expires_at, display_order, website_viewable, is_active,
    company_name, location, employment_type, salary, field, source, external_id,
    created_at, created_by, updated_at, updated_by, feed, withdrawn_at, published_at,
    salary_min, salary_max, salary_currency, salary_period, workplace, country, posted_at
  from public.opportunities
  where is_active and (expires_at is null or expires_at > now());

-- Whether a posting is still open to applicants: its closing date (a day in UTC, as the
-- JSON-LD's validThrough says) has not passed. Discovery (feeds, sitemap, JSON-LD) lists only these.
create function private.still_open(closes_on date) returns boolean
language sql stable set search_path = '' as $$
  select closes_on is null or closes_on >= (now() at time zone 'UTC')::date
$$;
revoke all on function private.still_open(date) from public;
grant execute on function private.still_open(date) to anon, authenticated, service_role;

-- A posting that was public and is no longer: withdrawn, inactive, hidden, expired, closed or deleted.
create or replace function private.opportunity_gone(posting uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when exists (select from public.opportunities o where o.id = posting) then exists (
      select from public.opportunities o where o.id = posting and o.published_at is not null
        and not (o.website_viewable and o.is_active and (o.expires_at is null or o.expires_at > now())
                 and private.still_open(o.closes_on)))
    else exists (
      select from public.revisions r where r.record_table = 'opportunities' and r.record_id = posting
        and r.record ->> 'published_at' is not null)
  end
$$;

-- A job source's company, for boards whose payload names none (the board's token otherwise).
alter table public.job_sources
  add column company_name text constraint job_sources_company_name_length check (char_length(company_name) between 1 and 200);
grant insert (company_name), update (company_name) on public.job_sources to authenticated;
drop trigger stamp_audit_columns on public.job_sources;
create trigger stamp_audit_columns before insert or update of provider, board, name, sync, every, publish, enabled, company_name
  on public.job_sources for each row execute function private.stamp_audit_columns();

-- Which postings a run skipped (and why) and which it shortened: `[{external_id, reason}]`.
alter table public.job_source_runs
  add column skipped_postings jsonb not null default '[]',
  add column shortened_postings jsonb not null default '[]';

create or replace function private.finish_job_source_run(
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
    (source_id, started_at, ended_at, status, by, inserted, updated, unchanged, withdrawn, restored, skipped, error,
     skipped_postings, shortened_postings)
  values (source, started_at, clock_timestamp(), status, auth.uid(),
    coalesce((counts ->> 'inserted')::int, 0), coalesce((counts ->> 'updated')::int, 0),
    coalesce((counts ->> 'unchanged')::int, 0), coalesce((counts ->> 'withdrawn')::int, 0),
    coalesce((counts ->> 'restored')::int, 0), coalesce((counts ->> 'skipped')::int, 0), error,
    coalesce(counts -> 'skipped_postings', '[]'), coalesce(counts -> 'shortened_postings', '[]'))
  returning r.* into run;
  update public.job_sources s set
    running_until = null,
    consecutive_failures = case status when 'ok' then 0 when 'failed' then s.consecutive_failures + 1 else s.consecutive_failures end,
    next_run_at = now() + case when status = 'failed'
      then least(s.every * power(2, least(s.consecutive_failures, 20))::int, greatest(s.every, interval '1 day'))
      else s.every end,
    last_run = to_jsonb(run) - 'id' - 'source_id' - 'skipped_postings' - 'shortened_postings'
  where s.id = source;
  delete from public.job_source_runs r
  where r.source_id = source and r.id <= (
    select k.id from public.job_source_runs k where k.source_id = source order by k.id desc offset 100 limit 1);
  return run;
end
$$;

-- A run cut short by its request (the editor's deadline, a caller that left) is no failure of the
-- board: the schedule keeps its place and the failures in a row their count.
create function private.release_job_source(source uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if not (select private.has_permission('manage_opportunities')) then
    raise exception 'release_job_source: not permitted' using errcode = '42501';
  end if;
  update public.job_sources s set running_until = null where s.id = source;
end
$$;
revoke all on function private.release_job_source(uuid) from public;
grant execute on function private.release_job_source(uuid) to authenticated, service_role;

-- A link is at most 2,048 characters as written (the contract's maxLength); stored percent-encoded,
-- each character may become up to 9 (`%E2%80%93`), so the stored form is bounded at 9 times that.
alter table public.opportunities
  drop constraint opportunities_link_url_length,
  add constraint opportunities_link_url_length check (char_length(link_url) <= 18432),
  drop constraint opportunities_icon_url_length,
  add constraint opportunities_icon_url_length check (char_length(icon_url) <= 18432);
alter table public.resources
  drop constraint resources_link_url_length,
  add constraint resources_link_url_length check (char_length(link_url) <= 18432),
  drop constraint resources_thumbnail_url_length,
  add constraint resources_thumbnail_url_length check (char_length(thumbnail_url) <= 18432);
