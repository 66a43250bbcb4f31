-- Every rule the database holds for the records, whichever client writes: each bad row is refused
-- with its rule's SQLSTATE and constraint, and rows at each limit are kept. Run with
-- `supabase test db`, or `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
select plan(53);

-- `statement` in a subtransaction that is then rolled back: 'ok', or the SQLSTATE and the
-- constraint it broke ('23514 opportunities_title_not_blank').
create function pg_temp.outcome(statement text) returns text
language plpgsql as $$
declare
  broken text;
begin
  begin
    execute statement;
    raise exception using errcode = 'T0D0N';
  exception
    when sqlstate 'T0D0N' then return 'ok';
    when others then
      get stacked diagnostics broken = constraint_name;
      return trim(sqlstate || ' ' || coalesce(broken, ''));
  end;
end
$$;

create function pg_temp.opportunity(columns text, vals text) returns text
language sql as $$
  select pg_temp.outcome(format('insert into opportunities (title, link_url%s) values (%s)',
    coalesce(', ' || columns, ''), coalesce('''Role'', ''https://e.org/apply'', ' || vals, '''Role'', ''https://e.org/apply''')))
$$;
create function pg_temp.resource(columns text, vals text) returns text
language sql as $$
  select pg_temp.outcome(format('insert into resources (title, category, link_url%s) values (%s)',
    coalesce(', ' || columns, ''), coalesce('''Talk'', ''Talks'', ''https://e.org/t'', ' || vals, '''Talk'', ''Talks'', ''https://e.org/t''')))
$$;

select is(pg_temp.opportunity(null, null), 'ok', 'a minimal opportunity is kept');
select is(pg_temp.resource(null, null), 'ok', 'a minimal resource is kept');

-- Opportunities.
select is(pg_temp.outcome($$insert into opportunities (title, link_url) values (' 	', 'https://e.org')$$),
  '23514 opportunities_title_not_blank', 'an opportunity''s title may not be blank');
select is(pg_temp.outcome($$insert into opportunities (link_url) values ('https://e.org')$$),
  '23502', 'an opportunity needs a title');
select is(pg_temp.outcome($$insert into opportunities (title) values ('Role')$$),
  '23514 opportunities_exactly_one_target', 'an opportunity needs a link or a form');
select is(pg_temp.outcome($$insert into opportunities (title, link_url) values ('Role', ' ')$$),
  '23514 opportunities_exactly_one_target', 'a blank link is no link');
insert into forms (id, title) values ('d3000000-0000-4000-8000-000000000001', 'Sign-up form');
select is(pg_temp.outcome($$insert into opportunities (title, link_url, linked_form_id)
  values ('Role', 'https://e.org', 'd3000000-0000-4000-8000-000000000001')$$),
  '23514 opportunities_exactly_one_target', 'an opportunity may not have both a link and a form');
select is(pg_temp.outcome($$insert into opportunities (title, linked_form_id) values ('Role', gen_random_uuid())$$),
  '23503 opportunities_linked_form_id_fkey', 'a linked form must exist');
select is(pg_temp.opportunity('opens_on, closes_on', $$'2027-02-01', '2027-01-31'$$),
  '23514 opportunities_closes_not_before_opens', 'an opportunity may not close before it opens');
select is(pg_temp.opportunity('opens_on, closes_on', $$'2027-02-01', '2027-02-01'$$),
  'ok', 'an opportunity may open and close on one day');
select is(pg_temp.opportunity('opens_on', $$'2027-02-30'$$), '22008', 'an impossible date is refused');
select is(pg_temp.opportunity('opens_on', $$'10000-01-01'$$),
  '23514 opportunities_opens_on_range', 'a date after the year 9999 is refused');
select is(pg_temp.opportunity('expires_at', $$'10000-01-01T00:00:00Z'$$),
  '23514 opportunities_expires_at_range', 'an instant after the year 9999 is refused');
select is(pg_temp.opportunity('category', $$'Pizza'$$), '22P02', 'a category outside the list is refused');
select is(pg_temp.opportunity('employment_type', $$'Forever'$$), '22P02', 'an employment type outside the list is refused');
select is(pg_temp.opportunity('external_id', $$'ext-1'$$), 'ok', 'an external id is kept');
select is(pg_temp.outcome($$insert into opportunities (title, link_url, external_id) values
  ('A', 'https://e.org/a', 'ext-2'), ('B', 'https://e.org/b', 'ext-2')$$),
  '23505 opportunities_external_id_key', 'two opportunities may not share an external id');
select is(pg_temp.outcome(format($$insert into opportunities (title, link_url) values (%L, 'https://e.org')$$, repeat('x', 200))),
  'ok', 'a title of 200 characters is kept');
select is(pg_temp.outcome(format($$insert into opportunities (title, link_url) values (%L, 'https://e.org')$$, repeat('x', 201))),
  '23514 opportunities_title_length', 'a title over 200 characters is refused');
select is(pg_temp.opportunity('description', quote_literal(repeat('é', 20000))), 'ok', 'a whole posting of 20,000 characters is kept');
select is(pg_temp.opportunity('description', quote_literal(repeat('é', 20001))),
  '23514 opportunities_description_length', 'a description over 20,000 characters is refused');
-- A posting's facts.
select is(pg_temp.opportunity('salary_min, salary_max, salary_currency, salary_period, workplace, country, posted_at',
  $$25000, 30000, 'GBP', 'year', 'hybrid', 'GB', '2026-11-01T09:00:00Z'$$), 'ok', 'a posting''s pay, work model, country and date are kept');
select is(pg_temp.opportunity('salary_min, salary_max', $$30000, 25000$$),
  '23514 opportunities_salary_min_not_above_max', 'the lowest pay may not be above the highest');
select is(pg_temp.opportunity('salary_min', $$-1$$), '23514 opportunities_salary_min_bounds', 'pay may not be negative');
select is(pg_temp.opportunity('salary_currency', $$'gbp'$$), '23514 opportunities_salary_currency_format', 'a currency is an ISO 4217 code in capitals');
select is(pg_temp.opportunity('country', $$'United Kingdom'$$), '23514 opportunities_country_format', 'a country is an ISO 3166-1 alpha-2 code');
select is(pg_temp.opportunity('workplace', $$'office'$$), '22P02', 'a work model outside the list is refused');
select is(pg_temp.opportunity('salary_period', $$'fortnight'$$), '22P02', 'a pay period outside the list is refused');
select is(pg_temp.opportunity('posted_at', $$'10000-01-01T00:00:00Z'$$),
  '23514 opportunities_posted_at_range', 'a date posted after the year 9999 is refused');
select is(pg_temp.outcome($$insert into opportunities (title, link_url) values ('Role', 'javascript:alert(1)')$$),
  '23514 opportunities_link_url_http_url', 'a link must be an http(s) URL');
select is(pg_temp.outcome($$insert into opportunities (title, link_url) values ('Role', '//evil.example/x')$$),
  '23514 opportunities_link_url_http_url', 'a link may not be scheme-relative');
select is(pg_temp.opportunity('icon_url', $$'/icons/a.svg'$$), 'ok', 'an icon may be a site path');
select is(pg_temp.opportunity('icon_url', $$'//evil.example/a.svg'$$),
  '23514 opportunities_icon_url_url_or_path', 'an icon may not be scheme-relative');
select is(pg_temp.opportunity('company_name', quote_literal(repeat('x', 201))),
  '23514 opportunities_company_name_length', 'a company name over 200 characters is refused');
select is(pg_temp.opportunity('field', quote_literal(repeat('x', 101))),
  '23514 opportunities_field_length', 'a field over 100 characters is refused');

select is(pg_temp.opportunity('feed', $$'greenhouse:acme-corp_2.jobs'$$), 'ok', 'a feed of a-z 0-9 - _ . : is kept');
select is(pg_temp.opportunity('feed', $$'Acme Careers'$$),
  '23514 opportunities_feed_format', 'a feed with capitals or spaces is refused');
insert into opportunities (id, title, link_url, is_active, withdrawn_at)
  values ('d5000000-0000-4000-8000-000000000001', 'Withdrawn', 'https://e.org/w', false, now());
update opportunities set is_active = true where id = 'd5000000-0000-4000-8000-000000000001';
select is((select withdrawn_at from opportunities where id = 'd5000000-0000-4000-8000-000000000001'), null,
  'making a withdrawn posting active ends its withdrawal');
select is(pg_temp.outcome($$update opportunities set withdrawn_at = now() where id = 'd5000000-0000-4000-8000-000000000001'$$),
  '23514 opportunities_withdrawn_inactive', 'an active posting cannot be withdrawn without being made inactive');

-- Resources.
select is(pg_temp.outcome($$insert into resources (title, category, link_url) values ('', 'Talks', 'https://e.org')$$),
  '23514 resources_title_not_blank', 'a resource''s title may not be blank');
select is(pg_temp.outcome($$insert into resources (title, category, link_url) values ('Talk', ' ', 'https://e.org')$$),
  '23514 resources_category_not_blank', 'a resource''s category may not be blank');
select is(pg_temp.outcome($$insert into resources (title, category, link_url) values ('Talk', 'Talks', ' ')$$),
  '23514 resources_link_url_not_blank', 'a resource''s link may not be blank');
select is(pg_temp.outcome($$insert into resources (title, category) values ('Talk', 'Talks')$$),
  '23514 resources_link_or_file', 'a resource needs a link, or a file instead');
select is(pg_temp.outcome($$insert into resources (title, category, link_url) values ('Talk', 'Talks', 'ftp://e.org/f')$$),
  '23514 resources_link_url_http_url', 'a resource''s link must be an http(s) URL');
select is(pg_temp.resource('thumbnail_url', $$'data:image/png;base64,AAAA'$$),
  '23514 resources_thumbnail_url_http_url', 'a thumbnail must be an http(s) URL');
select is(pg_temp.outcome(format($$insert into resources (title, category, link_url) values ('Talk', %L, 'https://e.org')$$, repeat('x', 101))),
  '23514 resources_category_length', 'a category over 100 characters is refused');
select is(pg_temp.resource('extension', quote_literal(repeat('x', 21))),
  '23514 resources_extension_length', 'an extension over 20 characters is refused');
select is(pg_temp.resource('resource_date', $$'0000-12-31'$$), '22008', 'the year 0 is refused');
select is(pg_temp.outcome(format($$insert into resources (title, category, link_url) values ('Talk', 'Talks', %L)$$, 'https://e.org/' || repeat('x', 18419))),
  '23514 resources_link_url_length', 'a stored link over 18,432 characters (2,048 percent-encoded) is refused');

-- Notifications go with their opportunity; a notification needs one.
select is(pg_temp.outcome($$insert into opportunity_notifications (opportunity_id) values (gen_random_uuid())$$),
  '23503 opportunity_notifications_opportunity_id_fkey', 'a notification needs an existing opportunity');
select is(pg_temp.outcome($$
  with made as (insert into opportunities (title, link_url) values ('Notified', 'https://e.org/n') returning id)
  insert into opportunity_notifications (opportunity_id, notify_members) select id, true from made$$),
  'ok', 'a notification is kept for an existing opportunity');
insert into opportunities (id, title, link_url) values ('d2000000-0000-4000-8000-000000000001', 'Gone', 'https://e.org/g');
insert into opportunity_notifications (opportunity_id, notify_members) values ('d2000000-0000-4000-8000-000000000001', true);
delete from opportunities where id = 'd2000000-0000-4000-8000-000000000001';
select is((select count(*)::int from opportunity_notifications where opportunity_id = 'd2000000-0000-4000-8000-000000000001'),
  0, 'a notification is deleted with its opportunity');
insert into opportunities (title, linked_form_id) values ('Routed', 'd3000000-0000-4000-8000-000000000001');
select is(pg_temp.outcome($$delete from forms where id = 'd3000000-0000-4000-8000-000000000001'$$),
  '23503 opportunities_linked_form_id_fkey', 'a form an opportunity routes to may not be deleted');

select * from finish();
rollback;
