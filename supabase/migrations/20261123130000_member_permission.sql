-- Reading records that are active but not published is a permission of its own, held through a
-- role: a hosted project lets anyone sign up, and an account is not a member of the
-- organisation. Added alone: an enum value cannot be used in the transaction that adds it.
alter type public.app_permission add value if not exists 'read_member_content';
