-- Submissions hold their states whoever writes: a submission starts unconfirmed, moves only as
-- the states allow, is reviewed by someone other than its address, tells its submitter of each
-- review, and tells moderators' channels as it joins the queue. Nobody but editors reads it, and
-- nobody reads its tokens. Run with `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(12);

insert into auth.users (id, email) values ('d7000000-0000-4000-8000-0000000000e1', 'Editor+Queue@Acme.example');
insert into user_roles (user_id, role) values ('d7000000-0000-4000-8000-0000000000e1', 'editor');

select throws_ok($$insert into submissions (status, posting, submitter_email, submitter_name)
  values ('pending', '{"title": "T", "link_url": "https://jobs.acme.example/1"}', 'a@acme.example', 'A')$$,
  '23514', null, 'a submission starts unconfirmed');
select throws_ok($$insert into submissions (posting, submitter_email, submitter_name)
  values ('{"title": "T", "link_url": "https://10.0.0.1/1"}', 'a@acme.example', 'A')$$,
  '23514', null, 'its link is https on a public host');
insert into submissions (id, posting, submitter_email, submitter_name) values
  ('d7000000-0000-4000-8000-000000000001', '{"title": "Analyst", "company_name": "Acme", "link_url": "https://jobs.acme.example/1"}', 'editor@acme.example', 'Own'),
  ('d7000000-0000-4000-8000-000000000002', '{"title": "Engineer", "link_url": "https://jobs.acme.example/2"}', 'hr@acme.example', 'HR');
select throws_ok($$update submissions set status = 'approved' where id = 'd7000000-0000-4000-8000-000000000002'$$,
  '23514', 'a submission that is unconfirmed cannot become approved', 'it is confirmed before it is reviewed');
update submissions set status = 'pending', confirm_token = null where id in ('d7000000-0000-4000-8000-000000000001', 'd7000000-0000-4000-8000-000000000002');
select is((select count(*)::int from opportunity_events where event = 'submission.pending' and record ->> 'title' in ('Analyst', 'Engineer')), 2,
  'each joining the queue is an event of the channels'' outbox');
select is((select count(*)::int from opportunity_events where event = 'submission.pending' and record::text ~ 'acme\.example'), 0,
  'which never holds the address');

select pg_temp.act_as_anon();
select throws_ok($$select id from submissions$$, '42501', null, 'anon reads no submission');
select set_config('role', 'authenticated', true),
  set_config('request.jwt.claims', '{"role":"authenticated","sub":"d7000000-0000-4000-8000-0000000000e1"}', true);
select is((select count(*)::int from submissions where id::text like 'd7000000%'), 2, 'an editor reads them');
select throws_ok($$select manage_token from submissions$$, '42501', null, 'not their tokens');
select throws_ok($$update submissions set status = 'rejected', reason = 'spam' where id = 'd7000000-0000-4000-8000-000000000001'$$,
  '42501', 'nobody reviews a submission from their own address', 'not one of their own address (as its mailbox: case and +tag aside)');
update submissions set status = 'rejected', reason = 'spam', message = 'No.' where id = 'd7000000-0000-4000-8000-000000000002';
select is((select reviewed_by from submissions where id = 'd7000000-0000-4000-8000-000000000002'), 'd7000000-0000-4000-8000-0000000000e1'::uuid,
  'a review is stamped with its reviewer');
reset role;
select is((select content ->> 'outcome' from private.emails where submission_id = 'd7000000-0000-4000-8000-000000000002' and kind = 'submission_review'),
  'rejected', 'its submitter is told, whoever reviewed');
select throws_ok($$update submissions set status = 'pending' where id = 'd7000000-0000-4000-8000-000000000002'$$,
  '23514', 'a submission that is rejected cannot become pending', 'a rejection is final');

select * from finish();
rollback;
