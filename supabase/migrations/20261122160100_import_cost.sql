-- A 10,000-posting import must stay under a second (it took about 1.1 s once search came); three
-- costs it does not need to pay, measured on PostgreSQL 15 inserting 10,000 postings.
--
-- 1. The GIN index on opportunities' search document: under RLS Postgres never uses it (`@@` is not
-- leakproof, see 20261122150000_list_search.sql), and every API caller but the service role runs
-- under RLS, so searches read in list order whatever indexes exist. Keeping it up to date cost
-- about 110 ms of a 10,000-posting import. (Resources are never imported in bulk: theirs stays.)
drop index if exists public.opportunities_fts_idx;

-- 2. List-order indexes for the two enum filters with a handful of values (4 employment types, 3
-- sources): a filtered page walks the list-order index and skips the other values, reading a few
-- rows per row it returns, as fast as its own index would. They cost about 70 ms of the import.
-- Location, company and field (many values) keep theirs.
drop index if exists public.opportunities_employment_type_order_idx;
drop index if exists public.opportunities_source_order_idx;

-- 3. The audit trigger read the caller's claims twice per inserted row; once is enough.
create or replace function private.stamp_audit_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := auth.uid();
    new.updated_at := new.created_at;
    new.updated_by := new.created_by;
    return new;
  end if;
  -- (Generated columns, such as the search document `fts`, are not computed yet in NEW.)
  if pg_trigger_depth() > 1
    and to_jsonb(new) - 'created_by' - 'updated_by' - 'fts' = to_jsonb(old) - 'created_by' - 'updated_by' - 'fts' then
    return new;
  end if;
  new.created_at := old.created_at;
  new.created_by := old.created_by;
  new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
  new.updated_by := auth.uid();
  return new;
end
$$;
