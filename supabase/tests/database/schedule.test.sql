-- A project's Supabase Cron jobs that call a former path of the schedule move to its new path,
-- the rest of their text kept; other jobs are left alone. pg_cron is stood in for by a `cron`
-- schema of its own shape (a test database has no pg_cron). Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
select plan(4);

select is(private.move_schedule_jobs(), 0, 'without pg_cron there is nothing to move');

create schema cron;
create table cron.job (jobid bigint primary key, jobname text, command text);
create function cron.alter_job(job_id bigint, command text) returns void language sql
  as $$ update cron.job set command = alter_job.command where jobid = alter_job.job_id $$;
insert into cron.job values
  (1, 'run-due-job-sources', $$select net.http_post(url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/opportunities/sources/run-due', timeout_milliseconds := 60000)$$),
  (2, 'deliver-due-channels', $$select net.http_post(url := 'https://x.supabase.co/functions/v1/opportunities/channels/deliver-due')$$),
  (3, 'links', $$select net.http_post(url := 'https://x.supabase.co/functions/v1/opportunities/links/check-due')$$),
  (4, 'prune-revisions', $$select private.prune_revisions(interval '90 days')$$),
  (5, 'someone-elses', $$select net.http_post(url := 'https://x.supabase.co/functions/v1/opportunities/links/check-due-soon')$$);

select is(private.move_schedule_jobs(), 3, 'three jobs call a former path');
select results_eq('select jobid::int, command from cron.job order by jobid', $$values
  (1, $q$select net.http_post(url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/opportunities/schedule/run-sources', timeout_milliseconds := 60000)$q$),
  (2, $q$select net.http_post(url := 'https://x.supabase.co/functions/v1/opportunities/schedule/deliver')$q$),
  (3, $q$select net.http_post(url := 'https://x.supabase.co/functions/v1/opportunities/schedule/check-links')$q$),
  (4, $q$select private.prune_revisions(interval '90 days')$q$),
  (5, $q$select net.http_post(url := 'https://x.supabase.co/functions/v1/opportunities/links/check-due-soon')$q$)$$,
  'each moved to its new path, the rest of its text kept; other jobs as they were');
select is(private.move_schedule_jobs(), 0, 'moved once: a second call finds nothing');

select * from finish();
rollback;
