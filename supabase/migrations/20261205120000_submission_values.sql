-- The values the submissions (next migration) use, added on their own: a value added to an enum
-- cannot be used in the transaction that adds it.

-- A posting the public offered and an editor approved (or a trusted domain's): the website may
-- add rel="nofollow ugc" to its links.
alter type public.opportunity_source add value if not exists 'submission';

-- The submissions' e-mails, queued and sent as the alerts' are.
alter type private.email_kind add value if not exists 'submission_confirmation';
alter type private.email_kind add value if not exists 'submission_links';
alter type private.email_kind add value if not exists 'submission_review';
alter type private.email_kind add value if not exists 'submission_ending';
alter type private.email_kind add value if not exists 'moderators';

-- A channel may choose to hear of submissions waiting for review.
alter type public.channel_event add value if not exists 'submission.pending';
