-- Who sees and may change what, decided by row-level security and grants alone: every kind of
-- caller, for both tables, the active_opportunities view, notifications and the role tables.
-- Run with `supabase test db`, or `npm run test:db` against DATABASE_URL. Everything it creates
-- is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
select plan(127);

-- Callers: users of each role, one who signed up holding none, and an anonymous sign-in that
-- carries the editor's own id (the is_anonymous claim decides, not the id).
insert into auth.users (id, email) values
  ('c0000000-0000-4000-8000-000000000001', 'tap-editor@example.org'),
  ('c0000000-0000-4000-8000-000000000002', 'tap-opportunities@example.org'),
  ('c0000000-0000-4000-8000-000000000003', 'tap-resources@example.org'),
  ('c0000000-0000-4000-8000-000000000004', 'tap-member@example.org'),
  ('c0000000-0000-4000-8000-000000000005', 'tap-signed-up@example.org');
insert into user_roles (user_id, role) values
  ('c0000000-0000-4000-8000-000000000001', 'editor'),
  ('c0000000-0000-4000-8000-000000000002', 'opportunities_editor'),
  ('c0000000-0000-4000-8000-000000000003', 'resources_editor'),
  ('c0000000-0000-4000-8000-000000000004', 'member');

create temporary table callers (name text primary key, claims jsonb not null);
insert into callers values
  ('anon', '{"role": "anon"}'),
  ('signed up, no role', '{"role": "authenticated", "sub": "c0000000-0000-4000-8000-000000000005"}'),
  ('anonymous sign-in', '{"role": "authenticated", "sub": "c0000000-0000-4000-8000-000000000001", "is_anonymous": true}'),
  ('member', '{"role": "authenticated", "sub": "c0000000-0000-4000-8000-000000000004"}'),
  ('opportunities editor', '{"role": "authenticated", "sub": "c0000000-0000-4000-8000-000000000002"}'),
  ('resources editor', '{"role": "authenticated", "sub": "c0000000-0000-4000-8000-000000000003"}'),
  ('editor', '{"role": "authenticated", "sub": "c0000000-0000-4000-8000-000000000001"}'),
  ('service role', '{"role": "service_role"}');
grant select on callers to anon, authenticated, service_role;

-- Rows: 1 public, 2 an active draft, 3 viewable but inactive, 4 neither, 5 public but expired.
insert into opportunities (id, title, link_url, website_viewable, is_active, expires_at) values
  ('d0000000-0000-4000-8000-000000000001', 'tap 1', 'https://e.org/1', true, true, null),
  ('d0000000-0000-4000-8000-000000000002', 'tap 2', 'https://e.org/2', false, true, null),
  ('d0000000-0000-4000-8000-000000000003', 'tap 3', 'https://e.org/3', true, false, null),
  ('d0000000-0000-4000-8000-000000000004', 'tap 4', 'https://e.org/4', false, false, null),
  ('d0000000-0000-4000-8000-000000000005', 'tap 5', 'https://e.org/5', true, true, now() - interval '1 day');
insert into resources (id, title, category, link_url, website_viewable, is_active) values
  ('d1000000-0000-4000-8000-000000000001', 'tap 1', 'Talks', 'https://e.org/1', true, true),
  ('d1000000-0000-4000-8000-000000000002', 'tap 2', 'Talks', 'https://e.org/2', false, true),
  ('d1000000-0000-4000-8000-000000000003', 'tap 3', 'Talks', 'https://e.org/3', true, false),
  ('d1000000-0000-4000-8000-000000000004', 'tap 4', 'Talks', 'https://e.org/4', false, false);
insert into opportunity_notifications (opportunity_id, notify_members) values
  ('d0000000-0000-4000-8000-000000000001', true);

-- `statement` as the caller (role and claims as the API and PostgREST set them), in a
-- subtransaction that is then rolled back, so nothing it writes stays: the numbers of the
-- fixture rows it returned ('1,2'), or the SQLSTATE it failed with.
create function pg_temp.as_caller(caller text, statement text) returns text
language plpgsql as $$
declare
  outcome text;
