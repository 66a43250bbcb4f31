-- Files in Storage under the records' rules, as the database's policies on storage.objects decide
-- for each role: editors write the buckets of what they edit; anyone reads a file that a record
-- they may read names; a members-only bucket's files only signed-in members and editors; a file
-- no record names only its editors. A record names only a file Storage holds, and takes its facts
-- from it. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(19);

insert into auth.users (id, email) values
  ('c2000000-0000-4000-8000-000000000001', 'tap-files-editor@example.org'),
  ('c2000000-0000-4000-8000-000000000002', 'tap-files-member@example.org'),
  ('c2000000-0000-4000-8000-000000000003', 'tap-files-nobody@example.org'),
  ('c2000000-0000-4000-8000-000000000004', 'tap-files-jobs@example.org');
insert into user_roles (user_id, role) values
  ('c2000000-0000-4000-8000-000000000001', 'resources_editor'),
  ('c2000000-0000-4000-8000-000000000002', 'member'),
  ('c2000000-0000-4000-8000-000000000004', 'opportunities_editor');

-- Writing: the resources' editor writes the library's buckets, the opportunities' editor does not.
select pg_temp.act_as('c2000000-0000-4000-8000-000000000001');
select lives_ok($$insert into storage.objects (bucket_id, name, metadata) values
  ('resource-files', 'tap/slides.pdf', '{"mimetype": "application/pdf", "size": 1234}'),
  ('resource-files', 'tap/loose.pdf', '{"mimetype": "application/pdf", "size": 10}'),
  ('member-files', 'tap/handbook.pdf', '{"mimetype": "application/pdf", "size": 99}')$$,
  'a resources editor uploads to the library and the members'' bucket');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('opportunity-attachments', 'tap/ad.pdf')$$,
  '42501', null, 'but not to the opportunities'' attachments');
select lives_ok($$insert into resources (id, title, category, file, website_viewable) values
  ('f9200000-0000-4000-8000-000000000001', 'Slides', 'Talks', 'resource-files/tap/slides.pdf', true),
  ('f9200000-0000-4000-8000-000000000002', 'Handbook', 'Club', 'member-files/tap/handbook.pdf', true)$$,
  'and names the files on published resources, without a link_url');
select results_eq($$select file_type, file_size from resources where id = 'f9200000-0000-4000-8000-000000000001'$$,
  $$values ('application/pdf', 1234)$$, 'whose type and size the database takes from Storage''s row');
select throws_ok($$insert into resources (title, category, file) values ('Ghost', 'Talks', 'resource-files/tap/none.pdf')$$,
  '23503', 'no object resource-files/tap/none.pdf in Storage', 'a resource cannot name a file Storage does not hold');
update resources set file_type = 'text/html', file_size = 1 where id = 'f9200000-0000-4000-8000-000000000001';
select results_eq($$select file_type, file_size from resources where id = 'f9200000-0000-4000-8000-000000000001'$$,
  $$values ('application/pdf', 1234)$$, 'nor can a writer set its facts');
reset role;

select pg_temp.act_as('c2000000-0000-4000-8000-000000000004');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('resource-files', 'tap/x.pdf')$$,
  '42501', null, 'an opportunities editor cannot upload to the library');
select lives_ok($$insert into storage.objects (bucket_id, name) values ('opportunity-attachments', 'tap/ad.pdf')$$,
  'but can to the attachments');
select is((select count(*)::int from storage.objects where bucket_id = 'resource-files' and name like 'tap/%'), 1,
  'and reads of the library only what a record they may read names');
reset role;

-- Reading, by role.
select pg_temp.act_as_anon();
select is((select array_agg(name order by name) from storage.objects where name like 'tap/%'), array['tap/slides.pdf'],
  'the public reads the published resource''s file, not a members-only one nor a loose one');
select is((select count(*)::int from storage.objects where bucket_id = 'member-files'), 0, 'nothing of the members'' bucket');
select throws_ok($$insert into storage.objects (bucket_id, name) values ('resource-files', 'tap/anon.pdf')$$,
  '42501', null, 'and writes nothing');
reset role;

select pg_temp.act_as('c2000000-0000-4000-8000-000000000003');
select is((select array_agg(name order by name) from storage.objects where name like 'tap/%'), array['tap/slides.pdf'],
  'a signed-in user without a role reads what the public reads');
reset role;

select pg_temp.act_as('c2000000-0000-4000-8000-000000000002');
select is((select array_agg(name order by name) from storage.objects where name like 'tap/%'), array['tap/handbook.pdf', 'tap/slides.pdf'],
  'a member reads the members-only file too');
select is((select count(*)::int from storage.objects where name like 'tap/%' and bucket_id = 'resource-files' and name = 'tap/loose.pdf'), 0,
  'but not a file no record names');
delete from storage.objects where name = 'tap/slides.pdf';
reset role;
select is((select count(*)::int from storage.objects where name = 'tap/slides.pdf'), 1, 'and removes nothing');

-- Withdrawn: the file is the public's no more; an editor still reads it.
update resources set website_viewable = false where id = 'f9200000-0000-4000-8000-000000000001';
select pg_temp.act_as_anon();
select is((select count(*)::int from storage.objects where name like 'tap/%'), 0, 'a withdrawn resource''s file is read by no one in public');
reset role;
select pg_temp.act_as('c2000000-0000-4000-8000-000000000001');
select is((select count(*)::int from storage.objects where name like 'tap/%' and bucket_id in ('resource-files', 'member-files')), 3,
  'its editors read every file of their buckets');
select lives_ok($$delete from storage.objects where name = 'tap/loose.pdf'$$, 'and remove them');
reset role;

select * from finish();
rollback;
