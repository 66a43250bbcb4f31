-- Anonymous reads' own login role. It is anon in everything a read can see: a member of anon
-- that inherits anon's rights (so anon's grants and RLS policies apply to it as they do to anon)
-- and of no other role, with anon's limits as its defaults, applied when a connection logs in:
-- the statement timeout (3 s, the functions' `roleTimeLimits.anon`), UTC, read-only transactions,
-- and the claims of an anonymous caller. A read on it needs no statement that sets them, which
-- costs about as much Postgres time as the rest of the read's overhead (docs/benchmarks.md), and
-- nothing on it can become another role or write. It has no password until an operator gives it
-- one (docs/operations.md); until then anonymous reads take anon on functions_authenticator's
-- connection, as every other read does. Roles belong to the cluster, hence "if not exists".
do $$
begin
  if not exists (select from pg_roles where rolname = 'functions_anon_reader') then
    create role functions_anon_reader login inherit;
  end if;
end
$$;

grant anon to functions_anon_reader;

alter role functions_anon_reader set statement_timeout = '3s';
alter role functions_anon_reader set timezone = 'UTC';
alter role functions_anon_reader set default_transaction_read_only = on;
alter role functions_anon_reader set request.jwt.claims = '{"role":"anon"}';
