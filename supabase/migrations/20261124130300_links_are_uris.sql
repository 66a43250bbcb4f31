-- Links are stored as RFC 3986 URIs, what the contract's `format: uri` promises every client:
-- the API and the import percent-encode what a URI cannot hold (`café` -> `caf%C3%A9`, `a|b` ->
-- `a%7Cb`), and the database refuses any other way in a text that is not one (a character outside
-- URI syntax, a `%` that starts no `%XX` escape, a second `#`).
create function private.is_uri_text(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select value ~ '^[]A-Za-z0-9._~:/?#@!$&''()*+,;=%[-]*$'
    and value !~ '%([^0-9A-Fa-f]|[0-9A-Fa-f][^0-9A-Fa-f]|[0-9A-Fa-f]?$)'
    and value !~ '#.*#'
$$;
grant execute on function private.is_uri_text(text) to anon, authenticated, service_role;

create or replace function private.is_http_url(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select value !~ '\S' or (value ~* '^https?://[^[:space:][:cntrl:]/?#\\]+([/?#][^[:space:][:cntrl:]]*)?$' and private.is_uri_text(value))
$$;

-- What was stored before, made a URI as the API now makes one: each character a URI cannot hold
-- as its UTF-8 bytes in %XX, a second `#` as %23. A link it cannot make one (a `%` that starts no
-- escape, a host in another script) is left as it is, for an editor to correct at its next edit.
create function private.uri_escaped(value text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  result text := '';
  c text;
  fragment boolean := false;
begin
  foreach c in array regexp_split_to_array(value, '') loop
    if c = '#' and not fragment then
      fragment := true;
      result := result || c;
    elsif c ~ '^[]A-Za-z0-9._~:/?@!$&''()*+,;=%[-]$' and not (c in ('[', ']') and result ~ '^https?://[^/?#]*[/?#]') then
      result := result || c;
    else
      result := result || upper(regexp_replace(encode(convert_to(c, 'UTF8'), 'hex'), '(..)', '%\1', 'g'));
    end if;
  end loop;
  return result;
end
$$;

update public.opportunities set link_url = private.uri_escaped(link_url)
  where link_url is not null and not private.is_uri_text(link_url) and private.is_http_url(private.uri_escaped(link_url));
update public.opportunities set icon_url = private.uri_escaped(icon_url)
  where icon_url is not null and not private.is_uri_text(icon_url) and private.is_uri_text(private.uri_escaped(icon_url));
update public.resources set link_url = private.uri_escaped(link_url)
  where not private.is_uri_text(link_url) and private.is_http_url(private.uri_escaped(link_url));
update public.resources set thumbnail_url = private.uri_escaped(thumbnail_url)
  where thumbnail_url is not null and not private.is_uri_text(thumbnail_url) and private.is_http_url(private.uri_escaped(thumbnail_url));
drop function private.uri_escaped(text);

-- An icon's site path is a URI reference too. Checked on every write from now on; validated over
-- the stored rows when all of them are (else left to each row's next edit).
alter table public.opportunities
  drop constraint opportunities_icon_url_url_or_path,
  add constraint opportunities_icon_url_url_or_path check (
    private.is_http_url(icon_url)
    or (icon_url ~ '^/([^[:space:][:cntrl:]/\\][^[:space:][:cntrl:]]*)?$' and private.is_uri_text(icon_url))
  ) not valid;
do $$
begin
  alter table public.opportunities validate constraint opportunities_icon_url_url_or_path;
exception when check_violation then
  raise notice 'opportunities: some icon_url is not a URI reference yet; each is checked at its next edit';
end
$$;
