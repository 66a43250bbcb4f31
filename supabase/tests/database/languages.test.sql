-- A posting's languages hold whoever writes: its language is a canonical BCP 47 tag (a null one is
-- the board's, English), its translations name other languages, each with a title and only the
-- texts a translation gives, within their fields' limits; a search finds a translation's words;
-- an alert's language is a tag too. Run with `npm run test:db` against DATABASE_URL. Everything
-- is rolled back.
begin;
create extension if not exists pgtap with schema extensions;
set local search_path = public, extensions;
set local client_min_messages = warning;
select plan(11);

select throws_ok($$insert into opportunities (title, link_url, language) values ('T', 'https://e.org/1', 'en_US')$$,
  '23514', null, 'a language is a BCP 47 tag');
select throws_ok($$insert into opportunities (title, link_url, language) values ('T', 'https://e.org/1', 'EN-us')$$,
  '23514', null, 'in its canonical case');
with made as (insert into opportunities (title, link_url, language) values ('T', 'https://e.org/1', null) returning language)
select is((select language from made), 'en', 'a posting whose language is not said is in English');
select throws_ok($$insert into opportunities (title, link_url, language, translations) values ('T', 'https://e.org/1', 'fr', '{"fr": {"title": "T"}}')$$,
  '23514', null, 'a translation is never the posting''s own language');
select throws_ok($$insert into opportunities (title, link_url, translations) values ('T', 'https://e.org/1', '{"fr": "Stage"}')$$,
  '23514', null, 'a translation is an object of texts: anything else is refused by the check, never an error');
select throws_ok($$insert into opportunities (title, link_url, translations) values ('T', 'https://e.org/1', '[{"title": "T"}]')$$,
  '23514', null, 'and the translations an object of languages');
select throws_ok($$insert into opportunities (title, link_url, translations) values ('T', 'https://e.org/1', '{"de": {"description": "ohne Titel"}}')$$,
  '23514', null, 'a translation has a title');
select throws_ok($$insert into opportunities (title, link_url, translations) values ('T', 'https://e.org/1', '{"de": {"title": "T", "apply": "x"}}')$$,
  '23514', null, 'and only the texts a translation gives');
select throws_ok(format($$insert into opportunities (title, link_url, translations) values ('T', 'https://e.org/1', '{"de": {"title": "%s"}}')$$, repeat('x', 201)),
  '23514', null, 'each within its field''s limit');
insert into opportunities (title, link_url, translations) values ('Data intern', 'https://e.org/4', '{"fr": {"title": "Stagiaire", "description": "hebdomadaire"}}');
select is((select count(*)::int from opportunities where fts @@ to_tsquery('english', 'hebdomadaire:*')), 1, 'a search finds a translation''s words');
select throws_ok($$insert into job_alerts (email, language) values ('a@example.org', 'français')$$,
  '23514', null, 'an alert''s language is a tag');

select * from finish();
rollback;
