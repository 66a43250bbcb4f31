-- Direct table access from supabase-js for every role, and one source for allowed values.
--
-- 1. The member-notification columns move to their own table. Column grants hid them from the API
--    roles, which made `select('*')`, `insert().select()` and `update().select()` on
--    opportunities fail for everyone (Supabase advises against column privileges for this reason).
--    Now `opportunities` is granted whole and RLS alone decides its rows.
-- 2. Categories, employment types and sources become enums: `supabase gen types` then writes them
--    into types/database.ts (`Constants`), which the functions read instead of their own lists.

-- Notifications ----------------------------------------------------------------------------------
create table public.opportunity_notifications (
  opportunity_id uuid primary key references public.opportunities (id) on delete cascade,
  notify_members boolean not null default false,
  notified_at timestamptz
);
comment on table public.opportunity_notifications is
  'Member notification dispatch for an opportunity: editors and the service role only; never in the API.';

insert into public.opportunity_notifications (opportunity_id, notify_members, notified_at)
select id, notify_members, notified_at from public.opportunities
where notify_members or notified_at is not null;

drop function public.opportunity_notifications();

alter table public.opportunity_notifications enable row level security;
create policy "editors manage notifications" on public.opportunity_notifications
  for all to authenticated
  using ((select private.has_permission('manage_opportunities')))
  with check ((select private.has_permission('manage_opportunities')));
revoke all on public.opportunity_notifications from anon, authenticated;
grant select, insert, update, delete on public.opportunity_notifications to authenticated;
grant all on public.opportunity_notifications to service_role;

-- The view lists the table's columns; it is rebuilt around the changes below.
drop view public.active_opportunities;

alter table public.opportunities drop column notify_members, drop column notified_at;

-- Allowed values ---------------------------------------------------------------------------------
create type public.opportunity_category as enum ('Internship', 'Club Role', 'Project', 'Sponsor', 'Job', 'Other');
create type public.employment_type as enum ('Full-time', 'Part-time', 'Internship', 'Contract');
create type public.opportunity_source as enum ('manual', 'csv_import');

alter table public.opportunities
  drop constraint opportunities_category_allowed,
  drop constraint opportunities_employment_type_allowed,
  drop constraint opportunities_source_allowed,
  alter column category type public.opportunity_category using category::public.opportunity_category,
  alter column employment_type type public.employment_type using employment_type::public.employment_type,
  alter column source drop default,
  alter column source type public.opportunity_source using source::public.opportunity_source,
  alter column source set default 'manual';

-- Opportunities that are live and not past their auto-hide time: every column of the table.
-- security_invoker: the caller's RLS applies, so the view never shows more than the table would.
create view public.active_opportunities with (security_invoker = on) as
  select * from public.opportunities
  where is_active and (expires_at is null or expires_at > now());

-- Grants: whole tables; RLS decides the rows ------------------------------------------------------
revoke all on public.opportunities from anon, authenticated;
grant select on public.opportunities to anon, authenticated;
grant insert, update, delete on public.opportunities to authenticated;
grant all on public.opportunities to service_role;

revoke all on public.active_opportunities from anon, authenticated;
grant select on public.active_opportunities to anon, authenticated;
grant all on public.active_opportunities to service_role;
