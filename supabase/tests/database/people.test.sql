-- What the board keeps about people, whoever writes (docs/privacy.md): a submission counts its
-- versions; a submitted posting joins a company only by a verified domain; a rate limit keeps a
-- keyed hash of its client, never the client; the day's keys and the privacy links are no role's
-- to read; only the service erases an address, and an erasure leaves it nowhere it was.
-- Run with `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(11);

insert into submissions (id, posting, submitter_email, submitter_name) values
  ('d7000000-0000-4000-8000-000000000001', '{"title": "Tap role", "link_url": "https://careers.tap-people.example/1"}', 'Sam+x@Tap-People.example', 'Sam');
update submissions set submitter_name = 'Samuel' where id = 'd7000000-0000-4000-8000-000000000001';
select is((select version from submissions where id = 'd7000000-0000-4000-8000-000000000001'), 1, 'a change of who offered it is no new version');
update submissions set posting = posting || '{"title": "Tap role, changed"}' where id = 'd7000000-0000-4000-8000-000000000001';
select is((select version from submissions where id = 'd7000000-0000-4000-8000-000000000001'), 2, 'a change of what was offered is');

insert into companies (id, name, website, verified_domains) values ('c7000000-0000-4000-8000-000000000001', 'Tap People', 'https://tap-people-site.example', '["tap-people.example"]');
insert into opportunities (id, title, link_url, company_name, source) values
  ('f7000000-0000-4000-8000-000000000001', 'Named', 'https://ats.example/1', 'Tap People', 'submission'),
  ('f7000000-0000-4000-8000-000000000002', 'On its website', 'https://tap-people-site.example/jobs', null, 'submission'),
  ('f7000000-0000-4000-8000-000000000003', 'On its domain', 'https://jobs.tap-people.example/3', null, 'submission'),
  ('f7000000-0000-4000-8000-000000000004', 'An editor''s, named', 'https://ats.example/4', 'Tap People', 'manual');
select is((select array_agg(company_id::text order by id) from opportunities where id::text like 'f7000000-%'),
  array[null, null, 'c7000000-0000-4000-8000-000000000001', 'c7000000-0000-4000-8000-000000000001'],
  'a submitted posting is a company''s only on its verified domain; an editor''s also by name');

select is((select count(*)::int from private.take_rate_limit_for('people-test', '203.0.113.77', 5, 60)), 1, 'a limit is taken');
select is((select count(*)::int from private.rate_limits where client like '%203.0.113%'), 0, 'its row holds no client address');
select is((select count(*)::int from private.rate_limits where bucket = 'people-test' and client ~ '^[0-9a-f]{64}$' and window_ends > now()), 1,
  'but a keyed hash, and when its window ends');

select pg_temp.act_as('e0000000-0000-4000-8000-000000000001');
select throws_ok($$select * from private.daily_keys$$, '42501', null, 'no role reads the day''s keys, editors included');
select throws_ok($$select * from private.privacy_links$$, '42501', null, 'nor the privacy links');
select throws_ok($$select private.privacy_erase('sam@tap-people.example')$$, '42501', null, 'an editor cannot erase an address by SQL');
reset role;

select pg_temp.act_as_service();
select is((private.privacy_erase('SAM@tap-people.example') ->> 'submissions_deleted')::int, 1, 'the service erases by the mailbox, whatever its case and +tag');
reset role;
select is((select count(*)::int from submissions where submitter_email ilike '%sam%tap-people%'), 0, 'and the address is gone');

select * from finish();
rollback;