begin
  begin
    perform set_config('role', claims ->> 'role', true), set_config('request.jwt.claims', claims::text, true)
    from callers where name = caller;
    execute format('with done as (%s) select coalesce(string_agg(right(id::text, 1), %L order by id), %L) from done',
      statement, ',', '') into outcome;
    raise exception using errcode = 'T0D0N', message = outcome;
  exception
    when sqlstate 'T0D0N' then outcome := sqlerrm;
    when others then outcome := sqlstate;
  end;
  return outcome;
end
$$;

-- Reading ---------------------------------------------------------------------------------------
select is(pg_temp.as_caller(name, $$select id from opportunities where title like 'tap %'$$), expected,
  name || ' reads exactly the opportunities it may')
from callers join (values
  ('anon', '1'), ('signed up, no role', '1'), ('anonymous sign-in', '1'), ('member', '1,2'),
  ('resources editor', '1,2'), ('opportunities editor', '1,2,3,4,5'), ('editor', '1,2,3,4,5'),
  ('service role', '1,2,3,4,5')) as matrix (name, expected) using (name);

select is(pg_temp.as_caller(name, $$select id from active_opportunities where title like 'tap %'$$), expected,
  name || ' reads exactly the live opportunities it may through the view')
from callers join (values
  ('anon', '1'), ('signed up, no role', '1'), ('anonymous sign-in', '1'), ('member', '1,2'),
  ('resources editor', '1,2'), ('opportunities editor', '1,2'), ('editor', '1,2'),
  ('service role', '1,2')) as matrix (name, expected) using (name);

select is(pg_temp.as_caller(name, $$select id from resources where title like 'tap %'$$), expected,
  name || ' reads exactly the resources it may')
from callers join (values
  ('anon', '1'), ('signed up, no role', '1'), ('anonymous sign-in', '1'), ('member', '1,2'),
  ('opportunities editor', '1,2'), ('resources editor', '1,2,3,4'), ('editor', '1,2,3,4'),
  ('service role', '1,2,3,4')) as matrix (name, expected) using (name);

-- Writing: editors of a table and the service role only. Refused inserts are 42501; anon has no
-- UPDATE or DELETE grant (42501), and a signed-in caller's update or delete matches no row.
create temporary table writes (relation text, verb text, statement text);
insert into writes values
  ('opportunities', 'inserts', $$insert into opportunities (id, title, link_url) values ('d0000000-0000-4000-8000-000000000009', 'tap 9', 'https://e.org/9') returning id$$),
  ('opportunities', 'updates', $$update opportunities set title = 'tap changed' where title like 'tap %' returning id$$),
  ('opportunities', 'deletes', $$delete from opportunities where title like 'tap %' returning id$$),
  ('resources', 'inserts', $$insert into resources (id, title, category, link_url) values ('d1000000-0000-4000-8000-000000000009', 'tap 9', 'Talks', 'https://e.org/9') returning id$$),
  ('resources', 'updates', $$update resources set title = 'tap changed' where title like 'tap %' returning id$$),
  ('resources', 'deletes', $$delete from resources where title like 'tap %' returning id$$);
grant select on writes to anon, authenticated, service_role;

select is(pg_temp.as_caller(c.name, w.statement),
  case
    when (w.relation = 'opportunities' and c.name in ('opportunities editor', 'editor', 'service role'))
      or (w.relation = 'resources' and c.name in ('resources editor', 'editor', 'service role'))
    then case w.verb when 'inserts' then '9' when 'updates' then '1,2,3,4' || case w.relation when 'opportunities' then ',5' else '' end
      else '1,2,3,4' || case w.relation when 'opportunities' then ',5' else '' end end
    when w.verb = 'inserts' or c.name = 'anon' then '42501'
    else ''
  end,
  format('%s %s %s only if it may', c.name, w.verb, w.relation))
