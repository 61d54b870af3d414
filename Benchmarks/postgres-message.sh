#!/usr/bin/env bash
# Message delivery on PostgreSQL, one build against another in turns: every round, each build (the order flipping
# each round) serves a fresh copy of the social bench's members, and rentline-bench message sends 25 pairs' messages
# paced at 10 a second, as topologies.sh does. A durable cluster (fsync on). Prints one line per run.
#   BEFORE_BIN=../old/.build/release/rentline bash Benchmarks/postgres-message.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-./.build/release/rentline}
BEFORE_BIN=${BEFORE_BIN:?set BEFORE_BIN to the rentline binary of the build to compare with}
BENCH=${BENCH:-./.build/release/rentline-bench}
ROUNDS=${ROUNDS:-3}
RUN_SECONDS=${RUN_SECONDS:-8}
PORT=4485
work=$(mktemp -d /tmp/rentline-pgmessage.XXXXXX)
chmod 755 "$work"
source Benchmarks/postgres-common.sh
trap cleanup EXIT

start_postgres
psql_run "CREATE DATABASE social_template"
"$BIN" seed --social-bench --readers 25 --db "$(url social_template)" >"$work/seed.log" 2>&1 ||
  { cat "$work/seed.log" >&2; exit 1; }

for round in $(seq 1 "$ROUNDS"); do
  order="before head"
  [ $((round % 2)) = 0 ] && order="head before"
  for build in $order; do
    psql_run "DROP DATABASE IF EXISTS run WITH (FORCE)"
    psql_run "CREATE DATABASE run TEMPLATE social_template"
    "$(binary "$build")" serve --port "$PORT" --db "$(url run)" --log-level warning --command-burst 1000000 \
      --commands-per-second 1000000 --max-connections-per-address 1000000 --messages-per-hour 1000000 \
      --password-checks-per-address 1000000 --password-checks-waiting 1000000 &
    pids+=($!)
    bash scripts/wait-for-port.sh "$PORT"
    echo "$build $("$BENCH" message --port "$PORT" --pairs 25 --rate 10 --seconds "$RUN_SECONDS")"
    stop_servers
  done
done
