-- Applications hold their rules whoever writes: a board form's questions are checked and
-- versioned, its forms row made with it; answers fit their version; states move only as the
-- table of moves says, by editors (never their own application) or, to withdraw, the applicant;
-- each move is stamped, kept and lettered; strangers' applications stay hidden until proven;
-- nobody but editors reads them, and nobody their tokens. Run with `npm run test:db` against
-- DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
\ir helpers/roles.sql
select plan(16);

insert into auth.users (id, email) values ('d8000000-0000-4000-8000-0000000000e1', 'chair+apps@club.example');
insert into user_roles (user_id, role) values ('d8000000-0000-4000-8000-0000000000e1', 'editor');

select throws_ok($$insert into application_forms (title, questions) values ('F', '[{"key": "A b", "kind": "short_text", "label": "x"}]')$$,
  '23514', null, 'a question''s key is a-z, 0-9 and _');
select throws_ok($$insert into application_forms (title, questions) values ('F', '[{"key": "y", "kind": "single_choice", "label": "x"}]')$$,
  '23514', null, 'a choice has its options');
insert into application_forms (id, title, questions, emails) values ('d8000000-0000-4000-8000-0000000000f1', 'Committee',
  '[{"key": "why", "kind": "long_text", "label": "Why?", "required": true}, {"key": "year", "kind": "single_choice", "label": "Year", "options": ["1", "2"]}]',
  '{"interview": {"subject": "Interview", "text": "Hello {{name}}"}}');
select is((select title from forms where id = 'd8000000-0000-4000-8000-0000000000f1'), 'Committee', 'a board form is a forms row of the same id');
update application_forms set questions = questions || '[{"key": "cv", "kind": "file", "label": "CV"}]' where id = 'd8000000-0000-4000-8000-0000000000f1';
select is((select array_agg(version order by version) from application_form_versions where form_id = 'd8000000-0000-4000-8000-0000000000f1'), array[1, 2],
  'each change of its questions is a version, kept');

insert into opportunities (id, title, category, linked_form_id, is_active, website_viewable)
values ('d8000000-0000-4000-8000-0000000000a1', 'Treasurer', 'Club Role', 'd8000000-0000-4000-8000-0000000000f1', true, true);
select throws_ok($$insert into applications (opportunity_id, form_id, form_version, applicant_email, applicant_name, answers)
  values ('d8000000-0000-4000-8000-0000000000a1', 'd8000000-0000-4000-8000-0000000000f1', 1, 'sam@example.org', 'Sam', '{"year": "1"}')$$,
  '23514', 'answers.why is required', 'answers fit their version: a required one is given');
select throws_ok($$insert into applications (opportunity_id, form_id, form_version, applicant_email, applicant_name, answers)
  values ('d8000000-0000-4000-8000-0000000000a1', 'd8000000-0000-4000-8000-0000000000f1', 1, 'sam@example.org', 'Sam', '{"why": "x", "year": "9"}')$$,
  '23514', 'answers.year does not fit its question', 'a choice is one of its options');
insert into applications (id, opportunity_id, form_id, form_version, applicant_email, applicant_name, answers) values
  ('d8000000-0000-4000-8000-000000000001', 'd8000000-0000-4000-8000-0000000000a1', 'd8000000-0000-4000-8000-0000000000f1', 2, 'sam@example.org', 'Sam', '{"why": "x"}'),
  ('d8000000-0000-4000-8000-000000000002', 'd8000000-0000-4000-8000-0000000000a1', 'd8000000-0000-4000-8000-0000000000f1', 2, 'chair@club.example', 'Chair', '{"why": "me"}');

select pg_temp.act_as_anon();
select throws_ok($$select id from applications$$, '42501', null, 'anon reads no application');
select set_config('role', 'authenticated', true),
  set_config('request.jwt.claims', '{"role":"authenticated","sub":"d8000000-0000-4000-8000-0000000000e1"}', true);
select is((select count(*)::int from applications where id::text like 'd8000000%'), 0, 'editors see no application before its address is proven');
reset role;
update applications set confirmed_at = now(), confirm_token = null where id::text like 'd8000000%';
select is((select count(*)::int from private.emails where application_id::text like 'd8000000%' and kind = 'application_update'), 2,
  'a proven application is sent its receipt');
select set_config('role', 'authenticated', true),
  set_config('request.jwt.claims', '{"role":"authenticated","sub":"d8000000-0000-4000-8000-0000000000e1"}', true);
select is((select count(*)::int from applications where id::text like 'd8000000%'), 2, 'then editors read them');
select throws_ok($$select manage_token from applications$$, '42501', null, 'not their tokens');
select throws_ok($$update applications set state = 'accepted' where id = 'd8000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'no move the table of moves lacks');
select throws_ok($$update applications set state = 'withdrawn' where id = 'd8000000-0000-4000-8000-000000000001'$$,
  '23514', null, 'only the applicant withdraws');
select throws_ok($$update applications set state = 'reviewing' where id = 'd8000000-0000-4000-8000-000000000002'$$,
  '42501', 'nobody reviews their own application', 'no editor moves their own application (as its mailbox)');
update applications set state = 'interview' where id = 'd8000000-0000-4000-8000-000000000001';
reset role;
select is((select (state_changed_by, from_state::text, to_state::text) from applications a join application_history h on h.application_id = a.id
  where a.id = 'd8000000-0000-4000-8000-000000000001' and h.from_state is not null),
  ('d8000000-0000-4000-8000-0000000000e1'::uuid, 'received'::text, 'interview'::text), 'a move is stamped with its editor and kept');
select is((select content -> 'template' ->> 'subject' from private.emails where application_id = 'd8000000-0000-4000-8000-000000000001' and content ->> 'state' = 'interview'),
  'Interview', 'and sends the form''s letter for the state');

select * from finish();
rollback;
