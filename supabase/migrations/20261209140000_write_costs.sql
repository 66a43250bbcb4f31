-- What each write of a posting costs, cut where it did work for nothing (docs/benchmarks.md has
-- each trigger's cost per row):
-- * The statement triggers run without JIT and without nested loops, as the history's already did.
--   A join of transition tables has no statistics: estimated at millions of rows, PostgreSQL
--   compiled its statement, 50 to 600 ms each time, for work of a few milliseconds; and a plan
--   that PL/pgSQL cached at a first write of one row joined ten thousand by nested loop (8 s where
--   a hash join takes 20 ms). The history's update sorts its rows' JSON in memory, not on disk.
-- * A link's key (`normalised_url`: the index that finds a submission's same link, and the
--   submissions' `link_key`) is worked out in PL/pgSQL: the same key, a fifth of the time (as a SQL
--   function it was planned again at each of its calls, 50 microseconds for every posting written).
-- * The outbox and the search engines' notices skip, before any per-row function, the rows whose
--   publication's inputs (and, for the notices, public fields) did not change: a feed or an order
--   moved on ten thousand postings computes nothing for them. Each joins the transition tables once.

alter function private.record_revisions() set jit = off;
alter function private.record_revisions() set work_mem = '64MB';
alter function private.tell_of_closings() set jit = off;
alter function private.tell_of_closings() set enable_nestloop = off;

-- The columns `private.published(opportunities)` reads (`make_record_table`'s published_when:
-- website_viewable, is_active, expires_at) and published_at: a row whose values of these are
-- unchanged was published before exactly when it is now, so it makes no event.
create or replace function private.write_opportunity_events() returns trigger
language plpgsql security definer set search_path = '' set jit = off set enable_nestloop = off as $$
begin
  if tg_op = 'INSERT' then
    insert into public.opportunity_events (opportunity_id, event, record)
      select n.id, 'published', to_jsonb(n) - 'fts' from new_rows n
      where n.published_at is not null order by n.display_order, n.title, n.id;
  elsif tg_op = 'UPDATE' then
    -- Only the rows that were published or withdrawn are made into JSON.
    insert into public.opportunity_events (opportunity_id, event, record)
      select c.id, c.event, c.record
      from (
        select n.id, n.display_order, n.title, e.event,
          case e.event when 'published' then to_jsonb(n) - 'fts'
            when 'withdrawn' then to_jsonb(o) || jsonb_build_object('closed_reason', n.closed_reason, 'closed_at', n.closed_at) - 'fts' end as record
        from old_rows o join new_rows n on n.id = o.id
        cross join lateral (select case when o.published_at is null and n.published_at is not null then 'published'::public.channel_event
            when private.published(o::public.opportunities) and not private.published(n::public.opportunities) then 'withdrawn'::public.channel_event
          end as event) e
        where (o.published_at, o.website_viewable, o.is_active, o.expires_at) is distinct from (n.published_at, n.website_viewable, n.is_active, n.expires_at)
      ) c
      where c.event is not null order by c.display_order, c.title, c.id;
  else
    insert into public.opportunity_events (opportunity_id, event, record)
      select o.id, 'withdrawn', to_jsonb(o) - 'fts' from old_rows o
      where private.published(o::public.opportunities) order by o.display_order, o.title, o.id;
  end if;
  return null;
end
$$;
revoke all on function private.write_opportunity_events() from public;

-- A page is told of when it becomes indexed, stops being so, or changes what it shows: a row
-- whose publication's inputs, closed_reason and public fields are all unchanged is none of these.
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
         o.workplace, o.country, o.field, o.term)
        is distinct from (n.title, n.description, n.link_url, n.linked_form_id, n.company_name, n.location, n.category, n.employment_type,
         n.opens_on, n.closes_on, n.expires_at, n.salary, n.salary_min, n.salary_max, n.salary_currency, n.salary_period,
         n.workplace, n.country, n.field, n.term) as changed) shown
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

-- The same key as before for every URL (supabase/tests/database/write_costs.test.sql compares them).
create or replace function private.normalised_url(url text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  m text[] := regexp_match(url, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)(?::(?:80|443))?(?::\d+)?([^?#]*)(?:\?([^#]*))?');
  query text;
begin
  if m is null then
    return null;
  end if;
  if m[3] <> '' then
    select string_agg(p, '&' order by p) into query from unnest(string_to_array(m[3], '&')) p
    where p <> '' and lower(split_part(p, '=', 1)) !~ '^(utm_.*|gh_src|ref|fbclid|gclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi)$';
  end if;
  return lower(m[1]) || rtrim(m[2], '/') || coalesce('?' || query, '');
end
$$;
reindex index public.opportunities_link_key_idx;
