-- What a write costs was cut without changing what it does: a link's key is the one the SQL
-- definition gave, for every kind of URL; moving postings that are live makes no outbox event and
-- no notice to search engines, while publishing and withdrawing still make theirs; the statement
-- triggers run without JIT or nested loops. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
select plan(6);

-- The key as it was defined before, for comparison.
create function pg_temp.key_as_before(url text) returns text language sql immutable as $$
  select lower(m[1]) || rtrim(m[2], '/') || coalesce('?' || (
      select string_agg(p, '&' order by p) from unnest(string_to_array(m[3], '&')) p
      where p <> '' and lower(split_part(p, '=', 1)) !~ '^(utm_.*|gh_src|ref|fbclid|gclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi)$'), '')
  from (select regexp_match(url, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)(?::(?:80|443))?(?::\d+)?([^?#]*)(?:\?([^#]*))?') as m) parts
  where m is not null
$$;
select is_empty($$
  select u, private.normalised_url(u), pg_temp.key_as_before(u) from unnest(array[
    'https://Jobs.Example.com/view/1', 'https://jobs.example.com/view/1/', 'http://jobs.example.com:80/a', 'https://jobs.example.com:443/a',
    'https://jobs.example.com:8443/a', 'https://user:pw@jobs.example.com/a', 'https://jobs.example.com/a?b=2&a=1',
    'https://jobs.example.com/a?utm_source=x&gh_src=y&ref=z&fbclid=1', 'https://jobs.example.com/a?', 'https://jobs.example.com/a?&&',
    'https://jobs.example.com/a?UTM_Medium=x&id=7#top', 'https://jobs.example.com', 'https://jobs.example.com/?', 'mailto:x@example.org',
    'not a url', '', 'HTTPS://JOBS.EXAMPLE.COM/A/B/?Q=1', 'https://jobs.example.com/a#frag?x=1', 'ftp://files.example.org/x;y?z=1',
    'https://例え.jp/パス?q=値'
  ]) u where private.normalised_url(u) is distinct from pg_temp.key_as_before(u) $$,
  'a link''s key is the one the SQL definition gave');
select is_empty($$
  select u from (select 'https://h' || i || '.example/p/' || i || case i % 4 when 0 then '?utm_x=1&k=' || i when 1 then '/?a=1&b' when 2 then ':443//#' else '' end as u
    from generate_series(1, 500) i) s where private.normalised_url(u) is distinct from pg_temp.key_as_before(u) $$,
  'and for five hundred generated ones');

insert into opportunities (id, title, link_url, is_active, website_viewable) values
  ('fc000000-0000-4000-8000-000000000001', 'Live one', 'https://e.org/1', true, true),
  ('fc000000-0000-4000-8000-000000000002', 'Live two', 'https://e.org/2', true, true),
  ('fc000000-0000-4000-8000-000000000003', 'Draft', 'https://e.org/3', true, false);
delete from private.indexing_notices;
select is((select count(*)::int from opportunity_events where opportunity_id::text like 'fc%'), 2, 'two published on insert');
update opportunities set feed = 'moved', display_order = 5 where id::text like 'fc%';
select is((select count(*)::int from opportunity_events where opportunity_id::text like 'fc%') + (select count(*)::int from private.indexing_notices),
  2, 'a move of live postings makes no event and no notice');
update opportunities set website_viewable = true where id = 'fc000000-0000-4000-8000-000000000003';
update opportunities set is_active = false where id = 'fc000000-0000-4000-8000-000000000001';
select results_eq($$ select opportunity_id::text, event::text from opportunity_events where opportunity_id::text like 'fc%' order by position $$,
  $$ values ('fc000000-0000-4000-8000-000000000001', 'published'), ('fc000000-0000-4000-8000-000000000002', 'published'),
    ('fc000000-0000-4000-8000-000000000003', 'published'), ('fc000000-0000-4000-8000-000000000001', 'withdrawn') $$,
  'publishing and withdrawing still make theirs');

select is_empty($$ select p.proname from pg_proc p where p.oid in (select tgfoid from pg_trigger where not tgisinternal and tgtype & 1 = 0)
  and not coalesce(p.proconfig @> array['jit=off', 'enable_nestloop=off'], false) $$,
  'every statement trigger runs without JIT and without nested loops (its cached plan may have been made for one row)');

select * from finish();
rollback;
