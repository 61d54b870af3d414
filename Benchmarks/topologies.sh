#!/usr/bin/env bash
# One server on SQLite, one on PostgreSQL, and three on PostgreSQL behind HAProxy, measured with the same clients
# in one sitting, the topologies taking turns in each round: bookings per second (rentline-bench book, 50 clients),
# search latency at 100k listings (rentline-bench ping with search.sh's mix, 50 connections paced at 4 searches/s)
# and message delivery latency (rentline-bench message, 25 pairs paced at 10 messages/s). Every run starts servers
# on a fresh copy of its database. Prints a Markdown section; needs haproxy and PostgreSQL (make cluster installs
# both). Not part of run.sh: it takes about 20 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-./.build/release/rentline}
BENCH=${BENCH:-./.build/release/rentline-bench}
ROUNDS=${ROUNDS:-3}
RUN_SECONDS=${RUN_SECONDS:-10}
LISTINGS=${LISTINGS:-100000}
FRONT=4470
PORTS=(4471 4472 4473)
work=$(mktemp -d /tmp/rentline-topo.XXXXXX)
chmod 755 "$work"
source Benchmarks/postgres-common.sh
trap cleanup EXIT

start_postgres

wait_for_port() { bash scripts/wait-for-port.sh "$1"; }

serve() {
  "$BIN" serve --port "$1" --db "$2" --log-level warning --command-burst 1000000 --commands-per-second 1000000 \
    --max-connections 20000 --max-connections-per-address 1000000 --signups-per-address-per-hour 1000000 --messages-per-hour 1000000 --posts-per-hour 1000000 \
    --password-checks-per-address 1000000 --password-checks-waiting 1000000 &
  pids+=($!)
}

# The seeded databases every run copies: a SQLite file and a PostgreSQL template of each.
echo "seeding $LISTINGS listings and the social bench's members on both stores" >&2
# seed ARGUMENTS…: rentline seed, quiet unless it fails.
seed() { "$BIN" seed "$@" >"$work/seed.log" 2>&1 || { cat "$work/seed.log" >&2; exit 1; }; }
seed --listings "$LISTINGS" --db "$work/search.sqlite"
seed --social-bench --readers 25 --db "$work/social.sqlite"
psql_run "CREATE DATABASE search_template"
seed --listings "$LISTINGS" --db "$(url search_template)"
psql_run "CREATE DATABASE social_template"
seed --social-bench --readers 25 --db "$(url social_template)"
listed=$(psql -h "$work/pg" -U postgres -d search_template -qAtc "SELECT count(*) FROM listings")
[ "$listed" -ge "$LISTINGS" ] || { echo "PostgreSQL holds $listed listings, not $LISTINGS" >&2; exit 1; }

# start TOPOLOGY SEEDED: servers of TOPOLOGY on a fresh copy of SEEDED (search, social, or empty), answering on
# $FRONT.
start() {
  local topology=$1 seeded=$2 port
  psql_run "DROP DATABASE IF EXISTS run WITH (FORCE)"
  rm -f "$work"/run.sqlite*
  case "$topology" in
    sqlite1)
      [ "$seeded" = empty ] || cp "$work/$seeded.sqlite" "$work/run.sqlite"
      serve "$FRONT" "$work/run.sqlite"
      ;;
    postgres1 | postgres3)
      if [ "$seeded" = empty ]; then psql_run "CREATE DATABASE run"; else psql_run "CREATE DATABASE run TEMPLATE ${seeded}_template"; fi
      if [ "$topology" = postgres1 ]; then
        serve "$FRONT" "$(url run)"
      else
        for port in "${PORTS[@]}"; do serve "$port" "$(url run)"; wait_for_port "$port"; done
        sed "s/@FRONT@/$FRONT/" >"$work/haproxy.cfg" <<'CFG'
global
    maxconn 9000
defaults
    mode tcp
    timeout connect 5s
    timeout client 5m
    timeout server 5m
frontend rentline
    bind 127.0.0.1:@FRONT@
    default_backend servers
backend servers
    balance roundrobin
CFG
        for port in "${PORTS[@]}"; do echo "    server s$port 127.0.0.1:$port" >>"$work/haproxy.cfg"; done
        haproxy -f "$work/haproxy.cfg" &
        pids+=($!)
      fi
      ;;
  esac
  wait_for_port "$FRONT"
}

runs=""
measure() {
  local topology=$1 workload=$2 seeded=$3 line
  start "$topology" "$seeded"
  line=$("$BENCH" "${@:4}" --port "$FRONT" --seconds "$RUN_SECONDS")
  stop_servers
  echo "$topology $workload $line" >&2
  runs+="$topology $workload $line"$'\n'
}

topologies=(sqlite1 postgres1 postgres3)
for round in $(seq 1 "$ROUNDS"); do
  # Each round starts with the next topology, so none always runs first or last.
  for offset in 0 1 2; do
    topology=${topologies[$(( (round + offset) % 3 ))]}
    measure "$topology" book empty book --clients 50
    measure "$topology" search search ping --connections 50 --rate 4 "${search_lines[@]}"
    measure "$topology" message social message --pairs 25 --rate 10
  done
done

# median TOPOLOGY WORKLOAD FIELD: the median of FIELD over the rounds.
median() {
  echo -n "$runs" | awk -v t="$1" -v w="$2" -v f="$3" '$1 == t && $2 == w {
      for (i = 3; i <= NF; i++) { split($i, kv, "="); if (kv[1] == f) print kv[2] } }' |
    sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'
}
ms() { awk -v us="$(median "$1" "$2" "$3")" 'BEGIN {printf "%.1f ms", us / 1000}'; }
row() {
  echo "| $1 | $(median "$2" book bookings_per_s) | $(ms "$2" search p50_us) | **$(ms "$2" search p99_us)** | $(ms "$2" message delivery_p50_us) | **$(ms "$2" message delivery_p99_us)** |"
}

cat <<MD

## Three topologies: SQLite, PostgreSQL, three servers behind HAProxy ($(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD))

\`Benchmarks/topologies.sh\` on this machine ($(nproc) cores), $ROUNDS rounds, the topologies in turns within each round,
medians of the rounds. Same clients for all: \`rentline-bench book --clients 50\` (each client books its own slots of an
instant-book closet; a fresh empty database), \`rentline-bench ping --connections 50 --rate 4\` with search.sh's eight
searches on $(printf "%'d" "$LISTINGS") synthetic listings, and \`rentline-bench message --pairs 25 --rate 10\` on the
social bench's members, $RUN_SECONDS s each. PostgreSQL 15 on a Unix socket with its durable defaults (fsync on);
HAProxy 2.6 in TCP mode, round robin.

| topology | bookings/s | search p50 | search p99 | delivery p50 | delivery p99 |
|---|---|---|---|---|---|
$(row "1 server, SQLite" sqlite1)
$(row "1 server, PostgreSQL" postgres1)
$(row "3 servers, PostgreSQL, HAProxy" postgres3)

Every run, in order: $(echo -n "$runs" | awk '{
    key = ($2 == "book" ? "bookings_per_s" : ($2 == "search" ? "p99_us" : "delivery_p99_us"))
    for (i = 3; i <= NF; i++) { split($i, kv, "="); if (kv[1] == key) value = kv[2] }
    printf "%s%s %s %s=%s", (NR > 1 ? "; " : ""), $1, $2, key, value }').
MD
