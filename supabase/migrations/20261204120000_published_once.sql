-- "Published" is said once per record table: the `published_when` given to
-- private.make_record_table becomes the function private.published(<row>), which the
-- published_at trigger and the outbox call, and the same text is the read policies' condition
-- (inline, so that lists keep their partial indexes). test/published-once.test.ts checks every
-- place that still spells it (the policies, the feeds' declaration) against the function.

create or replace function private.make_record_table(
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

-- Set once, the first time a record is published; kept when it is unpublished. A trigger
-- function is planned per table, so private.published resolves to the table's own.
create or replace function private.stamp_published_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.published_at := case when tg_op = 'UPDATE' then old.published_at end;
  if new.published_at is null and private.published(new) then
    new.published_at := now();
  end if;
  return new;
end
$$;

select private.make_record_table('public.opportunities', 'manage_opportunities',
  published_when => 'website_viewable and is_active and (expires_at is null or expires_at > now())',
  active_when => 'is_active and (expires_at is null or expires_at > now())',
  search_index => false);
select private.make_record_table('public.resources', 'manage_resources');

-- The outbox: a withdrawal is a change (or a delete) that takes a published posting out of
-- what the public sees.
create or replace function private.write_opportunity_events() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.opportunity_events (opportunity_id, event, record)
      select n.id, 'published', to_jsonb(n) - 'fts' from new_rows n
      where n.published_at is not null order by n.display_order, n.title, n.id;
  elsif tg_op = 'UPDATE' then
    -- Only the rows that were published or withdrawn are made into JSON: a bulk edit of a
    -- thousand rows' order makes none.
    insert into public.opportunity_events (opportunity_id, event, record)
      select c.id, c.event, case when c.event = 'published' then to_jsonb(n) else to_jsonb(o) end - 'fts'
      from (select o.id, case when o.published_at is null and n.published_at is not null then 'published'::public.channel_event
                when private.published(o::public.opportunities) and not private.published(n::public.opportunities) then 'withdrawn'::public.channel_event end as event,
              n.display_order, n.title
            from old_rows o join new_rows n on n.id = o.id) c
      join old_rows o on o.id = c.id join new_rows n on n.id = c.id
      where c.event is not null order by c.display_order, c.title, c.id;
  else
    insert into public.opportunity_events (opportunity_id, event, record)
      select o.id, 'withdrawn', to_jsonb(o) - 'fts' from old_rows o
      where private.published(o::public.opportunities) order by o.display_order, o.title, o.id;
  end if;
  return null;
end
$$;

-- A posting that was public and is no longer listed: withdrawn, inactive, hidden, expired, closed or deleted.
create or replace function private.opportunity_gone(posting uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when exists (select from public.opportunities o where o.id = posting) then exists (
      select from public.opportunities o where o.id = posting and o.published_at is not null
        and not (private.published(o) and private.still_open(o.closes_on)))
    else exists (
      select from public.revisions r where r.record_table = 'opportunities' and r.record_id = posting
        and r.record ->> 'published_at' is not null)
  end
$$;
