-- Rate limits that must hold across function instances (imports, per user) are counted here:
-- one row per bucket and client, a fixed window each. Reached only through take_rate_limit, as
-- the caller, which counts the request only when it is within the quota.
create table private.rate_limits (
  bucket text not null,
  client text not null,
  window_start timestamptz not null,
  count int not null,
  primary key (bucket, client)
);
alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from public, anon, authenticated, service_role;

create function private.take_rate_limit(bucket_name text, quota int, window_seconds int)
returns table (allowed boolean, remaining int, reset_seconds int)
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  who text := coalesce(auth.uid()::text, auth.role(), 'anon');
  now_ timestamptz := clock_timestamp();
  counted private.rate_limits;
begin
  -- Concurrent requests of one client queue on its row, so the count is exact.
  insert into private.rate_limits as r (bucket, client, window_start, count)
  values (bucket_name, who, now_, 0)
  on conflict (bucket, client) do update
    set window_start = case when r.window_start + make_interval(secs => window_seconds) <= now_ then now_ else r.window_start end,
        count = case when r.window_start + make_interval(secs => window_seconds) <= now_ then 0 else r.count end
  returning * into counted;
  allowed := counted.count < quota;
  if allowed then
    update private.rate_limits r set count = r.count + 1
    where r.bucket = bucket_name and r.client = who;
  end if;
  remaining := greatest(quota - counted.count - (case when allowed then 1 else 0 end), 0);
  reset_seconds := greatest(1, ceil(extract(epoch from counted.window_start + make_interval(secs => window_seconds) - now_))::int);
  return next;
end;
$$;
revoke all on function private.take_rate_limit(text, int, int) from public, anon;
grant execute on function private.take_rate_limit(text, int, int) to authenticated, service_role;
