-- Submissions (docs/submissions.md): anyone offers a posting; it waits apart from the
-- opportunities, so public reads never see it, until its address is confirmed and an editor
-- approves it (or its e-mail domain is trusted). An approval writes the opportunity through the
-- API's one write path (functions/opportunities/submissions/review.ts); everything an
-- anonymous caller may do here is a function below that takes its token.

create type public.submission_status as enum ('unconfirmed', 'pending', 'approved', 'changes_requested', 'rejected', 'withdrawn');
create type public.submission_reason as enum ('not_a_fit', 'spam', 'incomplete', 'duplicate', 'expired', 'other');
create type public.submission_closing as enum ('filled', 'withdrawn');

-- An apply URL as the queue compares them: without scheme, fragment, default port, trailing slash
-- and tracking parameters (utm_*, gh_src, ref and click ids), its other parameters sorted.
create function private.normalised_url(url text) returns text
language sql immutable set search_path = '' as $$
  select lower(m[1]) || rtrim(m[2], '/') || coalesce('?' || (
      select string_agg(p, '&' order by p) from unnest(string_to_array(m[3], '&')) p
      where p <> '' and lower(split_part(p, '=', 1)) !~ '^(utm_.*|gh_src|ref|fbclid|gclid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi)$'), '')
  from (select regexp_match(url, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)(?::(?:80|443))?(?::\d+)?([^?#]*)(?:\?([^#]*))?') as m) parts
  where m is not null
$$;
revoke all on function private.normalised_url(text) from public;
grant execute on function private.normalised_url(text) to authenticated, service_role;
create index opportunities_link_key_idx on public.opportunities (private.normalised_url(link_url)) where link_url is not null;

-- The queue's hint, for editors: for each link key of a page, the first 3 opportunities whose link
-- it is. As its owner, once a page: under the opportunities' policies the function call could not
-- use the index above (it is not leakproof), and each hint would normalise every posting's link.
create function private.postings_with_links(keys text[]) returns table (key text, id uuid, title text, created_at timestamptz)
language sql stable security definer set search_path = '' as $$
  select k.key, o.id, o.title, o.created_at
  from (select distinct unnest(keys) as key) k
  cross join lateral (select o.id, o.title, o.created_at from public.opportunities o
    where o.link_url is not null and private.normalised_url(o.link_url) = k.key order by o.created_at, o.id limit 3) o
  where (select private.has_permission('manage_opportunities'))
$$;
revoke all on function private.postings_with_links(text[]) from public;
grant execute on function private.postings_with_links(text[]) to authenticated, service_role;

-- Free-mail domains: anyone can have an address there, so it never vouches for a company.
create function private.is_free_mail(domain text) returns boolean
language sql immutable set search_path = '' as $$
  select lower(domain) = any ('{gmail.com, googlemail.com, outlook.com, hotmail.com, hotmail.co.uk, live.com, msn.com,
    yahoo.com, yahoo.co.uk, ymail.com, icloud.com, me.com, mac.com, aol.com, proton.me, protonmail.com, pm.me, gmx.com,
    gmx.de, gmx.net, web.de, mail.com, zoho.com, yandex.com, yandex.ru, qq.com, 163.com, tutanota.com, fastmail.com,
    hey.com, duck.com}'::text[])
$$;
revoke all on function private.is_free_mail(text) from public;
grant execute on function private.is_free_mail(text) to authenticated, service_role;

create table public.submissions (
  id uuid primary key default gen_random_uuid(),
  status public.submission_status not null default 'unconfirmed',
  -- The opportunity's fields as offered (the API checks them with the create's rules).
  posting jsonb not null,
  -- After approval: the posting as its owner would have it, until an editor approves or rejects it.
  revision jsonb,
  submitter_email text not null,
  submitter_name text not null,
  address_key text generated always as (private.address_key(submitter_email)) stored,
  email_domain text generated always as (split_part(lower(submitter_email), '@', 2)) stored,
  link_key text generated always as (private.normalised_url(posting ->> 'link_url')) stored,
  -- In the queue since: while pending, or while a revision waits (set by the trigger below).
  waiting_since timestamptz,
  confirmed_at timestamptz,
  -- Went live without review: its e-mail domain was trusted.
  trusted boolean not null default false,
  opportunity_id uuid references public.opportunities (id) on delete set null,
  reviewed_by uuid references auth.users (id) on delete set null,
  reviewed_at timestamptz,
  reason public.submission_reason,
  message text,
  closed_as public.submission_closing,
  closed_at timestamptz,
  renewals int not null default 0,
  -- The end (expires_at or closes_on) its owner was last told of, five days before.
  ending_told date,
  confirm_token text unique default private.new_token('submission_confirm'),
  manage_token text not null unique default private.new_token('submission_manage'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint submissions_posting_object check (jsonb_typeof(posting) = 'object' and jsonb_typeof(posting -> 'title') = 'string'),
  constraint submissions_revision_object check (revision is null or jsonb_typeof(revision) = 'object' and jsonb_typeof(revision -> 'title') = 'string'),
  constraint submissions_link_public_https check (private.webhook_host_is_public(posting ->> 'link_url')
    and (revision is null or private.webhook_host_is_public(revision ->> 'link_url'))),
  constraint submissions_submitter_email_format check (char_length(submitter_email) <= 254
    and submitter_email ~ '^[^@\s<>(),;:"\[\]\\]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$'),
  constraint submissions_submitter_name_length check (char_length(submitter_name) between 1 and 200),
  constraint submissions_message_length check (char_length(message) <= 2000),
  constraint submissions_renewals_range check (renewals between 0 and 3),
  constraint submissions_confirm_once check ((status = 'unconfirmed') = (confirm_token is not null)),
  constraint submissions_reviewed check (status not in ('approved', 'changes_requested', 'rejected') or reviewed_at is not null),
  constraint submissions_rejected_reason check (status <> 'rejected' or reason is not null),
  constraint submissions_revision_when_approved check (revision is null or status = 'approved'),
  constraint submissions_closed check ((closed_as is null) = (closed_at is null) and (closed_as is null or status = 'approved'))
);
comment on table public.submissions is
  'Postings offered by the public, apart from the opportunities until approved (docs/submissions.md). Editors read them; their submitter acts by the manage link''s token.';
create index submissions_queue_idx on public.submissions (waiting_since, id) where waiting_since is not null;
create index submissions_status_idx on public.submissions (status, created_at, id);
create index submissions_address_idx on public.submissions (address_key);
create index submissions_domain_idx on public.submissions (email_domain, created_at);
create index submissions_opportunity_idx on public.submissions (opportunity_id) where opportunity_id is not null;

create trigger touch_updated_at before update on public.submissions
  for each row execute function private.touch_updated_at();

-- The caller's own addresses as mailboxes: their account's and their token's.
create function private.caller_address_keys() returns text[]
language sql stable security definer set search_path = '' as $$
  select array_remove(array[private.address_key((select u.email from auth.users u where u.id = auth.uid())),
    private.address_key(auth.jwt() ->> 'email')], null)
$$;
revoke all on function private.caller_address_keys() from public;
grant execute on function private.caller_address_keys() to authenticated, service_role;

-- The states and who moves them, whoever writes (supabase-js included): unconfirmed -> pending
-- (confirmed) -> approved | changes_requested | rejected; changes_requested -> pending (edited);
-- withdrawn by the submitter before approval. A review is stamped with its reviewer, who is
-- never the submitter's own address. The queue's place (waiting_since) follows.
create function private.check_submission_change() returns trigger
language plpgsql set search_path = '' as $$
declare
  -- A review: a state an editor gives, or a revision approved or rejected (not dropped by a closing).
  reviewing boolean := tg_op = 'UPDATE' and (new.status is distinct from old.status and new.status in ('approved', 'changes_requested', 'rejected')
    or old.revision is not null and new.revision is null and new.closed_at is not distinct from old.closed_at);
begin
  if tg_op = 'INSERT' and new.status <> 'unconfirmed' then
    raise exception 'a submission starts unconfirmed' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.status is distinct from old.status and not (
      old.status = 'unconfirmed' and new.status in ('pending', 'withdrawn')
      or old.status = 'pending' and new.status in ('approved', 'changes_requested', 'rejected', 'withdrawn')
      or old.status = 'changes_requested' and new.status in ('pending', 'withdrawn')) then
    raise exception 'a submission that is % cannot become %', old.status, new.status using errcode = '23514';
  end if;
  if reviewing then
    -- OLD's: a stored generated column is not yet computed in NEW before the row is written.
    if old.address_key = any (private.caller_address_keys()) then
      raise exception 'nobody reviews a submission from their own address' using errcode = '42501';
    end if;
    new.reviewed_by := auth.uid();
    new.reviewed_at := now();
  end if;
  if new.status = 'pending' and (tg_op = 'INSERT' or old.status <> 'pending') or new.revision is not null and (tg_op = 'INSERT' or new.revision is distinct from old.revision) then
    new.waiting_since := now();
  elsif not (new.status = 'pending' or new.revision is not null) then
    new.waiting_since := null;
  end if;
  return new;
end
$$;
revoke all on function private.check_submission_change() from public;
create trigger check_submission_change before insert or update on public.submissions
  for each row execute function private.check_submission_change();

-- Editors (manage_opportunities) read and review them; nobody else reads them but the secret key.
select private.make_settings_table('public.submissions', 'manage_opportunities');
grant select (id, status, posting, revision, submitter_email, submitter_name, address_key, email_domain, link_key, waiting_since,
  confirmed_at, trusted, opportunity_id, reviewed_by, reviewed_at, reason, message, closed_as, closed_at, renewals, created_at, updated_at)
  on public.submissions to authenticated;
grant update (status, posting, revision, opportunity_id, reason, message) on public.submissions to authenticated;

-- E-mail domains whose later submissions go live at once when their apply link is on the domain:
-- trusted by an editor's first approval, revoked (`trusted` false) or forgotten by editors.
create table public.trusted_domains (
  domain text primary key,
  trusted boolean not null default true,
  -- The approval that trusted it.
  submission_id uuid references public.submissions (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint trusted_domains_domain_format check (domain ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$' and char_length(domain) <= 253),
  constraint trusted_domains_not_free_mail check (not private.is_free_mail(domain))
);
comment on table public.trusted_domains is 'E-mail domains whose submissions skip review (docs/submissions.md).';
create trigger touch_updated_at before update on public.trusted_domains
  for each row execute function private.touch_updated_at();
select private.make_settings_table('public.trusted_domains', 'manage_opportunities');
grant select (domain, trusted, submission_id, created_at, updated_at), insert (domain, trusted, submission_id), update (trusted)
  on public.trusted_domains to authenticated;

-- Whether a confirmed submission goes live without review: its domain trusted (and not free
-- mail), and its apply link on that domain or under it.
create function private.submission_trusted(s public.submissions) returns boolean
language sql stable security definer set search_path = '' as $$
  select not private.is_free_mail(s.email_domain)
    and exists (select 1 from public.trusted_domains d where d.domain = s.email_domain and d.trusted)
    and (host = s.email_domain or right(host, char_length(s.email_domain) + 1) = '.' || s.email_domain)
  from (select rtrim(lower(substring(s.posting ->> 'link_url' from '^https://([^/:?#]+)')), '.') as host) apply
$$;
revoke all on function private.submission_trusted(public.submissions) from public;
grant execute on function private.submission_trusted(public.submissions) to authenticated, service_role;

-- A rate limit taken for `who`: the seconds to wait when it refuses, null when it allows.
create function private.refused_for(bucket_name text, who text, quota int, window_seconds int) returns int
language sql volatile security definer set search_path = '' as $$
  select case when not t.allowed then t.reset_seconds end from private.take_rate_limit_for(bucket_name, who, quota, window_seconds) t
$$;
revoke all on function private.refused_for(text, text, int, int) from public;

-- A submission, within its limits. Refused (`limited`, with its wait) only by what says nothing
-- of the address: the client's hourly limit and its e-mail domain's. Past the address's own
-- limits (3 unconfirmed a day; `most` unconfirmed, pending or live) it is taken and dropped alike
-- (`id` null): the answer is the same whatever the address. Its confirmation e-mail is queued.
create function private.submit_opportunity(
  offered jsonb, address text, name text, client text, per_client int, per_domain int, most int,
  out id uuid, out limited text, out retry_after int
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  key text := private.address_key(address);
begin
  retry_after := private.refused_for('submissions', client, per_client, 3600);
  if retry_after is not null then
    limited := 'client';
    return;
  end if;
  retry_after := private.refused_for('submission-domains', split_part(lower(address), '@', 2), per_domain, 3600);
  if retry_after is not null then
    limited := 'domain';
    return;
  end if;
  -- Submissions of one mailbox are counted one at a time.
  perform pg_catalog.pg_advisory_xact_lock(7340004, hashtext(key));
  if (select count(*) from public.submissions s where s.address_key = key and s.status = 'unconfirmed' and s.created_at > now() - interval '1 day') >= 3
    or (select count(*) from public.submissions s left join public.opportunities o on o.id = s.opportunity_id
        where s.address_key = key and (s.status in ('unconfirmed', 'pending', 'changes_requested')
          or s.status = 'approved' and s.closed_at is null and o.is_active and (o.expires_at is null or o.expires_at > now()))) >= most then
    return;
  end if;
  insert into public.submissions (posting, submitter_email, submitter_name) values (offered, address, name)
  returning submissions.id into id;
  insert into private.emails (kind, to_address, submission_id) values ('submission_confirmation', address, id);
end
$$;
revoke all on function private.submit_opportunity(jsonb, text, text, text, int, int, int) from public;
grant execute on function private.submit_opportunity(jsonb, text, text, text, int, int, int) to anon, authenticated, service_role;

-- What the confirmation page shows: the title offered (never in the e-mail, which holds nothing a stranger wrote).
create function private.unconfirmed_submission(token text) returns table (title text)
language sql stable security definer set search_path = '' as $$
  select s.posting ->> 'title' from public.submissions s
  where s.confirm_token = token and s.status = 'unconfirmed' and s.created_at > now() - interval '7 days'
$$;
revoke all on function private.unconfirmed_submission(text) from public;
grant execute on function private.unconfirmed_submission(text) to anon, authenticated, service_role;

-- Following the confirmation link, once, within 7 days: the submission joins the queue, and says
-- whether it goes live without review (the API then approves it as the service).
create function private.confirm_submission(token text, out id uuid, out trusted boolean)
language sql volatile security definer set search_path = '' as $$
  update public.submissions s set status = 'pending', confirmed_at = now(), confirm_token = null
  where s.confirm_token = token and s.status = 'unconfirmed' and s.created_at > now() - interval '7 days'
  returning s.id, private.submission_trusted(s)
$$;
revoke all on function private.confirm_submission(text) from public;
grant execute on function private.confirm_submission(text) to anon, authenticated, service_role;

-- The submission a manage link's token opens, or none.
create function private.submission_of_token(token text) returns uuid
language sql stable security definer set search_path = '' as $$
  select s.id from public.submissions s where s.manage_token = token
$$;
revoke all on function private.submission_of_token(text) from public;
grant execute on function private.submission_of_token(text) to anon, authenticated, service_role;

-- The e-mails of a submission go with it.
alter table private.emails add column submission_id uuid references public.submissions (id) on delete cascade;
create index emails_submission_idx on private.emails (submission_id) where submission_id is not null;

-- When the moderators were last told of the queue: once a day at most.
create table private.moderator_notices (
  sent_on date primary key,
  pending int not null
);
alter table private.moderator_notices enable row level security;
grant select, insert, delete on private.moderator_notices to service_role;

-- Every review is told to its submitter, whoever reviews (supabase-js included): queued with what
-- it said and the title it is about; the e-mail is written when sent, with the submission's links.
create function private.tell_submitter() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  outcome text := case
    when new.status is distinct from old.status and new.status in ('approved', 'changes_requested', 'rejected') then new.status::text
    when old.revision is not null and new.revision is null and new.status = 'approved' and new.closed_at is not distinct from old.closed_at then
      case when new.reason is null then 'revision_approved' else 'revision_rejected' end
  end;
begin
  if outcome is not null then
    insert into private.emails (kind, to_address, submission_id, content)
    values ('submission_review', new.submitter_email, new.id,
      jsonb_build_object('outcome', outcome, 'reason', new.reason, 'message', new.message, 'title', new.posting ->> 'title'));
  end if;
  return null;
end
$$;
revoke all on function private.tell_submitter() from public;
create trigger tell_submitter after update on public.submissions
  for each row execute function private.tell_submitter();

-- The manage links again, by e-mail: refused (`limited`) only past the client's hourly limit; an
-- address without submissions, or sent its links in the last hour, is sent nothing, with the
-- same answer. The e-mail lists the address's submissions when it is sent.
create function private.send_manage_links(address text, client text, per_client int, out limited text, out retry_after int)
language plpgsql volatile security definer set search_path = '' as $$
declare
  key text := private.address_key(address);
begin
  retry_after := private.refused_for('submission-links', client, per_client, 3600);
  if retry_after is not null then
    limited := 'client';
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7340004, hashtext(key));
  if not exists (select 1 from public.submissions s where s.address_key = key and s.status <> 'unconfirmed')
    or private.refused_for('submission-link-addresses', key, 1, 3600) is not null then
    return;
  end if;
  insert into private.emails (kind, to_address, content)
  values ('submission_links', (select s.submitter_email from public.submissions s where s.address_key = key order by s.created_at desc limit 1),
    jsonb_build_object('address_key', key));
end
$$;
revoke all on function private.send_manage_links(text, text, int) from public;
grant execute on function private.send_manage_links(text, text, int) to anon, authenticated, service_role;

-- Moderators' channels hear of a submission as it joins the queue, through the channels' outbox:
-- an event with the submission's title, company and time (never its address), no opportunity.
alter table public.opportunity_events alter column opportunity_id drop not null;
alter table public.opportunity_events add constraint opportunity_events_subject
  check ((event = 'submission.pending') = (opportunity_id is null));
alter table public.channels drop constraint channels_events_some;
alter table public.channels add constraint channels_events_some check (cardinality(events) between 1 and 3);

create function private.announce_pending_submission() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.opportunity_events (event, record)
  values ('submission.pending', jsonb_build_object('id', new.id, 'title', new.posting ->> 'title',
    'company_name', new.posting ->> 'company_name', 'waiting_since', new.waiting_since));
  return null;
end
$$;
revoke all on function private.announce_pending_submission() from public;
create trigger announce_pending_submission after update of status on public.submissions
  for each row when (new.status = 'pending' and old.status is distinct from new.status)
  execute function private.announce_pending_submission();
