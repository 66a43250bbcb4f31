-- A revision of an update stores only what it changed (the fields it set, and who and when), not
-- the whole record again: a board that rewrites one field of its postings at every run grows the
-- history by that field, not by every posting's whole text each time. An insert and a delete are
-- kept whole, and so is every 50th version, so a record's state at a version is the last whole
-- revision at or before it with the later changes laid over it (`private.revision_record`).
alter table public.revisions add column whole boolean not null default true;
comment on column public.revisions.record is
  'Whole (an insert, a delete, every 50th version: the record; a delete: before it), else the fields the update changed and its audit columns. Read through private.revision_record.';
comment on column public.revisions.whole is 'Whether `record` is the whole record, or only what its update changed.';

create or replace function private.record_revisions() returns trigger
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
    insert into public.revisions (record_table, record_id, version, operation, changed, record, whole, by, via)
    with n as materialized (select r.id, to_jsonb(r) - 'fts' as after from new_rows r),
         o as materialized (select r.id, to_jsonb(r) - 'fts' as before from old_rows r),
         d as materialized (
           select n.id, n.after,
                  array(select e.key from jsonb_each(n.after - unrecorded) e
                        where e.value is distinct from (o.before -> e.key) order by e.key) as changed,
                  coalesce((select max(v.version) from public.revisions v where v.record_table = tbl and v.record_id = n.id), 0) + 1
                    as version
           from n join o on o.id = n.id
         )
    select tbl, d.id, d.version, 'update', d.changed,
           case when d.version % 50 = 0 then d.after
                else (select jsonb_object_agg(k, d.after -> k)
                      from unnest(d.changed || array['updated_at', 'updated_by']) k where d.after ? k) end,
           d.version % 50 = 0, auth.uid(), how
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

-- The whole record at one of its versions: the last whole revision at or before it, with each
-- later change laid over it in order. As the caller: the history's own policy decides who reads.
create function private.revision_record(tbl text, rid uuid, at_version integer) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  merged jsonb;
  step record;
begin
  for step in
    select r.record, r.whole from public.revisions r
    where r.record_table = tbl and r.record_id = rid and r.version <= at_version
      and r.version >= coalesce((select max(w.version) from public.revisions w
                                 where w.record_table = tbl and w.record_id = rid and w.version <= at_version and w.whole), 1)
    order by r.version
  loop
    merged := case when step.whole then step.record else coalesce(merged, '{}'::jsonb) || step.record end;
  end loop;
  return merged;
end
$$;
revoke all on function private.revision_record(text, uuid, integer) from public;
grant execute on function private.revision_record(text, uuid, integer) to authenticated, service_role;

-- Pruning keeps what it keeps readable: a record's oldest kept revision is made whole first.
create or replace function private.prune_revisions(older_than interval default interval '90 days') returns integer
language plpgsql security definer set search_path = '' as $$
declare
  pruned integer;
begin
  create temporary table doomed on commit drop as
    select r.record_table, r.record_id, r.version from public.revisions r
    where r.at < now() - older_than
      and exists (select from public.revisions later
                  where later.record_table = r.record_table and later.record_id = r.record_id and later.version > r.version);
  update public.revisions k
    set record = private.revision_record(k.record_table, k.record_id, k.version), whole = true
    from (select d.record_table, d.record_id, min(k2.version) as version
          from (select record_table, record_id, max(version) as last from doomed group by 1, 2) d
          join public.revisions k2 on k2.record_table = d.record_table and k2.record_id = d.record_id and k2.version > d.last
          group by 1, 2) first_kept
    where k.record_table = first_kept.record_table and k.record_id = first_kept.record_id and k.version = first_kept.version
      and not k.whole;
  delete from public.revisions r using doomed d
    where r.record_table = d.record_table and r.record_id = d.record_id and r.version = d.version;
  get diagnostics pruned = row_count;
  drop table doomed;
  return pruned;
end
$$;
revoke all on function private.prune_revisions(interval) from public;
grant execute on function private.prune_revisions(interval) to service_role;
