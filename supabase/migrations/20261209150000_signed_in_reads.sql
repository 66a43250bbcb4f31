-- A signed-in read of a published row asks nothing of the caller's claims, and what a read does
-- ask of them costs a third of what it did.
--
-- The restrictive policy that keeps users of anonymous sign-ins to what is published read
-- `not private.is_anonymous() or <published>`: every signed-in read called is_anonymous (a SQL
-- function with its own search_path, so never inlined: about 90 µs a read, pgbench). Written
-- `<published> or not private.is_anonymous()`, a published row answers it by its own columns
-- and the function runs only for a row that is not published (an editor's draft, say). What the
-- policy allows is the same.

create or replace function private.make_record_table(
  record_table regclass,
  permission public.app_permission,
  published_when text default 'website_viewable and is_active',
  active_when text default 'is_active',
  search_index boolean default true,
  sort_column text default 'title'
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

  -- What "published" means for this table, as a function of its row.
  execute format('create or replace function private.published(r %s) returns boolean
    language sql stable set search_path = '''' as %L', t, format('select %s from (select (r).*) as published_row', published_when));
  execute format('comment on function private.published(%s) is %L', t,
    'What the public sees of ' || t || ' (make_record_table''s published_when): its read policies, published_at and any outbox.');
  execute format('revoke all on function private.published(%s) from public', t);
  execute format('grant execute on function private.published(%s) to anon, authenticated, service_role', t);

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
    'When it was first published (set by the database); null until then.');

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
    as restrictive for select to authenticated using ((%s) or not (select private.is_anonymous()))', t, published_when);
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
  execute format('create index if not exists %I on %s (display_order, %I, id)', name || '_order_idx', t, sort_column);
  execute format('create index if not exists %I on %s (display_order, %I, id) where website_viewable and is_active',
    name || '_public_order_idx', t, sort_column);
  execute format('create index if not exists %I on %s (published_at desc, id desc) where website_viewable and is_active',
    name || '_published_idx', t);
  execute format('create index if not exists %I on %s (updated_at)', name || '_updated_at_idx', t);
  if search_index then
    execute format('create index if not exists %I on %s using gin (fts)', name || '_fts_idx', t);
  end if;
end
$$;

-- The record tables as they are: each restrictive policy again, its published condition the one
-- its anonymous read policy holds (as make_record_table wrote both).
do $$
declare
  p record;
begin
  for p in
    select a.schemaname, a.tablename, a.qual from pg_catalog.pg_policies a
    join pg_catalog.pg_policies r on r.schemaname = a.schemaname and r.tablename = a.tablename
      and r.policyname = 'anonymous sign-ins read only what is published'
    where a.policyname = 'anon reads what is published'
  loop
    execute format('drop policy "anonymous sign-ins read only what is published" on %I.%I', p.schemaname, p.tablename);
    execute format('create policy "anonymous sign-ins read only what is published" on %I.%I
      as restrictive for select to authenticated using ((%s) or not (select private.is_anonymous()))', p.schemaname, p.tablename, p.qual);
  end loop;
end
$$;

-- The two functions every signed-in read's policies and every editors' read ask, in PL/pgSQL: a
-- SQL function that is not inlined (these are not: each has its own search_path, and
-- has_permission is security definer) plans its body again at every call, about 130 µs for
-- has_permission's join; PL/pgSQL keeps its plans for the connection's life (pgbench: 132 to 40
-- µs a call, and is_anonymous 19 to 6). What each answers is unchanged.
create or replace function private.is_anonymous() returns boolean
language plpgsql stable set search_path = '' as $$
begin
  return coalesce(auth.jwt() -> 'is_anonymous' = 'true'::jsonb, false);
end
$$;

create or replace function private.has_permission(requested public.app_permission) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce(auth.role() = 'service_role', false) or (not private.is_anonymous() and exists (
    select
    from public.user_roles ur
    join public.role_permissions rp on rp.role = ur.role
    where ur.user_id = auth.uid() and rp.permission = requested
  ));
end
$$;
