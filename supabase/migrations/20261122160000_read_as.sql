-- One statement, and one round trip, per API read. PostgREST sets the caller's role and claims,
-- then reads: with postgres.js and no prepared statements (the transaction pooler has none) that
-- is BEGIN, two statements each sent as Describe then Execute (the driver asks for parameter
-- types before it sends values), and COMMIT: six round trips. This function does it all in the
-- statement that calls it: the caller's role, claims and UTC, local to that statement's own
-- transaction and read-only, then the read, planned after the role is set so RLS decides.
--
-- The request arrives as one base64 literal (so the call has no parameters, and goes as a single
-- simple query): JSON with the claims, the API's own SQL with its values as `format()` positions
-- (`%1$L`), the values, and planner hints. Base64's alphabet has no quote or backslash, so the
-- literal cannot end early, and each value is quoted by Postgres (quote_literal), never by the
-- API. A read answers one row: `meta`, small JSON the API reads (next page, total), and `body`,
-- JSON built by Postgres that the API sends on as it is (both null when it found nothing).
--
-- Only the API's connection role may call it: not SECURITY DEFINER, so it can never give a role
-- its caller does not already have, and execute is revoked from every API role.
create function private.read_as(request text) returns table (meta text, body text)
language plpgsql
set search_path = public, pg_temp
as $$
declare
  read jsonb := convert_from(decode(request, 'base64'), 'UTF8')::jsonb;
  role text := read->'claims'->>'role';
  setting record;
begin
  if role is null or role not in ('anon', 'authenticated', 'service_role') then
    raise exception 'read_as: unknown role' using errcode = '42501';
  end if;
  perform set_config('role', role, true),
          set_config('request.jwt.claims', (read->'claims')::text, true),
          set_config('timezone', 'UTC', true),
          set_config('transaction_read_only', 'on', true);
  -- Planner hints for this read only (a search reads in list order: see listing.ts).
  for setting in select key, value from jsonb_each_text(coalesce(read->'planner', '{}')) loop
    if setting.key !~ '^enable_[a-z]+$' then
      raise exception 'read_as: % is not a planner setting', setting.key using errcode = '22023';
    end if;
    perform set_config(setting.key, setting.value, true);
  end loop;
  -- One row, read straight into the answer (nulls when the read finds none).
  execute format(read->>'statement', variadic array(select jsonb_array_elements_text(read->'values')))
    into meta, body;
  return next;
end;
$$;

revoke all on function private.read_as(text) from public, anon, authenticated, service_role;
