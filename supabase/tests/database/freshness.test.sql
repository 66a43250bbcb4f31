-- Postings stay true whoever writes (docs/freshness.md): a closing reason closes a posting and
-- reopening clears it; time closes only by its own reasons; one open report per reporter, never
-- written or read by anyone but through the service; two expired link reads a day apart close a
-- posting and nothing reopens it; the search engines' notices keep the latest of each page.
-- Run with `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(16);

insert into opportunities (id, title, link_url, is_active, website_viewable) values
  ('f5000000-0000-4000-8000-000000000001', 'Fresh', 'https://jobs.acme.example/1', true, true),
  ('f5000000-0000-4000-8000-000000000002', 'Draft', 'https://jobs.acme.example/2', false, false);

update opportunities set closed_reason = 'filled' where id = 'f5000000-0000-4000-8000-000000000001';
select is((select (is_active, closed_reason::text, closed_at is not null) from opportunities where id = 'f5000000-0000-4000-8000-000000000001'),
  (false, 'filled'::text, true), 'a reason given closes the posting and stamps when');
update opportunities set is_active = true where id = 'f5000000-0000-4000-8000-000000000001';
select is((select (closed_reason, closed_at) from opportunities where id = 'f5000000-0000-4000-8000-000000000001'),
  (null::closed_reason, null::timestamptz), 'reopening clears it');
update opportunities set is_active = false where id = 'f5000000-0000-4000-8000-000000000001';
select is((select closed_reason::text from opportunities where id = 'f5000000-0000-4000-8000-000000000001'), 'editor',
  'a plain deactivation of an open posting is the editor''s');
update opportunities set title = 'Draft again' where id = 'f5000000-0000-4000-8000-000000000002';
select is((select closed_reason from opportunities where id = 'f5000000-0000-4000-8000-000000000002'), null,
  'a draft that was never open has no reason');
insert into opportunities (id, title, link_url, is_active, closed_reason) values ('f5000000-0000-4000-8000-000000000003', 'Odd', 'https://x.example', true, 'deadline');
select is((select (is_active, closed_reason::text) from opportunities where id = 'f5000000-0000-4000-8000-000000000003'), (false, 'deadline'::text),
  'a time''s reason given by hand before the time closes it too (it closed early)');
update opportunities set is_active = true, expires_at = now() + interval '1 hour' where id = 'f5000000-0000-4000-8000-000000000001';
update opportunities set expires_at = now() - interval '1 minute' where id = 'f5000000-0000-4000-8000-000000000001';
select is((select (is_active, closed_reason::text) from opportunities where id = 'f5000000-0000-4000-8000-000000000001'),
  (true, 'expired'::text), 'past expires_at it is expired, and stays active');
update opportunities set expires_at = null where id = 'f5000000-0000-4000-8000-000000000001';

-- Reports: only through the service's function, once per reporter while open.
select pg_temp.act_as_anon();
select is((select created from private.report_opportunity('f5000000-0000-4000-8000-000000000001', 'closed', 'gone', '198.51.100.0/24', 10)), true,
  'anyone reports through the service');
select is((select created from private.report_opportunity('f5000000-0000-4000-8000-000000000001', 'spam', null, '198.51.100.0/24', 10)), false,
  'the same reporter again is the same report');
select throws_ok($$select id from opportunity_reports$$, '42501', null, 'anon reads no report');
select throws_ok($$insert into opportunity_reports (opportunity_id, reason, reporter_key) values ('f5000000-0000-4000-8000-000000000001', 'spam', repeat('a', 64))$$,
  '42501', null, 'nor writes one');
reset role;
select is((select count(*)::int from opportunity_events where event = 'report.opened' and opportunity_id = 'f5000000-0000-4000-8000-000000000001'), 1,
  'the first report is announced');
select isnt((select asked_at from private.link_states where opportunity_id = 'f5000000-0000-4000-8000-000000000001'), null,
  'a report that it is closed asks for its link check now');
update opportunity_reports set status = 'dismissed' where opportunity_id = 'f5000000-0000-4000-8000-000000000001';
select throws_ok($$update opportunity_reports set status = 'open' where opportunity_id = 'f5000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'a reviewed report stays so');

-- Link checks: the second expired read a day apart closes it.
select is(private.record_link_check('f5000000-0000-4000-8000-000000000001', 'https://jobs.acme.example/1', 404, null, 'expired', '404', '24 hours'), false,
  'one expired read never closes');
update private.link_states set expired_since = now() - interval '25 hours' where opportunity_id = 'f5000000-0000-4000-8000-000000000001';
select is(private.record_link_check('f5000000-0000-4000-8000-000000000001', 'https://jobs.acme.example/1', 404, null, 'expired', '404', '24 hours'), true,
  'two a day apart close it');
select is((select (is_active, closed_reason::text) from opportunities where id = 'f5000000-0000-4000-8000-000000000001'),
  (false, 'link_dead'::text), 'as link_dead');

select * from finish();
rollback;
