-- Postings in several languages (docs/languages.md): a posting's own language (a BCP 47 tag),
-- and its translations of the texts a person reads, edited with it in one row, so an edit, its
-- approval, its history and its restore carry every language at once. Reads in an asked language
-- fall back to the posting's own, field by field. An alert keeps its subscriber's language.

-- A BCP 47 language tag as the API writes it (canonical case, as `Intl.getCanonicalLocales` gives
-- it): a language, then an optional script, region and variants; no extensions or private use.
create function private.is_language_tag(tag text) returns boolean
language sql immutable set search_path = '' as $$
  select char_length(tag) <= 35 and tag ~ '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?(-([a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*$'
$$;
revoke all on function private.is_language_tag(text) from public;
grant execute on function private.is_language_tag(text) to anon, authenticated, service_role;

-- The fields a translation may give, each 1 to its column's most characters and not blank; the
-- title is required. At most 10 languages, never the posting's own.
create function private.valid_translations(translations jsonb, own text) returns boolean
language sql immutable set search_path = '' as $$
  -- `case` first: what is not an object is refused before anything reads its keys.
  select case when jsonb_typeof(translations) <> 'object' then false
    else (select count(*) from jsonb_object_keys(translations)) <= 10 and coalesce((
      select bool_and(case when jsonb_typeof(l.value) <> 'object' then false
        else private.is_language_tag(l.key) and l.key <> own and l.value ? 'title'
          and (select bool_and(f.key = any (array['title', 'description', 'location', 'salary', 'term', 'field'])
                and jsonb_typeof(f.value) = 'string' and (f.value #>> '{}') ~ '\S'
                and char_length(f.value #>> '{}') <= case f.key when 'description' then 20000 when 'title' then 200
                  when 'location' then 200 else 100 end)
              from jsonb_each(l.value) f) end)
      from jsonb_each(translations) l), true) end
$$;
revoke all on function private.valid_translations(jsonb, text) from public;
grant execute on function private.valid_translations(jsonb, text) to anon, authenticated, service_role;

alter table public.opportunities
  add column language text not null default 'en',
  add column translations jsonb not null default '{}',
  add constraint opportunities_language_tag check (private.is_language_tag(language)),
  add constraint opportunities_language_length check (char_length(language) <= 35),
  add constraint opportunities_translations_valid check (private.valid_translations(translations, language));
comment on column public.opportunities.language is 'The language of its own texts: a BCP 47 tag (en, fr, fr-CA).';
comment on column public.opportunities.translations is
  'Its texts in other languages: {"<tag>": {"title": ..., "description": ..., "location", "salary", "term", "field"}}, the title required.';

select private.rebuild_active_opportunities();

-- A posting whose language is not said (an import's row without one, an empty cell) is in the
-- board's language, English, as the column's default says: checked after this, never null.
create function private.default_language() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.language := coalesce(new.language, 'en');
  return new;
end
$$;
revoke all on function private.default_language() from public;
create trigger opportunities_default_language before insert or update of language on public.opportunities
  for each row execute function private.default_language();

-- A search finds a posting by the words of any of its languages.
create or replace function private.keep_opportunity_search_document() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and (new.title, new.company_name, new.location, new.field, new.description, new.translations)
      is not distinct from (old.title, old.company_name, old.location, old.field, old.description, old.translations) then
    new.fts := old.fts;
  else
    new.fts := setweight(to_tsvector('english'::regconfig, coalesce(new.title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(new.company_name, '') || ' ' || coalesce(new.location, '') || ' ' || coalesce(new.field, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(new.description, '')), 'C')
      || setweight(jsonb_to_tsvector('english'::regconfig, jsonb_path_query_array(new.translations, '$.*.title'), '["string"]'), 'A')
      || setweight(jsonb_to_tsvector('english'::regconfig, new.translations, '["string"]'), 'C');
  end if;
  return new;
end
$$;

-- The search engines hear of a change of what the JSON-LD shows, in any language.
create or replace function private.queue_indexing() returns trigger
language plpgsql security definer set search_path = '' set jit = off set enable_nestloop = off as $$
declare
  pages uuid[];
  types text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.id), array_agg('URL_UPDATED'::text) into pages, types
    from new_rows n where private.indexed(n::public.opportunities);
  elsif tg_op = 'UPDATE' then
    -- The per-row functions come last: PostgreSQL tests the cheap comparisons first.
    select array_agg(o.id), array_agg(case when private.indexed(n::public.opportunities) then 'URL_UPDATED' else 'URL_DELETED' end)
    into pages, types
    from old_rows o join new_rows n on n.id = o.id
    cross join lateral (select
        (o.title, o.description, o.link_url, o.linked_form_id, o.company_name, o.location, o.category, o.employment_type,
         o.opens_on, o.closes_on, o.expires_at, o.salary, o.salary_min, o.salary_max, o.salary_currency, o.salary_period,
         o.workplace, o.country, o.field, o.term, o.visa_sponsorship, o.work_authorization_required, o.degree_levels,
         o.language, o.translations)
        is distinct from (n.title, n.description, n.link_url, n.linked_form_id, n.company_name, n.location, n.category, n.employment_type,
         n.opens_on, n.closes_on, n.expires_at, n.salary, n.salary_min, n.salary_max, n.salary_currency, n.salary_period,
         n.workplace, n.country, n.field, n.term, n.visa_sponsorship, n.work_authorization_required, n.degree_levels,
         n.language, n.translations) as changed) shown
    where (shown.changed or (o.published_at, o.website_viewable, o.is_active, o.expires_at, o.closed_reason)
        is distinct from (n.published_at, n.website_viewable, n.is_active, n.expires_at, n.closed_reason))
      and case when private.indexed(n::public.opportunities)
        then not private.was_indexed(o::public.opportunities) or shown.changed
        else private.was_indexed(o::public.opportunities) end;
  else
    select array_agg(o.id), array_agg('URL_DELETED'::text) into pages, types
    from old_rows o where private.was_indexed(o::public.opportunities);
  end if;
  insert into private.indexing_notices (opportunity_id, target, type)
    select p.id, t.target, p.type from unnest(pages, types) as p (id, type) cross join (values ('google'), ('indexnow')) as t (target)
  on conflict (opportunity_id, target) do update set type = excluded.type, queued_at = now(), attempts = 0, retry_at = null, error = null;
  return null;
end
$$;
revoke all on function private.queue_indexing() from public;

-- An alert's e-mails are in its subscriber's language (the words from the service's catalogs,
-- the postings in that language where they have it).
alter table public.job_alerts
  add column language text not null default 'en',
  add constraint job_alerts_language_tag check (private.is_language_tag(language));
comment on column public.job_alerts.language is 'The language its e-mails are written in (BCP 47), English where the service has no words for it.';
grant select (language), update (language) on public.job_alerts to anon, authenticated;

-- A sign-up keeps the language it was made in (its `language`, else the browser's).
drop function private.sign_up_for_job_alert(text, jsonb, public.alert_frequency, text, int, int);
create function private.sign_up_for_job_alert(
  address text, wanted jsonb, every public.alert_frequency, client text, per_client int, pending_per_hour int, lang text,
  out id uuid, out confirmed boolean, out sent_to text, out limited text, out retry_after int
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  member uuid := auth.uid();
  account_email text;
  account_confirmed timestamptz;
  counted record;
  oldest timestamptz;
begin
  confirmed := false;
  if address is null then
    select u.email, u.email_confirmed_at into account_email, account_confirmed from auth.users u
      where u.id = member and not (select private.is_anonymous()) and coalesce(u.email, '') <> '';
    if account_email is null then
      raise exception 'a member alert needs a signed-in account with an e-mail address' using errcode = '42501';
    end if;
  end if;
  select * into counted from private.take_rate_limit_for('alert-sign-ups',
    case when address is null then member::text else client end, per_client, 3600);
  if not counted.allowed then
    limited := 'client';
    retry_after := counted.reset_seconds;
    return;
  end if;
  if address is null and account_confirmed is not null then
    insert into public.job_alerts (email, user_id, criteria, frequency, confirmed_at, confirm_token, matched_through, language)
    values (account_email, member, wanted, every, now(), null, private.outbox_position(), lang)
    returning job_alerts.id into id;
    confirmed := true;
    sent_to := account_email;
    return;
  end if;
  address := coalesce(address, account_email);
  sent_to := address;
  -- The service's cap: the unconfirmed sign-ups of the last hour bound the table and the confirmations.
  select min(a.created_at) into oldest from (
    select a.created_at from public.job_alerts a
    where a.confirmed_at is null and a.created_at > now() - interval '1 hour'
    order by a.created_at desc limit pending_per_hour) a
  having count(*) >= pending_per_hour;
  if oldest is not null then
    limited := 'service';
    retry_after := greatest(1, ceil(extract(epoch from oldest + interval '1 hour' - now()))::int);
    return;
  end if;
  -- Sign-ups of one mailbox are counted one at a time.
  perform pg_catalog.pg_advisory_xact_lock(7340002, hashtext(private.address_key(address)));
  if (select count(*) from public.job_alerts a
      where a.address_key = private.address_key(address) and a.confirmed_at is null and a.created_at > now() - interval '1 day') >= 3 then
    return;
  end if;
  insert into public.job_alerts (email, criteria, frequency, language) values (address, wanted, every, lang)
  returning job_alerts.id into id;
end
$$;
revoke all on function private.sign_up_for_job_alert(text, jsonb, public.alert_frequency, text, int, int, text) from public;
grant execute on function private.sign_up_for_job_alert(text, jsonb, public.alert_frequency, text, int, int, text) to anon, authenticated, service_role;

-- A saved posting's closing is told in the posting's own language: its e-mail keeps no translations.
create or replace function private.tell_of_closings() returns trigger
language plpgsql security definer set search_path = '' set jit = off set enable_nestloop = off as $$
begin
  with closings as (
      select n.id, n.closed_reason, o as before, to_jsonb(n) - 'fts' - 'description' - 'translations' as record
      from new_rows n join old_rows o on o.id = n.id
      where o.closed_reason is null and n.closed_reason is not null and n.closed_reason <> 'deadline'),
    told as (
      update public.bookmarks b set closed_told_at = now() from closings c
      where b.opportunity_id = c.id and b.closed_told_at is null and private.account_email(b.user_id) is not null
        and ((c.before).website_viewable or private.account_reads_member_content(b.user_id))
      returning b.user_id, c.record, c.closed_reason)
  insert into private.emails (kind, to_address, user_id, content)
    select 'closed', private.account_email(t.user_id), t.user_id, jsonb_build_object('record', t.record, 'reason', t.closed_reason) from told t;
  return null;
end
$$;

-- The confirmation's page and answer are in the alert's language: both read it.
drop function private.confirm_job_alert(text);
create function private.confirm_job_alert(token text)
returns table (id uuid, email text, member boolean, criteria jsonb, frequency public.alert_frequency, language text,
  confirmed_at timestamptz, last_digest_at timestamptz, created_at timestamptz, updated_at timestamptz)
language sql volatile security definer set search_path = '' as $$
  update public.job_alerts a set confirmed_at = now(), confirm_token = null, matched_through = private.outbox_position()
  where a.confirm_token = token and a.confirmed_at is null and a.created_at > now() - interval '30 days'
  returning a.id, a.email, a.user_id is not null, a.criteria, a.frequency, a.language, a.confirmed_at, a.last_digest_at, a.created_at, a.updated_at
$$;
revoke all on function private.confirm_job_alert(text) from public;
grant execute on function private.confirm_job_alert(text) to anon, authenticated, service_role;

drop function private.pending_job_alert(text);
create function private.pending_job_alert(token text)
returns table (criteria jsonb, frequency public.alert_frequency, language text)
language sql stable security definer set search_path = '' as $$
  select a.criteria, a.frequency, a.language from public.job_alerts a
  where a.confirm_token = token and a.confirmed_at is null and a.created_at > now() - interval '30 days'
$$;
revoke all on function private.pending_job_alert(text) from public;
grant execute on function private.pending_job_alert(text) to anon, authenticated, service_role;

-- A person's export says their alerts' language too: the export before, each alert with it.
alter function private.privacy_export(text, uuid) rename to privacy_export_without_languages;
create function private.privacy_export(address text, member uuid default null) returns jsonb
language sql stable security definer set search_path = '' as $$
  select e || jsonb_build_object('alerts', coalesce((
      select jsonb_agg(x.alert || jsonb_build_object('language', a.language) order by x.n)
      from jsonb_array_elements(e -> 'alerts') with ordinality x (alert, n)
      join public.job_alerts a on a.id = (x.alert ->> 'id')::uuid), '[]'))
  from private.privacy_export_without_languages(address, member) e
$$;
revoke all on function private.privacy_export(text, uuid) from public;
grant execute on function private.privacy_export(text, uuid) to service_role;
