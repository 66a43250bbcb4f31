-- Reads no longer go through `private.read_as`: a read is one script whose first statement sets
-- the role, the claims, the statement timeout, UTC and read-only (local to the script's
-- transaction), then the read itself, its values written in as literals by the API's SQL
-- builder (functions/_shared/database/sql.ts). The function and the functions' role's way to it
-- go, so that role can reach nothing until it becomes one of the API's roles.
drop function if exists private.read_as(text);
revoke usage on schema private from functions_authenticator;
