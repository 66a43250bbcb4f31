-- Companies and sponsors' figures whoever writes (docs/sponsors.md): a slug from the name, each
-- domain one company's, postings linked by domain, website or name, a merge that moves them; a
-- visit counted once per visitor and day and only for a published posting; the rollup moves past
-- days into one row per posting and day; the figures read by editors of companies only.
-- Run with `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(17);

insert into companies (id, name, website, verified_domains) values
  ('c5000000-0000-4000-8000-000000000001', 'Tap Robotics', 'https://www.taprobotics.example', '["tap.example"]'),
  ('c5000000-0000-4000-8000-000000000002', 'Tap Robotics', null, '[]');
select is((select array_agg(slug order by id) from companies where id::text like 'c5000000-%'), array['tap-robotics', 'tap-robotics-2'],
  'a slug from the name, the next free one when taken');
select throws_ok($$insert into companies (name, verified_domains) values ('Impostor', '["tap.example"]')$$, '23505', null,
  'a verified domain is one company''s');
select throws_ok($$insert into companies (name, verified_domains) values ('Free', '["gmail.com"]')$$, '23514', null,
  'never a free-mail domain');
select throws_ok($$insert into companies (name, slug) values ('Bad', 'Not A Slug')$$, '23514', null, 'a slug is lower case words joined by -');

insert into opportunities (id, title, link_url, company_name, is_active, website_viewable) values
  ('f6000000-0000-4000-8000-000000000001', 'By domain', 'https://careers.tap.example/1', null, true, true),
  ('f6000000-0000-4000-8000-000000000002', 'By website', 'https://taprobotics.example/jobs/2', null, true, true),
  ('f6000000-0000-4000-8000-000000000003', 'By name', 'https://ats.example/3', 'TAP ROBOTICS', true, true),
  ('f6000000-0000-4000-8000-000000000004', 'Unknown', 'https://ats.example/4', 'Nobody', false, false);
select is((select array_agg(company_id::text order by id) from opportunities where id::text like 'f6000000-%'),
  array['c5000000-0000-4000-8000-000000000001', 'c5000000-0000-4000-8000-000000000001', 'c5000000-0000-4000-8000-000000000001', null],
  'a posting is linked by its link''s domain, the website''s host, else the exact name (the first company of it)');

select throws_ok($$select private.merge_companies('c5000000-0000-4000-8000-000000000001', 'c5000000-0000-4000-8000-000000000002')$$,
  '42501', null, 'only editors of companies merge');

-- Visits: a published posting's, once per visitor and day.
select pg_temp.act_as_anon();
select is(private.count_visit('f6000000-0000-4000-8000-000000000001', 'click', '198.51.100.7'), true, 'a visitor''s first click counts');
select is(private.count_visit('f6000000-0000-4000-8000-000000000001', 'click', '198.51.100.7'), false, 'the same visitor again does not');
select is(private.count_visit('f6000000-0000-4000-8000-000000000001', 'click', null), false, 'a bot''s (no visitor) is answered, not counted');
select is(private.count_visit('f6000000-0000-4000-8000-000000000004', 'click', '198.51.100.8'), null, 'a posting not published is none');
select throws_ok($$select * from private.opportunity_visits$$, '42501', null, 'no one but the service reads the visitors');
select throws_ok($$select * from opportunity_daily_stats$$, '42501', null, 'the public reads no figures');
reset role;

select throws_ok($$insert into private.opportunity_visits values (current_date, 'f6000000-0000-4000-8000-000000000001', 'view', '\x00')$$,
  '23514', null, 'a visitor is a 16-byte hash, nothing longer (an address would not fit)');

-- The rollup: past days into one row per posting and day, and the visitors forgotten.
insert into private.opportunity_visits (day, opportunity_id, kind, visitor) values
  (current_date - 1, 'f6000000-0000-4000-8000-000000000002', 'view', decode(repeat('01', 16), 'hex')),
  (current_date - 1, 'f6000000-0000-4000-8000-000000000002', 'view', decode(repeat('02', 16), 'hex')),
  (current_date - 1, 'f6000000-0000-4000-8000-000000000002', 'click', decode(repeat('01', 16), 'hex'));
insert into opportunity_daily_stats (opportunity_id, day, emails) values ('f6000000-0000-4000-8000-000000000002', current_date - 1, 3);
select is(private.roll_up_visits(), 1, 'one posting-day rolled up');
select is((select (emails, clicks, views) from opportunity_daily_stats where opportunity_id = 'f6000000-0000-4000-8000-000000000002'),
  (3, 1, 2), 'into the day''s row, updated in place');
select is((select count(*)::int from private.opportunity_visits where day < current_date), 0, 'yesterday''s visitors are gone; today''s stay');

-- The figures: editors of companies only.
select pg_temp.act_as('00000000-0000-4000-8000-000000000099');
select throws_ok($$select * from private.company_stats('c5000000-0000-4000-8000-000000000001', current_date - 1, current_date)$$, '42501', null,
  'a signed-in user without manage_companies reads no figures');
reset role;

select * from finish();
rollback;
