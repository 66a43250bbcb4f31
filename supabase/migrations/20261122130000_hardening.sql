-- Rules found missing under concurrency, hostile input and direct supabase-js writes.

-- Audit columns -----------------------------------------------------------------------------------
-- updated_at is strictly increasing per row. `now()` is when the transaction began, so a writer
-- that waited for the row lock could stamp an earlier time than the write it waited for;
-- clock_timestamp() is when this row is written, and `old + 1 µs` holds even if the clock steps
-- back. A user's deletion nulls created_by / updated_by through the foreign keys' `on delete set
-- null` (an update fired by a trigger): that update changes nothing else and stamps nothing.
create or replace function private.stamp_audit_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := auth.uid();
    new.updated_at := now();
    new.updated_by := auth.uid();
    return new;
  end if;
  -- (Generated columns, such as the search document `fts`, are not computed yet in NEW.)
  if pg_trigger_depth() > 1
    and to_jsonb(new) - 'created_by' - 'updated_by' - 'fts' = to_jsonb(old) - 'created_by' - 'updated_by' - 'fts' then
    return new;
  end if;
  new.created_at := old.created_at;
  new.created_by := old.created_by;
  new.updated_at := greatest(clock_timestamp(), old.updated_at + interval '1 microsecond');
  new.updated_by := auth.uid();
  return new;
end
$$;

-- Anonymous sign-ins ------------------------------------------------------------------------------
-- Users of Supabase's anonymous sign-ins carry the `authenticated` role; they see what `anon`
-- sees and hold no permission (Supabase's guide: check the `is_anonymous` claim).
create function private.is_anonymous() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'is_anonymous' = 'true'::jsonb, false)
$$;
revoke all on function private.is_anonymous() from public;
grant execute on function private.is_anonymous() to anon, authenticated, service_role;

create or replace function private.has_permission(requested public.app_permission) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(auth.role() = 'service_role', false) or (not private.is_anonymous() and exists (
    select
    from public.user_roles ur
    join public.role_permissions rp on rp.role = ur.role
    where ur.user_id = auth.uid() and rp.permission = requested
  ))
$$;

create policy "anonymous users read only the public board" on public.opportunities
  as restrictive for select to authenticated
  using (not (select private.is_anonymous()) or (website_viewable and is_active));
create policy "anonymous users read only the public library" on public.resources
  as restrictive for select to authenticated
  using (not (select private.is_anonymous()) or (website_viewable and is_active));

