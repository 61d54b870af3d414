#!/usr/bin/env bash
# Starts and stops a PgBouncer in transaction mode in front of a test cluster, for the tests that show the servers
# working through a pooler as production runs them. It listens only on a Unix socket in DIR (port 5432's name, so
# a URL names it as it names PostgreSQL: postgresql://postgres@/DB?host=DIR) and passes every database through to
# the cluster whose socket is in PG_DIR, trusting local users as the test cluster does.
#   pgbouncer-test.sh start DIR PG_DIR
#   pgbouncer-test.sh stop DIR          stops it and removes DIR
set -euo pipefail
source "$(dirname "$0")/close-inherited-descriptors.sh"

die() {
  echo "pgbouncer-test: error: $*" >&2
  exit 1
}

# PgBouncer refuses to run as root; cd / because the caller's cwd may be unreadable to postgres.
run_as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

start() {
  local dir=$1 pg_dir=$2 bouncer
  bouncer=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
  [ -x "$bouncer" ] || die "pgbouncer is missing; install it with: apt-get install -y pgbouncer"
  [ -S "$pg_dir/.s.PGSQL.5432" ] || die "no PostgreSQL socket in $pg_dir"
  mkdir -p "$dir"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
  chmod 0755 "$dir"
  cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$pg_dir port=5432

[pgbouncer]
listen_addr =
listen_port = 5432
unix_socket_dir = $dir
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,application_name
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
  echo '"postgres" ""' >"$dir/users.txt"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir/pgbouncer.ini" "$dir/users.txt"
  close_inherited_descriptors
  run_as_postgres "$bouncer" -d "$dir/pgbouncer.ini" || die "pgbouncer did not start (log: $dir/pgbouncer.log)"
  for _ in $(seq 100); do
    [ -S "$dir/.s.PGSQL.5432" ] && return 0
    sleep 0.05
  done
  die "pgbouncer's socket did not appear in $dir (log: $dir/pgbouncer.log)"
}

stop() {
  local dir=$1 pid
  if [ -f "$dir/pgbouncer.pid" ]; then
    pid=$(cat "$dir/pgbouncer.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.05
    done
  fi
  rm -rf -- "$dir"
}

case "${1:-}" in
  start) [ $# -eq 3 ] || die "usage: $0 start DIR PG_DIR"; start "$2" "$3" ;;
  stop) [ $# -eq 2 ] || die "usage: $0 stop DIR"; stop "$2" ;;
  *) echo "usage: $0 start DIR PG_DIR | stop DIR" >&2; exit 2 ;;
esac
