-- Channels and the outbox: the database writes an event whoever publishes or withdraws, gives
-- positions only at commit, keeps a channel's url and secret from editors, and starts a new or
-- re-enabled channel at the newest event. Run with `supabase test db`, or `npm run test:db`
-- against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(16);

insert into auth.users (id, email) values
  ('c4000000-0000-4000-8000-000000000001', 'tap-channels-editor@example.org'),
  ('c4000000-0000-4000-8000-000000000002', 'tap-channels-member@example.org');
insert into user_roles (user_id, role) values
  ('c4000000-0000-4000-8000-000000000001', 'editor'),
  ('c4000000-0000-4000-8000-000000000002', 'member');

-- The outbox, written by the SQL editor as by any writer.
insert into opportunities (id, title, link_url, is_active, website_viewable) values
  ('d4000000-0000-4000-8000-000000000001', 'tap published', 'https://e.org/1', true, true),
  ('d4000000-0000-4000-8000-000000000002', 'tap draft', 'https://e.org/2', true, false);
update opportunities set website_viewable = true where id = 'd4000000-0000-4000-8000-000000000002';
update opportunities set is_active = false where id = 'd4000000-0000-4000-8000-000000000001';
update opportunities set is_active = true where id = 'd4000000-0000-4000-8000-000000000001';
delete from opportunities where id = 'd4000000-0000-4000-8000-000000000002';
select results_eq($$ select opportunity_id::text, event::text from opportunity_events
    where opportunity_id::text like 'd4000000%' order by id $$,
  $$ values ('d4000000-0000-4000-8000-000000000001', 'published'), ('d4000000-0000-4000-8000-000000000002', 'published'),
     ('d4000000-0000-4000-8000-000000000001', 'withdrawn'), ('d4000000-0000-4000-8000-000000000002', 'withdrawn') $$,
  'publishing (once) and withdrawing (unpublished or deleted) write events, whoever writes');
select is((select count(*)::int from opportunity_events where opportunity_id::text like 'd4000000%' and position is not null), 0,
  'events have no position before their transaction commits');
select ok((select record ? 'description' and not record ? 'fts' from opportunity_events
  where opportunity_id = 'd4000000-0000-4000-8000-000000000002' and event = 'withdrawn'), 'an event keeps the record as it was public, without its search document');
update opportunities set title = 'tap public' where id = 'd4000000-0000-4000-8000-000000000001';
update opportunities set website_viewable = false, title = 'tap DRAFT' where id = 'd4000000-0000-4000-8000-000000000001';
select is((select record ->> 'title' from opportunity_events where opportunity_id = 'd4000000-0000-4000-8000-000000000001' order by id desc limit 1),
  'tap public', 'a withdrawal keeps the record as it was last public, not as the change left it');
update opportunities set website_viewable = true, title = 'tap published' where id = 'd4000000-0000-4000-8000-000000000001';
select is((select dates_sequence from opportunities where id = 'd4000000-0000-4000-8000-000000000001'), 0, 'no date has moved');
update opportunities set closes_on = '2099-01-01', dates_sequence = 40 where id = 'd4000000-0000-4000-8000-000000000001';
update opportunities set title = 'tap renamed' where id = 'd4000000-0000-4000-8000-000000000001';
select is((select dates_sequence from opportunities where id = 'd4000000-0000-4000-8000-000000000001'), 1,
  'dates_sequence counts date changes, whatever a writer sends');

-- Channels, as an editor and as a member.
select pg_temp.act_as('c4000000-0000-4000-8000-000000000001');
insert into channels (id, kind, name, url) values
  ('e4000000-0000-4000-8000-000000000001', 'webhook', 'tap hook', 'https://hooks.example.org/tap');
select is((select url_hint from channels where id = 'e4000000-0000-4000-8000-000000000001'), 'https://hooks.example.org/…/tap',
  'editors read a hint of the url');
select throws_ok($$ select url from channels $$, '42501', null, 'editors cannot read a url');
select throws_ok($$ select signing_secret from channels $$, '42501', null, 'editors cannot read a signing secret');
select throws_ok($$ update channels set delivered_through = 0 $$, '42501', null, 'editors cannot move a channel''s place');
select throws_ok($$ insert into channels (kind, name, url) values ('slack', 'x', 'https://hooks.slack.com.evil.org/services/x') $$, '23514', null,
  'a Slack url only on Slack''s host');
select throws_ok($$ insert into channels (kind, name, url) values ('webhook', 'x', 'https://0x7f.1./x') $$, '23514', null,
  'a webhook only on a public host, whoever writes it');
select throws_ok($$ insert into opportunity_events (opportunity_id, event, record) values (gen_random_uuid(), 'published', '{}') $$, '42501', null,
  'editors cannot write the outbox');
select pg_temp.act_as('c4000000-0000-4000-8000-000000000002');
select is((select count(*)::int from channels), 0, 'members see no channel');
reset role;

select ok((select signing_secret ~ '^whsec_' and delivered_through = coalesce((select max(position) from opportunity_events), 0)
  from channels where id = 'e4000000-0000-4000-8000-000000000001'),
  'a webhook gets a signing secret, and a new channel starts at the newest event');
update channels set enabled = false, disabled_reason = 'down', consecutive_failures = 10 where id = 'e4000000-0000-4000-8000-000000000001';
update channels set enabled = true where id = 'e4000000-0000-4000-8000-000000000001';
select results_eq($$ select disabled_reason, consecutive_failures from channels where id = 'e4000000-0000-4000-8000-000000000001' $$,
  $$ values (null::text, 0) $$, 'enabled again, a channel''s failures and their reason are cleared');

select * from finish();
rollback;
