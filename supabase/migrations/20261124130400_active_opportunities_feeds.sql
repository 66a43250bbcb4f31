-- The view of live opportunities carries the columns the API answers with: the feed an import put
-- a posting in and when a sync withdrew it (always null here: a withdrawn posting is inactive),
-- added at the end as `create or replace view` requires.
create or replace view public.active_opportunities with (security_invoker = on) as
  select
    id, title, description, link_url, linked_form_id, category, icon_url, term,
    opens_on, closes_on, expires_at, display_order, website_viewable, is_active,
    company_name, location, employment_type, salary, field, source, external_id,
    created_at, created_by, updated_at, updated_by, feed, withdrawn_at
  from public.opportunities
  where is_active and (expires_at is null or expires_at > now());
