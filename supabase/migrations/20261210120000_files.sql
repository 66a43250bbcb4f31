-- Files, kept in Supabase Storage under the records' own rules.
--
-- A record names its file by Storage's key, `<bucket>/<object name>` (what supabase-js's upload
-- answers as `fullPath`). Whoever may read a record that names a file may read the file; editors
-- write the buckets of what they edit. No bucket is public in Storage's sense: a public bucket
-- serves every object to anyone who knows its name, for as long as it exists, so a withdrawn
-- record's file would stay readable. The website reaches a file through the service's own link,
-- which checks the record and answers a signed URL valid a minute (docs/files.md).

-- On PostgreSQL without Supabase (PGlite, a local server), the part of Storage's schema that the
-- policies and the local stack's Storage API use, with Storage's own names and shapes. On Supabase
-- all of it exists already and belongs to Storage: nothing here touches it.
do $migration$
begin
  if to_regclass('storage.objects') is not null then
    return;
  end if;
  create schema if not exists storage;
  create table storage.buckets (
    id text primary key,
    name text not null unique,
    owner uuid,
    owner_id text,
    public boolean default false,
    avif_autodetection boolean default false,
    file_size_limit bigint,
    allowed_mime_types text[],
    created_at timestamptz default now(),
    updated_at timestamptz default now()
  );
  create table storage.objects (
    id uuid primary key default gen_random_uuid(),
    bucket_id text references storage.buckets (id),
    name text,
    owner uuid,
    owner_id text,
    metadata jsonb,
    user_metadata jsonb,
    version text,
    path_tokens text[] generated always as (string_to_array(name, '/')) stored,
    created_at timestamptz default now(),
    updated_at timestamptz default now(),
    last_accessed_at timestamptz default now()
  );
  create unique index bucketid_objname on storage.objects (bucket_id, name);
  create index name_prefix_search on storage.objects (name text_pattern_ops);
  alter table storage.buckets enable row level security;
  alter table storage.objects enable row level security;
  grant usage on schema storage to anon, authenticated, service_role;
  grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

  create function storage.foldername(name text) returns text[]
  language sql immutable as $f$ select (string_to_array(name, '/'))[1:cardinality(string_to_array(name, '/')) - 1] $f$;
  create function storage.filename(name text) returns text
  language sql immutable as $f$ select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))] $f$;
  create function storage.extension(name text) returns text
  language sql immutable as $f$
    select case when storage.filename(name) like '%.%' then reverse(split_part(reverse(storage.filename(name)), '.', 1)) else '' end
  $f$;
  grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
    to anon, authenticated, service_role;
end
$migration$;

-- The service's buckets: what each holds, its size limit and the types it takes (checked again by
-- the API from a file's bytes). Kept in step with functions/_shared/files/buckets.ts (a test).
with documents (types) as (values (array[
    'application/pdf', 'image/png', 'image/jpeg', 'image/webp',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.presentation',
    'application/vnd.oasis.opendocument.text',
    'application/vnd.oasis.opendocument.spreadsheet']))
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select b.id, b.id, false, b.size_limit, coalesce(b.types, d.types)
from documents d, (values
  ('resource-files', 26214400, null::text[]),
  ('member-files', 26214400, null::text[]),
  ('company-logos', 1048576, array['image/png', 'image/jpeg', 'image/webp']),
  ('opportunity-attachments', 10485760, array['application/pdf'])
) as b (id, size_limit, types)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Who writes each bucket: the editors of the records whose files it holds.
create table private.file_buckets (
  bucket text primary key,
  permission public.app_permission not null,
  -- Read by signed-in members and editors only, even when a published record names the file.
  members_only boolean not null default false
);
insert into private.file_buckets (bucket, permission, members_only) values
  ('resource-files', 'manage_resources', false),
  ('member-files', 'manage_resources', true),
  ('company-logos', 'manage_companies', false),
  ('opportunity-attachments', 'manage_opportunities', false);
comment on table private.file_buckets is 'The service''s Storage buckets: who writes each, and whether only members read it.';
-- Read by the policies below, as the caller: what the buckets are is no secret.
grant select on private.file_buckets to anon, authenticated, service_role;

