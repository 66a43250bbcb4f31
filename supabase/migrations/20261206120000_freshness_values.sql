-- The values the freshness migration (next) uses, added on their own: a value added to an enum
-- cannot be used in the transaction that adds it.

-- A member who saved a posting hears once that it closed.
alter type private.email_kind add value if not exists 'closed';

-- A channel may choose to hear of reports from job seekers.
alter type public.channel_event add value if not exists 'report.opened';