from callers c cross join writes w;

select is(pg_temp.as_caller(name, statement), expected, format('%s: %s', name, label))
from callers cross join (values
  ('inserts through the view', $$insert into active_opportunities (title, link_url) values ('tap view', 'https://e.org/v') returning id$$),
  ('updates through the view', $$update active_opportunities set title = 'tap view' where title like 'tap %' returning id$$)
) as attempts (label, statement)
cross join lateral (select case
  when name = 'service role' then case when label like 'inserts%' then '' else '1,2' end
  else '42501' end) as outcome (expected)
where label like 'inserts%' and name <> 'service role' or label like 'updates%';

-- Notifications: editors of opportunities and the service role only; anon is refused outright,
-- and any other signed-in caller sees none and changes none.
select is(pg_temp.as_caller(name, $$select opportunity_id as id from opportunity_notifications where opportunity_id::text like 'd0%'$$),
  expected, name || ' reads notifications only if it manages opportunities')
from callers join (values
  ('anon', '42501'), ('signed up, no role', ''), ('anonymous sign-in', ''), ('member', ''),
  ('resources editor', ''), ('opportunities editor', '1'), ('editor', '1'), ('service role', '1')
) as matrix (name, expected) using (name);

select is(pg_temp.as_caller(name, $$insert into opportunity_notifications (opportunity_id, notify_members)
  values ('d0000000-0000-4000-8000-000000000002', true) returning opportunity_id as id$$),
  expected, name || ' sets notifications only if it manages opportunities')
from callers join (values
  ('anon', '42501'), ('signed up, no role', '42501'), ('anonymous sign-in', '42501'), ('member', '42501'),
  ('resources editor', '42501'), ('opportunities editor', '2'), ('editor', '2'), ('service role', '2')
) as matrix (name, expected) using (name);

-- Role tables: users see their own roles only, and no one but the service role changes them.
select is(pg_temp.as_caller(name, $$select user_id as id from user_roles where user_id::text like 'c0%'$$),
  expected, name || ' sees only its own roles')
from callers join (values
  ('anon', '42501'), ('signed up, no role', ''), ('member', '4'), ('editor', '1'), ('opportunities editor', '2')
) as matrix (name, expected) using (name);

select is(pg_temp.as_caller(name, $$insert into user_roles (user_id, role)
  values ('c0000000-0000-4000-8000-000000000005', 'editor') returning user_id as id$$),
  expected, name || ' grants a role only as the service role')
from callers join (values
  ('anon', '42501'), ('member', '42501'), ('editor', '42501'), ('anonymous sign-in', '42501'), ('service role', '5')
) as matrix (name, expected) using (name);

select is(pg_temp.as_caller(name, $$insert into role_permissions (role, permission)
  values ('resources_editor', 'manage_opportunities') returning null::uuid as id$$),
  '42501', name || ' may not change what a role permits')
from callers where name in ('member', 'editor', 'opportunities editor');

-- The permission check that every policy and the API use.
select is(pg_temp.as_caller(name, format($$select private.has_permission(%L)::int as id$$, permission)), expected,
  format('%s %s %s', name, case when expected = '1' then 'holds' else 'does not hold' end, permission))
from callers join (values
  ('anon', 'manage_opportunities', '0'), ('signed up, no role', 'read_member_content', '0'),
  ('anonymous sign-in', 'manage_opportunities', '0'), ('member', 'read_member_content', '1'),
  ('member', 'manage_opportunities', '0'), ('opportunities editor', 'manage_opportunities', '1'),
  ('opportunities editor', 'manage_resources', '0'), ('resources editor', 'manage_resources', '1'),
  ('editor', 'manage_resources', '1'), ('service role', 'manage_resources', '1')
) as matrix (name, permission, expected) using (name);

select is(
  (select prosecdef and proconfig = array['search_path=""'] from pg_proc where oid = 'private.has_permission'::regproc),
  true, 'the permission check is a security definer function with an empty search_path');

select * from finish();
rollback;
