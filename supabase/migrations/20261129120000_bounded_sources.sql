-- A job source stores at most `max_postings` postings: a run whose board lists more is refused
-- with the reason and writes nothing, so one board cannot grow the database without bound.
alter table public.job_sources
  add column max_postings integer not null default 2000
    constraint job_sources_max_postings_range check (max_postings between 1 and 50000);
comment on column public.job_sources.max_postings is
  'The most postings a run of this source imports; a board listing more is refused, nothing written.';
grant insert (max_postings), update (max_postings) on public.job_sources to authenticated;
drop trigger stamp_audit_columns on public.job_sources;
create trigger stamp_audit_columns before insert or update of provider, board, name, sync, every, publish, enabled, company_name, max_postings
  on public.job_sources for each row execute function private.stamp_audit_columns();
