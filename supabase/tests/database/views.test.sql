-- The view of live opportunities is made from the table's columns: a column a migration adds is
-- in it once the migration calls private.rebuild_active_opportunities(), with the view's grants
-- and the caller's row level security kept. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(4);

select is(
  (select array_agg(column_name::text order by ordinal_position) from information_schema.columns where table_schema = 'public' and table_name = 'active_opportunities'),
  (select array_agg(column_name::text order by ordinal_position) from information_schema.columns where table_schema = 'public' and table_name = 'opportunities' and column_name <> 'fts'),
  'the view has every column of the table but its search document, in order');

alter table public.opportunities add column speaker text;
select private.rebuild_active_opportunities();
select ok((select bool_or(column_name = 'speaker') from information_schema.columns where table_schema = 'public' and table_name = 'active_opportunities'),
  'a column added, and the view rebuilt, is in the view');
select table_privs_are('public', 'active_opportunities', 'anon', array['SELECT'], 'anon still reads it, and only reads');

insert into opportunities (id, title, link_url, is_active, website_viewable) values
  ('f9000000-0000-4000-8000-000000000001', 'Live draft', 'https://e.org/v', true, false);
select pg_temp.act_as_anon();
select is((select count(*)::int from active_opportunities where id = 'f9000000-0000-4000-8000-000000000001'), 0,
  'as the caller: anon does not see an active posting that is not on the website');
reset role;

select * from finish();
rollback;
