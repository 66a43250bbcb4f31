-- Development and test data for a university computing club. Idempotent: fixed ids, and rows
-- that exist are left alone.
-- Users who can sign in with a password, under `supabase start` (Supabase Auth) and `npm start`
-- (local/auth.ts): an editor holding both permissions, and a member holding none. Passwords
-- (bcrypt, cost 10): editor@example.org / editor-pass-2026, member@example.org / member-pass-2026.
-- Their ids and passwords are also in local/seed-users.ts.

insert into auth.users
  (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
   raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change,
   email_change_token_new)
values
  ('00000000-0000-0000-0000-000000000000', 'e0000000-0000-4000-8000-000000000001', 'authenticated',
   'authenticated', 'editor@example.org', '$2a$10$aKq4YqUHkKn05B.cub9KwONfZDtEWaANt3z9hX54w8tQbe2vcRb4S',
   now(), '{"provider": "email", "providers": ["email"]}', '{"name": "Club Editor"}', now(), now(), '', '', '', ''),
  ('00000000-0000-0000-0000-000000000000', 'e0000000-0000-4000-8000-000000000002', 'authenticated',
   'authenticated', 'member@example.org', '$2a$10$9QT4h5TeeP2.NxTnpdH01e8bBYbqLBMk9pR1eTUaS2yFeVHKFKZZ.',
   now(), '{"provider": "email", "providers": ["email"]}', '{"name": "Club Member"}', now(), now(), '', '', '', '')
on conflict (id) do nothing;

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
  ('e0000000-0000-4000-8000-000000000001', 'editor')
on conflict do nothing;

insert into public.forms (id, title) values
  ('f0000000-0000-4000-8000-000000000001', 'Volunteer application')
on conflict (id) do nothing;

-- Every combination of website_viewable x is_active, a form-routed role, an expired posting,
-- and imported job postings (one published, one awaiting an editor's review).
insert into public.opportunities
  (id, title, description, link_url, linked_form_id, category, icon_url, term, opens_on, closes_on,
   expires_at, display_order, website_viewable, is_active,
   company_name, location, employment_type, salary, field, source, external_id)
values
  ('a0000000-0000-4000-8000-000000000001', 'Events Committee Member',
   'Plan socials and workshops for the society.', 'https://example.org/apply/events', null,
   'Club Role', '/icons/events.svg', 'Spring 2027', '2026-11-01', '2027-01-15',
   null, 10, true, true, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000002', 'Open Source Project Lead',
   'Draft: lead the society''s open source project.', 'https://example.org/apply/oss', null,
   'Project', null, 'Spring 2027', null, null,
   null, 20, false, true, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000003', 'Sponsorship Liaison',
   'Paused while sponsorship packages are renewed.', 'https://example.org/apply/sponsor', null,
   'Sponsor', null, null, null, null,
   null, 30, true, false, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000004', 'Treasurer (2025)',
   'Filled; kept for the record.', 'https://example.org/apply/treasurer', null,
   'Club Role', null, 'Fall 2025', '2025-08-01', '2025-09-01',
   null, 40, false, false, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000005', 'Volunteer Coordinator',
   'Apply through the society''s own form.', null, 'f0000000-0000-4000-8000-000000000001',
   'Club Role', 'https://example.org/icons/volunteer.png', 'Rolling', null, null,
   null, 5, true, true, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000006', 'Hackathon Organiser (Fall 2025)',
   'Applications have closed.', 'https://example.org/apply/hackathon', null,
   'Other', null, 'Fall 2025', '2025-09-01', '2025-10-01',
   '2025-10-02 00:00:00+00', 15, true, true, null, null, null, null, null, 'manual', null),
  ('a0000000-0000-4000-8000-000000000007', 'Junior Data Analyst',
   'Analyse product data with a friendly team.', 'https://jobs.example.com/1001', null,
   'Job', null, null, null, null,
   null, 50, true, true, 'Acme Analytics', 'Remote', 'Full-time', '$60,000', 'Data',
   'csv_import', 'jobboard-1001'),
  ('a0000000-0000-4000-8000-000000000008', 'Marketing Intern',
   'Summer internship in the marketing team.', 'https://jobs.example.com/1002', null,
   'Job', null, 'Summer 2027', null, null,
   null, 60, false, false, 'Globex', 'London', 'Internship', null, 'Marketing',
   'csv_import', 'jobboard-1002')
on conflict (id) do nothing;

insert into public.resources
  (id, title, category, link_url, description, extension, thumbnail_url, resource_date,
   display_order, website_viewable, is_active)
values
  ('b0000000-0000-4000-8000-000000000001', 'Intro to Git', 'Workshops',
   'https://example.org/files/intro-to-git.pdf', 'Slides from the first workshop.', 'pdf',
   'https://example.org/thumbs/git.png', '2026-09-15', 1, true, true),
  ('b0000000-0000-4000-8000-000000000002', 'Resume Template', 'Templates',
   'https://example.org/files/resume.docx', 'Members only for now.', 'docx',
   null, null, 2, false, true),
  ('b0000000-0000-4000-8000-000000000003', 'Sponsor Deck 2025', 'Sponsorship',
   'https://example.org/files/sponsors-2025.pdf', 'Superseded.', 'pdf',
   null, '2025-01-20', 3, true, false),
  ('b0000000-0000-4000-8000-000000000004', 'Draft Budget', 'Internal',
   'https://example.org/files/budget.xlsx', null, 'xlsx',
   null, null, 4, false, false),
  ('b0000000-0000-4000-8000-000000000005', 'Interview Prep Guide', 'Workshops',
   'https://example.org/files/interview-prep.pdf', 'Common questions and how to answer them.', 'pdf',
   null, '2026-10-02', 2, true, true)
on conflict (id) do nothing;
