#!/usr/bin/env bash
# npm run test:db: the pgTAP tests in supabase/tests/database, as `supabase test db` runs them
# (pg_prove), on a fresh database of DATABASE_URL's server: migrated first, dropped afterwards.
# pgTAP and pg_prove come from Debian (postgresql-15-pgtap, libtap-parser-sourcehandler-pgtap-perl);
# scripts/pg-throwaway.sh gives its PostgreSQL 17 the same pgTAP.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL server (scripts/pg-throwaway.sh starts one)}"
case $DATABASE_URL in postgres://* | postgresql://*) ;; *) echo "DATABASE_URL must be a server's URL" >&2; exit 1 ;; esac
if ! command -v pg_prove >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15-pgtap libtap-parser-sourcehandler-pgtap-perl
fi

server=$DATABASE_URL
if [ "$(psql -XAtqd "$server" -c "select count(*) from pg_available_extensions where name = 'pgtap'")" = 0 ]; then
  echo "pgTAP is not installed on that server (Debian: postgresql-<version>-pgtap)" >&2
  exit 1
fi
name=pgtap_$$
db=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$server" "$name")
psql -XAtqd "$server" -c "create database $name"
trap 'psql -XAtqd "$server" -c "drop database if exists $name with (force)"' EXIT
DATABASE_URL=$db npm run -s db:migrate >/dev/null
pg_prove --dbname "$db" supabase/tests/database/*.test.sql
