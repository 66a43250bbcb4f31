-- The records the service manages: opportunities (club roles and job postings), resources, and
-- the forms an opportunity can route applicants to. Every rule that Postgres can hold is a
-- constraint here, so it binds the API and direct supabase-js access alike.

-- `forms` belongs to the admin application's form builder; an opportunity only points at it.
-- Created, with its row-level security and grants, only when absent: a forms table that existed
-- before keeps its own columns, RLS, policies and grants untouched.
do $$
begin
  if to_regclass('public.forms') is null then
    create table public.forms (
      id uuid primary key default gen_random_uuid(),
      title text not null check (title ~ '\S'),
      created_at timestamptz not null default now()
    );
    -- Readable by everyone (applicants are routed to forms); written by the admin
    -- application's server side.
    alter table public.forms enable row level security;
    create policy "everyone reads forms" on public.forms for select to anon, authenticated
      using (true);
    revoke all on public.forms from anon, authenticated;
    grant select on public.forms to anon, authenticated;
    grant all on public.forms to service_role;
  end if;
end
$$;

create table public.opportunities (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  link_url text,
  -- `restrict`: deleting a form an opportunity routes to is refused rather than leaving the
  -- opportunity with neither a link nor a form.
  linked_form_id uuid references public.forms (id) on delete restrict,
  category text,
  icon_url text,
  term text,
  opens_on date,
  closes_on date,
  expires_at timestamptz,
  display_order integer not null default 0,
  website_viewable boolean not null default false,
  is_active boolean not null default true,

  -- Job-posting attributes, maintained by the bulk importer.
  company_name text,
  location text,
  employment_type text,
  salary text,
  field text,
  source text not null default 'manual',
  external_id text,

  -- Internal: member notification dispatch, never exposed by the API.
  notify_members boolean not null default false,
  notified_at timestamptz,

  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,

  -- "Not blank" throughout: holds at least one character that is not white space.
  constraint opportunities_title_not_blank check (title ~ '\S'),
  -- An empty or blank link_url does not count as a link.
  constraint opportunities_exactly_one_target
    check (num_nonnulls(case when link_url ~ '\S' then link_url end, linked_form_id) = 1),
  constraint opportunities_category_allowed
    check (category in ('Internship', 'Club Role', 'Project', 'Sponsor', 'Job', 'Other')),
  constraint opportunities_employment_type_allowed
    check (employment_type in ('Full-time', 'Part-time', 'Internship', 'Contract')),
  constraint opportunities_source_allowed check (source in ('manual', 'csv_import')),
  constraint opportunities_external_id_key unique (external_id),
  constraint opportunities_closes_not_before_opens check (closes_on >= opens_on)
);

create table public.resources (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  category text not null,
  link_url text not null,
  description text,
  extension text,
  thumbnail_url text,
  resource_date date,
  display_order integer not null default 0,
  website_viewable boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,

  constraint resources_title_not_blank check (title ~ '\S'),
  constraint resources_category_not_blank check (category ~ '\S'),
  constraint resources_link_url_not_blank check (link_url ~ '\S')
);

-- Lists are ordered by (display_order, title, id). The partial indexes match the public
-- website's RLS predicate (viewable and active), the others the admin lists and category filter.
create index opportunities_order_idx on public.opportunities (display_order, title, id);
create index opportunities_public_order_idx on public.opportunities (display_order, title, id)
  where website_viewable and is_active;
create index opportunities_category_order_idx
  on public.opportunities (category, display_order, title, id);
create index opportunities_linked_form_id_idx on public.opportunities (linked_form_id)
  where linked_form_id is not null;

create index resources_order_idx on public.resources (display_order, title, id);
create index resources_public_order_idx on public.resources (display_order, title, id)
  where website_viewable and is_active;
create index resources_category_order_idx on public.resources (category, display_order, title, id);

-- Opportunities that are live and not past their auto-hide time. security_invoker: the caller's
-- RLS applies, so the view never shows more than the table would.
create view public.active_opportunities with (security_invoker = on) as
  select
    id, title, description, link_url, linked_form_id, category, icon_url, term,
    opens_on, closes_on, expires_at, display_order, website_viewable, is_active,
    company_name, location, employment_type, salary, field, source, external_id,
    created_at, created_by, updated_at, updated_by
  from public.opportunities
  where is_active and (expires_at is null or expires_at > now());
