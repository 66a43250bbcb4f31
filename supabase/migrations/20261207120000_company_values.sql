-- The value the companies migration (next) uses, added on its own: a value added to an enum
-- cannot be used in the transaction that adds it.

-- Who keeps the companies, merges them and reads their sponsors' figures.
alter type public.app_permission add value if not exists 'manage_companies';
