#!/usr/bin/env bash
# Starts and stops a throwaway PostgreSQL cluster for the test suite, reachable only
# through a Unix socket in DIR.
#   postgres-test-cluster.sh start DIR          prints the socket directory (DIR) on stdout
#   postgres-test-cluster.sh stop DIR           stops the server and removes DIR
# Connect with: psql -h DIR -U postgres (port 5432, or $PGPORT).
# DURABLE=1 keeps PostgreSQL's durability settings (fsync and all); by default they are off, as the tests need
# nothing to survive a power cut.
set -euo pipefail
source "$(dirname "$0")/close-inherited-descriptors.sh"

me=postgres-test-cluster
# Linux sockaddr_un.sun_path is 108 bytes including the terminating NUL.
max_socket_path=107

die() {
  echo "$me: error: $*" >&2
  exit 1
}

usage() {
  echo "usage: $0 start DIR | stop DIR" >&2
  exit 2
}

find_bindir() {
  local dir
  # On Debian pg_config comes from libpq-dev and may name a version whose server is not installed.
  if command -v pg_config >/dev/null 2>&1; then
    dir=$(pg_config --bindir 2>/dev/null || true)
    if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      echo "$dir"
      return
    fi
  fi
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
    echo "$dir"
    return
  fi
  die "PostgreSQL server binaries (initdb, pg_ctl, postgres) not found; install them with: apt-get install -y postgresql"
}

port=${PGPORT:-5432}
[[ "$port" =~ ^[0-9]+$ ]] || die "PGPORT must be a number, got '$port'"

is_root=false
[ "$(id -u)" -eq 0 ] && is_root=true
pg_user=postgres

# initdb, postgres and pg_ctl refuse to run as root; cd / because the caller's cwd may be unreadable to pg_user.
run_pg() {
  if $is_root; then
    (cd / && runuser -u "$pg_user" -- "$@")
  else
    "$@"
  fi
}

# The entries start creates; anything else in DIR means DIR is not ours to take over or delete.
is_cluster_entry() {
  case "$1" in
    data | log | .s.PGSQL.* ) return 0 ;;
    *) return 1 ;;
  esac
}

check_socket_dir() {
  local sock=$1/.s.PGSQL.$port
  # The path goes unquoted into pg_ctl -o and the comma-separated unix_socket_directories.
  [[ "$1" =~ ^[A-Za-z0-9._/+=@:-]+$ ]] || die "DIR '$1' contains characters unsafe for unix_socket_directories; use e.g. mktemp -d /tmp/pg.XXXXXX"
  [ "$(printf %s "$sock" | wc -c)" -le "$max_socket_path" ] \
    || die "socket path $sock is longer than $max_socket_path bytes; use a shorter DIR, e.g. mktemp -d /tmp/pg.XXXXXX"
}

# Set when start creates DIR, so an early failure does not leave an empty directory behind.
created_dir=
remove_created_dir() {
  if [ -n "$created_dir" ]; then rmdir -- "$created_dir" 2>/dev/null || true; fi
}

