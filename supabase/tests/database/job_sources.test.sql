-- Job sources: editors manage what a source is, only the service's functions write its schedule
-- and its runs; a run takes a source once (no two at a time); a failure backs off, doubling up to
-- a day; the log keeps each source's newest 100. Run with `supabase test db`, or `npm run test:db`
-- against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(17);

insert into auth.users (id, email) values
  ('c3000000-0000-4000-8000-000000000001', 'tap-sources-editor@example.org'),
  ('c3000000-0000-4000-8000-000000000002', 'tap-sources-member@example.org');
insert into user_roles (user_id, role) values
  ('c3000000-0000-4000-8000-000000000001', 'editor'),
  ('c3000000-0000-4000-8000-000000000002', 'member');

select pg_temp.act_as('c3000000-0000-4000-8000-000000000001');
insert into job_sources (id, provider, board) values ('e1000000-0000-4000-8000-000000000001', 'greenhouse', 'Acme');
select results_eq($$ select name, sync, every, publish::text, enabled, next_run_at <= now() from job_sources $$,
  $$ values ('greenhouse:acme', true, interval '1 day', 'review', true, true) $$,
  'a new source is named after its board, syncs daily for review, and is due at once');
select throws_ok($$ update job_sources set next_run_at = now() + interval '1 year' $$, '42501', null,
  'editors cannot write the schedule');
select throws_ok($$ insert into job_source_runs (source_id, started_at, ended_at, status) values
  ('e1000000-0000-4000-8000-000000000001', now(), now(), 'ok') $$, '42501', null, 'editors cannot write runs');
select throws_ok($$ insert into job_sources (provider, board) values ('greenhouse', 'ACME') $$, '23505', null,
  'one source per board, whatever its case');
select throws_ok($$ insert into job_sources (provider, board) values ('recruitee', 'acme.evil') $$, '23514', null,
  'a Recruitee board is one host label');
select throws_ok($$ insert into job_sources (provider, board, every) values ('lever', 'acme', interval '5 minutes') $$, '23514', null,
  'a source runs at most every 15 minutes');

-- A run: taken once, then finished with a failure that backs off.
select is((select count(*)::int from private.claim_job_source('e1000000-0000-4000-8000-000000000001')), 1, 'an editor takes a source for a run');
select is((select count(*)::int from private.claim_job_source('e1000000-0000-4000-8000-000000000001')), 0, 'a taken source is not taken again');
select throws_ok($$ select private.claim_job_source() $$, '42501', null, 'only the schedule takes the due sources');
select is((select status::text from private.finish_job_source_run('e1000000-0000-4000-8000-000000000001', now(), 'failed', '{}', 'board answered 500')),
  'failed', 'a run is recorded');
select results_eq($$ select consecutive_failures, running_until, next_run_at - (last_run ->> 'ended_at')::timestamptz < interval '1 day 1 minute',
     next_run_at - now() >= interval '1 day', last_run ->> 'error' from job_sources $$,
  $$ values (1, null::timestamptz, true, true, 'board answered 500') $$,
  'a failure frees the source and waits its interval before the next run');
update job_sources set every = interval '15 minutes';
select ok((select next_run_at <= now() + interval '15 minutes' from job_sources), 'a shorter interval counts from the last run');
select private.finish_job_source_run('e1000000-0000-4000-8000-000000000001', now(), 'failed', '{}', 'again');
select private.finish_job_source_run('e1000000-0000-4000-8000-000000000001', now(), 'failed', '{}', 'again');
select ok((select next_run_at - now() between interval '59 minutes' and interval '61 minutes' from job_sources),
  'each failure in a row doubles the wait (15, 30, 60 minutes)');

select pg_temp.act_as('c3000000-0000-4000-8000-000000000002');
select is((select count(*)::int from job_sources) + (select count(*)::int from job_source_runs), 0, 'members see no source and no run');
select throws_ok($$ select private.claim_job_source('e1000000-0000-4000-8000-000000000001') $$, '42501', null, 'members cannot run a source');

-- The schedule: the due source, and the newest 100 runs kept.
select pg_temp.act_as_service();
update job_sources set next_run_at = now() - interval '1 minute', running_until = null;
select is((select name from private.claim_job_source()), 'greenhouse:acme', 'the schedule takes the source due longest');
select private.finish_job_source_run('e1000000-0000-4000-8000-000000000001', now(), 'ok', '{"inserted": 3}', null)
  from generate_series(1, 105);
select results_eq($$ select (select count(*)::int from job_source_runs), (select consecutive_failures from job_sources),
     (select inserted from job_source_runs order by id desc limit 1) $$,
  $$ values (100, 0, 3) $$, 'the log keeps the newest 100 runs, and an ok run ends the failures');

select * from finish();
rollback;
