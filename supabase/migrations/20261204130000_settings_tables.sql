-- A settings table (a few rows holders of a permission manage whole: channels, job sources) is
-- made so by one call, as a record table is by private.make_record_table: row level security,
-- the holders' four policies, delete for them and everything for the service role, nothing for
-- anon. Which columns they read and write stays the table's own (column grants in its migration:
-- a webhook's url is written, never read back). Its routes come from its declaration
-- (functions/_shared/records/settings-table.ts).

create or replace function private.make_settings_table(settings_table regclass, permission public.app_permission)
returns void
language plpgsql set search_path = '' as $$
declare
  t text := settings_table::text;
begin
  execute format('alter table %s enable row level security', t);
  execute format('drop policy if exists "editors read" on %s', t);
  execute format('create policy "editors read" on %s for select to authenticated
    using ((select private.has_permission(%L)))', t, permission);
  execute format('drop policy if exists "editors add" on %s', t);
  execute format('create policy "editors add" on %s for insert to authenticated
    with check ((select private.has_permission(%L)))', t, permission);
  execute format('drop policy if exists "editors change" on %s', t);
  execute format('create policy "editors change" on %s for update to authenticated
    using ((select private.has_permission(%L))) with check ((select private.has_permission(%L)))', t, permission, permission);
  execute format('drop policy if exists "editors remove" on %s', t);
  execute format('create policy "editors remove" on %s for delete to authenticated
    using ((select private.has_permission(%L)))', t, permission);
  execute format('revoke all on %s from anon', t);
  execute format('grant delete on %s to authenticated', t);
  execute format('grant all on %s to service_role', t);
end
$$;
revoke all on function private.make_settings_table(regclass, public.app_permission) from public;

drop policy "editors read channels" on public.channels;
drop policy "editors add channels" on public.channels;
drop policy "editors change channels" on public.channels;
drop policy "editors remove channels" on public.channels;
select private.make_settings_table('public.channels', 'manage_opportunities');

drop policy "editors read job sources" on public.job_sources;
drop policy "editors add job sources" on public.job_sources;
drop policy "editors change job sources" on public.job_sources;
drop policy "editors remove job sources" on public.job_sources;
select private.make_settings_table('public.job_sources', 'manage_opportunities');