-- The object a key names, read past the caller's policies: a record may name only a file that
-- exists, and its facts come from Storage's row.
create function private.stored_object(key text) returns storage.objects
language sql stable security definer set search_path = '' as $$
  select o from storage.objects o
  where o.bucket_id = split_part(key, '/', 1) and o.name = substr(key, position('/' in key) + 1)
$$;
revoke all on function private.stored_object(text) from public;
grant execute on function private.stored_object(text) to authenticated, service_role;

-- A record's file facts are the database's: a write that leaves the file as it was keeps them,
-- and a write that names a file (even the same one, replaced in Storage since) reads them from
-- Storage's row. Naming a file that is not there is refused (as <table>_file_exists). Whoever
-- writes. The triggers run in name order: kept, then read.
create function private.keep_file_facts() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.file_type := old.file_type;
  new.file_size := old.file_size;
  return new;
end
$$;
create function private.read_file_facts() returns trigger
language plpgsql set search_path = '' as $$
declare
  object storage.objects;
begin
  new.file_type := null;
  new.file_size := null;
  if new.file is null then
    return new;
  end if;
  object := private.stored_object(new.file);
  if object.id is null then
    raise exception 'no object % in Storage', new.file
      using errcode = '23503', constraint = tg_table_name || '_file_exists', table = tg_table_name, column = 'file';
  end if;
  new.file_type := object.metadata ->> 'mimetype';
  new.file_size := (object.metadata ->> 'size')::integer;
  return new;
end
$$;
revoke all on function private.keep_file_facts(), private.read_file_facts() from public;

