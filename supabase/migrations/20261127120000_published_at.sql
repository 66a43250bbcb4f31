-- When each record was first published (active and viewable on the website): a job posting's
-- `datePosted`, the order of the feeds. Kept by the database; a client's value is ignored.

alter table public.opportunities add column published_at timestamptz;
alter table public.resources add column published_at timestamptz;
comment on column public.opportunities.published_at is 'When it was first active and website_viewable (private.stamp_published_at).';
comment on column public.resources.published_at is 'When it was first active and website_viewable (private.stamp_published_at).';

-- The records public now: when their history first shows them public, else when they were made.
-- Not a change of the record: neither the audit columns nor the history move.
alter table public.opportunities disable trigger stamp_audit_columns;
alter table public.opportunities disable trigger record_updates;
alter table public.resources disable trigger stamp_audit_columns;
alter table public.resources disable trigger record_updates;
update public.opportunities o set published_at = coalesce((
    select min(r.at) from public.revisions r
    where r.record_table = 'opportunities' and r.record_id = o.id
      and (r.record ->> 'website_viewable')::boolean and (r.record ->> 'is_active')::boolean), o.created_at)
  where o.website_viewable and o.is_active;
update public.resources o set published_at = coalesce((
    select min(r.at) from public.revisions r
    where r.record_table = 'resources' and r.record_id = o.id
      and (r.record ->> 'website_viewable')::boolean and (r.record ->> 'is_active')::boolean), o.created_at)
  where o.website_viewable and o.is_active;
alter table public.opportunities enable trigger stamp_audit_columns;
alter table public.opportunities enable trigger record_updates;
alter table public.resources enable trigger stamp_audit_columns;
alter table public.resources enable trigger record_updates;

-- Set once, the first time a record is both active and viewable; kept when it is unpublished.
create function private.stamp_published_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.published_at := case when tg_op = 'UPDATE' then old.published_at end;
  if new.published_at is null and new.website_viewable and new.is_active then
    new.published_at := now();
  end if;
  return new;
end
$$;
revoke all on function private.stamp_published_at() from public;
create trigger stamp_published_at before insert or update on public.opportunities
  for each row execute function private.stamp_published_at();
create trigger stamp_published_at before insert or update on public.resources
  for each row execute function private.stamp_published_at();

-- The feeds read the newest published first.
create index opportunities_published_idx on public.opportunities (published_at desc, id desc) where website_viewable and is_active;
create index resources_published_idx on public.resources (published_at desc, id desc) where website_viewable and is_active;

-- Whether an opportunity was public and is no longer (withdrawn, inactive, hidden, expired or
-- deleted): the public answer for it is 410, not 404. Says nothing of one never published.
create function private.opportunity_gone(posting uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when exists (select from public.opportunities o where o.id = posting) then exists (
      select from public.opportunities o where o.id = posting and o.published_at is not null
        and not (o.website_viewable and o.is_active and (o.expires_at is null or o.expires_at > now())))
    else exists (
      select from public.revisions r where r.record_table = 'opportunities' and r.record_id = posting
        and r.record ->> 'published_at' is not null)
  end
$$;
revoke all on function private.opportunity_gone(uuid) from public;
grant execute on function private.opportunity_gone(uuid) to anon, authenticated, service_role;

-- The view of live opportunities carries the columns the API answers with (added at the end, as
-- `create or replace view` requires).
create or replace view public.active_opportunities with (security_invoker = on) as
  select
    id, title, description, link_url, linked_form_id, category, icon_url, term,
    opens_on, closes_on, expires_at, display_order, website_viewable, is_active,
    company_name, location, employment_type, salary, field, source, external_id,
    created_at, created_by, updated_at, updated_by, feed, withdrawn_at, published_at
  from public.opportunities
  where is_active and (expires_at is null or expires_at > now());
