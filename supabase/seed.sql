-- Development and test data for a university computing club. Idempotent: fixed ids, and rows
-- that exist are left alone.
-- Users: an editor holding both permissions, and a member holding the member role. They get
-- passwords (bcrypt, cost 10: editor@example.org / editor-pass-2026, member@example.org /
-- member-pass-2026) only on a development database, so a seed pushed to a real project by
-- mistake makes no login anyone knows (below). Their ids and passwords are also in
-- local/seed-users.ts.

insert into auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
   raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change,
   email_change_token_new)
values
  ('00000000-0000-0000-0000-000000000000', 'e0000000-0000-4000-8000-000000000001', 'authenticated',
   'authenticated', 'editor@example.org', null,
   now(), '{"provider": "email", "providers": ["email"]}', '{"name": "Club Editor"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', 'e0000000-0000-4000-8000-000000000002', 'authenticated',
   'authenticated', 'member@example.org', null,
   now(), '{"provider": "email", "providers": ["email"]}', '{"name": "Club Member"}', now(), now(), '', '', '', '')
on conflict (id) do nothing;

-- Passwords, on a development database only: one without Supabase's own roles (the local stack's
-- platform shim: `npm start`, the tests, CI), or `supabase start`'s, which the CLI sets up with
-- its well-known development JWT secret. A hosted project has neither, and its seeded users keep
-- no password. A password set since is kept.
update auth.users u
set encrypted_password = p.hash
from (values
  ('e0000000-0000-4000-8000-000000000001'::uuid, '$2a$10$aKq4YqUHkKn05B.cub9KwONfZDtEWaANt3z9hX54w8tQbe2vcRb4S'),
  ('e0000000-0000-4000-8000-000000000002'::uuid, '$2a$10$9QT4h5TeeP2.NxTnpdH01e8bBYbqLBMk9pR1eTUaS2yFeVHKFKZZ.')
) as p (id, hash)
where u.id = p.id and u.encrypted_password is null
  and (not exists (select from pg_roles where rolname = 'supabase_admin')
       or current_setting('app.settings.jwt_secret', true) = 'super-secret-jwt-token-with-at-least-32-characters-long');

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values
  ('e1000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001',
   'e0000000-0000-4000-8000-000000000001',
   '{"sub": "e0000000-0000-4000-8000-000000000001", "email": "editor@example.org", "email_verified": true}',
   'email', now(), now(), now()),
  ('e1000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000002',
   'e0000000-0000-4000-8000-000000000002',
   '{"sub": "e0000000-0000-4000-8000-000000000002", "email": "member@example.org", "email_verified": true}',
   'email', now(), now(), now())
on conflict (provider_id, provider) do nothing;

insert into public.user_roles (user_id, role) values
  ('e0000000-0000-4000-8000-000000000001', 'editor'),
  ('e0000000-0000-4000-8000-000000000002', 'member')
on conflict do nothing;

insert into public.forms (id, title) values
  ('f0000000-0000-4000-8000-000000000001', 'Volunteer application')
on conflict (id) do nothing;