-- May the caller write this bucket? (Definer: the bucket list is not the API roles' to read.)
create function private.may_write_files(bucket text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select from private.file_buckets b where b.bucket = may_write_files.bucket and private.has_permission(b.permission));
end
$$;

-- May the caller read this object? Editors of its bucket read all of it; anyone else only what a
-- record they may read names (the records' own policies decide, run as the caller), and a
-- members-only bucket's files only when signed in as a member.
create function private.may_read_file(bucket text, name text) returns boolean
language plpgsql stable set search_path = '' as $$
declare
  key text := bucket || '/' || name;
begin
  if private.may_write_files(bucket) then
    return true;
  end if;
  if exists (select from private.file_buckets b where b.bucket = may_read_file.bucket and b.members_only)
      and not private.has_permission('read_member_content') then
    return false;
  end if;
  return case bucket
    when 'resource-files' then exists (select from public.resources r where r.file = key)
    when 'member-files' then exists (select from public.resources r where r.file = key)
    when 'company-logos' then exists (select from public.companies c where c.file = key)
    when 'opportunity-attachments' then exists (select from public.opportunities o where o.file = key)
    else false
  end;
end
$$;
revoke all on function private.may_write_files(text), private.may_read_file(text, text) from public;
grant execute on function private.may_write_files(text), private.may_read_file(text, text) to anon, authenticated, service_role;

-- The service's own definer functions (a record's file facts, the sweep) read Storage's rows as
-- their owner, the role that runs the migrations: on a project where it does not bypass RLS, this
-- is what lets them.
do $owner$
begin
  execute format('create policy "service files: the service''s own reads" on storage.objects for select to %I
    using (bucket_id in (select b.bucket from private.file_buckets b))', current_user);
end
$owner$;

create policy "service files: read as their records" on storage.objects for select to anon, authenticated
  using (bucket_id in (select b.bucket from private.file_buckets b)
    and private.may_read_file(bucket_id, name));
create policy "service files: editors upload" on storage.objects for insert to authenticated
  with check (bucket_id in (select b.bucket from private.file_buckets b)
    and private.may_write_files(bucket_id));
create policy "service files: editors replace" on storage.objects for update to authenticated
  using (bucket_id in (select b.bucket from private.file_buckets b)
    and private.may_write_files(bucket_id))
  with check (bucket_id in (select b.bucket from private.file_buckets b)
    and private.may_write_files(bucket_id));
create policy "service files: editors remove" on storage.objects for delete to authenticated
  using (bucket_id in (select b.bucket from private.file_buckets b)
    and private.may_write_files(bucket_id));

-- Files a record named and names no more (replaced, taken off, its record deleted), whoever
-- wrote: the schedule removes them from Storage at its next run, unless a record names them again
-- by then. Files no record ever named (an upload not yet named) it removes after FILE_GRACE_HOURS.
create table private.released_files (
  key text primary key,
  released_at timestamptz not null default now()
);
comment on table private.released_files is 'Storage keys a record named and names no more: the schedule removes their objects (docs/files.md).';

create function private.release_file() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into private.released_files (key) values (old.file) on conflict (key) do update set released_at = now();
  return null;
end
$$;
revoke all on function private.release_file() from public;

-- A record table whose rows may name a file: its `file` (a Storage key in one of `buckets`), the
-- type and size Storage recorded (kept by the database), and the triggers above, whoever writes.
create function private.add_file_column(record_table regclass, buckets text[], about text) returns void
language plpgsql set search_path = '' as $$
declare
  name text := (select c.relname from pg_catalog.pg_class c where c.oid = record_table);
begin
  execute format('alter table %s add column file text, add column file_type text, add column file_size integer,
      add constraint %I check (file ~ %L and char_length(file) <= 1024)',
    record_table, name || '_file_bucket', '^(' || array_to_string(buckets, '|') || ')/[^/]');
  execute format('create index %I on %s (file) where file is not null', name || '_file', record_table);
  execute format('comment on column %s.file is %L', record_table, about);
  execute format('comment on column %s.file_type is %L', record_table, 'Its file''s type, as Storage recorded it when the file was named (kept by the database).');
  execute format('comment on column %s.file_size is %L', record_table, 'Its file''s size in bytes, as Storage recorded it when the file was named (kept by the database).');
  execute format('create trigger file_facts_kept before update on %s for each row execute function private.keep_file_facts()', record_table);
  execute format('create trigger file_facts_read before insert or update of file on %s for each row execute function private.read_file_facts()', record_table);
  execute format('create trigger file_released after update of file on %s for each row
      when (old.file is not null and old.file is distinct from new.file) execute function private.release_file()', record_table);
  execute format('create trigger file_released_with_record after delete on %s for each row
      when (old.file is not null) execute function private.release_file()', record_table);
end
$$;
revoke all on function private.add_file_column(regclass, text[], text) from public;

select private.add_file_column('public.resources', array['resource-files', 'member-files'],
  'Its file in Storage, as `<bucket>/<name>` (resource-files, or member-files for members only); the link_url answered is then the file''s link.');
select private.add_file_column('public.companies', array['company-logos'],
  'Its logo in Storage, as `company-logos/<name>`; the logo_url answered is then the file''s link, and the JSON-LD''s logo.');
select private.add_file_column('public.opportunities', array['opportunity-attachments'],
  'Its job ad as a PDF in Storage, as `opportunity-attachments/<name>`, linked from its JSON-LD and feeds.');
select private.rebuild_active_opportunities();

-- A resource is reached by its link or, instead, by its file.
alter table public.resources
  alter column link_url drop not null,
  add constraint resources_link_or_file check (link_url is not null or file is not null);

-- Does a record name this file? The one place that lists the columns naming files.
create function private.file_named(key text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select from public.resources r where r.file = key)
    or exists (select from public.companies c where c.file = key)
    or exists (select from public.opportunities o where o.file = key)
$$;

-- The service's objects that no record names, released or older than `grace`, oldest first.
create function private.files_to_sweep(grace interval, most integer) returns table (bucket_id text, name text)
language sql stable security definer set search_path = '' as $$
  select o.bucket_id, o.name
  from storage.objects o
  join private.file_buckets b on b.bucket = o.bucket_id
  where not private.file_named(o.bucket_id || '/' || o.name)
    and (o.created_at < now() - grace or exists (select from private.released_files r where r.key = o.bucket_id || '/' || o.name))
  order by o.created_at, o.name
  limit most
$$;

-- Forgets released keys once Storage holds no such object, or a record names it again.
create function private.forget_released_files() returns integer
language sql security definer set search_path = '' as $$
  with gone as (
    delete from private.released_files r
    where private.file_named(r.key) or (private.stored_object(r.key)).id is null
    returning 1
  )
  select count(*)::integer from gone
$$;
revoke all on function private.file_named(text), private.files_to_sweep(interval, integer), private.forget_released_files() from public;
grant execute on function private.files_to_sweep(interval, integer), private.forget_released_files() to service_role;

-- A posting's employer as its JSON-LD names it: with the company's logo file, while the company
-- is published (the file is then the public's to read).
create or replace function private.employer_of(company uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('id', c.id, 'name', c.name, 'website', c.website, 'logo_url', c.logo_url,
    'logo_file', case when private.published(c) then c.file end)
  from public.companies c where c.id = company
$$;

-- Downloads of published files, counted as apply clicks are (docs/sponsors.md): once a day per
-- client network, hashed under the day's random key with the record (never an address), kept
-- until the day's rollup, then only the day's count. Who downloaded is never known to anyone.
create table private.file_visits (
  day date not null,
  record_table text not null,
  record_id uuid not null,
  visitor bytea not null,
  primary key (day, record_table, record_id, visitor)
);
comment on table private.file_visits is 'Today''s downloads of published files: a keyed hash per client network and file, until the day''s rollup.';

create table public.file_daily_downloads (
  record_table text not null check (record_table in ('resources', 'companies', 'opportunities')),
  record_id uuid not null,
  day date not null,
  downloads integer not null check (downloads >= 0),
  primary key (record_table, record_id, day)
);
comment on table public.file_daily_downloads is 'Each record''s file''s downloads a day (UTC), each client counted once a day; read by the record''s editors.';
alter table public.file_daily_downloads enable row level security;
create policy "editors read their records' downloads" on public.file_daily_downloads for select to authenticated
  using (private.has_permission(('manage_' || record_table)::public.app_permission));
grant select on public.file_daily_downloads to authenticated;
grant all on public.file_daily_downloads to service_role;

-- Counts a download of a published record's file: true when it is the client's first today, false
-- when not (or not a person's: `client` null), null when the record is not published, has no
-- file, or its file is members-only (not a published file, whoever reads it).
create function private.count_download(record_table text, record_id uuid, client text) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  counted int := 0;
  key text := case record_table
    when 'resources' then (select r.file from public.resources r where r.id = record_id and private.published(r))
    when 'companies' then (select c.file from public.companies c where c.id = record_id and private.published(c))
    when 'opportunities' then (select o.file from public.opportunities o where o.id = record_id and private.published(o))
  end;
begin
  if key is null or exists (select from private.file_buckets b where b.bucket = split_part(key, '/', 1) and b.members_only) then
    return null;
  end if;
  if client is not null then
    insert into private.file_visits (day, record_table, record_id, visitor)
    values ((now() at time zone 'UTC')::date, count_download.record_table, count_download.record_id,
      substring(sha256(private.daily_key('visits') || convert_to(client || ' ' || count_download.record_table || ' ' || count_download.record_id::text, 'UTF8')) from 1 for 16))
    on conflict do nothing;
    get diagnostics counted = row_count;
  end if;
  return counted = 1;
end
$$;
revoke all on function private.count_download(text, uuid, text) from public;
grant execute on function private.count_download(text, uuid, text) to anon, authenticated, service_role;

-- Today's downloads of a record's file so far, for its editors' figures (today is not rolled up yet).
create function private.downloads_today(record_table text, record_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from private.file_visits v
  where v.day = (now() at time zone 'UTC')::date and v.record_table = downloads_today.record_table and v.record_id = downloads_today.record_id
    and private.has_permission(('manage_' || downloads_today.record_table)::public.app_permission)
$$;
revoke all on function private.downloads_today(text, uuid) from public;
grant execute on function private.downloads_today(text, uuid) to authenticated, service_role;

-- The days before today: each file's downloaders become its day's count, and their hashes are
-- deleted. Safe to run at any time, and twice at once; the schedule runs it beside the postings'
-- rollup (private.roll_up_visits).
create function private.roll_up_downloads() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  rows_done int;
begin
  with gone as (
    delete from private.file_visits v where v.day < (now() at time zone 'UTC')::date returning v.record_table, v.record_id, v.day),
  counts as (select g.record_table, g.record_id, g.day, count(*)::int as downloads from gone g group by g.record_table, g.record_id, g.day)
  insert into public.file_daily_downloads as d (record_table, record_id, day, downloads)
  select c.record_table, c.record_id, c.day, c.downloads from counts c
  on conflict (record_table, record_id, day) do update set downloads = d.downloads + excluded.downloads;
  get diagnostics rows_done = row_count;
  return rows_done;
end
$$;
revoke all on function private.roll_up_downloads() from public;
grant execute on function private.roll_up_downloads() to service_role;
