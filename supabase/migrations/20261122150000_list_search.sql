-- Lists that page and search at tens of thousands of rows.
--
-- Search: an `fts` column as Supabase's full-text search guide has it, generated from the text a
-- person searches, with English stemming ("engineers" finds "Engineer") and the title weighted
-- first. Stored, so a search reads it rather than parsing every row's text again; a GIN index
-- serves callers without row-level security. Under RLS, Postgres will not run a non-leakproof
-- operator such as @@ inside an index, so a search page is read in list order from the order
-- index, checking `fts` row by row until the page is full.
alter table public.opportunities add column fts tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(field, '')), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
) stored;
alter table public.resources add column fts tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
) stored;

create index opportunities_fts_idx on public.opportunities using gin (fts);
create index resources_fts_idx on public.resources using gin (fts);

-- Filters in list order: an equality filter then keyset paging reads only the page it returns.
create index opportunities_location_order_idx on public.opportunities (location, display_order, title, id);
create index opportunities_employment_type_order_idx on public.opportunities (employment_type, display_order, title, id);
create index opportunities_source_order_idx on public.opportunities (source, display_order, title, id);
create index opportunities_company_name_idx on public.opportunities (company_name);
create index opportunities_field_idx on public.opportunities (field);
create index opportunities_updated_at_idx on public.opportunities (updated_at);
create index resources_extension_idx on public.resources (extension);
create index resources_updated_at_idx on public.resources (updated_at);
