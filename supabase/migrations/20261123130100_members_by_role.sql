-- Members by role. Active records that are not published (drafts, members-only files) are read
-- by holders of read_member_content: the member role, and every editor role. Any other signed-in
-- account reads exactly what anon reads, through the API and through /rest/v1.
--
--   caller                                   reads
--   anon, or signed in with no such role     viewable, active (opportunities also unexpired)
--   holder of read_member_content            active (opportunities also unexpired)
--   holder of manage_opportunities /         every row of that table
--     manage_resources
insert into public.app_roles (name, description) values
  ('member', 'Reads active opportunities and resources that are not published');
insert into public.role_permissions (role, permission) values
  ('member', 'read_member_content'),
  ('editor', 'read_member_content'),
  ('opportunities_editor', 'read_member_content'),
  ('resources_editor', 'read_member_content');

drop policy "members read live opportunities, editors read all" on public.opportunities;
create policy "signed-in users read the board, members live drafts, editors all" on public.opportunities
  for select to authenticated
  using (
    (is_active and (expires_at is null or expires_at > now())
      and (website_viewable or (select private.has_permission('read_member_content'))))
    or (select private.has_permission('manage_opportunities'))
  );

drop policy "members read active resources, editors read all" on public.resources;
create policy "signed-in users read the library, members active drafts, editors all" on public.resources
  for select to authenticated
  using (
    (is_active and (website_viewable or (select private.has_permission('read_member_content'))))
    or (select private.has_permission('manage_resources'))
  );
