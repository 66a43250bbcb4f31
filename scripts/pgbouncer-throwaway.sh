#!/usr/bin/env bash
# Start or stop a throwaway PgBouncer in transaction mode on loopback, in front of a throwaway
# PostgreSQL: the closest stand-in for Supabase's Supavisor (port 6543, transaction mode) that
# runs here. A pool of 5 server connections per database and user, as a small project has.
# After a failed connect PgBouncer waits server_login_retry before trying the database again
# (15 s by default, answering every query meanwhile with an error); 1 s here, so that an outage
# test measures the API's recovery rather than that pause. postgres administers it (PAUSE, RESUME)
# through its console, the database `pgbouncer`.
#   scripts/pgbouncer-throwaway.sh start DIR PORT POSTGRES_PORT  -> prints the pooler's URL
#   scripts/pgbouncer-throwaway.sh stop DIR
set -euo pipefail
cmd=$1 dir=$2

if ! command -v pgbouncer >/dev/null; then
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >&2
fi
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case $cmd in
  start)
    port=$3 pgport=$4
    mkdir -p "$dir"
    printf '"postgres" ""\n"functions_authenticator" ""\n' >"$dir/userlist.txt"
    cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$pgport

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir = $dir
auth_type = trust
auth_file = $dir/userlist.txt
admin_users = postgres
pool_mode = transaction
default_pool_size = 5
server_login_retry = 1
max_client_conn = 1000
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
    [ "$(id -u)" = 0 ] && chown -R postgres "$dir"
    as_pg pgbouncer -d "$dir/pgbouncer.ini"
    for _ in $(seq 50); do [ -s "$dir/pgbouncer.pid" ] && break; sleep 0.1; done
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -s "$dir/pgbouncer.pid" ] && kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true
    rm -rf "$dir"
    ;;
esac
