-- A sync may withdraw at most half of a feed, measured against the most postings the feed has had
-- active at a sync in the last 7 days, not only the count it has now: otherwise successive partial
-- syncs of a broken export walk it down (4, then 2, then 1) without ever crossing "half".
-- One row per feed and day, the day's largest count; older rows go as the feed syncs again.
create table private.feed_peaks (
  feed text not null,
  day date not null,
  active integer not null check (active >= 0),
  primary key (feed, day)
);
alter table private.feed_peaks enable row level security; -- reached only through the function below
revoke all on private.feed_peaks from public, anon, authenticated, service_role;

-- Records the feed's active count now and answers its largest of the last 7 days (today's
-- included). For the holders of manage_opportunities and the secret key, as imports are; it is
-- rolled back with a sync that is refused, so only syncs that happened count.
create function private.feed_peak(feed text, active integer) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'UTC')::date;
  peak integer;
begin
  if not (select private.has_permission('manage_opportunities')) then
    raise exception 'feed_peak: not permitted' using errcode = '42501';
  end if;
  insert into private.feed_peaks as p (feed, day, active) values (feed_peak.feed, today, feed_peak.active)
    on conflict on constraint feed_peaks_pkey do update set active = greatest(p.active, excluded.active);
  delete from private.feed_peaks p where p.feed = feed_peak.feed and p.day < today - 7;
  select max(p.active) into peak from private.feed_peaks p where p.feed = feed_peak.feed;
  return peak;
end
$$;
revoke all on function private.feed_peak(text, integer) from public;
grant execute on function private.feed_peak(text, integer) to authenticated, service_role;
