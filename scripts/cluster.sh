#!/usr/bin/env bash
# The many-servers topology on one machine: PostgreSQL (durable, on a Unix socket), three `rentline serve` sharing
# it, and HAProxy in TCP mode on port 4000 with health checks.
#   cluster.sh start    starts it all (the demo world is loaded the first time) and prints where things are
#   cluster.sh stop     stops it all and deletes the database
# Everything lives in $RENTLINE_CLUSTER (default /tmp/rentline-cluster): the database, logs and pid files.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=${RENTLINE_CLUSTER:-/tmp/rentline-cluster}
bin=./.build/release/rentline
front=${PORT:-4000}
ports=(4001 4002 4003)
proxy=127.0.0.2
url="postgresql://postgres@/rentline?host=$dir/pg"

die() {
  echo "cluster: $*" >&2
  exit 1
}

wait_for_port() { bash scripts/wait-for-port.sh "$1" || die "see the logs in $dir"; }

start() {
  [ -x "$bin" ] || die "build first: make build"
  command -v haproxy >/dev/null || die "haproxy is missing: apt-get install -y haproxy"
  [ -e "$dir/haproxy.pid" ] && die "a cluster is already running in $dir; stop it with make cluster-stop"
  mkdir -p "$dir"
  DURABLE=1 bash scripts/postgres-test-cluster.sh start "$dir/pg" >/dev/null
  if ! psql -h "$dir/pg" -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'rentline'" | grep -q 1; then
    psql -h "$dir/pg" -U postgres -d postgres -qc "CREATE DATABASE rentline"
    "$bin" seed --demo --db "$url"
  fi
  # HAProxy connects from 127.0.0.2 and starts each connection with a PROXY header naming the client, which the
  # servers trust from that address only: the per-address limits count people, and telnet to a server's own port
  # from 127.0.0.1 still works.
  for port in "${ports[@]}"; do
    nohup "$bin" serve --port "$port" --db "$url" --proxy-from "$proxy" >"$dir/server-$port.log" 2>&1 &
    echo $! >"$dir/server-$port.pid"
  done
  for port in "${ports[@]}"; do wait_for_port "$port"; done
  {
    printf 'global\n    maxconn 9000\n\n'
    printf 'defaults\n    mode tcp\n    timeout connect 5s\n    timeout client 35m\n    timeout server 35m\n    timeout check 3s\n\n'
    printf 'frontend rentline\n    bind 127.0.0.1:%s\n    default_backend servers\n\n' "$front"
    printf 'backend servers\n    balance leastconn\n    source %s\n    option tcp-check\n' "$proxy"
    printf '    tcp-check expect string Welcome\n    tcp-check send PING\\r\\n\n    tcp-check expect string PONG\n'
    for port in "${ports[@]}"; do
      printf '    server rentline-%s 127.0.0.1:%s send-proxy check-send-proxy check inter 2s fall 2 rise 2\n' "$port" "$port"
    done
  } >"$dir/haproxy.cfg"
  haproxy -f "$dir/haproxy.cfg" -D -p "$dir/haproxy.pid"
  wait_for_port "$front"
  echo "Rentline runs on three servers (ports ${ports[*]}) behind HAProxy: telnet localhost $front"
  echo "Database: $url; logs and pid files in $dir. Stop it all with: make cluster-stop"
}

stop() {
  local pidfile pid i
  for pidfile in "$dir"/haproxy.pid "$dir"/server-*.pid; do
    [ -e "$pidfile" ] || continue
    pid=$(cat "$pidfile")
    kill "$pid" 2>/dev/null || true
    # A server tells its clients and drains before it exits; PostgreSQL stops only after.
    for i in $(seq 150); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    rm -f "$pidfile"
  done
  bash scripts/postgres-test-cluster.sh stop "$dir/pg"
  rm -f "$dir"/haproxy.cfg "$dir"/server-*.log
  rmdir "$dir" 2>/dev/null || true
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start | stop" >&2; exit 2 ;;
esac
