#!/usr/bin/env bash
# Bookings on PostgreSQL, one build against another in turns: every round, each build (the order flipping each
# round) serves a fresh empty database, first as one server with rentline-bench book's 50 clients, then as two
# servers on the same database with 25 clients each (their bookings/s summed). A durable cluster (fsync on), like
# topologies.sh's. Prints one line per run.
#   BEFORE_BIN=../old/.build/release/rentline bash Benchmarks/postgres-book.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-./.build/release/rentline}
BEFORE_BIN=${BEFORE_BIN:?set BEFORE_BIN to the rentline binary of the build to compare with}
BENCH=${BENCH:-./.build/release/rentline-bench}
ROUNDS=${ROUNDS:-3}
RUN_SECONDS=${RUN_SECONDS:-8}
PORTS=(4483 4484)
work=$(mktemp -d /tmp/rentline-pgbook.XXXXXX)
chmod 755 "$work"
source Benchmarks/postgres-common.sh
trap cleanup EXIT

start_postgres

# serve BUILD SERVERS: that many servers of BUILD on a fresh empty database.
serve() {
  local port
  psql_run "DROP DATABASE IF EXISTS run WITH (FORCE)"
  psql_run "CREATE DATABASE run"
  for port in "${PORTS[@]:0:$2}"; do
    "$(binary "$1")" serve --port "$port" --db "$(url run)" --log-level warning --command-burst 1000000 \
      --commands-per-second 1000000 --max-connections-per-address 1000000 --signups-per-address-per-hour 1000000 \
      --password-checks-per-address 1000000 --password-checks-waiting 1000000 &
    pids+=($!)
    bash scripts/wait-for-port.sh "$port"
  done
}

field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }

for round in $(seq 1 "$ROUNDS"); do
  order="before head"
  [ $((round % 2)) = 0 ] && order="head before"
  for build in $order; do
    serve "$build" 1
    echo "$build one-server $("$BENCH" book --port "${PORTS[0]}" --clients 50 --seconds "$RUN_SECONDS")"
    stop_servers
    serve "$build" 2
    "$BENCH" book --port "${PORTS[0]}" --clients 25 --seconds "$RUN_SECONDS" >"$work/first.out" &
    first=$!
    second=$("$BENCH" book --port "${PORTS[1]}" --clients 25 --seconds "$RUN_SECONDS")
    wait "$first"
    one=$(field "$(cat "$work/first.out")" bookings_per_s)
    other=$(field "$second" bookings_per_s)
    echo "$build two-servers bookings_per_s=$((one + other)) ($one + $other)"
    stop_servers
  done
done
