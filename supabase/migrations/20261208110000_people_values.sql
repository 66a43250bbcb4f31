-- The values the people migration (next) uses, added on their own: a value added to an enum
-- cannot be used in the transaction that adds it.

-- A link that opens what the board keeps about an address: its export and its erasure.
alter type private.email_kind add value if not exists 'privacy_link';
