-- A record table in one call: what makes a table one of the API's record types (its audit,
-- published_at and history triggers, the policies of who reads and writes it, the grants and the
-- indexes every list reads) in one place, so that a new table's migration is `create table`
-- plus `select private.make_record_table(...)`, and none of it can be half copied.
--
-- The table has the columns every record table has: id uuid, title, display_order,
-- website_viewable, is_active, published_at, updated_at, fts (a generated tsvector) and the
-- audit columns. `permission` is `manage_<table>` (the history's policy reads it by that name).
-- `published_when`: the rows anyone may read (default: active and viewable); `active_when`: the
-- rows members may read when not viewable (default: active). Both are SQL over the table's
-- columns. `search_index`: a GIN index on `fts`, which a table written in bulk may go without
-- (20261122160100_import_cost.sql). Safe to call again: it replaces what it made.

create function private.make_record_table(
  record_table regclass,
  permission public.app_permission,
  published_when text default 'website_viewable and is_active',
  active_when text default 'is_active',
  search_index boolean default true
) returns void
language plpgsql set search_path = '' as $$
declare
  t text := record_table::text;
  name text := (select c.relname from pg_catalog.pg_class c where c.oid = record_table);
begin
  if permission::text <> 'manage_' || name then
    raise exception 'make_record_table: % needs the permission manage_%, not %', t, name, permission
      using errcode = '22023';
  end if;

  -- Who wrote it and when; when it was first published; every change in its history.
  execute format('create or replace trigger stamp_audit_columns before insert or update on %s
    for each row execute function private.stamp_audit_columns()', t);
  execute format('create or replace trigger stamp_published_at before insert or update on %s
    for each row execute function private.stamp_published_at()', t);
  execute format('create or replace trigger record_inserts after insert on %s
    referencing new table as new_rows for each statement execute function private.record_revisions()', t);
  execute format('create or replace trigger record_updates after update on %s
    referencing old table as old_rows new table as new_rows for each statement execute function private.record_revisions()', t);
  execute format('create or replace trigger record_deletes after delete on %s
    referencing old table as old_rows for each statement execute function private.record_revisions()', t);

  execute format('comment on column %s.published_at is %L', t,
    'When it was first active and website_viewable (set by the database); null until then.');

  -- Who reads and writes it: the public what is published; members what is active; holders of
  -- the table's permission everything; users of anonymous sign-ins only what is published.
  execute format('alter table %s enable row level security', t);
  execute format('drop policy if exists "anon reads what is published" on %s', t);
  execute format('create policy "anon reads what is published" on %s for select to anon using (%s)', t, published_when);
  execute format('drop policy if exists "members read the active, editors all, others the published" on %s', t);
  execute format('create policy "members read the active, editors all, others the published" on %s
    for select to authenticated using (
      (%s and (website_viewable or (select private.has_permission(''read_member_content''))))
      or (select private.has_permission(%L)))', t, active_when, permission);
  execute format('drop policy if exists "anonymous sign-ins read only what is published" on %s', t);
  execute format('create policy "anonymous sign-ins read only what is published" on %s
    as restrictive for select to authenticated using (not (select private.is_anonymous()) or (%s))', t, published_when);
  execute format('drop policy if exists "editors insert" on %s', t);
  execute format('create policy "editors insert" on %s for insert to authenticated
    with check ((select private.has_permission(%L)))', t, permission);
  execute format('drop policy if exists "editors update" on %s', t);
  execute format('create policy "editors update" on %s for update to authenticated
    using ((select private.has_permission(%L))) with check ((select private.has_permission(%L)))', t, permission, permission);
  execute format('drop policy if exists "editors delete" on %s', t);
  execute format('create policy "editors delete" on %s for delete to authenticated
    using ((select private.has_permission(%L)))', t, permission);

  execute format('revoke all on %s from anon, authenticated', t);
  execute format('grant select on %s to anon', t);
  execute format('grant select, insert, update, delete on %s to authenticated', t);
  execute format('grant all on %s to service_role', t);

  -- What every list reads: the order (and its public part), updated_since, search, the feeds.
  execute format('create index if not exists %I on %s (display_order, title, id)', name || '_order_idx', t);
  execute format('create index if not exists %I on %s (display_order, title, id) where website_viewable and is_active',
    name || '_public_order_idx', t);
  execute format('create index if not exists %I on %s (published_at desc, id desc) where website_viewable and is_active',
    name || '_published_idx', t);
  execute format('create index if not exists %I on %s (updated_at)', name || '_updated_at_idx', t);
  if search_index then
    execute format('create index if not exists %I on %s using gin (fts)', name || '_fts_idx', t);
  end if;
end
$$;
revoke all on function private.make_record_table(regclass, public.app_permission, text, text, boolean) from public;

-- The two record tables, made the same way: the same triggers, policies of the same meaning
-- (renamed), the same grants and indexes (already there, kept).
drop policy "anon reads viewable live opportunities" on public.opportunities;
drop policy "signed-in users read the board, members live drafts, editors all" on public.opportunities;
drop policy "anonymous users read only the public board" on public.opportunities;
drop policy "editors insert opportunities" on public.opportunities;
drop policy "editors update opportunities" on public.opportunities;
drop policy "editors delete opportunities" on public.opportunities;
select private.make_record_table('public.opportunities', 'manage_opportunities',
  published_when => 'website_viewable and is_active and (expires_at is null or expires_at > now())',
  active_when => 'is_active and (expires_at is null or expires_at > now())',
  search_index => false);

drop policy "anon reads viewable active resources" on public.resources;
drop policy "signed-in users read the library, members active drafts, editors all" on public.resources;
drop policy "anonymous users read only the public library" on public.resources;
drop policy "editors insert resources" on public.resources;
drop policy "editors update resources" on public.resources;
drop policy "editors delete resources" on public.resources;
select private.make_record_table('public.resources', 'manage_resources');
