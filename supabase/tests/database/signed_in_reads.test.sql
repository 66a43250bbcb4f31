-- A signed-in read of published rows asks nothing of the caller's claims: each record table's
-- policy for anonymous sign-ins is answered by a published row's own columns, and asks whether
-- the caller is an anonymous sign-in (private.is_anonymous) only of a row that is not published.
-- What the policies allow is rls.test.sql's. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(6);

-- Calls of private.is_anonymous in this transaction (its statistics, tracked here only).
set local track_functions = 'all';
create function pg_temp.claims_asked() returns bigint
language sql as $$
  select coalesce((select calls from pg_stat_xact_user_functions where schemaname = 'private' and funcname = 'is_anonymous'), 0)
$$;

insert into auth.users (id, email) values ('c1000000-0000-4000-8000-000000000001', 'tap-reads-editor@example.org');
insert into user_roles (user_id, role) values ('c1000000-0000-4000-8000-000000000001', 'editor');
insert into resources (id, title, category, link_url, website_viewable, is_active) values
  ('f9100000-0000-4000-8000-000000000001', 'Published slides', 'Talks', 'https://e.org/s', true, true),
  ('f9100000-0000-4000-8000-000000000002', 'Draft slides', 'Talks', 'https://e.org/d', false, true);
insert into opportunities (id, title, link_url, website_viewable, is_active) values
  ('f9100000-0000-4000-8000-000000000003', 'Published role', 'https://e.org/r', true, true);

select pg_temp.act_as('c1000000-0000-4000-8000-000000000001');
select is((select count(*)::int from resources where id = 'f9100000-0000-4000-8000-000000000001'), 1, 'an editor reads a published resource');
select is((select count(*)::int from opportunities where id = 'f9100000-0000-4000-8000-000000000003'), 1, 'and a published opportunity');
reset role;
select is(pg_temp.claims_asked(), 0::bigint, 'without asking whether they are an anonymous sign-in');

select pg_temp.act_as('c1000000-0000-4000-8000-000000000001');
select is((select count(*)::int from resources where id = 'f9100000-0000-4000-8000-000000000002'), 1, 'an editor reads a draft');
reset role;
select ok(pg_temp.claims_asked() > 0, 'which asks it');

select set_config('role', 'authenticated', true),
  set_config('request.jwt.claims', '{"role": "authenticated", "sub": "c1000000-0000-4000-8000-000000000001", "is_anonymous": true}', true);
select is((select count(*)::int from resources where id in ('f9100000-0000-4000-8000-000000000001', 'f9100000-0000-4000-8000-000000000002')), 1,
  'an anonymous sign-in with the same id reads the published one only');
reset role;

select * from finish();
rollback;
