-- A function given only the admin's SUPABASE_DB_URL takes functions_authenticator at the start of
-- each transaction (`set local role`), so that even then no request runs with admin rights. The
-- admin (`postgres` on Supabase, not a superuser) may take it only as a member: since PostgreSQL
-- 16 the role's creator holds it with ADMIN OPTION but without SET.
grant functions_authenticator to current_user;
