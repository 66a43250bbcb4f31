-- Lists that page and search at tens of thousands of rows.
--
-- Search: full text over what a person searches, English stemming (so "engineers" finds
-- "Engineer"), through one immutable function per table that both the GIN index and the queries
-- call, so the index is used and the text searched is defined once.
create function private.opportunity_search_text(
  title text, description text, company_name text, location text, field text
) returns tsvector
language sql immutable parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, concat_ws(' ', company_name, location, field)), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;

create function private.resource_search_text(title text, description text) returns tsvector
language sql immutable parallel safe
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
$$;

revoke all on function private.opportunity_search_text(text, text, text, text, text) from public;
revoke all on function private.resource_search_text(text, text) from public;
grant execute on function private.opportunity_search_text(text, text, text, text, text) to anon, authenticated, service_role;
grant execute on function private.resource_search_text(text, text) to anon, authenticated, service_role;

create index opportunities_search_idx on public.opportunities
  using gin (private.opportunity_search_text(title, description, company_name, location, field));
create index resources_search_idx on public.resources
  using gin (private.resource_search_text(title, description));

-- Filters in list order: an equality filter then keyset paging reads only the page it returns.
create index opportunities_location_order_idx on public.opportunities (location, display_order, title, id);
create index opportunities_employment_type_order_idx on public.opportunities (employment_type, display_order, title, id);
create index opportunities_source_order_idx on public.opportunities (source, display_order, title, id);
create index opportunities_company_name_idx on public.opportunities (company_name);
create index opportunities_field_idx on public.opportunities (field);
create index opportunities_updated_at_idx on public.opportunities (updated_at);
create index resources_extension_idx on public.resources (extension);
create index resources_updated_at_idx on public.resources (updated_at);
