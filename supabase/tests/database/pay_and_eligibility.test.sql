-- Who may apply and pay where the law asks for it hold whoever writes: an empty list is refused
-- (null is "not said"), a subdivision is in its country, and an editor's or a submitted posting
-- where a pay rule is in force gives the pay it asks, while an import is kept. Run with
-- `npm run test:db` against DATABASE_URL. Everything is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
select plan(8);

select throws_ok($$insert into opportunities (title, link_url, degree_levels) values ('T', 'https://e.org/1', '{}')$$,
  '23514', null, 'an empty list of degree levels is refused: null is not said');
select throws_ok($$insert into opportunities (title, link_url, graduation_years) values ('T', 'https://e.org/1', '{1900}')$$,
  '23514', null, 'a graduation year is from 1950 to 2100');
select throws_ok($$insert into opportunities (title, link_url, country, subdivision) values ('T', 'https://e.org/1', 'GB', 'US-CA')$$,
  '23514', null, 'a subdivision is in its country');
select throws_ok($$insert into opportunities (title, link_url, subdivision) values ('T', 'https://e.org/1', 'US-CA')$$,
  '23514', 'US-CA requires a pay range since 2023-01-01 (California SB 1162): give salary_min, salary_max and salary_currency',
  'an editor''s posting where a rule is in force gives the pay it asks');
select lives_ok($$insert into opportunities (title, link_url, subdivision, salary_min, salary_max, salary_currency)
  values ('T', 'https://e.org/1', 'US-CA', 1, 2, 'USD')$$, 'with it, it is taken');
select lives_ok($$insert into opportunities (title, link_url, subdivision, source, external_id) values ('T', 'https://e.org/2', 'US-CA', 'csv_import', 'x-1')$$,
  'an import is kept without it');
select is(private.pay_missing(null, 'US-CA', null, null, null, '2022-12-31'), null, 'a rule binds only from the day it is in force');
update pay_rules set effective_from = '2030-01-01' where jurisdiction = 'US-CA';
select lives_ok($$insert into opportunities (title, link_url, subdivision) values ('T', 'https://e.org/3', 'US-CA')$$,
  'the rules are data: a rule moved to a later date binds no more today');

select * from finish();
rollback;