start() {
  local dir=$1 data log sock entry bindir i
  # Check before creating anything, and again on the path actually created.
  check_socket_dir "$(realpath -m -- "$dir")"
  if [ ! -e "$dir" ]; then
    mkdir -p -- "$dir" || die "cannot create $dir"
    created_dir=$(cd -- "$dir" && pwd -P)
    trap remove_created_dir EXIT
  fi
  dir=$(cd -- "$dir" && pwd -P)
  check_socket_dir "$dir"
  data=$dir/data
  log=$dir/log
  sock=$dir/.s.PGSQL.$port

  # Refuse to take over (and, as root, chown) a directory that holds anything else.
  for entry in "$dir"/* "$dir"/.[!.]* "$dir"/..?*; do
    [ -e "$entry" ] || continue
    is_cluster_entry "${entry##*/}" || die "$dir is not empty and not a test cluster directory (found ${entry##*/})"
  done

  bindir=$(find_bindir)

  if $is_root; then
    getent passwd "$pg_user" >/dev/null || die "running as root needs the '$pg_user' user to run the server; install postgresql or run as a normal user"
    # mktemp -d makes 0700 directories; clients running as other users need to reach the socket.
    chown "$pg_user": "$dir"
    chmod 0755 "$dir"
    run_pg test -w "$dir" -a -x "$dir" \
      || die "user '$pg_user' cannot write to $dir (is every parent directory traversable?); use a directory under /tmp"
  fi

  if [ -f "$data/postmaster.pid" ] && run_pg "$bindir/pg_ctl" status -D "$data" >/dev/null 2>&1; then
    die "a server is already running in $data; stop it first"
  fi

  run_pg touch "$log"

  # An existing data directory (a stopped earlier cluster) is reused.
  if [ ! -f "$data/PG_VERSION" ]; then
    # --locale=C pins the categories not given explicitly so a caller's unavailable LANG cannot break initdb;
    # --no-sync because the cluster is throwaway.
    if ! run_pg "$bindir/initdb" -D "$data" --locale=C --lc-collate=C --lc-ctype=C.UTF-8 \
      -A trust -U postgres -E UTF8 --no-sync >>"$log" 2>&1; then
      echo "$me: error: initdb failed in $data (log: $log)" >&2
      tail -n 20 "$log" >&2
      exit 1
    fi
  fi

  close_inherited_descriptors
  local speed="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  [ "${DURABLE:-0}" = 1 ] && speed=
  # With listen_addresses empty the port only names the socket file.
  if ! run_pg "$bindir/pg_ctl" start -w -D "$data" -l "$log" \
    -o "-c listen_addresses='' -c unix_socket_directories=$dir -c port=$port $speed -c max_connections=400" \
    >>"$log" 2>&1; then
    echo "$me: error: PostgreSQL did not start in $dir (log: $log)" >&2
    tail -n 20 "$log" >&2
    # pg_ctl -w can time out while the postmaster keeps running; do not leak it.
    run_pg "$bindir/pg_ctl" stop -D "$data" -m immediate -w >/dev/null 2>&1 || true
    exit 1
  fi

  for i in $(seq 50); do
    "$bindir/pg_isready" -q -h "$dir" -p "$port" -U postgres -d postgres && break
    if [ "$i" -eq 50 ]; then
      echo "$me: error: PostgreSQL in $dir does not accept connections on $sock (log: $log)" >&2
      tail -n 20 "$log" >&2
      run_pg "$bindir/pg_ctl" stop -D "$data" -m immediate -w >/dev/null 2>&1 || true
      exit 1
    fi
    sleep 0.2
  done

  echo "$dir"
}

stop() {
  local dir=$1 data entry bindir
  [ -e "$dir" ] || exit 0
  [ -d "$dir" ] || die "$dir is not a directory"
  dir=$(cd -- "$dir" && pwd -P)
  data=$dir/data

  for entry in "$dir"/* "$dir"/.[!.]* "$dir"/..?*; do
    [ -e "$entry" ] || continue
    is_cluster_entry "${entry##*/}" || die "$dir contains ${entry##*/}, which this script did not create; not removing it"
  done

  if [ -f "$data/postmaster.pid" ]; then
    bindir=$(find_bindir)
    # Stop as whoever owns the cluster, which is also who may signal the postmaster.
    if $is_root; then
      pg_user=$(stat -c %U "$data")
      [ "$pg_user" = root ] && pg_user=postgres
    fi
    # Fails harmlessly when the pid file is stale; the status check below is what counts.
    run_pg "$bindir/pg_ctl" stop -D "$data" -m immediate -w >/dev/null 2>&1 || true
    if run_pg "$bindir/pg_ctl" status -D "$data" >/dev/null 2>&1; then
      die "could not stop the server in $data; $dir left in place"
    fi
  fi

  rm -rf -- "$data" "$dir/log" "$dir"/.s.PGSQL.*
  rmdir -- "$dir"
}

[ $# -ge 2 ] || usage
case "$1" in
  start) [ $# -eq 2 ] || usage; start "$2" ;;
  stop) [ $# -eq 2 ] || usage; stop "$2" ;;
  *) usage ;;
esac
