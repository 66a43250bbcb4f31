-- The functions' two login roles: functions_authenticator can only become the API's roles;
-- functions_anon_reader is anon and nothing more, and starts every session with anon's limits.
-- That neither can take a role it was not given needs a login of its own: that is in
-- test/connection-role.test.ts and test/anonymous-reader.test.ts.
-- Run with `supabase test db`, or `npm run test:db` against DATABASE_URL. Everything it creates
-- is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
select plan(8);

create temporary view login_roles as
  select r.rolname::text as name, r.rolinherit as inherits, r.rolsuper or r.rolbypassrls or r.rolcreaterole or r.rolcreatedb as powerful,
         array(select g.rolname::text from pg_auth_members m join pg_roles g on g.oid = m.roleid where m.member = r.oid order by 1) as member_of,
         array(select unnest(s.setconfig) order by 1) as defaults
  from pg_roles r left join pg_db_role_setting s on s.setrole = r.oid and s.setdatabase = 0
  where r.rolname in ('functions_authenticator', 'functions_anon_reader');

select is((select inherits from login_roles where name = 'functions_authenticator'), false,
  'functions_authenticator holds no right until it takes a role');
select is((select member_of from login_roles where name = 'functions_authenticator'), array['anon', 'authenticated', 'service_role'],
  'functions_authenticator can become the API''s three roles and no other');
select is((select inherits from login_roles where name = 'functions_anon_reader'), true,
  'functions_anon_reader has anon''s rights without taking the role');
select is((select member_of from login_roles where name = 'functions_anon_reader'), array['anon'],
  'functions_anon_reader is a member of anon only');
select is((select bool_or(powerful) from login_roles), false,
  'neither is a superuser, exempt from RLS, or able to create roles or databases');
select is((select defaults from login_roles where name = 'functions_anon_reader'),
  array['TimeZone=UTC', 'default_transaction_read_only=on', 'request.jwt.claims={"role":"anon"}', 'statement_timeout=3s'],
  'functions_anon_reader starts every session with anon''s limits: UTC, read-only, anonymous claims, 3 s');

-- A resource the website must not show, then reads as the reader: anon's policies apply to it.
insert into resources (id, title, category, link_url, website_viewable, is_active) values
  ('c0000000-0000-4000-8000-0000000000f1', 'Hidden', 'Talks', 'https://example.org/hidden', false, true),
  ('c0000000-0000-4000-8000-0000000000f2', 'Shown', 'Talks', 'https://example.org/shown', true, true);
set local role functions_anon_reader;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select results_eq(
  $$ select title from resources where id::text like 'c0000000-0000-4000-8000-0000000000f%' order by title $$,
  array['Shown'],
  'the reader sees what anon sees: anon''s RLS policies apply to its members');
select throws_ok(
  $$ update resources set title = 'Changed' where id = 'c0000000-0000-4000-8000-0000000000f2' $$,
  '42501', null, 'the reader cannot write where anon cannot');

select * from finish();
rollback;
