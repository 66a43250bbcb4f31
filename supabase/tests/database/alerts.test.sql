-- Job alerts and bookmarks: an alert opens only to its manage token or its member (never to an
-- editor), its tokens are single-purpose and unreadable, sign-ups are limited per address,
-- confirming and unsubscribing are once, and a bookmark is its member's alone. Run with
-- `supabase test db`, or `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(23);

insert into auth.users (id, email) values
  ('c5000000-0000-4000-8000-000000000001', 'tap-alerts-editor@example.org'),
  ('c5000000-0000-4000-8000-000000000002', 'tap-alerts-member@example.org');
insert into user_roles (user_id, role) values
  ('c5000000-0000-4000-8000-000000000001', 'editor'),
  ('c5000000-0000-4000-8000-000000000002', 'member');

insert into job_alerts (id, email, criteria) values
  ('a5000000-0000-4000-8000-000000000001', 'tap-stranger@example.org', '{"category": "Internship"}'),
  ('a5000000-0000-4000-8000-000000000002', 'tap-stranger@example.org', '{}');
select matches((select confirm_token || ' ' || manage_token || ' ' || unsubscribe_token from job_alerts where id = 'a5000000-0000-4000-8000-000000000001'),
  '^confirm_[0-9a-f]{64} manage_[0-9a-f]{64} unsubscribe_[0-9a-f]{64}$', 'each alert has three single-purpose tokens');
select throws_ok($$ insert into job_alerts (email) values ('not an address') $$, '23514', null, 'an address must be an address');
select throws_ok($$ insert into job_alerts (email, criteria) values ('x@example.org', '[]') $$, '23514', null, 'criteria are an object');
select throws_ok($$ update job_alerts set confirmed_at = now() where id = 'a5000000-0000-4000-8000-000000000001' $$, '23514', null,
  'an alert is confirmed only with its token spent');

-- Anonymous: nothing without a token; the manage token opens its own alert only.
select pg_temp.act_as_anon();
select is((select count(*)::int from job_alerts), 0, 'anonymous callers read no alert');
select throws_ok($$ select unsubscribe_token from job_alerts $$, '42501', null, 'nobody reads an unsubscribe token');
select throws_ok($$ insert into job_alerts (email) values ('x@example.org') $$, '42501', null, 'sign-ups go through the limited function only');
reset role;
select set_config('request.alert_token', (select manage_token from job_alerts where id = 'a5000000-0000-4000-8000-000000000001'), true);
select pg_temp.act_as_anon();
select results_eq($$ select id::text from job_alerts $$, $$ values ('a5000000-0000-4000-8000-000000000001') $$,
  'a manage token opens its alert, and no other');
update job_alerts set frequency = 'daily';
select throws_ok($$ update job_alerts set email = 'hijack@example.org' $$, '42501', null, 'a subscriber changes criteria and frequency only');
reset role;
select set_config('request.alert_token', '', true);
select is((select frequency::text from job_alerts where id = 'a5000000-0000-4000-8000-000000000001'), 'daily', 'the token holder changed its frequency');

-- An editor reads nobody's alert; a member reads their own.
insert into job_alerts (id, email, user_id, confirmed_at, confirm_token) values
  ('a5000000-0000-4000-8000-000000000003', 'tap-alerts-member@example.org', 'c5000000-0000-4000-8000-000000000002', now(), null);
select pg_temp.act_as('c5000000-0000-4000-8000-000000000001', 'tap-alerts-member@example.org');
select is((select count(*)::int from job_alerts), 0, 'an editor reads no alert');
select pg_temp.act_as('c5000000-0000-4000-8000-000000000002', 'tap-alerts-member@example.org');
select results_eq($$ select id::text from job_alerts $$, $$ values ('a5000000-0000-4000-8000-000000000003') $$, 'a member reads their own alerts');
reset role;

-- Sign-ups: 3 unconfirmed a day per mailbox, the fourth dropped without a word.
select pg_temp.act_as_anon();
select is((select count(*)::int from generate_series(1, 3) n, private.sign_up_for_job_alert('Tap-Limit@example.org', '{}', 'weekly', '203.0.113.' || n, 100, 100, 'en') s
  where s.id is not null), 3, 'three sign-ups of a mailbox are taken');
select results_eq($$ select id, limited from private.sign_up_for_job_alert('tap-limit+4@EXAMPLE.org', '{}', 'weekly', '203.0.113.9', 100, 100, 'en') $$,
  $$ values (null::uuid, null::text) $$, 'a fourth, however written, is dropped, and its caller is told nothing of the address');
reset role;
select is(private.address_key('J.Doe+jobs@GoogleMail.com'), 'jdoe@gmail.com', 'a mailbox: case, +tag, Gmail''s dots and domain');

-- Confirming is once; unsubscribing deletes every alert of the address.
select is((select count(*)::int from private.confirm_job_alert((select confirm_token from job_alerts where id = 'a5000000-0000-4000-8000-000000000002'))), 1,
  'the confirmation link confirms');
select ok((select matched_through = private.outbox_position() from job_alerts where id = 'a5000000-0000-4000-8000-000000000002'),
  'a confirmed alert starts at the newest publication');
select is((select count(*)::int from private.confirm_job_alert('confirm_' || repeat('0', 64))), 0, 'an unknown or spent token confirms nothing');
select is(private.unsubscribe_job_alerts((select unsubscribe_token from job_alerts where id = 'a5000000-0000-4000-8000-000000000001')), 2,
  'unsubscribing deletes both alerts of the address');
insert into private.mailboxes (address_key, confirmation_at) values
  ('tap-today@example.org', now() - interval '2 hours'), ('tap-before@example.org', now() - interval '2 days');
select ok(not private.may_confirm('tap-today@example.org') and private.may_confirm('tap-before@example.org'),
  'a mailbox is sent one confirmation a day');
update private.mailboxes set unsubscribed_at = now() - interval '3 days', confirmation_at = now() - interval '2 days'
  where address_key = 'tap-before@example.org';
select ok(not private.may_confirm('tap-before@example.org'), 'after an unsubscribe, one in 30 days');

-- Bookmarks: a member's own, only of postings they may read.
insert into opportunities (id, title, link_url, is_active, website_viewable) values
  ('d5000000-0000-4000-8000-000000000001', 'tap bookmarked', 'https://e.org/1', true, true);
select pg_temp.act_as('c5000000-0000-4000-8000-000000000002', 'tap-alerts-member@example.org');
insert into bookmarks (opportunity_id, remind_days_before) values ('d5000000-0000-4000-8000-000000000001', 3);
select pg_temp.act_as('c5000000-0000-4000-8000-000000000001', 'tap-alerts-member@example.org');
select is((select count(*)::int from bookmarks), 0, 'an editor reads no member''s bookmarks');
select throws_ok($$ update bookmarks set reminded_at = now() $$, '42501', null, 'nobody marks their own reminder sent');
reset role;

select * from finish();
rollback;
