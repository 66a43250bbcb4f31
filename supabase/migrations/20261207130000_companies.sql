-- Companies and the figures a club shows its sponsors (docs/sponsors.md): one company behind many
-- postings, linked by its domains, its website or its name; apply clicks and page views counted
-- once per client and day without keeping anyone's address; what e-mails and channels told of each
-- posting; one row per posting and day.

-- 1. Record tables sorted by a column of their own ----------------------------------------------

-- make_record_table takes the column a table's lists sort by after display_order (`sort_column`,
-- `title` unless given): a company is named, not titled. Its order indexes are made on it.
drop function private.make_record_table(regclass, public.app_permission, text, text, boolean);
create function private.make_record_table(
  record_table regclass,
  permission public.app_permission,
  published_when text default 'website_viewable and is_active',
  active_when text default 'is_active',
  search_index boolean default true,
  sort_column text default 'title'
) returns void
language plpgsql set search_path = '' as $$
declare
  t text := record_table::text;
  name text := (select c.relname from pg_catalog.pg_class c where c.oid = record_table);
begin
  if permission::text <> 'manage_' || name then
    raise exception 'make_record_table: % needs the permission manage_%, not %', t, name, permission
      using errcode = '22023';
  end if;

  -- What "published" means for this table, as a function of its row.
  execute format('create or replace function private.published(r %s) returns boolean
    language sql stable set search_path = '''' as %L', t, format('select %s from (select (r).*) as published_row', published_when));
  execute format('comment on function private.published(%s) is %L', t,
    'What the public sees of ' || t || ' (make_record_table''s published_when): its read policies, published_at and any outbox.');
  execute format('revoke all on function private.published(%s) from public', t);
  execute format('grant execute on function private.published(%s) to anon, authenticated, service_role', t);

  -- Who wrote it and when; when it was first published; every change in its history.
  execute format('create or replace trigger stamp_audit_columns before insert or update on %s
    for each row execute function private.stamp_audit_columns()', t);
  execute format('create or replace trigger stamp_published_at before insert or update on %s
    for each row execute function private.stamp_published_at()', t);
  execute format('create or replace trigger record_inserts after insert on %s
    referencing new table as new_rows for each statement execute function private.record_revisions()', t);
  execute format('create or replace trigger record_updates after update on %s
    referencing old table as old_rows new table as new_rows for each statement execute function private.record_revisions()', t);
  execute format('create or replace trigger record_deletes after delete on %s
    referencing old table as old_rows for each statement execute function private.record_revisions()', t);

  execute format('comment on column %s.published_at is %L', t,
    'When it was first published (set by the database); null until then.');

  -- Who reads and writes it: the public what is published; members what is active; holders of
  -- the table's permission everything; users of anonymous sign-ins only what is published.
  execute format('alter table %s enable row level security', t);
  execute format('drop policy if exists "anon reads what is published" on %s', t);
  execute format('create policy "anon reads what is published" on %s for select to anon using (%s)', t, published_when);
  execute format('drop policy if exists "members read the active, editors all, others the published" on %s', t);
  execute format('create policy "members read the active, editors all, others the published" on %s
    for select to authenticated using (
      (%s and (website_viewable or (select private.has_permission(''read_member_content''))))
      or (select private.has_permission(%L)))', t, active_when, permission);
  execute format('drop policy if exists "anonymous sign-ins read only what is published" on %s', t);
  execute format('create policy "anonymous sign-ins read only what is published" on %s
    as restrictive for select to authenticated using (not (select private.is_anonymous()) or (%s))', t, published_when);
  execute format('drop policy if exists "editors insert" on %s', t);
  execute format('create policy "editors insert" on %s for insert to authenticated
    with check ((select private.has_permission(%L)))', t, permission);
  execute format('drop policy if exists "editors update" on %s', t);
  execute format('create policy "editors update" on %s for update to authenticated
    using ((select private.has_permission(%L))) with check ((select private.has_permission(%L)))', t, permission, permission);
  execute format('drop policy if exists "editors delete" on %s', t);
  execute format('create policy "editors delete" on %s for delete to authenticated
    using ((select private.has_permission(%L)))', t, permission);

  execute format('revoke all on %s from anon, authenticated', t);
  execute format('grant select on %s to anon', t);
  execute format('grant select, insert, update, delete on %s to authenticated', t);
  execute format('grant all on %s to service_role', t);

  -- What every list reads: the order (and its public part), updated_since, search, the feeds.
  execute format('create index if not exists %I on %s (display_order, %I, id)', name || '_order_idx', t, sort_column);
  execute format('create index if not exists %I on %s (display_order, %I, id) where website_viewable and is_active',
    name || '_public_order_idx', t, sort_column);
  execute format('create index if not exists %I on %s (published_at desc, id desc) where website_viewable and is_active',
    name || '_published_idx', t);
  execute format('create index if not exists %I on %s (updated_at)', name || '_updated_at_idx', t);
  if search_index then
    execute format('create index if not exists %I on %s using gin (fts)', name || '_fts_idx', t);
  end if;
end
$$;
revoke all on function private.make_record_table(regclass, public.app_permission, text, text, boolean, text) from public;

-- 2. Companies ------------------------------------------------------------------------------------

-- A link's host, lower case, without a trailing dot or a leading `www.`: how a posting's link, a
-- company's website and its domains are compared.
create function private.url_host(url text) returns text
language sql immutable set search_path = '' as $$
  select nullif(regexp_replace(rtrim(lower(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)')), '.'), '^www\.', ''), '')
$$;
revoke all on function private.url_host(text) from public;
grant execute on function private.url_host(text) to anon, authenticated, service_role;

-- A company's address on the website, from its name: lower case letters and digits joined by `-`,
-- accents dropped (`Société Générale` is `societe-generale`).
create function private.slug_of(words text) returns text
language sql immutable set search_path = '' as $$
  select coalesce(nullif(left(trim(both '-' from regexp_replace(
    regexp_replace(normalize(lower(words), NFKD), '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+', '-', 'g')), 80), ''), 'company')
$$;
revoke all on function private.slug_of(text) from public;

-- Domains as the trust ladder and the linking compare them: a JSON array (the API reads and writes
-- no SQL arrays) of at most 20 lower case names of two labels or more, never free mail.
create function private.are_domains(domains jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(domains) = 'array' and jsonb_array_length(domains) <= 20 and not exists (
    select from jsonb_array_elements(domains) d
    where jsonb_typeof(d) <> 'string' or not (d #>> '{}' ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$' and char_length(d #>> '{}') <= 253)
      or private.is_free_mail(d #>> '{}'))
$$;
revoke all on function private.are_domains(jsonb) from public;
grant execute on function private.are_domains(jsonb) to anon, authenticated, service_role;

-- A company's domains as text.
create function private.domains_of(domains jsonb) returns setof text
language sql immutable set search_path = '' as $$
  select jsonb_array_elements_text(case when jsonb_typeof(domains) = 'array' then domains else '[]' end)
$$;
revoke all on function private.domains_of(jsonb) from public;

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null default '',
  website text,
  logo_url text,
  description text,
  verified_domains jsonb not null default '[]',
  display_order integer not null default 0,
  website_viewable boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  published_at timestamptz,
  fts tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
  ) stored,
  constraint companies_name_not_blank check (name ~ '\S'),
  constraint companies_name_length check (char_length(name) <= 200),
  constraint companies_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  constraint companies_slug_key unique (slug),
  constraint companies_website_http_url check (private.is_http_url(website)),
  constraint companies_website_length check (char_length(website) <= 18432),
  constraint companies_logo_url_http_url check (private.is_http_url(logo_url)),
  constraint companies_logo_url_length check (char_length(logo_url) <= 18432),
  constraint companies_description_length check (char_length(description) <= 10000),
  constraint companies_verified_domains_format check (private.are_domains(verified_domains))
);
comment on table public.companies is 'The companies behind postings, as sponsors see them (docs/sponsors.md).';
comment on column public.companies.slug is 'Its address on the website (GET /companies?slug=): unique, made from the name when not given, kept when the name changes.';
comment on column public.companies.verified_domains is 'Its own domains: a submission from an address there is trusted, and a posting whose link is there (or under it) is its.';
comment on column public.companies.website is 'Its website: a posting whose link is on this host is its; the JSON-LD''s sameAs.';
comment on column public.companies.logo_url is 'Its logo: the JSON-LD''s logo.';

select private.make_record_table('public.companies', 'manage_companies', sort_column => 'name');
insert into public.role_permissions (role, permission) values ('editor', 'manage_companies'), ('opportunities_editor', 'manage_companies');

-- A slug from the name when none is given; the next free one (`acme-2`) when it is taken. One
-- company is named at a time, so two at once never take the same.
create function private.stamp_company_slug() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  base text;
  n int := 1;
begin
  if new.slug is not null and new.slug <> '' then
    return new;
  end if;
  if tg_op = 'UPDATE' then
    new.slug := old.slug;
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7340008);
  base := private.slug_of(new.name);
  new.slug := base;
  while exists (select from public.companies c where c.slug = new.slug) loop
    n := n + 1;
    new.slug := left(base, 76) || '-' || n;
  end loop;
  return new;
end
$$;
revoke all on function private.stamp_company_slug() from public;
create trigger stamp_company_slug before insert or update of slug, name on public.companies
  for each row execute function private.stamp_company_slug();

-- How postings find their company: a key for each way a company is known (each verified domain,
-- its website's host, its name in lower case), kept whenever those change. A posting's link and
-- name make a handful of candidate keys, each an equality read of the key's index
-- (private.company_for): an import of 10,000 postings asks 10,000 times. A domain is one
-- company's: the partial unique index refuses a second (the API's 409 duplicate_domain).
create table private.company_keys (
  key text not null,
  company_id uuid not null references public.companies (id) on delete cascade,
  -- Of two companies with one website or one name, the oldest wins.
  since timestamptz not null,
  primary key (key, company_id)
);
create unique index company_keys_domain_key on private.company_keys (key) where key like 'domain:%';
create index company_keys_company_idx on private.company_keys (company_id);

create function private.keep_company_keys() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from private.company_keys k where k.company_id = new.id;
  insert into private.company_keys (key, company_id, since)
  select distinct x.key, new.id, new.created_at
  from (
    select 'domain:' || d as key from private.domains_of(new.verified_domains) d
    union all select 'website:' || private.url_host(new.website) where private.url_host(new.website) is not null
    union all select 'name:' || lower(btrim(new.name))
  ) x;
  return null;
end
$$;
revoke all on function private.keep_company_keys() from public;
-- Named to run before the other triggers of a company's change (take_unlinked_postings reads the keys).
create trigger keep_company_keys after insert or update of name, website, verified_domains on public.companies
  for each row execute function private.keep_company_keys();

-- 3. Postings linked to their company ------------------------------------------------------------

alter table public.opportunities add column company_id uuid references public.companies (id) on delete set null;
comment on column public.opportunities.company_id is
  'The company behind it: given, or found by the database from its link''s host (a company''s verified domain or website) or its exact company_name.';
create index opportunities_company_idx on public.opportunities (company_id) where company_id is not null;
create index opportunities_unlinked_name_idx on public.opportunities (lower(company_name)) where company_id is null and company_name is not null;
create index opportunities_unlinked_host_idx on public.opportunities (private.url_host(link_url)) where company_id is null and link_url is not null;

-- The company a host and a name belong to: the longest verified domain the host is or is under;
-- else the company whose website is on that host; else the one of exactly that name (any case);
-- the oldest company first. A few equality reads of the keys' index (about 35 us a posting).
create function private.company_for(host text, named text) returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  labels text[] := string_to_array(host, '.');
  found uuid;
begin
  -- The host itself, then each parent domain (never its last label alone).
  for i in 1 .. coalesce(cardinality(labels), 0) - 1 loop
    select k.company_id into found from private.company_keys k where k.key = 'domain:' || array_to_string(labels[i:], '.');
    if found is not null then
      return found;
    end if;
  end loop;
  select k.company_id into found from private.company_keys k where k.key = 'website:' || host order by k.since, k.company_id limit 1;
  if found is null then
    select k.company_id into found from private.company_keys k
    where k.key = 'name:' || lower(btrim(named)) order by k.since, k.company_id limit 1;
  end if;
  return found;
end
$$;
revoke all on function private.company_for(text, text) from public;
grant execute on function private.company_for(text, text) to authenticated, service_role;

-- A posting without a company is linked when it is written (an import, a job source's sync, an
-- approved submission, an editor): by its link's host, else its company_name. A company given
-- (or taken away) by the writer stands.
create function private.link_company() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.company_id is null and (tg_op = 'INSERT'
      or (old.company_id is null and (new.company_name, new.link_url) is distinct from (old.company_name, old.link_url))) then
    new.company_id := private.company_for(private.url_host(new.link_url), new.company_name);
  end if;
  return new;
end
$$;
revoke all on function private.link_company() from public;
create trigger link_company before insert or update of company_name, link_url on public.opportunities
  for each row execute function private.link_company();

-- A company made or renamed, or given domains or a website, takes the postings without a company
-- that are its (as the editor's own change would: each in the history).
create function private.adopt_postings() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.opportunities o set company_id = new.id
  where o.company_id is null
    and private.company_for(private.url_host(o.link_url), o.company_name) = new.id
    and (lower(o.company_name) = lower(btrim(new.name))
      or private.url_host(o.link_url) = private.url_host(new.website)
      or exists (select from private.domains_of(new.verified_domains) d
        where private.url_host(o.link_url) = d or right(private.url_host(o.link_url), char_length(d) + 1) = '.' || d));
  return null;
end
$$;
revoke all on function private.adopt_postings() from public;
create trigger take_unlinked_postings after insert or update of name, website, verified_domains on public.companies
  for each row execute function private.adopt_postings();

-- Whether a company has postings the public can apply to now.
create function private.open_postings_of(company uuid) returns integer
language sql stable set search_path = '' as $$
  select count(*)::int from public.opportunities o
  where o.company_id = company and private.published(o) and private.still_open(o.closes_on)
$$;
revoke all on function private.open_postings_of(uuid) from public;
grant execute on function private.open_postings_of(uuid) to anon, authenticated, service_role;

-- Two companies made one: the postings of `merged` move to `kept`, its domains join kept's, and it
-- is deleted. Each change is in the history (the postings' updates, the delete). Editors only.
-- Answers how many postings moved, or null when either company is not there.
create function private.merge_companies(kept uuid, merged uuid) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  domains jsonb;
  moved int;
begin
  if not private.has_permission('manage_companies') then
    raise insufficient_privilege using message = 'merging companies needs manage_companies';
  end if;
  -- Both locked in id order (two merges of the same pair wait rather than deadlock); one gone
  -- meanwhile (merged by another editor a moment ago) is none: null, the API's 404.
  if (select count(*) from (select 1 from public.companies c where c.id in (kept, merged) order by c.id for update) locked) < 2 then
    return null;
  end if;
  select c.verified_domains into domains from public.companies c where c.id = merged;
  update public.opportunities o set company_id = kept where o.company_id = merged;
  get diagnostics moved = row_count;
  delete from public.companies c where c.id = merged;
  update public.companies c set verified_domains = (
    select jsonb_agg(distinct d order by d) from private.domains_of(c.verified_domains || domains) d)
  where c.id = kept and jsonb_array_length(domains) > 0;
  return moved;
end
$$;
revoke all on function private.merge_companies(uuid, uuid) from public;
grant execute on function private.merge_companies(uuid, uuid) to authenticated;

-- The trust ladder: a company's verified domain is trusted as a trusted domain is.
create or replace function private.submission_trusted(s public.submissions) returns boolean
language sql stable security definer set search_path = '' as $$
  select not private.is_free_mail(s.email_domain)
    and (exists (select 1 from public.trusted_domains d where d.domain = s.email_domain and d.trusted)
      or exists (select 1 from private.company_keys k where k.key = 'domain:' || s.email_domain))
    and (host = s.email_domain or right(host, char_length(s.email_domain) + 1) = '.' || s.email_domain)
  from (select rtrim(lower(substring(s.posting ->> 'link_url' from '^https://([^/:?#]+)')), '.') as host) apply
$$;

-- 4. What each posting reached, a row per posting and day ------------------------------------------

create table public.opportunity_daily_stats (
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  day date not null,
  emails integer not null default 0,
  channel_messages integer not null default 0,
  clicks integer not null default 0,
  views integer not null default 0,
  -- The counts ride in the key's index: a company's year is read from the index alone (rows are
  -- written day by day, so one posting's year is spread over as many heap pages as it has days).
  primary key (opportunity_id, day) include (emails, channel_messages, clicks, views),
  constraint opportunity_daily_stats_counts check (emails >= 0 and channel_messages >= 0 and clicks >= 0 and views >= 0)
);
comment on table public.opportunity_daily_stats is
  'Per posting and UTC day: the e-mails that named it, the channel messages that announced it, its apply clicks and page views (docs/sponsors.md).';
alter table public.opportunity_daily_stats enable row level security;
create policy "editors of companies read the figures" on public.opportunity_daily_stats for select to authenticated
  using ((select private.has_permission('manage_companies')));
revoke all on public.opportunity_daily_stats from anon, authenticated;
grant select on public.opportunity_daily_stats to authenticated;
grant all on public.opportunity_daily_stats to service_role;

-- Today's visitors of each posting, until the day's rollup: a keyed hash of the client and the day
-- (the function's; the key is never stored and changes each day), never an address. A row is a
-- visitor, not a click: a repeat is the same row.
create table private.opportunity_visits (
  day date not null,
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  kind text not null check (kind in ('click', 'view')),
  visitor bytea not null check (octet_length(visitor) = 16),
  primary key (opportunity_id, day, kind, visitor)
);
create index opportunity_visits_day_idx on private.opportunity_visits (day);
alter table private.opportunity_visits enable row level security;

-- A visit to a published posting: counted unless this visitor made it today already (false), or
-- told apart as a bot (`visitor` null: not counted). Null for a posting that is not published.
create function private.count_visit(posting uuid, what text, visitor bytea) returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  counted int := 0;
begin
  if not exists (select from public.opportunities o where o.id = posting and private.published(o)) then
    return null;
  end if;
  if visitor is not null then
    insert into private.opportunity_visits (day, opportunity_id, kind, visitor)
    values ((now() at time zone 'UTC')::date, posting, what, visitor)
    on conflict do nothing;
    get diagnostics counted = row_count;
  end if;
  return counted = 1;
end
$$;
revoke all on function private.count_visit(uuid, text, bytea) from public;
grant execute on function private.count_visit(uuid, text, bytea) to anon, authenticated, service_role;

-- The days before today: each posting's visitors become its day's clicks and views, and the
-- visitors' hashes are deleted. Safe to run at any time, and twice at once.
create function private.roll_up_visits() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  rows_done int;
begin
  with gone as (
    delete from private.opportunity_visits v where v.day < (now() at time zone 'UTC')::date returning v.opportunity_id, v.day, v.kind),
  counts as (
    select g.opportunity_id, g.day, count(*) filter (where g.kind = 'click')::int as clicks, count(*) filter (where g.kind = 'view')::int as views
    from gone g group by g.opportunity_id, g.day)
  insert into public.opportunity_daily_stats as s (opportunity_id, day, clicks, views)
  select c.opportunity_id, c.day, c.clicks, c.views from counts c
  on conflict (opportunity_id, day) do update set clicks = s.clicks + excluded.clicks, views = s.views + excluded.views;
  get diagnostics rows_done = row_count;
  return rows_done;
end
$$;
revoke all on function private.roll_up_visits() from public;
grant execute on function private.roll_up_visits() to service_role;

-- What told of postings today: `emails` (a digest's or a reminder's, once per e-mail) or
-- `channel_messages` (once per message). Postings deleted since are left out.
create function private.count_reach(postings uuid[], what text) returns void
language sql volatile security definer set search_path = '' as $$
  insert into public.opportunity_daily_stats as s (opportunity_id, day, emails, channel_messages)
  select o.id, (now() at time zone 'UTC')::date,
    case when what = 'emails' then p.n else 0 end, case when what = 'channel_messages' then p.n else 0 end
  from (select x as id, count(*)::int as n from unnest(postings) x group by x) p join public.opportunities o on o.id = p.id
  order by o.id
  on conflict (opportunity_id, day) do update
    set emails = s.emails + excluded.emails, channel_messages = s.channel_messages + excluded.channel_messages
$$;
revoke all on function private.count_reach(uuid[], text) from public;
grant execute on function private.count_reach(uuid[], text) to service_role;

-- A channel's message counts for each posting it announced (`published`), once it is told.
create function private.count_channel_messages() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.count_reach(array(
    select (p ->> 'opportunity_id')::uuid from jsonb_array_elements(new.postings) with ordinality as e(p, i)
    where e.i > coalesce(old.told, 0) and e.i <= new.told and p ->> 'event' = 'published' and p ->> 'opportunity_id' is not null),
    'channel_messages');
  return null;
end
$$;
revoke all on function private.count_channel_messages() from public;
create trigger count_channel_messages after update of told on public.channel_deliveries
  for each row when (new.told > old.told) execute function private.count_channel_messages();

-- A company's figures from `from_day` to `to_day`: the rows its postings have (the API fills the
-- days without any with zeros), and today's visitors as they stand, not yet rolled up (a row of
-- their own: the API adds them). Each posting's rows are read by their key. For editors of
-- companies.
create function private.company_stats(company uuid, from_day date, to_day date)
returns table (opportunity_id uuid, day date, emails int, channel_messages int, clicks int, views int)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.has_permission('manage_companies') then
    raise insufficient_privilege using message = 'the figures need manage_companies';
  end if;
  return query
    select s.opportunity_id, s.day, s.emails, s.channel_messages, s.clicks, s.views
    from public.opportunities o
    join public.opportunity_daily_stats s on s.opportunity_id = o.id and s.day between from_day and to_day
    where o.company_id = company
    union all
    select v.opportunity_id, v.day, 0, 0, (count(*) filter (where v.kind = 'click'))::int, (count(*) filter (where v.kind = 'view'))::int
    from public.opportunities o
    join private.opportunity_visits v on v.opportunity_id = o.id and v.day between from_day and to_day
    where o.company_id = company
    group by v.opportunity_id, v.day;
end
$$;
revoke all on function private.company_stats(uuid, date, date) from public;
grant execute on function private.company_stats(uuid, date, date) to authenticated, service_role;

-- Who hires, as a posting's JSON-LD names it (`hiringOrganization`): its company's name, website
-- and logo, whoever reads the posting (a company's name is no secret of a public posting).
create function private.employer_of(company uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_build_object('name', c.name, 'website', c.website, 'logo_url', c.logo_url) from public.companies c where c.id = company
$$;
revoke all on function private.employer_of(uuid) from public;
grant execute on function private.employer_of(uuid) to anon, authenticated, service_role;

-- The view of live opportunities carries the columns the API answers with.
create or replace view public.active_opportunities with (security_invoker = on) as
  select
    id, title, description, link_url, linked_form_id, category, icon_url, term,
    opens_on, closes_on, expires_at, display_order, website_viewable, is_active,
    company_name, location, employment_type, salary, field, source, external_id,
    created_at, created_by, updated_at, updated_by, feed, withdrawn_at, published_at,
    salary_min, salary_max, salary_currency, salary_period, workplace, country, posted_at,
    dates_sequence, closed_reason, closed_at, company_id
  from public.opportunities
  where is_active and (expires_at is null or expires_at > now());
