-- The history trigger records every insert, update and delete of the record tables, whoever
-- writes, with who and how; an update that changes nothing is no revision; only editors of a
-- table read its revisions, no one writes them; pruning keeps each record's latest. Run with
-- `supabase test db`, or `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(15);

insert into auth.users (id, email) values
  ('c2000000-0000-4000-8000-000000000001', 'tap-history-editor@example.org'),
  ('c2000000-0000-4000-8000-000000000002', 'tap-history-member@example.org'),
  ('c2000000-0000-4000-8000-000000000003', 'tap-history-resources@example.org');
insert into user_roles (user_id, role) values
  ('c2000000-0000-4000-8000-000000000001', 'editor'),
  ('c2000000-0000-4000-8000-000000000002', 'member'),
  ('c2000000-0000-4000-8000-000000000003', 'resources_editor');

-- An editor writes through SQL (as supabase-js would): each change is a revision, via `database`.
select pg_temp.act_as('c2000000-0000-4000-8000-000000000001');
insert into opportunities (id, title, link_url) values ('d5000000-0000-4000-8000-000000000001', 'Kept', 'https://e.org/k');
update opportunities set title = 'Kept v2' where id = 'd5000000-0000-4000-8000-000000000001';
update opportunities set title = 'Kept v2' where id = 'd5000000-0000-4000-8000-000000000001';
select set_config('history.via', 'bulk', true);
update opportunities set display_order = 7 where id = 'd5000000-0000-4000-8000-000000000001';
select set_config('history.via', 'anything', true);
delete from opportunities where id = 'd5000000-0000-4000-8000-000000000001';

select results_eq(
  $$ select version, operation, changed, via, by from revisions
     where record_id = 'd5000000-0000-4000-8000-000000000001' order by version $$,
  $$ values (1, 'insert', array['dates_sequence', 'display_order', 'is_active', 'language', 'link_url', 'source', 'title', 'translations', 'website_viewable'], 'database', 'c2000000-0000-4000-8000-000000000001'::uuid),
            (2, 'update', array['title'], 'database', 'c2000000-0000-4000-8000-000000000001'::uuid),
            (3, 'update', array['display_order'], 'bulk', 'c2000000-0000-4000-8000-000000000001'::uuid),
            (4, 'delete', '{}'::text[], 'database', 'c2000000-0000-4000-8000-000000000001'::uuid) $$,
  'each change is one revision in order, with the fields it set, who and how; an update to the same values is none; an unknown via is the database''s');
select is((select record ->> 'title' from revisions where record_id = 'd5000000-0000-4000-8000-000000000001' and version = 4),
  'Kept v2', 'a delete keeps the record as it was');
select is((select array(select jsonb_object_keys(record) order by 1) from revisions
            where record_id = 'd5000000-0000-4000-8000-000000000001' and version = 2 and not whole),
  array['title', 'updated_at', 'updated_by'], 'an update keeps only the fields it changed, and who and when');
select is((select private.revision_record('opportunities', 'd5000000-0000-4000-8000-000000000001', 3) ->> 'title'),
  'Kept v2', 'a version is read whole: the last whole revision with the later changes laid over it');
select is((select record ? 'fts' from revisions where record_id = 'd5000000-0000-4000-8000-000000000001' and version = 1),
  false, 'the search document is not kept');
select is((select count(*)::int from revisions where record_id = 'd5000000-0000-4000-8000-000000000001'), 4,
  'the editor reads the revisions of what it manages');

-- One statement over many rows: one revision each, versions per record.
insert into resources (id, title, category, link_url) values
  ('d5000000-0000-4000-8000-000000000002', 'One', 'Talks', 'https://e.org/1'),
  ('d5000000-0000-4000-8000-000000000003', 'Two', 'Talks', 'https://e.org/2');
update resources set display_order = display_order + 100 where id::text like 'd5000000-0000-4000-8000-00000000000%';
select results_eq($$ select record_id::text, version from revisions where record_table = 'resources' and changed = array['display_order'] order by 1 $$,
  $$ values ('d5000000-0000-4000-8000-000000000002', 2), ('d5000000-0000-4000-8000-000000000003', 2) $$,
  'a statement that changes two rows writes a revision for each, the next version of each');

select pg_temp.act_as('c2000000-0000-4000-8000-000000000003');
select is((select count(*)::int from revisions where record_table = 'opportunities'), 0,
  'an editor of resources reads no opportunity''s history');
select cmp_ok((select count(*)::int from revisions where record_table = 'resources'), '>', 0,
  'an editor of resources reads the resources'' history');

select pg_temp.act_as('c2000000-0000-4000-8000-000000000002');
select is((select count(*)::int from revisions), 0, 'a member reads no history');
select throws_ok($$ insert into revisions (record_table, record_id, version, operation, changed, record, via)
  values ('resources', gen_random_uuid(), 1, 'insert', '{}', '{}', 'api') $$, '42501', null, 'no caller writes a revision');

select pg_temp.act_as_anon();
select throws_ok($$ select count(*) from revisions $$, '42501', null, 'anon cannot read revisions at all');

reset role;
select throws_ok($$ select private.prune_revisions() $$, '42501', null, 'only the service role and the admin prune')
  from (select set_config('role', 'authenticated', true)) s;
reset role;
-- Pruning: everything older than the period, but each record's latest.
update revisions set at = now() - interval '100 days' where record_id = 'd5000000-0000-4000-8000-000000000001';
select is(private.prune_revisions(interval '90 days') >= 3, true, 'pruning removes the old revisions');
select results_eq($$ select version from revisions where record_id = 'd5000000-0000-4000-8000-000000000001' $$,
  array[4], 'and keeps each record''s latest, however old');

select * from finish();
rollback;
