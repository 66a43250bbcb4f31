-- Anonymous reads take anon on the functions' own login role, as every other read does: the login
-- role they had of their own (20261124120000) saved about 0.02 ms of Postgres per uncached read,
-- which the one-second anonymous cache already makes rare, for a second secret to deploy. Its
-- rights were a membership of anon and its session defaults, both dropped with it. Roles belong
-- to the cluster, hence "if exists".
drop role if exists functions_anon_reader;
