-- Who may read and write what. Row-level security decides for the API and for direct
-- supabase-js access alike; grants are explicit because Supabase no longer exposes new tables
-- to the API roles by default (and revoking first undoes older projects' broad defaults).
--
--   caller                              reads                                   writes
--   anon                                viewable, active (opps also unexpired)  none
--   authenticated without permission    active (opportunities also unexpired)   none
--   holder of manage_opportunities /    every row of that table                 insert, update, delete
--     manage_resources
--   service_role                        everything (bypasses RLS)               everything

-- Permissions are data: users hold roles, roles grant permissions.
create type public.app_permission as enum ('manage_opportunities', 'manage_resources');

create table public.app_roles (
  name text primary key check (name ~ '^[a-z][a-z0-9_]*$'),
  description text
);

create table public.role_permissions (
  role text not null references public.app_roles (name) on update cascade on delete cascade,
  permission public.app_permission not null,
  primary key (role, permission)
);

create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null references public.app_roles (name) on update cascade on delete cascade,
  primary key (user_id, role)
);
create index user_roles_role_idx on public.user_roles (role);

insert into public.app_roles (name, description) values
  ('editor', 'Manages opportunities and resources'),
  ('opportunities_editor', 'Manages opportunities'),
  ('resources_editor', 'Manages resources');
insert into public.role_permissions (role, permission) values
  ('editor', 'manage_opportunities'),
  ('editor', 'manage_resources'),
  ('opportunities_editor', 'manage_opportunities'),
  ('resources_editor', 'manage_resources');

-- The one answer to "may the current caller do X", used by every policy and by the API.
-- security definer so it can read the role tables whatever the caller may see; empty
-- search_path so nothing the caller creates can shadow what it calls.
create function private.has_permission(requested public.app_permission) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.role() = 'service_role', false) or exists (
    select
    from public.user_roles ur
    join public.role_permissions rp on rp.role = ur.role
    where ur.user_id = auth.uid() and rp.permission = requested
  )
$$;

grant usage on schema private to anon, authenticated, service_role;
revoke all on function private.has_permission(public.app_permission) from public;
grant execute on function private.has_permission(public.app_permission)
  to anon, authenticated, service_role;

-- Opportunities ---------------------------------------------------------------------------------
alter table public.opportunities enable row level security;

create policy "anon reads viewable live opportunities" on public.opportunities
  for select to anon
  using (website_viewable and is_active and (expires_at is null or expires_at > now()));

create policy "members read live opportunities, editors read all" on public.opportunities
  for select to authenticated
  using (
    (is_active and (expires_at is null or expires_at > now()))
    or (select private.has_permission('manage_opportunities'))
  );

create policy "editors insert opportunities" on public.opportunities
  for insert to authenticated
  with check ((select private.has_permission('manage_opportunities')));

create policy "editors update opportunities" on public.opportunities
  for update to authenticated
  using ((select private.has_permission('manage_opportunities')))
  with check ((select private.has_permission('manage_opportunities')));

create policy "editors delete opportunities" on public.opportunities
  for delete to authenticated
  using ((select private.has_permission('manage_opportunities')));

-- notify_members / notified_at are readable by no API role: SELECT is granted column by column
-- without them. Editors still set them (RLS limits writes to editors) and read them through
-- public.opportunity_notifications().
revoke all on public.opportunities from anon, authenticated;
grant select (
  id, title, description, link_url, linked_form_id, category, icon_url, term,
  opens_on, closes_on, expires_at, display_order, website_viewable, is_active,
  company_name, location, employment_type, salary, field, source, external_id,
  created_at, created_by, updated_at, updated_by
) on public.opportunities to anon, authenticated;
grant insert, update, delete on public.opportunities to authenticated;
grant all on public.opportunities to service_role;

revoke all on public.active_opportunities from anon, authenticated;
grant select on public.active_opportunities to anon, authenticated;
grant all on public.active_opportunities to service_role;

create function public.opportunity_notifications()
returns table (opportunity_id uuid, notify_members boolean, notified_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select o.id, o.notify_members, o.notified_at
  from public.opportunities o
  where (select private.has_permission('manage_opportunities'))
$$;
revoke all on function public.opportunity_notifications() from public, anon;
grant execute on function public.opportunity_notifications() to authenticated, service_role;

-- Resources -------------------------------------------------------------------------------------
alter table public.resources enable row level security;

create policy "anon reads viewable active resources" on public.resources
  for select to anon
  using (website_viewable and is_active);

create policy "members read active resources, editors read all" on public.resources
  for select to authenticated
  using (is_active or (select private.has_permission('manage_resources')));

create policy "editors insert resources" on public.resources
  for insert to authenticated
  with check ((select private.has_permission('manage_resources')));

create policy "editors update resources" on public.resources
  for update to authenticated
  using ((select private.has_permission('manage_resources')))
  with check ((select private.has_permission('manage_resources')));

create policy "editors delete resources" on public.resources
  for delete to authenticated
  using ((select private.has_permission('manage_resources')));

revoke all on public.resources from anon, authenticated;
grant select on public.resources to anon, authenticated;
grant insert, update, delete on public.resources to authenticated;
grant all on public.resources to service_role;

-- Forms: their access is set where the table is created (only when this service creates it).

-- Role tables: a user sees their own roles; only service_role assigns them.
alter table public.app_roles enable row level security;
alter table public.role_permissions enable row level security;
alter table public.user_roles enable row level security;

create policy "signed-in users read roles" on public.app_roles
  for select to authenticated using (true);
create policy "signed-in users read role permissions" on public.role_permissions
  for select to authenticated using (true);
create policy "users read their own roles" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on public.app_roles, public.role_permissions, public.user_roles from anon, authenticated;
grant select on public.app_roles, public.role_permissions, public.user_roles to authenticated;
grant all on public.app_roles, public.role_permissions, public.user_roles to service_role;
