-- Applications through the board (docs/applications.md): forms the board owns, beside the
-- project's `forms` (whose columns stay as they are), each with its questions' versions; the
-- applications made with them, their files in a private bucket, their states and the moves
-- between them, the editors' notes; kept until `APPLICATION_RETENTION_DAYS` after their posting
-- closes. Strangers and applicants act only through the functions below, each taking its token.

-- 1. Forms -------------------------------------------------------------------------------------

-- A question as data: its key (what answers are keyed by), kind, label, help, whether it is
-- required, and its limits (max_length of a text, options of a choice, max_choices).
create function private.valid_questions(questions jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(questions) = 'array'
    and jsonb_array_length(questions) between 1 and 50
    and not exists (
      select from jsonb_array_elements(questions) q
      where jsonb_typeof(q) is distinct from 'object'
        or coalesce(q ->> 'key', '') !~ '^[a-z][a-z0-9_]{0,39}$'
        or coalesce(q ->> 'kind', '') <> all (array['short_text', 'long_text', 'single_choice', 'multiple_choice', 'yes_no',
          'email', 'url', 'date', 'file'])
        or jsonb_typeof(q -> 'label') is distinct from 'string' or char_length(q ->> 'label') not between 1 and 300
        or jsonb_typeof(coalesce(q -> 'required', 'false')) <> 'boolean'
        or (q ->> 'kind' in ('single_choice', 'multiple_choice')) <> coalesce(jsonb_typeof(q -> 'options') = 'array'
          and jsonb_array_length(q -> 'options') between 1 and 50, false))
    and (select count(distinct q ->> 'key') = count(*) from jsonb_array_elements(questions) q)
$$;
revoke all on function private.valid_questions(jsonb) from public;
-- Its constraint runs as whoever writes.
grant execute on function private.valid_questions(jsonb) to authenticated, service_role;

create table public.application_forms (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  questions jsonb not null,
  -- The questions' version: one more with each change of them (kept in application_form_versions).
  version int not null default 1,
  -- What the applicant is told as an editor moves an application: per state, a subject and a text.
  emails jsonb not null default '{}',
  -- A retired form takes no more applications; those it has stay.
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint application_forms_title_length check (char_length(title) between 1 and 200 and title ~ '\S'),
  constraint application_forms_questions_valid check (private.valid_questions(questions)),
  constraint application_forms_emails_object check (jsonb_typeof(emails) = 'object' and pg_column_size(emails) <= 65536),
  constraint application_forms_form foreign key (id) references public.forms (id) on delete cascade
);
comment on table public.application_forms is
  'The questions of a form the board owns, beside the project''s forms row of the same id (docs/applications.md).';

-- Each version of a form's questions, as its applications were made with it.
create table public.application_form_versions (
  form_id uuid not null references public.application_forms (id) on delete cascade,
  version int not null,
  questions jsonb not null,
  created_at timestamptz not null default now(),
  primary key (form_id, version)
);
comment on table public.application_form_versions is 'Every version of a board form''s questions: an application keeps the one it was made with.';

-- A board form is a form an opportunity can route to: its `forms` row is made with it, with
-- whichever of title or name the project's table has (its other columns as their defaults say).
create function private.add_forms_row() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  named text := (select c.column_name from information_schema.columns c
    where c.table_schema = 'public' and c.table_name = 'forms' and c.column_name in ('title', 'name') order by c.column_name desc limit 1);
begin
  if not exists (select from public.forms f where f.id = new.id) then
    if named is null then
      insert into public.forms (id) values (new.id);
    else
      execute format('insert into public.forms (id, %I) values ($1, $2)', named) using new.id, new.title;
    end if;
  end if;
  return new;
end
$$;
revoke all on function private.add_forms_row() from public;
create trigger add_forms_row before insert on public.application_forms
  for each row execute function private.add_forms_row();

-- A change of the questions is a new version, kept; the version is the database's.
create function private.version_questions() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    new.version := 1;
  elsif new.questions is distinct from old.questions then
    new.version := old.version + 1;
  else
    new.version := old.version;
  end if;
  return new;
end
$$;
create function private.keep_questions_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.application_form_versions (form_id, version, questions) values (new.id, new.version, new.questions)
  on conflict do nothing;
  return null;
end
$$;
revoke all on function private.version_questions(), private.keep_questions_version() from public;
create trigger version_questions before insert or update on public.application_forms
  for each row execute function private.version_questions();
create trigger keep_questions_version after insert or update of questions on public.application_forms
  for each row execute function private.keep_questions_version();
create trigger touch_updated_at before update on public.application_forms
  for each row execute function private.touch_updated_at();

select private.make_settings_table('public.application_forms', 'manage_opportunities');
grant select (id, title, questions, version, emails, retired_at, created_at, updated_at),
  insert (id, title, questions, emails), update (title, questions, emails, retired_at)
  on public.application_forms to authenticated;

alter table public.application_form_versions enable row level security;
create policy "editors read form versions" on public.application_form_versions for select to authenticated
  using ((select private.has_permission('manage_opportunities')));
revoke all on public.application_form_versions from anon, authenticated;
grant select on public.application_form_versions to authenticated;
grant all on public.application_form_versions to service_role;

-- 2. Applications -----------------------------------------------------------------------------

create type public.application_state as enum
  ('received', 'reviewing', 'interview', 'offer', 'accepted', 'declined', 'not_selected', 'withdrawn');

-- The moves an application may make, and who makes each: editors move it on; only its applicant
-- withdraws it. Nothing leaves accepted, declined or withdrawn; not_selected may be reconsidered.
create table private.application_moves (
  from_state public.application_state not null,
  to_state public.application_state not null,
  mover text not null check (mover in ('editor', 'applicant')),
  primary key (from_state, to_state)
);
insert into private.application_moves (from_state, to_state, mover) values
  ('received', 'reviewing', 'editor'), ('received', 'interview', 'editor'), ('received', 'not_selected', 'editor'),
  ('reviewing', 'interview', 'editor'), ('reviewing', 'offer', 'editor'), ('reviewing', 'not_selected', 'editor'),
  ('interview', 'offer', 'editor'), ('interview', 'not_selected', 'editor'),
  ('offer', 'accepted', 'editor'), ('offer', 'declined', 'editor'),
  ('not_selected', 'reviewing', 'editor'),
  ('received', 'withdrawn', 'applicant'), ('reviewing', 'withdrawn', 'applicant'), ('interview', 'withdrawn', 'applicant'),
  ('offer', 'withdrawn', 'applicant');
comment on table private.application_moves is 'Which state an application may move to from which, and who moves it (docs/applications.md).';
grant select on private.application_moves to authenticated, service_role;

create table public.applications (
  id uuid primary key default gen_random_uuid(),
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  form_id uuid not null,
  form_version int not null,
  applicant_email text not null,
  applicant_name text not null,
  address_key text generated always as (private.address_key(applicant_email)) stored,
  -- The member who applied signed in (their account's address), or null.
  user_id uuid references auth.users (id) on delete set null,
  answers jsonb not null,
  state public.application_state not null default 'received',
  state_changed_at timestamptz not null default now(),
  state_changed_by uuid references auth.users (id) on delete set null,
  rating smallint,
  -- Null until a stranger's address is proven by its link: until then no editor sees it.
  confirmed_at timestamptz,
  confirm_token text unique default private.new_token('application_confirm'),
  manage_token text not null unique default private.new_token('application_manage'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_form_version foreign key (form_id, form_version)
    references public.application_form_versions (form_id, version) on delete restrict,
  constraint applications_applicant_email_format check (char_length(applicant_email) <= 254
    and applicant_email ~ '^[^@\s<>(),;:"\[\]\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$'),
  constraint applications_applicant_name_length check (char_length(applicant_name) between 1 and 200 and applicant_name ~ '\S'),
  constraint applications_answers_object check (jsonb_typeof(answers) = 'object' and pg_column_size(answers) <= 131072),
  constraint applications_rating_range check (rating between 1 and 5),
  constraint applications_confirm_once check ((confirmed_at is null) = (confirm_token is not null))
);
comment on table public.applications is
  'Applications made through the board''s forms (docs/applications.md): editors read the confirmed ones; applicants act by their manage link.';
-- One active application per person and opportunity: a second one updates it.
create unique index applications_one_active_idx on public.applications (opportunity_id, address_key)
  where confirmed_at is not null and state <> 'withdrawn';
create index applications_opportunity_idx on public.applications (opportunity_id, created_at, id) where confirmed_at is not null;
create index applications_opportunity_state_idx on public.applications (opportunity_id, state, created_at, id) where confirmed_at is not null;
create index applications_address_idx on public.applications (address_key);
create index applications_user_idx on public.applications (user_id) where user_id is not null;
create index applications_form_idx on public.applications (form_id, form_version);
create index applications_unconfirmed_idx on public.applications (created_at) where confirmed_at is null;

-- The answers fit their version's questions, whoever writes: every key a question, each answer of
-- its kind, within its limits, each required one given (a file's answer is its file's row).
create function private.check_application_answers() returns trigger
language plpgsql set search_path = '' as $$
declare
  questions jsonb := (select v.questions from public.application_form_versions v where v.form_id = new.form_id and v.version = new.form_version);
  q jsonb;
  a jsonb;
  kind text;
begin
  if jsonb_typeof(new.answers) <> 'object' then
    raise exception 'answers must be an object' using errcode = '23514', constraint = 'applications_answers', column = 'answers';
  end if;
  if exists (select from jsonb_object_keys(new.answers) k
      where not exists (select from jsonb_array_elements(questions) x where x ->> 'key' = k and x ->> 'kind' <> 'file')) then
    raise exception 'an answer to no question of the form' using errcode = '23514', constraint = 'applications_answers', column = 'answers';
  end if;
  for q in select * from jsonb_array_elements(questions) loop
    kind := q ->> 'kind';
    a := new.answers -> (q ->> 'key');
    continue when kind = 'file';
    if a is null or a = 'null'::jsonb then
      if coalesce((q ->> 'required')::boolean, false) then
        raise exception 'answers.% is required', q ->> 'key' using errcode = '23514', constraint = 'applications_answers', column = 'answers';
      end if;
      continue;
    end if;
    if not (case kind
        when 'yes_no' then jsonb_typeof(a) = 'boolean'
        when 'multiple_choice' then jsonb_typeof(a) = 'array'
          and not exists (select from jsonb_array_elements(a) c where not (q -> 'options') @> jsonb_build_array(c))
        when 'single_choice' then jsonb_typeof(a) = 'string' and (q -> 'options') @> jsonb_build_array(a)
        when 'date' then jsonb_typeof(a) = 'string' and (a #>> '{}') ~ '^\d{4}-\d{2}-\d{2}$'
        else jsonb_typeof(a) = 'string' and char_length(a #>> '{}') <= coalesce((q ->> 'max_length')::int, 10000)
      end) then
      raise exception 'answers.% does not fit its question', q ->> 'key' using errcode = '23514', constraint = 'applications_answers', column = 'answers';
    end if;
  end loop;
  return new;
end
$$;
revoke all on function private.check_application_answers() from public;
create trigger check_application_answers before insert or update of answers, form_version on public.applications
  for each row execute function private.check_application_answers();

-- A move is one the table allows its mover (the applicant only through the functions below, which
-- say so for their transaction), stamped with who and when; an editor never moves their own
-- application; each move is kept in the history.
create function private.check_application_move() returns trigger
language plpgsql set search_path = '' as $$
declare
  actor text := case when current_setting('application.applicant', true) = 'on' then 'applicant' else 'editor' end;
begin
  if new.state is distinct from old.state then
    if not exists (select from private.application_moves m where m.from_state = old.state and m.to_state = new.state and m.mover = actor) then
      -- In words the API passes on: the states as people say them.
      raise exception '%', format('An application that is %s cannot become %s%s.', replace(old.state::text, '_', ' '),
        replace(new.state::text, '_', ' '), case actor when 'editor' then '' else ' by its applicant' end)
        using errcode = '23514', constraint = 'applications_state_move';
    end if;
    if actor = 'editor' and old.address_key = any (private.caller_address_keys()) then
      raise exception 'nobody reviews their own application' using errcode = '42501';
    end if;
    new.state_changed_at := now();
    new.state_changed_by := auth.uid();
  end if;
  return new;
end
$$;
revoke all on function private.check_application_move() from public;
create trigger check_application_move before update on public.applications
  for each row execute function private.check_application_move();
create trigger touch_updated_at before update on public.applications
  for each row execute function private.touch_updated_at();

create table public.application_history (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  from_state public.application_state,
  to_state public.application_state not null,
  moved_by uuid references auth.users (id) on delete set null,
  moved_at timestamptz not null default now()
);
comment on table public.application_history is 'Each application''s states, as it moved (docs/applications.md): its timeline.';
create index application_history_application_idx on public.application_history (application_id, id);

-- The e-mail an application's state asks for: the form's template for it, if any; `received`
-- always has one (the receipt with the manage link), its default written by the outbox.
create function private.queue_application_email(a public.applications, updated boolean default false) returns void
language plpgsql security definer set search_path = '' as $$
declare
  template jsonb := case when not updated then (select f.emails -> a.state::text from public.application_forms f where f.id = a.form_id) end;
begin
  if template is null and a.state <> 'received' and not updated then
    return;
  end if;
  insert into private.emails (kind, to_address, application_id, content)
  values ('application_update', a.applicant_email, a.id, jsonb_build_object(
    'state', a.state, 'template', template, 'name', a.applicant_name, 'token', a.manage_token, 'updated', updated,
    'title', (select o.title from public.opportunities o where o.id = a.opportunity_id)));
end
$$;
revoke all on function private.queue_application_email(public.applications, boolean) from public;

create function private.record_application_move() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.confirmed_at is null then
    return null;
  end if;
  if tg_op = 'INSERT' or old.confirmed_at is null then
    insert into public.application_history (application_id, from_state, to_state) values (new.id, null, new.state);
    perform private.queue_application_email(new);
    -- The channels that choose it hear of it: the opportunity and its count, never who applied.
    insert into public.opportunity_events (opportunity_id, event, record)
    select o.id, 'application.received', jsonb_build_object('id', o.id, 'title', o.title, 'company_name', o.company_name,
        'link_url', o.link_url, 'linked_form_id', o.linked_form_id,
        'applications', (select count(*) from public.applications a where a.opportunity_id = o.id and a.confirmed_at is not null and a.state <> 'withdrawn'))
    from public.opportunities o where o.id = new.opportunity_id;
    -- Sponsors' figures count it: a number per posting and day, nothing of the person.
    insert into public.opportunity_daily_stats as s (opportunity_id, day, applications)
    values (new.opportunity_id, (now() at time zone 'UTC')::date, 1)
    on conflict (opportunity_id, day) do update set applications = s.applications + 1;
  elsif new.state is distinct from old.state then
    insert into public.application_history (application_id, from_state, to_state, moved_by) values (new.id, old.state, new.state, new.state_changed_by);
    perform private.queue_application_email(new);
  end if;
  return null;
end
$$;
revoke all on function private.record_application_move() from public;
alter table public.opportunity_daily_stats add column applications integer not null default 0,
  add constraint opportunity_daily_stats_applications check (applications >= 0);
comment on column public.opportunity_daily_stats.applications is 'Applications through the board proven that day (counts only).';

create trigger record_application_move after insert or update of state, confirmed_at on public.applications
  for each row execute function private.record_application_move();

alter table public.channels drop constraint channels_events_some;
alter table public.channels add constraint channels_events_some check (cardinality(events) between 1 and 5);

-- The e-mails of an application go with it.
alter table private.emails add column application_id uuid references public.applications (id) on delete cascade;
create index emails_application_idx on private.emails (application_id) where application_id is not null;

-- Editors (manage_opportunities) read the confirmed applications, move them and rate them; a
-- member reads their own. Nobody else reads them but the secret key.
alter table public.applications enable row level security;
create policy "editors read proven applications, members their own" on public.applications for select to authenticated
  using (confirmed_at is not null and ((select private.has_permission('manage_opportunities')) or user_id = (select auth.uid())));
create policy "editors move applications" on public.applications for update to authenticated
  using (confirmed_at is not null and (select private.has_permission('manage_opportunities')))
  with check ((select private.has_permission('manage_opportunities')));
revoke all on public.applications from anon, authenticated;
grant select (id, opportunity_id, form_id, form_version, applicant_email, applicant_name, address_key, user_id, answers, state,
  state_changed_at, state_changed_by, rating, confirmed_at, created_at, updated_at) on public.applications to authenticated;
grant update (state, rating) on public.applications to authenticated;
grant all on public.applications to service_role;

alter table public.application_history enable row level security;
create policy "editors read applications' history" on public.application_history for select to authenticated
  using ((select private.has_permission('manage_opportunities')) and exists (select from public.applications a where a.id = application_id));
revoke all on public.application_history from anon, authenticated;
grant select on public.application_history to authenticated;
grant all on public.application_history to service_role;

-- Editors' notes on an application: never the applicant's to read.
create table public.application_notes (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  body text not null,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint application_notes_body_length check (char_length(body) between 1 and 5000 and body ~ '\S')
);
comment on table public.application_notes is 'Editors'' private notes on an application (docs/applications.md).';
create index application_notes_application_idx on public.application_notes (application_id, created_at);
alter table public.application_notes enable row level security;
create policy "editors read notes" on public.application_notes for select to authenticated
  using ((select private.has_permission('manage_opportunities')) and exists (select from public.applications a where a.id = application_id));
create policy "editors add notes" on public.application_notes for insert to authenticated
  with check ((select private.has_permission('manage_opportunities')) and author_id = (select auth.uid())
    and exists (select from public.applications a where a.id = application_id));
create policy "authors remove their notes" on public.application_notes for delete to authenticated
  using (author_id = (select auth.uid()));
revoke all on public.application_notes from anon, authenticated;
grant select, delete on public.application_notes to authenticated;
grant insert (application_id, body) on public.application_notes to authenticated;
grant all on public.application_notes to service_role;

-- 3. Applicants' files --------------------------------------------------------------------------

with documents (types) as (values (array[
    'application/pdf', 'image/png', 'image/jpeg', 'image/webp',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text']))
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select 'application-files', 'application-files', false, 10485760, d.types from documents d
on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;
insert into private.file_buckets (bucket, permission, members_only) values ('application-files', 'manage_opportunities', true);

-- An application's file, per file question: written by the service as the application is.
create table public.application_files (
  application_id uuid not null references public.applications (id) on delete cascade,
  question text not null,
  -- The name the applicant gave it, made safe.
  file_name text not null,
  primary key (application_id, question),
  constraint application_files_name_length check (char_length(file_name) between 1 and 255)
);
select private.add_file_column('public.application_files', array['application-files'],
  'The applicant''s file in Storage, as `application-files/<name>`: read by the editors only, through signed URLs.');
alter table public.application_files alter column file set not null;
alter table public.application_files enable row level security;
create policy "editors read applications' files" on public.application_files for select to authenticated
  using ((select private.has_permission('manage_opportunities')) and exists (select from public.applications a where a.id = application_id));
revoke all on public.application_files from anon, authenticated;
grant select on public.application_files to authenticated;
grant all on public.application_files to service_role;

create or replace function private.file_named(key text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select from public.resources r where r.file = key)
    or exists (select from public.companies c where c.file = key)
    or exists (select from public.opportunities o where o.file = key)
    or exists (select from public.application_files f where f.file = key)
$$;

-- 4. Applying ---------------------------------------------------------------------------------

-- The board form a published opportunity routes applicants to (not retired), its questions as
-- anyone reads them, and whether it takes applications today (`opens_on`..`closes_on`, UTC days).
create function private.application_form_of(opportunity uuid)
returns table (opportunity_id uuid, title text, opens_on date, closes_on date, form_id uuid, form_title text, version int,
  questions jsonb, open boolean)
language sql stable security definer set search_path = '' as $$
  select o.id, o.title, o.opens_on, o.closes_on, f.id, f.title, f.version, f.questions,
    (o.opens_on is null or o.opens_on <= (now() at time zone 'UTC')::date)
      and (o.closes_on is null or o.closes_on >= (now() at time zone 'UTC')::date)
  from public.opportunities o join public.application_forms f on f.id = o.linked_form_id
  where o.id = opportunity and private.published(o) and f.retired_at is null
$$;
revoke all on function private.application_form_of(uuid) from public;
grant execute on function private.application_form_of(uuid) to anon, authenticated, service_role;

-- The same, only while it takes applications.
create function private.open_application_form(opportunity uuid)
returns table (opportunity_id uuid, title text, opens_on date, closes_on date, form_id uuid, form_title text, version int, questions jsonb)
language sql stable security definer set search_path = '' as $$
  select f.opportunity_id, f.title, f.opens_on, f.closes_on, f.form_id, f.form_title, f.version, f.questions
  from private.application_form_of(opportunity) f where f.open
$$;
revoke all on function private.open_application_form(uuid) from public;

-- The files of an application, replaced per question by `files` ([{question, file, file_name}]).
create function private.put_application_files(application uuid, files jsonb) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.application_files (application_id, question, file, file_name)
  select application, f ->> 'question', f ->> 'file', f ->> 'file_name' from jsonb_array_elements(coalesce(files, '[]')) f
  on conflict (application_id, question) do update set file = excluded.file, file_name = excluded.file_name
$$;
revoke all on function private.put_application_files(uuid, jsonb) from public;

-- A client's turn to apply (`APPLICATION_CLIENT_LIMIT` an hour), taken before its files are
-- stored: the seconds to wait when it has none left, null when it may go on.
create function private.take_application_turn(client text, per_client int, out retry_after int)
language sql volatile security definer set search_path = '' as $$
  select private.refused_for('applications', client, per_client, 3600)
$$;
revoke all on function private.take_application_turn(text, int) from public;
grant execute on function private.take_application_turn(text, int) to anon, authenticated, service_role;

-- An application (its client's turn taken). `outcome`: `closed` (not open, or its form changed
-- since `version`: read it again),
-- `received` (a member's, at once), `updated` (a member's second: the first takes its answers),
-- `queued` (a stranger's: its address gets the link that proves it; past 3 unproven a day for an
-- address it is dropped with the same outcome, so the answer tells nothing of the address).
create function private.apply(
  opportunity uuid, version int, address text, name text, given jsonb, files jsonb,
  out id uuid, out outcome text
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  form record;
  key text := private.address_key(address);
  member uuid := case when not private.is_anonymous() then auth.uid() end;
  existing uuid;
begin
  select * into form from private.open_application_form(opportunity);
  if form.form_id is null or form.version <> apply.version then
    outcome := 'closed';
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7340011, hashtext(opportunity::text || key));
  if member is not null and key = any (private.caller_address_keys()) then
    select a.id into existing from public.applications a
    where a.opportunity_id = opportunity and a.address_key = key and a.confirmed_at is not null and a.state <> 'withdrawn';
    if existing is not null then
      perform set_config('application.applicant', 'on', true);
      update public.applications a set answers = given, applicant_name = name, form_id = form.form_id, form_version = form.version
      where a.id = existing;
      perform set_config('application.applicant', '', true);
      perform private.put_application_files(existing, files);
      id := existing;
      outcome := 'updated';
      return;
    end if;
    insert into public.applications (opportunity_id, form_id, form_version, applicant_email, applicant_name, user_id, answers,
      confirmed_at, confirm_token)
    values (opportunity, form.form_id, form.version, address, name, member, given, now(), null)
    returning applications.id into id;
    perform private.put_application_files(id, files);
    outcome := 'received';
    return;
  end if;
  outcome := 'queued';
  if (select count(*) from public.applications a where a.address_key = key and a.confirmed_at is null
      and a.created_at > now() - interval '1 day') >= 3 then
    return;
  end if;
  insert into public.applications (opportunity_id, form_id, form_version, applicant_email, applicant_name, answers)
  values (opportunity, form.form_id, form.version, address, name, given)
  returning applications.id into id;
  perform private.put_application_files(id, files);
  insert into private.emails (kind, to_address, application_id, content)
  select 'application_confirmation', address, a.id, jsonb_build_object('token', a.confirm_token, 'title', form.title)
  from public.applications a where a.id = apply.id;
end
$$;
revoke all on function private.apply(uuid, int, text, text, jsonb, jsonb) from public;
grant execute on function private.apply(uuid, int, text, text, jsonb, jsonb) to anon, authenticated, service_role;

-- What the proving link's page shows: the opportunity applied to (never the answers).
create function private.unconfirmed_application(token text) returns table (title text)
language sql stable security definer set search_path = '' as $$
  select o.title from public.applications a join public.opportunities o on o.id = a.opportunity_id
  where a.confirm_token = token and a.confirmed_at is null and a.created_at > now() - interval '7 days'
$$;
revoke all on function private.unconfirmed_application(text) from public;
grant execute on function private.unconfirmed_application(text) to anon, authenticated, service_role;

-- Following the proving link, once, within 7 days: the application reaches the editors, or, when
-- the address has an active one for the opportunity, that one takes its answers and files
-- (`updated`) and the proven copy goes. Null for a link spent, expired or unknown.
create function private.confirm_application(token text, out id uuid, out outcome text)
language plpgsql volatile security definer set search_path = '' as $$
declare
  proven public.applications;
  existing uuid;
begin
  select * into proven from public.applications a
  where a.confirm_token = token and a.confirmed_at is null and a.created_at > now() - interval '7 days' for update;
  if proven.id is null then
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7340011, hashtext(proven.opportunity_id::text || proven.address_key));
  select a.id into existing from public.applications a
  where a.opportunity_id = proven.opportunity_id and a.address_key = proven.address_key and a.confirmed_at is not null
    and a.state <> 'withdrawn';
  if existing is null then
    update public.applications a set confirmed_at = now(), confirm_token = null where a.id = proven.id;
    id := proven.id;
    outcome := 'received';
    return;
  end if;
  perform set_config('application.applicant', 'on', true);
  update public.applications a set answers = proven.answers, applicant_name = proven.applicant_name,
    form_id = proven.form_id, form_version = proven.form_version
  where a.id = existing;
  perform set_config('application.applicant', '', true);
  delete from public.application_files f where f.application_id = existing
    and f.question in (select p.question from public.application_files p where p.application_id = proven.id);
  update public.application_files f set application_id = existing where f.application_id = proven.id;
  delete from public.applications a where a.id = proven.id;
  -- Its manage link goes to the address (the mailbox that proved it), with word of the change.
  perform private.queue_application_email(x, true) from public.applications x where x.id = existing;
  id := existing;
  outcome := 'updated';
end
$$;
revoke all on function private.confirm_application(text) from public;
grant execute on function private.confirm_application(text) to anon, authenticated, service_role;

-- 5. The applicant's manage link ------------------------------------------------------------------

-- What the manage link shows its holder: the application as they made it, its state and whether
-- it may still change (its opportunity open, its state received or reviewing). Never the notes,
-- the rating or who moved it.
create function private.application_by_token(token text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('id', a.id, 'opportunity_id', a.opportunity_id, 'title', o.title, 'closes_on', o.closes_on,
    'applicant_email', a.applicant_email, 'applicant_name', a.applicant_name, 'answers', a.answers, 'state', a.state,
    'state_changed_at', a.state_changed_at, 'created_at', a.created_at, 'updated_at', a.updated_at,
    'form_version', a.form_version,
    'questions', (select v.questions from public.application_form_versions v where v.form_id = a.form_id and v.version = a.form_version),
    'files', coalesce((select jsonb_agg(jsonb_build_object('question', f.question, 'file_name', f.file_name, 'file_type', f.file_type,
      'file_size', f.file_size) order by f.question) from public.application_files f where f.application_id = a.id), '[]'),
    'may_change', a.state in ('received', 'reviewing') and exists (select from private.open_application_form(a.opportunity_id)),
    'may_withdraw', exists (select from private.application_moves m where m.from_state = a.state and m.to_state = 'withdrawn'))
  from public.applications a join public.opportunities o on o.id = a.opportunity_id
  where a.manage_token = token and a.confirmed_at is not null
$$;
revoke all on function private.application_by_token(text) from public;
grant execute on function private.application_by_token(text) to anon, authenticated, service_role;

-- The applicant changes their answers (and files) before the deadline, with the form's current
-- questions (`version`): `changed`, `closed` (past the deadline, moved on, or the form changed
-- since `version`), or null for an unknown link.
create function private.change_application(token text, version int, name text, given jsonb, files jsonb) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  a public.applications;
  form record;
begin
  select * into a from public.applications x where x.manage_token = token and x.confirmed_at is not null for update;
  if a.id is null then
    return null;
  end if;
  select * into form from private.open_application_form(a.opportunity_id);
  if form.form_id is null or form.version <> change_application.version or a.state not in ('received', 'reviewing') then
    return 'closed';
  end if;
  perform set_config('application.applicant', 'on', true);
  update public.applications x set answers = given, applicant_name = coalesce(name, x.applicant_name),
    form_id = form.form_id, form_version = form.version where x.id = a.id;
  perform set_config('application.applicant', '', true);
  perform private.put_application_files(a.id, files);
  return 'changed';
end
$$;
revoke all on function private.change_application(text, int, text, jsonb, jsonb) from public;
grant execute on function private.change_application(text, int, text, jsonb, jsonb) to anon, authenticated, service_role;

-- The applicant withdraws: `withdrawn`, `final` (it can no longer be: accepted, declined, not
-- selected or withdrawn), or null for an unknown link.
create function private.withdraw_application(token text) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  a public.applications;
begin
  select * into a from public.applications x where x.manage_token = token and x.confirmed_at is not null for update;
  if a.id is null then
    return null;
  end if;
  if not exists (select from private.application_moves m where m.from_state = a.state and m.to_state = 'withdrawn') then
    return 'final';
  end if;
  perform set_config('application.applicant', 'on', true);
  update public.applications x set state = 'withdrawn' where x.id = a.id;
  perform set_config('application.applicant', '', true);
  return 'withdrawn';
end
$$;
revoke all on function private.withdraw_application(text) from public;
grant execute on function private.withdraw_application(text) to anon, authenticated, service_role;

-- 6. Kept only as long as needed ---------------------------------------------------------------

-- Deletes (with their files, notes, history and e-mails) the applications whose opportunity
-- closed `days` ago (its closes_on, or its expiry, or its withdrawal), and strangers' unproven
-- ones after 7 days. Answers how many of each.
create function private.forget_applications(days int, out applications int, out unconfirmed int)
language plpgsql volatile security definer set search_path = '' as $$
begin
  delete from public.applications a using public.opportunities o
  where o.id = a.opportunity_id
    and coalesce(o.closes_on::timestamptz, o.expires_at, case when not o.is_active then o.updated_at end)
      < now() - make_interval(days => days);
  get diagnostics applications = row_count;
  delete from public.applications a where a.confirmed_at is null and a.created_at < now() - interval '7 days';
  get diagnostics unconfirmed = row_count;
end
$$;
revoke all on function private.forget_applications(int) from public;
grant execute on function private.forget_applications(int) to service_role;

-- 7. A person's data, on request ------------------------------------------------------------------

-- The export and the erasure of an address (and a member's account) take its applications too:
-- the functions before, with them. An application erased goes with its files, notes and history.
alter function private.privacy_export(text, uuid) rename to privacy_export_without_applications;
alter function private.privacy_erase(text, uuid) rename to privacy_erase_without_applications;

create function private.privacy_export(address text, member uuid default null) returns jsonb
language sql stable security definer set search_path = '' as $$
  select private.privacy_export_without_applications(address, member) || jsonb_build_object('applications',
    coalesce((select jsonb_agg(jsonb_build_object('id', a.id, 'opportunity_id', a.opportunity_id, 'title', o.title,
        'applicant_email', a.applicant_email, 'applicant_name', a.applicant_name, 'answers', a.answers, 'state', a.state,
        'files', (select coalesce(jsonb_agg(f.file_name order by f.question), '[]') from public.application_files f where f.application_id = a.id),
        'confirmed_at', a.confirmed_at, 'created_at', a.created_at, 'updated_at', a.updated_at) order by a.created_at, a.id)
      from public.applications a join public.opportunities o on o.id = a.opportunity_id
      where a.address_key = private.address_key(address) or a.user_id = member), '[]'))
$$;
revoke all on function private.privacy_export(text, uuid) from public;
grant execute on function private.privacy_export(text, uuid) to service_role;

create function private.privacy_erase(address text, member uuid default null) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  erased int;
begin
  delete from public.applications a where a.address_key = private.address_key(address) or a.user_id = member;
  get diagnostics erased = row_count;
  return private.privacy_erase_without_applications(address, member) || jsonb_build_object('applications', erased);
end
$$;
revoke all on function private.privacy_erase(text, uuid) from public;
grant execute on function private.privacy_erase(text, uuid) to service_role;
revoke all on function private.privacy_export_without_applications(text, uuid), private.privacy_erase_without_applications(text, uuid)
  from public, anon, authenticated;

-- 8. Sponsors' figures ---------------------------------------------------------------------------

-- A company's figures per posting and day, with its applications (counts only).
drop function private.company_stats(uuid, date, date);
create function private.company_stats(company uuid, from_day date, to_day date)
returns table (opportunity_id uuid, day date, emails int, channel_messages int, clicks int, views int, applications int)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.has_permission('manage_companies') then
    raise insufficient_privilege using message = 'the figures need manage_companies';
  end if;
  return query
    select s.opportunity_id, s.day, s.emails, s.channel_messages, s.clicks, s.views, s.applications
    from public.opportunities o
    join public.opportunity_daily_stats s on s.opportunity_id = o.id and s.day between from_day and to_day
    where o.company_id = company
    union all
    select v.opportunity_id, v.day, 0, 0, (count(*) filter (where v.kind = 'click'))::int, (count(*) filter (where v.kind = 'view'))::int, 0
    from public.opportunities o
    join private.opportunity_visits v on v.opportunity_id = o.id and v.day between from_day and to_day
    where o.company_id = company
    group by v.opportunity_id, v.day;
end
$$;
revoke all on function private.company_stats(uuid, date, date) from public;
grant execute on function private.company_stats(uuid, date, date) to authenticated, service_role;
