-- Every change to a record, kept: a revision per inserted, changed or deleted row of the record
-- tables, whoever wrote it (the API, an import, a sync, a bulk edit, supabase-js or SQL), written
-- by statement-level triggers (one insert per statement, however many rows it touched).

create table public.revisions (
  record_table text not null,
  record_id uuid not null,
  -- 1, 2, ... per record, in the order its changes committed (a record's writes take its row lock).
  version integer not null check (version > 0),
  at timestamptz not null default clock_timestamp(),
  operation text not null check (operation in ('insert', 'update', 'delete')),
  -- The fields whose value the change set (an insert: those it gave a value), audit columns aside.
  changed text[] not null,
  -- The whole record after the change; for a delete, before it. Never its search document.
  record jsonb not null,
  -- auth.uid() of the writer; null for the secret key and for SQL without claims.
  by uuid,
  -- How: through the API (`api`, `import`, `sync`, `bulk`), or anything else (`database`).
  via text not null check (via in ('api', 'import', 'sync', 'bulk', 'database')),
  primary key (record_table, record_id, version)
);
comment on table public.revisions is
  'Every change to opportunities and resources (trigger private.record_revisions); pruned by private.prune_revisions.';
-- One record's history reads the primary key backwards. Pruning finds old revisions by a BRIN
-- index on `at`: revisions are appended in time order, and it costs a write almost nothing.
create index revisions_at_idx on public.revisions using brin (at);

-- Readable, under RLS, by whoever may manage the record's table; written only by the trigger.
alter table public.revisions enable row level security;
create policy "editors read the history of what they manage" on public.revisions for select to authenticated
  using ((select private.has_permission(('manage_' || record_table)::public.app_permission)));
revoke all on public.revisions from anon, authenticated;
grant select on public.revisions to authenticated;
grant select on public.revisions to service_role;

-- The revisions of one statement's rows. `history.via` is what the API set for its transaction
-- (`api` by default); any other writer is `database`.
-- No nested loops: its plans are cached from the first statement, whose few rows would make the
-- join of a later statement's thousands row by row.
create function private.record_revisions() returns trigger
language plpgsql security definer set search_path = '' set enable_nestloop = off as $$
declare
  how text := coalesce(nullif(current_setting('history.via', true), ''), 'database');
  -- As text: compared as `name`, the record_table column could not use its index.
  tbl constant text := tg_table_name;
  -- Not fields of the change: the search document, the id, and what the audit trigger sets.
  unrecorded constant text[] := array['fts', 'id', 'created_at', 'created_by', 'updated_at', 'updated_by'];
begin
  if how not in ('api', 'import', 'sync', 'bulk') then how := 'database'; end if;
  -- Each row as JSON once (materialized: inlined, it would be built again for every field compared).
  if tg_op = 'INSERT' then
    insert into public.revisions (record_table, record_id, version, operation, changed, record, by, via)
    with n as materialized (select r.id, to_jsonb(r) - 'fts' as after from new_rows r)
    select tbl, n.id,
           coalesce((select max(v.version) from public.revisions v where v.record_table = tbl and v.record_id = n.id), 0) + 1,
           'insert',
           array(select e.key from jsonb_each(n.after - unrecorded) e where e.value <> 'null'::jsonb order by e.key),
           n.after, auth.uid(), how
    from n;
  elsif tg_op = 'UPDATE' then
    insert into public.revisions (record_table, record_id, version, operation, changed, record, by, via)
    with n as materialized (select r.id, to_jsonb(r) - 'fts' as after from new_rows r),
         o as materialized (select r.id, to_jsonb(r) - 'fts' as before from old_rows r),
         d as materialized (
           select n.id, n.after,
                  array(select e.key from jsonb_each(n.after - unrecorded) e
                        where e.value is distinct from (o.before -> e.key) order by e.key) as changed
           from n join o on o.id = n.id
         )
    select tbl, d.id,
           coalesce((select max(v.version) from public.revisions v where v.record_table = tbl and v.record_id = d.id), 0) + 1,
           'update', d.changed, d.after, auth.uid(), how
    from d
    -- An update that changed nothing but its audit columns (an import's unchanged posting) is no change.
    where cardinality(d.changed) > 0;
  else
    insert into public.revisions (record_table, record_id, version, operation, changed, record, by, via)
    select tbl, o.id,
           coalesce((select max(v.version) from public.revisions v where v.record_table = tbl and v.record_id = o.id), 0) + 1,
           'delete', '{}', to_jsonb(o) - 'fts', auth.uid(), how
    from old_rows o;
  end if;
  return null;
end
$$;
revoke all on function private.record_revisions() from public;

-- A statement-level trigger takes one event when it names its transition tables: three per table.
create trigger record_inserts after insert on public.opportunities
  referencing new table as new_rows for each statement execute function private.record_revisions();
create trigger record_updates after update on public.opportunities
  referencing old table as old_rows new table as new_rows for each statement execute function private.record_revisions();
create trigger record_deletes after delete on public.opportunities
  referencing old table as old_rows for each statement execute function private.record_revisions();
create trigger record_inserts after insert on public.resources
  referencing new table as new_rows for each statement execute function private.record_revisions();
create trigger record_updates after update on public.resources
  referencing old table as old_rows new table as new_rows for each statement execute function private.record_revisions();
create trigger record_deletes after delete on public.resources
  referencing old table as old_rows for each statement execute function private.record_revisions();

-- Revisions older than `older_than`, but never a record's latest: run on a schedule (Supabase
-- Cron, docs/history.md) or by `npm run history:prune`, never per write. The number removed.
create function private.prune_revisions(older_than interval default interval '90 days') returns integer
language sql security definer set search_path = '' as $$
  with pruned as (
    delete from public.revisions r
    where r.at < now() - older_than
      and exists (select from public.revisions later
                  where later.record_table = r.record_table and later.record_id = r.record_id and later.version > r.version)
    returning 1
  )
  select count(*)::int from pruned
$$;
revoke all on function private.prune_revisions(interval) from public;
grant execute on function private.prune_revisions(interval) to service_role;

-- Records that existed before history began start with one revision: their state then.
insert into public.revisions (record_table, record_id, version, operation, changed, record, by, via)
select 'opportunities', o.id, 1, 'insert',
       array(select e.key from jsonb_each(to_jsonb(o) - array['fts', 'id', 'created_at', 'created_by', 'updated_at', 'updated_by']) e
             where e.value <> 'null'::jsonb order by e.key),
       to_jsonb(o) - 'fts', o.updated_by, 'database'
from public.opportunities o;
insert into public.revisions (record_table, record_id, version, operation, changed, record, by, via)
select 'resources', r.id, 1, 'insert',
       array(select e.key from jsonb_each(to_jsonb(r) - array['fts', 'id', 'created_at', 'created_by', 'updated_at', 'updated_by']) e
             where e.value <> 'null'::jsonb order by e.key),
       to_jsonb(r) - 'fts', r.updated_by, 'database'
from public.resources r;
