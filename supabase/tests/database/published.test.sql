-- published_at is set the first time a record is active and viewable, kept after, and never a
-- client's; private.opportunity_gone tells anyone whether a posting that was public is no longer.
-- Run with `supabase test db`, or `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(11);

insert into opportunities (id, title, link_url, website_viewable, is_active, published_at) values
  ('d6000000-0000-4000-8000-000000000001', 'Draft', 'https://e.org/d', false, true, '2000-01-01'),
  ('d6000000-0000-4000-8000-000000000002', 'Live', 'https://e.org/l', true, true, null),
  ('d6000000-0000-4000-8000-000000000003', 'Never', 'https://e.org/n', false, true, null);
insert into resources (id, title, category, link_url, website_viewable) values
  ('d6000000-0000-4000-8000-000000000004', 'Slides', 'Talks', 'https://e.org/s', true);

select is((select published_at from opportunities where id = 'd6000000-0000-4000-8000-000000000001'), null,
  'a draft is not published, whatever the insert said');
select is((select published_at from opportunities where id = 'd6000000-0000-4000-8000-000000000002'), now(),
  'a record public when made is published then');
select isnt((select published_at from resources where id = 'd6000000-0000-4000-8000-000000000004'), null, 'resources too');
update opportunities set website_viewable = true where id = 'd6000000-0000-4000-8000-000000000001';
select is((select published_at from opportunities where id = 'd6000000-0000-4000-8000-000000000001'), now(),
  'made public, it is published');
update opportunities set published_at = '2000-01-01', is_active = false where id = 'd6000000-0000-4000-8000-000000000001';
select is((select published_at from opportunities where id = 'd6000000-0000-4000-8000-000000000001'), now(),
  'unpublished, it keeps when it was first published, and no write moves it');

select pg_temp.act_as_anon();
select is(private.opportunity_gone('d6000000-0000-4000-8000-000000000001'), true, 'anon learns a published posting was withdrawn');
select is(private.opportunity_gone('d6000000-0000-4000-8000-000000000002'), false, 'a live posting is not gone');
select is(private.opportunity_gone('d6000000-0000-4000-8000-000000000003'), false, 'one never published is not gone: nothing is told of it');
reset role;
delete from opportunities where id = 'd6000000-0000-4000-8000-000000000002';
select is(private.opportunity_gone('d6000000-0000-4000-8000-000000000002'), true, 'a deleted posting that was public is gone');

-- A posting whose closing date has passed is gone too; one closing today is not.
insert into opportunities (id, title, link_url, website_viewable, is_active, opens_on, closes_on) values
  ('d6000000-0000-4000-8000-000000000005', 'Closed', 'https://e.org/c', true, true, '2020-01-01', (now() at time zone 'UTC')::date - 1),
  ('d6000000-0000-4000-8000-000000000006', 'Closes today', 'https://e.org/t', true, true, '2020-01-01', (now() at time zone 'UTC')::date);
select is(private.opportunity_gone('d6000000-0000-4000-8000-000000000005'), true, 'a published posting past its closing date is gone');
select is(private.opportunity_gone('d6000000-0000-4000-8000-000000000006'), false, 'one that closes today is still open');

select * from finish();
rollback;
