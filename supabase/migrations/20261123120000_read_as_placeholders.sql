-- Every statement the API sends names its values the same way: `$1`, `$2`, ..., PostgreSQL's own
-- placeholders, made by one SQL builder whose statement text never holds `$` or `%` otherwise.
-- A write binds them as parameters; `read_as`, whose request must travel as one literal, turns
-- each `$n` into `format()`'s `%n$L`, so each value is still quoted by Postgres (quote_literal),
-- never by the API. A statement written with `%n$L` positions reads as before.
create or replace function private.read_as(request text) returns table (meta text, body text)
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
  -- Planner hints for this read only (a search reads in list order: see records/listing.ts).
  for setting in select key, value from jsonb_each_text(coalesce(read->'planner', '{}')) loop
    if setting.key !~ '^enable_[a-z]+$' then
      raise exception 'read_as: % is not a planner setting', setting.key using errcode = '22023';
    end if;
    perform set_config(setting.key, setting.value, true);
  end loop;
  -- One row, read straight into the answer (nulls when the read finds none).
  execute format(regexp_replace(read->>'statement', '\$([0-9]+)', '%\1$L', 'g'),
                 variadic array(select jsonb_array_elements_text(read->'values')))
    into meta, body;
  return next;
end;
$$;

revoke all on function private.read_as(text) from public, anon, authenticated, service_role;
