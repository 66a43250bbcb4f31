-- The functions' own login role, in the manner of PostgREST's `authenticator`: it can become
-- anon, authenticated or service_role for a request (set_config('role', ...), local to the
-- transaction), and holds no right of its own, so a statement that resets its role reaches
-- nothing (NOINHERIT: membership gives no privileges until the role is taken). It has no
-- password until an operator gives it one (docs/operations.md); until then the functions use
-- SUPABASE_DB_URL. Roles belong to the cluster, hence "if not exists".
do $$
begin
  if not exists (select from pg_roles where rolname = 'functions_authenticator') then
    create role functions_authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to functions_authenticator;

-- A read is one call of private.read_as, made before the role is taken.
grant usage on schema private to functions_authenticator;
grant execute on function private.read_as(text) to functions_authenticator;
