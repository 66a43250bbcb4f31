-- Pay where the law asks for it (docs/admin-app.md): a table of jurisdictions and their rule, as
-- data editors keep, with the laws that ask for pay in the ad as defaults. A posting an editor
-- writes or a stranger submits, located where a rule is in force (its `country`, or its
-- `subdivision`, ISO 3166-2), must give the pay the rule asks, in numbers: a trigger refuses it
-- otherwise, whoever writes. An imported or synced posting is kept, and its editors' check says
-- it needs pay. "Competitive" is not pay: only salary_min and salary_max count.

create type public.pay_requirement as enum ('figure', 'range');

-- Where a posting is, finer than its country: a US state, a Canadian province (ISO 3166-2).
alter table public.opportunities add column subdivision text,
  add constraint opportunities_subdivision_format check (subdivision ~ '^[A-Z]{2}-[A-Z0-9]{1,3}$'),
  add constraint opportunities_subdivision_in_country check (country is null or subdivision is null or left(subdivision, 2) = country);
comment on column public.opportunities.subdivision is
  'Where it is, finer than its country: an ISO 3166-2 code (US-CA, CA-ON), in its country when both are given; what pay rules read.';

create table public.pay_rules (
  jurisdiction text primary key,
  -- `figure`: an amount (salary_min); `range`: both ends (salary_min and salary_max).
  requires public.pay_requirement not null,
  -- The widest range allowed (salary_max - salary_min), in `width_currency`; null: no limit.
  max_width numeric,
  width_currency text,
  effective_from date not null,
  -- The law, as editors cite it.
  law text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pay_rules_jurisdiction_format check (jurisdiction ~ '^[A-Z]{2}(-[A-Z0-9]{1,3})?$'),
  constraint pay_rules_width check ((max_width is null) = (width_currency is null) and (max_width is null or max_width > 0)
    and (width_currency is null or width_currency ~ '^[A-Z]{3}$') and (max_width is null or requires = 'range')),
  constraint pay_rules_law_length check (char_length(law) between 1 and 300 and law ~ '\S')
);
comment on table public.pay_rules is 'Where the law asks for pay in a job ad, and what it asks (docs/admin-app.md).';
create trigger touch_updated_at before update on public.pay_rules for each row execute function private.touch_updated_at();
select private.make_settings_table('public.pay_rules', 'manage_opportunities');
grant select (jurisdiction, requires, max_width, width_currency, effective_from, law, created_at, updated_at),
  insert (jurisdiction, requires, max_width, width_currency, effective_from, law),
  update (requires, max_width, width_currency, effective_from, law)
  on public.pay_rules to authenticated;

-- The laws that ask for pay in the ad itself (EU member states' law may let an employer give it
-- before the interview instead: a club that asks it in the ad adds its countries).
insert into public.pay_rules (jurisdiction, requires, max_width, width_currency, effective_from, law) values
  ('US-CO', 'range', null, null, '2021-01-01', 'Colorado Equal Pay for Equal Work Act'),
  ('US-CA', 'range', null, null, '2023-01-01', 'California SB 1162'),
  ('US-WA', 'range', null, null, '2023-01-01', 'Washington Equal Pay and Opportunities Act'),
  ('US-NY', 'range', null, null, '2023-09-17', 'New York Labor Law § 194-b'),
  ('US-HI', 'range', null, null, '2024-01-01', 'Hawaii Act 203'),
  ('US-DC', 'range', null, null, '2024-06-30', 'District of Columbia Wage Transparency Omnibus Amendment Act'),
  ('US-MD', 'range', null, null, '2024-10-01', 'Maryland Wage Range Transparency Act'),
  ('US-IL', 'range', null, null, '2025-01-01', 'Illinois Equal Pay Act (HB 3129)'),
  ('US-MN', 'range', null, null, '2025-01-01', 'Minnesota Statutes § 181.173'),
  ('US-NJ', 'range', null, null, '2025-06-01', 'New Jersey Pay Transparency Act'),
  ('US-VT', 'range', null, null, '2025-07-01', 'Vermont Act 155'),
  ('US-MA', 'range', null, null, '2025-10-29', 'Massachusetts Frances Perkins Workplace Equity Act'),
  ('CA-ON', 'range', 50000, 'CAD', '2026-01-01', 'Ontario Working for Workers Four Act (ESA, pay transparency)');

-- Why a posting lacks the pay its place's rule asks (the finer place's rule first), or null.
create function private.pay_missing(country text, subdivision text, salary_min double precision, salary_max double precision,
  salary_currency text, on_day date default (now() at time zone 'UTC')::date) returns text
language sql stable security definer set search_path = '' as $$
  select case
      when salary_min is null then
        format('%s requires %s since %s (%s): give salary_min%s and salary_currency', r.jurisdiction,
          case r.requires when 'range' then 'a pay range' else 'the pay' end, r.effective_from, r.law,
          case r.requires when 'range' then ', salary_max' else '' end)
      when r.requires = 'range' and salary_max is null then
        format('%s requires a pay range since %s (%s): give salary_max too', r.jurisdiction, r.effective_from, r.law)
      when salary_currency is null then
        format('%s requires the pay since %s (%s): give salary_currency', r.jurisdiction, r.effective_from, r.law)
      when r.max_width is not null and salary_currency = r.width_currency and salary_max - salary_min > r.max_width then
        format('%s allows a pay range at most %s %s wide (%s): narrow salary_min to salary_max', r.jurisdiction, r.max_width, r.width_currency, r.law)
    end
  from (select * from public.pay_rules p
    where p.jurisdiction in (subdivision, country) and p.effective_from <= on_day
    order by char_length(p.jurisdiction) desc limit 1) r
$$;
revoke all on function private.pay_missing(text, text, double precision, double precision, text, date) from public;
grant execute on function private.pay_missing(text, text, double precision, double precision, text, date) to anon, authenticated, service_role;

-- Editors' postings and submitted ones give the pay their place's rule asks, whoever writes; an
-- import's or a job source's are kept (their check says they need pay).
create function private.check_pay_rule() returns trigger
language plpgsql set search_path = '' as $$
declare
  missing text;
begin
  if new.source not in ('manual', 'submission') then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.country, new.subdivision, new.salary_min, new.salary_max, new.salary_currency)
      is not distinct from (old.country, old.subdivision, old.salary_min, old.salary_max, old.salary_currency) then
    return new;
  end if;
  missing := private.pay_missing(new.country, new.subdivision, new.salary_min, new.salary_max, new.salary_currency);
  if missing is not null then
    raise exception '%', missing using errcode = '23514', constraint = 'opportunities_pay_required', column = 'salary_min';
  end if;
  return new;
end
$$;
revoke all on function private.check_pay_rule() from public;
create trigger check_pay_rule before insert or update on public.opportunities
  for each row execute function private.check_pay_rule();

select private.rebuild_active_opportunities();
