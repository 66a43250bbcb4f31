-- The pgTAP files' way to act as a caller, as PostgREST sets a request (the role and its claims,
-- local to the transaction): `\ir helpers/roles.sql` after `begin`. `reset role` acts as the
-- migrations' owner again.

-- A signed-in user (`sub`), with an e-mail claim when given.
create function pg_temp.act_as(sub text, email text default null) returns void
language sql as $$
  select set_config('role', 'authenticated', true),
    set_config('request.jwt.claims', json_strip_nulls(json_build_object('role', 'authenticated', 'sub', sub, 'email', email))::text, true);
$$;

-- Anyone, signed out (the publishable key).
create function pg_temp.act_as_anon() returns void
language sql as $$
  select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true);
$$;

-- The service (the secret key).
create function pg_temp.act_as_service() returns void
language sql as $$
  select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role": "service_role"}', true);
$$;
