-- Who may apply (docs/website.md, docs/admin-app.md): a posting's eligibility as data, each
-- field "not said" when null. Visa sponsorship (yes or no), whether authorisation to work there is
-- required, the degree levels, graduation years (class years) and fields of study it is open to;
-- the lists are "any of" (a posting open to bachelors and masters). Each is a filter of the list,
-- so of alerts' and channels' criteria too; the JSON-LD states what Google reads of them.

create type public.visa_sponsorship as enum ('yes', 'no');
create type public.degree_level as enum ('high_school', 'associate', 'bachelor', 'master', 'doctorate', 'professional_certificate');

-- Each of a list of texts is 1 to `most` characters and not blank (a check cannot hold a subquery).
create function private.short_texts(texts text[], most int) returns boolean
language sql immutable set search_path = '' as $$
  select coalesce(bool_and(char_length(t) between 1 and most and t ~ '\S'), true) from unnest(texts) t
$$;
revoke all on function private.short_texts(text[], int) from public;
grant execute on function private.short_texts(text[], int) to anon, authenticated, service_role;

alter table public.opportunities
  add column visa_sponsorship public.visa_sponsorship,
  add column work_authorization_required boolean,
  add column degree_levels public.degree_level[],
  add column graduation_years integer[],
  add column fields_of_study text[],
  -- An empty list is "not said": null, never {}.
  add constraint opportunities_degree_levels_some check (cardinality(degree_levels) between 1 and 6),
  add constraint opportunities_graduation_years_some check (cardinality(graduation_years) between 1 and 10
    and 1950 <= all (graduation_years) and 2100 >= all (graduation_years)),
  add constraint opportunities_fields_of_study_some check (cardinality(fields_of_study) between 1 and 20
    and private.short_texts(fields_of_study, 100));
comment on column public.opportunities.visa_sponsorship is 'Whether the employer sponsors a work visa: yes, no, or null (not said).';
comment on column public.opportunities.work_authorization_required is 'Whether the right to work where the job is must be held already; null: not said.';
comment on column public.opportunities.degree_levels is 'The degree levels it is open to (any of); null: not said.';
comment on column public.opportunities.graduation_years is 'The graduation (class) years it is open to (any of); null: not said.';
comment on column public.opportunities.fields_of_study is 'The fields of study it is open to (any of), as written; null: not said.';

-- The list's "any of" filters: an overlap of arrays, served by GIN.
create index opportunities_degree_levels_idx on public.opportunities using gin (degree_levels);
create index opportunities_graduation_years_idx on public.opportunities using gin (graduation_years);
create index opportunities_fields_of_study_idx on public.opportunities using gin (fields_of_study);

select private.rebuild_active_opportunities();

-- The search engines hear of a change of what the JSON-LD shows, eligibility included.
create or replace function private.queue_indexing() returns trigger
language plpgsql security definer set search_path = '' set jit = off set enable_nestloop = off as $$
declare
  pages uuid[];
  types text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id), array_agg('URL_UPDATED'::text) into pages, types
    from new_rows n where private.indexed(n::public.opportunities);
  elsif tg_op = 'UPDATE' then
    -- The per-row functions come last: PostgreSQL tests the cheap comparisons first.
    select array_agg(o.id), array_agg(case when private.indexed(n::public.opportunities) then 'URL_UPDATED' else 'URL_DELETED' end)
    into pages, types
    from old_rows o join new_rows n on n.id = o.id
    cross join lateral (select
        (o.title, o.description, o.link_url, o.linked_form_id, o.company_name, o.location, o.category, o.employment_type,
         o.opens_on, o.closes_on, o.expires_at, o.salary, o.salary_min, o.salary_max, o.salary_currency, o.salary_period,
         o.workplace, o.country, o.field, o.term, o.visa_sponsorship, o.work_authorization_required, o.degree_levels)
        is distinct from (n.title, n.description, n.link_url, n.linked_form_id, n.company_name, n.location, n.category, n.employment_type,
         n.opens_on, n.closes_on, n.expires_at, n.salary, n.salary_min, n.salary_max, n.salary_currency, n.salary_period,
         n.workplace, n.country, n.field, n.term, n.visa_sponsorship, n.work_authorization_required, n.degree_levels) as changed) shown
    where (shown.changed or (o.published_at, o.website_viewable, o.is_active, o.expires_at, o.closed_reason)
        is distinct from (n.published_at, n.website_viewable, n.is_active, n.expires_at, n.closed_reason))
      and case when private.indexed(n::public.opportunities)
        then not private.was_indexed(o::public.opportunities) or shown.changed
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
