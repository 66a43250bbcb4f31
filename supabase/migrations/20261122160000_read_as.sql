-- One statement per API read. PostgREST sets the caller's role and claims, then reads: with
-- postgres.js and no prepared statements (the transaction pooler has none) that is BEGIN, two
-- statements each sent as Describe then Execute, and COMMIT. This function does the same in the
-- statement that calls it: the caller's role, claims and UTC, local to that statement's own
-- transaction and read-only, then the read, planned after the role is set so RLS decides.
--
-- The read is the API's own SQL, with its values as `format()` positions (`%1$L`): they arrive
-- as a bound text[] and Postgres quotes them (quote_literal), so no value is ever spliced by
-- the API. A read answers one row: `meta`, small JSON the API reads (next page, total), and
-- `body`, JSON built by Postgres that the API sends on as it is.
--
-- Only the API's connection role may call it: not SECURITY DEFINER, so it can never give a role
-- its caller does not already have, and execute is revoked from every API role.
create function private.read_as(
  claims text,
  statement text,
  params text[],
  planner text default '{}'
) returns table (meta text, body text)
language plpgsql
set search_path = public, pg_temp
as $$
declare
  setting record;
begin
  if claims::jsonb->>'role' not in ('anon', 'authenticated', 'service_role') then
    raise exception 'read_as: unknown role' using errcode = '42501';
  end if;
  perform set_config('role', claims::jsonb->>'role', true),
          set_config('request.jwt.claims', claims, true),
          set_config('timezone', 'UTC', true),
          set_config('transaction_read_only', 'on', true);
  -- Planner hints for this read only (a search reads in list order: see listing.ts).
  for setting in select key, value from jsonb_each_text(planner::jsonb) loop
    if setting.key !~ '^enable_[a-z]+$' then
      raise exception 'read_as: % is not a planner setting', setting.key using errcode = '22023';
    end if;
    perform set_config(setting.key, setting.value, true);
  end loop;
  return query execute format(statement, variadic params);
end;
$$;

revoke all on function private.read_as(text, text, text[], text) from public, anon, authenticated, service_role;
