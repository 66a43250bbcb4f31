-- The search document (`fts`) made again only when the text it is made of changes. As a generated
-- column, Postgres made it again at every update of a row: a bulk edit of 1,000 postings' display
-- order or visibility spent 85% of its time re-parsing their descriptions. A trigger keeps it now,
-- whoever writes, and a value a writer gives for it is never kept.
alter table public.opportunities alter column fts drop expression;
alter table public.resources alter column fts drop expression;
comment on column public.opportunities.fts is 'The search document, kept by the database (private.keep_opportunity_search_document) from title, company_name, location, field and description.';
comment on column public.resources.fts is 'The search document, kept by the database (private.keep_resource_search_document) from title and description.';

create function private.keep_opportunity_search_document() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and (new.title, new.company_name, new.location, new.field, new.description)
      is not distinct from (old.title, old.company_name, old.location, old.field, old.description) then
    new.fts := old.fts;
  else
    new.fts := setweight(to_tsvector('english'::regconfig, coalesce(new.title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(new.company_name, '') || ' ' || coalesce(new.location, '') || ' ' || coalesce(new.field, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(new.description, '')), 'C');
  end if;
  return new;
end
$$;
create function private.keep_resource_search_document() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and (new.title, new.description) is not distinct from (old.title, old.description) then
    new.fts := old.fts;
  else
    new.fts := setweight(to_tsvector('english'::regconfig, coalesce(new.title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(new.description, '')), 'C');
  end if;
  return new;
end
$$;
revoke all on function private.keep_opportunity_search_document(), private.keep_resource_search_document() from public;
create trigger keep_search_document before insert or update on public.opportunities
  for each row execute function private.keep_opportunity_search_document();
create trigger keep_search_document before insert or update on public.resources
  for each row execute function private.keep_resource_search_document();
