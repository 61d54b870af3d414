#!/usr/bin/env bash
# Search latency on PostgreSQL, one build against another in turns: each build seeds its own copy of LISTINGS
# synthetic listings (so each has its own schema), then every round serves a fresh copy with each build in turn
# (the order flipping each round) and measures rentline-bench ping with search.sh's mix, 50 connections paced at
# 4 searches/s. Prints one line per run.
#   BEFORE_BIN=../old/.build/release/rentline bash Benchmarks/postgres-search.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-./.build/release/rentline}
BEFORE_BIN=${BEFORE_BIN:?set BEFORE_BIN to the rentline binary of the build to compare with}
BENCH=${BENCH:-./.build/release/rentline-bench}
ROUNDS=${ROUNDS:-3}
RUN_SECONDS=${RUN_SECONDS:-10}
LISTINGS=${LISTINGS:-100000}
PORT=4480
work=$(mktemp -d /tmp/rentline-pgsearch.XXXXXX)
chmod 755 "$work"
source Benchmarks/postgres-common.sh
trap cleanup EXIT

start_postgres

for build in before head; do
  psql_run "CREATE DATABASE seeded_$build"
  "$(binary "$build")" seed --listings "$LISTINGS" --db "$(url "seeded_$build")" >"$work/seed.log" 2>&1 ||
    { cat "$work/seed.log" >&2; exit 1; }
done
for round in $(seq 1 "$ROUNDS"); do
  order="before head"
  [ $((round % 2)) = 0 ] && order="head before"
  for build in $order; do
    psql_run "DROP DATABASE IF EXISTS run WITH (FORCE)"
    psql_run "CREATE DATABASE run TEMPLATE seeded_$build"
    "$(binary "$build")" serve --port "$PORT" --db "$(url run)" --log-level warning --command-burst 1000000 \
      --commands-per-second 1000000 --max-connections-per-address 1000000 &
    pid=$!
    bash scripts/wait-for-port.sh "$PORT"
    echo "$build $("$BENCH" ping --port "$PORT" --connections 50 --rate 4 --seconds "$RUN_SECONDS" "${search_lines[@]}")"
    kill "$pid"
    wait "$pid" || true
  done
done
