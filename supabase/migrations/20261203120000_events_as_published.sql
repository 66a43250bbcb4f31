-- What the channels say was public: each outbox event carries the record as the public saw it.
-- A publication keeps the record as it was published; a withdrawal the record as it was last
-- public (the row before the change that withdrew it), never what the change made of it: a
-- posting unpublished and then retitled or rewritten is told withdrawn under its public title.
-- The delivery worker sends these records as they are, so a retry sends the same text.
create or replace function private.write_opportunity_events() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    insert into public.opportunity_events (opportunity_id, event, record)
      select n.id, 'published', to_jsonb(n) - 'fts' from new_rows n
      where n.published_at is not null order by n.display_order, n.title, n.id;
  elsif tg_op = 'UPDATE' then
    -- Only the rows that were published or withdrawn are made into JSON: a bulk edit of a
    -- thousand rows' order makes none.
    insert into public.opportunity_events (opportunity_id, event, record)
      select c.id, c.event, case when c.event = 'published' then to_jsonb(n) else to_jsonb(o) end - 'fts'
      from (select o.id, case when o.published_at is null and n.published_at is not null then 'published'::public.channel_event
                when o.is_active and o.website_viewable and not (n.is_active and n.website_viewable) then 'withdrawn'::public.channel_event end as event,
              n.display_order, n.title
            from old_rows o join new_rows n on n.id = o.id) c
      join old_rows o on o.id = c.id join new_rows n on n.id = c.id
      where c.event is not null order by c.display_order, c.title, c.id;
  else
    insert into public.opportunity_events (opportunity_id, event, record)
      select o.id, 'withdrawn', to_jsonb(o) - 'fts' from old_rows o
      where o.is_active and o.website_viewable order by o.display_order, o.title, o.id;
  end if;
  return null;
end
$$;
revoke all on function private.write_opportunity_events() from public;

comment on column public.opportunity_events.record is
  'The record as the public saw it: as published, or (a withdrawal) as it was last public. What the channels send.';

-- Publications still waiting in the outbox were written without their description: they take the
-- record as it is now, as the worker would have sent it until now.
update public.opportunity_events e set record = to_jsonb(o) - 'fts'
  from public.opportunities o
  where e.event = 'published' and o.id = e.opportunity_id and not (e.record ? 'description');

-- A webhook's host is public whoever writes it (supabase-js included): never a private name, nor
-- an address a URL parser reads as a private one (`127.0.0.1`, `2130706433`, `0x7f.1`,
-- `localhost.`). The API says the same first, in words (channels/targets.ts); where the name
-- resolves is checked by each connection the delivery worker makes.
create function private.webhook_host_is_public(url text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  host text := rtrim(lower(substring(url from '^https://([^/:?#]+)')), '.');
begin
  if host is null or host !~ '\.' or host ~ '(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$' then
    return false;
  end if;
  -- A last label of digits or hex makes the host an IPv4 address: only its dotted form, and public.
  if host ~ '(^|\.)(0x[0-9a-f]*|[0-9]+)$' then
    return host ~ '^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$'
      and not host::inet <<= any ('{0.0.0.0/8, 10.0.0.0/8, 100.64.0.0/10, 127.0.0.0/8, 169.254.0.0/16, 172.16.0.0/12,
        192.0.0.0/24, 192.0.2.0/24, 192.168.0.0/16, 198.18.0.0/15, 198.51.100.0/24, 203.0.113.0/24, 224.0.0.0/4, 240.0.0.0/4}'::inet[]);
  end if;
  return true;
end
$$;
alter table public.channels add constraint channels_url_public_host
  check (kind <> 'webhook' or private.webhook_host_is_public(url)) not valid;