-- Values that supabase-js writes straight to the tables -------------------------------------------
-- The API checks the same rules first, with messages; these hold for every other client.
-- Links are absolute http(s) URLs with a host (never `javascript:` and the like); an icon may also
-- be a site path with one leading `/`. Lengths match the API's limits.
-- A blank value passes: it means "no link" here, and the not-blank rules speak for required ones.
create function private.is_http_url(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select value !~ '\S' or value ~* '^https?://[^[:space:][:cntrl:]/?#\\]+([/?#][^[:space:][:cntrl:]]*)?$'
$$;
grant execute on function private.is_http_url(text) to anon, authenticated, service_role;

alter table public.opportunities
  add constraint opportunities_link_url_http_url check (private.is_http_url(link_url)),
  add constraint opportunities_icon_url_url_or_path
    check (private.is_http_url(icon_url) or icon_url ~ '^/([^[:space:][:cntrl:]/\\][^[:space:][:cntrl:]]*)?$'),
  add constraint opportunities_title_length check (char_length(title) <= 200),
  add constraint opportunities_description_length check (char_length(description) <= 10000),
  add constraint opportunities_link_url_length check (char_length(link_url) <= 2048),
  add constraint opportunities_icon_url_length check (char_length(icon_url) <= 2048),
  add constraint opportunities_term_length check (char_length(term) <= 100),
  add constraint opportunities_company_name_length check (char_length(company_name) <= 200),
  add constraint opportunities_location_length check (char_length(location) <= 200),
  add constraint opportunities_salary_length check (char_length(salary) <= 100),
  add constraint opportunities_field_length check (char_length(field) <= 100),
  add constraint opportunities_external_id_length check (char_length(external_id) <= 200),
  add constraint opportunities_opens_on_range check (opens_on between '0001-01-01' and '9999-12-31'),
  add constraint opportunities_closes_on_range check (closes_on between '0001-01-01' and '9999-12-31'),
  add constraint opportunities_expires_at_range
    check (expires_at >= '0001-01-01T00:00:00Z' and expires_at < '10000-01-01T00:00:00Z');

alter table public.resources
  add constraint resources_link_url_http_url check (private.is_http_url(link_url)),
  add constraint resources_thumbnail_url_http_url check (private.is_http_url(thumbnail_url)),
  add constraint resources_title_length check (char_length(title) <= 200),
  add constraint resources_category_length check (char_length(category) <= 100),
  add constraint resources_link_url_length check (char_length(link_url) <= 2048),
  add constraint resources_description_length check (char_length(description) <= 10000),
  add constraint resources_extension_length check (char_length(extension) <= 20),
  add constraint resources_thumbnail_url_length check (char_length(thumbnail_url) <= 2048),
  add constraint resources_resource_date_range check (resource_date between '0001-01-01' and '9999-12-31');

-- Idempotency keys --------------------------------------------------------------------------------
-- A POST with an `Idempotency-Key` header is done once per caller and key for 24 hours: a retry
-- with the same request gets the first answer back, another request under that key is refused.
-- The key is claimed in the write's own transaction, so a concurrent retry waits on the unique
-- key and then sees the committed answer; a write that fails releases its key with it.
create table private.idempotency_keys (
  caller text not null,
  key text not null,
  request_hash text not null,
  -- The first answer: {status, headers, body}. Written in the same transaction as the claim.
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (caller, key)
);

-- The caller is the user (or, for the secret key, the role): keys never cross callers.
create function private.idempotency_caller() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(auth.uid()::text, auth.role(), current_user)
$$;

-- Claims `key` for this request: no row when the request should run (a new key, or one past
-- 24 hours), else the stored request hash and answer. A concurrent claim of the same key waits
-- here until the first transaction ends.
create function private.claim_idempotency_key(key text, request_hash text)
returns table (stored_hash text, response jsonb)
language plpgsql security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  who text := private.idempotency_caller();
  claimed boolean;
begin
  delete from private.idempotency_keys k
  where k.caller = who and k.created_at < now() - interval '24 hours' and k.key <> claim_idempotency_key.key;
  insert into private.idempotency_keys as k (caller, key, request_hash)
  values (who, claim_idempotency_key.key, claim_idempotency_key.request_hash)
  on conflict on constraint idempotency_keys_pkey do update
    set request_hash = excluded.request_hash, response = null, created_at = now()
    where k.created_at < now() - interval '24 hours'
  returning true into claimed;
  if claimed then
    return;
  end if;
  return query
    select k.request_hash, k.response from private.idempotency_keys k
    where k.caller = who and k.key = claim_idempotency_key.key;
end
$$;

create function private.save_idempotent_response(key text, response jsonb) returns void
language sql security definer
set search_path = ''
as $$
  update private.idempotency_keys k
  set response = save_idempotent_response.response
  where k.caller = private.idempotency_caller() and k.key = save_idempotent_response.key
$$;

revoke all on private.idempotency_keys from public, anon, authenticated;
revoke all on function private.idempotency_caller() from public;
revoke all on function private.claim_idempotency_key(text, text) from public;
revoke all on function private.save_idempotent_response(text, jsonb) from public;
grant execute on function private.idempotency_caller() to authenticated, service_role;
grant execute on function private.claim_idempotency_key(text, text) to authenticated, service_role;
grant execute on function private.save_idempotent_response(text, jsonb) to authenticated, service_role;
