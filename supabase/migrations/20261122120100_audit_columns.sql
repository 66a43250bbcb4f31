-- Audit columns are the database's business: whichever client writes (the API, supabase-js,
-- an importer), created_* are kept from the insert and updated_* reflect this write.
-- created_by / updated_by come from the caller's verified JWT (null for service calls).

create schema if not exists private;
revoke all on schema private from public;

create function private.stamp_audit_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.created_by := auth.uid();
  else
    new.created_at := old.created_at;
    new.created_by := old.created_by;
  end if;
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end
$$;
revoke all on function private.stamp_audit_columns() from public;

create trigger stamp_audit_columns
  before insert or update on public.opportunities
  for each row execute function private.stamp_audit_columns();

create trigger stamp_audit_columns
  before insert or update on public.resources
  for each row execute function private.stamp_audit_columns();
