-- The functions' login role, functions_authenticator, can only become the API's roles. That it
-- cannot take a role it was not given needs a login of its own: that is in
-- test/connection-role.test.ts.
-- Run with `supabase test db`, or `npm run test:db` against DATABASE_URL. Everything it creates
-- is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
select plan(4);

create temporary view login_roles as
  select r.rolname::text as name, r.rolinherit as inherits, r.rolsuper or r.rolbypassrls or r.rolcreaterole or r.rolcreatedb as powerful,
         array(select g.rolname::text from pg_auth_members m join pg_roles g on g.oid = m.roleid where m.member = r.oid order by 1) as member_of,
         array(select unnest(s.setconfig) order by 1) as defaults
  from pg_roles r left join pg_db_role_setting s on s.setrole = r.oid and s.setdatabase = 0
  where r.rolname = 'functions_authenticator';

select is((select inherits from login_roles where name = 'functions_authenticator'), false,
  'functions_authenticator holds no right until it takes a role');
select is((select member_of from login_roles where name = 'functions_authenticator'), array['anon', 'authenticated', 'service_role'],
  'functions_authenticator can become the API''s three roles and no other');
select is((select bool_or(powerful) from login_roles), false,
  'it is not a superuser, exempt from RLS, or able to create roles or databases');
select is((select count(*)::int from pg_roles where rolname = 'functions_anon_reader'), 0,
  'anonymous reads have no login role of their own: they take anon on functions_authenticator');

select * from finish();
rollback;
