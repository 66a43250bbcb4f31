-- The view of live opportunities carries every column the API answers with: each column of the
-- table but its search document, in the table's order. `private.rebuild_active_opportunities()`
-- makes it from the catalog, so a migration adding a column calls it instead of restating the
-- view. The view is dropped and made again (a column added to the table before the end of the
-- view's list could not be placed by `create or replace`), with its grants; nothing depends on it.

create function private.rebuild_active_opportunities() returns void
language plpgsql set search_path = '' as $$
declare
  columns text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.opportunities'::regclass and a.attnum > 0 and not a.attisdropped and a.attname <> 'fts';
  drop view if exists public.active_opportunities;
  execute format('create view public.active_opportunities with (security_invoker = on) as
    select %s from public.opportunities where is_active and (expires_at is null or expires_at > now())', columns);
  comment on view public.active_opportunities is
    'The live opportunities (active, not past expires_at) with every column the API answers, as the caller may read them.';
  revoke all on public.active_opportunities from public, anon, authenticated;
  grant select on public.active_opportunities to anon, authenticated;
  grant all on public.active_opportunities to service_role;
end
$$;
revoke all on function private.rebuild_active_opportunities() from public;
comment on function private.rebuild_active_opportunities() is
  'Makes public.active_opportunities again from the table''s columns: call it in a migration that adds a column to opportunities.';

select private.rebuild_active_opportunities();
