-- The schedule's routes are named by what they run, under /opportunities/schedule/
-- (run-sources, deliver, check-links); their former paths answer until the next release. A
-- project's Supabase Cron jobs that call a former path are moved here, their text otherwise kept
-- (the project URL and key stay in Vault). Without pg_cron there is nothing to move.

create function private.move_schedule_jobs() returns integer
language plpgsql set search_path = '' as $$
declare
  job record;
  moved integer := 0;
begin
  if to_regclass('cron.job') is null then
    return 0;
  end if;
  for job in execute $q$select jobid, command from cron.job
      where command ~ '/opportunities/(sources/run-due|channels/deliver-due|links/check-due)(?![A-Za-z0-9_-])'$q$ loop
    execute 'select cron.alter_job(job_id := $1, command := $2)' using job.jobid,
      regexp_replace(regexp_replace(regexp_replace(job.command,
        '/opportunities/sources/run-due(?![A-Za-z0-9_-])', '/opportunities/schedule/run-sources', 'g'),
        '/opportunities/channels/deliver-due(?![A-Za-z0-9_-])', '/opportunities/schedule/deliver', 'g'),
        '/opportunities/links/check-due(?![A-Za-z0-9_-])', '/opportunities/schedule/check-links', 'g');
    moved := moved + 1;
  end loop;
  return moved;
end
$$;
revoke all on function private.move_schedule_jobs() from public;
comment on function private.move_schedule_jobs() is
  'Moves the Supabase Cron jobs that call a former path of the schedule to its new one; answers how many.';

select private.move_schedule_jobs();