-- The club's board: committee roles, a project, sponsors, an expired event role, and local job
-- postings from the board import (one published, one awaiting an editor's review). Between them,
-- every combination of website_viewable x is_active.
insert into public.opportunities
  (id, title, description, link_url, linked_form_id, category, icon_url, term, opens_on, closes_on,
   expires_at, display_order, website_viewable, is_active,
   company_name, location, employment_type, salary, field, source, external_id)
values
  ('a0000000-0000-4000-8000-000000000001', 'Workshops Officer',
   'Run the Wednesday evening workshops (Git, Python, web development) with two other officers. About three hours a week.',
   'https://compsoc.example.edu/apply/workshops-officer', null,
   'Club Role', '/icons/workshops.svg', 'Spring 2027', '2026-11-01', '2027-01-15',
   null, 10, true, true, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000002', 'Timetable App Project Lead',
   'Draft: lead the club''s open-source timetable app (TypeScript and Supabase) for the spring term.',
   'https://compsoc.example.edu/apply/timetable-lead', null,
   'Project', null, 'Spring 2027', null, null,
   null, 20, false, true, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000003', 'Sponsorship Officer',
   'Paused while the 2027 sponsor packages are renewed.', 'https://compsoc.example.edu/apply/sponsorship', null,
   'Sponsor', null, null, null, null,
   null, 30, true, false, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000004', 'Treasurer (2025-26)',
   'Filled at the October general meeting; kept for the record.', 'https://compsoc.example.edu/apply/treasurer', null,
   'Club Role', null, 'Fall 2025', '2025-08-01', '2025-09-01',
   null, 40, false, false, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000005', 'Volunteer Coordinator',
   'Organise the volunteers for the freshers'' fair and the spring hackathon. Apply through the club''s form.', null,
   'f0000000-0000-4000-8000-000000000001',
   'Club Role', 'https://compsoc.example.edu/icons/volunteer.png', 'Rolling', null, null,
   null, 5, true, true, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000006', 'HackNight Organiser (Fall 2025)',
   'Applications have closed.', 'https://compsoc.example.edu/apply/hacknight', null,
   'Other', null, 'Fall 2025', '2025-09-01', '2025-10-01',
   '2025-10-02 00:00:00+00', 15, true, true, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000007', 'Graduate Software Engineer',
   'Join a small team building booking software for local venues. Mentoring and a training budget; graduates of 2026 and 2027 welcome.',
   'https://jobs.northgate.example/1001', null,
   'Job', null, null, null, null,
   null, 50, true, true, 'Northgate Software', 'Leeds, UK (hybrid)', 'Full-time', '£30,000', 'Software Engineering',
   'csv_import', 'jobboard-1001'),
  ('a0000000-0000-4000-8000-000000000008', 'Summer Data Intern',
   'Twelve weeks with the analytics team: Python, SQL and dashboards for the city''s transport data.',
   'https://careers.airevalley.example/1002', null,
   'Job', null, 'Summer 2027', null, null,
   null, 60, false, false, 'Aire Valley Labs', 'Bradford, UK', 'Internship', '£22/hour', 'Data',
   'csv_import', 'jobboard-1002')
on conflict (id) do nothing;

-- The resource library: workshop slides, templates, a superseded sponsor pack, a draft budget.
insert into public.resources
  (id, title, category, link_url, description, extension, thumbnail_url, resource_date,
   display_order, website_viewable, is_active)
values
  ('b0000000-0000-4000-8000-000000000001', 'Intro to Git and GitHub', 'Workshops',
   'https://compsoc.example.edu/files/intro-to-git.pdf', 'Slides from the first workshop of the year: commits, branches, pull requests.', 'pdf',
   'https://compsoc.example.edu/thumbs/git.png', '2026-09-15', 1, true, true),
  ('b0000000-0000-4000-8000-000000000002', 'CV Template for Tech Internships', 'Templates',
   'https://compsoc.example.edu/files/cv-template.docx', 'Members only for now.', 'docx',
   null, null, 2, false, true),
  ('b0000000-0000-4000-8000-000000000003', 'Sponsor Pack 2025', 'Sponsorship',
   'https://compsoc.example.edu/files/sponsor-pack-2025.pdf', 'Superseded by the 2027 pack.', 'pdf',
   null, '2025-01-20', 3, true, false),
  ('b0000000-0000-4000-8000-000000000004', 'Committee Budget 2026 (draft)', 'Internal',
   'https://compsoc.example.edu/files/budget-2026.xlsx', null, 'xlsx',
   null, null, 4, false, false),
  ('b0000000-0000-4000-8000-000000000005', 'Technical Interview Prep', 'Workshops',
   'https://compsoc.example.edu/files/interview-prep.pdf', 'Data structures questions, mock interview tips and a reading list.', 'pdf',
   null, '2026-10-02', 2, true, true)
on conflict (id) do nothing;

-- Companies: the database links the imported postings to them (by verified domain and by name).
insert into public.companies
  (id, name, slug, website, logo_url, description, verified_domains, display_order, website_viewable, is_active)
values
  ('c0000000-0000-4000-8000-000000000001', 'Northgate Software', 'northgate-software', 'https://northgate.example',
   'https://northgate.example/logo.png', 'Software for regional logistics; a sponsor of the club since 2024.', '["northgate.example"]',
   0, true, true),
  ('c0000000-0000-4000-8000-000000000002', 'Aire Valley Labs', 'aire-valley-labs', 'https://airevalley.example',
   null, 'Transport data for the city.', '[]', 0, false, true)
on conflict (id) do nothing;
