-- Audit columns are the database's: whichever client writes, created_at and created_by are kept
-- from the insert, updated_at and updated_by are this write's, and the user is the caller's
-- verified JWT (null for the service role). Run with `supabase test db`, or `npm run test:db`
-- against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(14);

insert into auth.users (id, email) values
  ('c1000000-0000-4000-8000-000000000001', 'tap-audit-editor@example.org'),
  ('c1000000-0000-4000-8000-000000000002', 'tap-audit-other@example.org');
insert into user_roles (user_id, role) values
  ('c1000000-0000-4000-8000-000000000001', 'editor'),
  ('c1000000-0000-4000-8000-000000000002', 'editor');

-- An editor creates one of each, claiming other audit values, which are ignored.
select pg_temp.act_as('c1000000-0000-4000-8000-000000000001');
insert into opportunities (id, title, link_url, created_at, created_by, updated_at, updated_by) values
  ('d4000000-0000-4000-8000-000000000001', 'Audited', 'https://e.org/a', '2000-01-01', 'c1000000-0000-4000-8000-000000000002',
   '2000-01-01', 'c1000000-0000-4000-8000-000000000002');
insert into resources (id, title, category, link_url, created_at, created_by) values
  ('d4000000-0000-4000-8000-000000000002', 'Audited', 'Talks', 'https://e.org/a', '2000-01-01', 'c1000000-0000-4000-8000-000000000002');
reset role;

select is((select created_by from opportunities where title = 'Audited'), 'c1000000-0000-4000-8000-000000000001'::uuid,
  'an opportunity''s creator is the caller, whatever the insert said');
select is((select updated_by from opportunities where title = 'Audited'), 'c1000000-0000-4000-8000-000000000001'::uuid,
  'an opportunity''s last editor is the caller on insert');
select is((select created_at from opportunities where title = 'Audited'), now(),
  'an opportunity''s created_at is the transaction''s time, whatever the insert said');
select is((select updated_at from opportunities where title = 'Audited'), now(), 'and so is its updated_at');
select is((select created_by from resources where title = 'Audited'), 'c1000000-0000-4000-8000-000000000001'::uuid,
  'a resource''s creator is the caller');
select is((select created_at from resources where title = 'Audited'), now(), 'a resource''s created_at is the transaction''s time');

-- Another editor updates both, claiming new creation values, which are ignored.
update opportunities set created_at = '2001-01-01', created_by = null, updated_at = '2001-01-01'
  where title = 'Audited';
select pg_temp.act_as('c1000000-0000-4000-8000-000000000002');
update opportunities set title = 'Audited again', created_by = null where title = 'Audited';
update resources set title = 'Audited again', created_at = '2001-01-01' where title = 'Audited';
reset role;

select is((select created_by from opportunities where title = 'Audited again'), 'c1000000-0000-4000-8000-000000000001'::uuid,
  'an update keeps the opportunity''s creator');
select is((select updated_by from opportunities where title = 'Audited again'), 'c1000000-0000-4000-8000-000000000002'::uuid,
  'an update records the opportunity''s last editor');
select is((select created_at from opportunities where title = 'Audited again'), now(),
  'an update keeps the opportunity''s created_at');
select is((select created_at from resources where title = 'Audited again'), now(), 'an update keeps the resource''s created_at');
select is((select updated_by from resources where title = 'Audited again'), 'c1000000-0000-4000-8000-000000000002'::uuid,
  'an update records the resource''s last editor');

-- The service role (an importer, the admin app's server) writes with no user.
select pg_temp.act_as_service();
insert into resources (title, category, link_url, created_by) values
  ('Service', 'Talks', 'https://e.org/s', 'c1000000-0000-4000-8000-000000000001');
update opportunities set title = 'Audited by service' where title = 'Audited again';
reset role;
select is((select created_by from resources where title = 'Service'), null, 'the service role''s rows have no creator');
select is((select updated_by from opportunities where title = 'Audited by service'), null,
  'the service role''s updates have no editor');

-- A user who is deleted leaves the rows they wrote, without them.
delete from auth.users where id = 'c1000000-0000-4000-8000-000000000001';
select is((select created_by from opportunities where title = 'Audited by service'), null,
  'a deleted user''s rows stay, with no creator');

select * from finish();
rollback;
