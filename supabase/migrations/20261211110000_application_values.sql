-- The values the applications migration (next) uses, added on their own: a value added to an enum
-- cannot be used in the transaction that adds it.

-- An applicant's e-mails: the link that proves a stranger's address, and word of their application.
alter type private.email_kind add value if not exists 'application_confirmation';
alter type private.email_kind add value if not exists 'application_update';

-- A channel may choose to hear that an opportunity received an application (its title and count).
alter type public.channel_event add value if not exists 'application.received';
