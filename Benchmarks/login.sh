#!/usr/bin/env bash
# A person's login latency during a sign-up flood and a wrong-login flood, in the report run.sh appends to
# Benchmarks/history.md (or printed when run alone): a fresh server per run with production settings, FLOODERS
# connections looping signup and logout (from 127.0.0.1, then from FLOODERS addresses), or GUESSERS addresses with
# one connection each looping wrong-password logins for made-up names, and one person logging in and out from
# 127.0.0.2 (`rentline-bench login-flood`), for LOGIN_SECONDS.
# With BEFORE_BIN set to another build's binary (named in the table by BEFORE_LABEL), its server takes turns with
# this one, run for run.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-./.build/release/rentline}
BENCH=${BENCH:-./.build/release/rentline-bench}
BEFORE_BIN=${BEFORE_BIN:-}
BEFORE_LABEL=${BEFORE_LABEL:-the other build}
FLOODERS=${FLOODERS:-300}
GUESSERS=${GUESSERS:-60}
LOGIN_SECONDS=${LOGIN_SECONDS:-20}
ROUNDS=${ROUNDS:-3}
PORT=${LOGIN_PORT:-4396}
GOAL_MS=1000
work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill -9 "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
ulimit -n "$(ulimit -Hn)"

# run LABEL SERVER-BINARY ADDRESSES FLOOD CONNECTIONS: a fresh server from SERVER-BINARY, one flood of kind FLOOD
# from CONNECTIONS connections over ADDRESSES loopback addresses (0: 127.0.0.1 alone), the line labelled.
run() {
  rm -f "$work/login.sqlite"*
  "$2" serve --port "$PORT" --db "$work/login.sqlite" --log-level critical &
  server=$!
  for _ in $(seq 1 200); do (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break; sleep 0.05; done
  local line
  line="server=$1 $("$BENCH" login-flood --port "$PORT" --flood "$4" --flooders "$5" --flood-addresses "$3" --seconds "$LOGIN_SECONDS")"
  kill -9 "$server"; wait "$server" 2>/dev/null || true; server=""
  echo "$line" >&2
  runs+="$line"$'\n'
}

runs=""
for _ in $(seq 1 "$ROUNDS"); do
  for addresses in 0 "$FLOODERS"; do
    [ -n "$BEFORE_BIN" ] && run before "$BEFORE_BIN" "$addresses" signups "$FLOODERS"
    run this "$BIN" "$addresses" signups "$FLOODERS"
  done
  [ -n "$BEFORE_BIN" ] && run before "$BEFORE_BIN" "$GUESSERS" wrong-logins "$GUESSERS"
  run this "$BIN" "$GUESSERS" wrong-logins "$GUESSERS"
done

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
stat() { echo -n "$runs" | grep "^server=$1 flood=${FLOOD:-signups} .*flood_addresses=$2 " | field "$3" | median; }
refused() { echo -n "$runs" | grep "^server=$1 flood=${FLOOD:-signups} .*flood_addresses=$2 " | sed -n 's/.* refused=//p' | paste -sd';' - ; }
row() {
  local p99; p99=$(stat "$1" "$3" p99_ms)
  echo "| $2 | $3 | $(stat "$1" "$3" logins) | $(stat "$1" "$3" p50_ms) ms | **$p99 ms** | $(stat "$1" "$3" max_ms) ms | $(stat "$1" "$3" accounts_made) | $(awk -v v="$p99" -v g="$GOAL_MS" 'BEGIN {print (v <= g) ? "met" : "**not met**"}') |"
}
rows() {
  for addresses in 1 "$FLOODERS"; do
    [ -n "$BEFORE_BIN" ] && row before "$BEFORE_LABEL" "$addresses"
    row this "this build" "$addresses"
  done
}
guess_row() {
  local p99; p99=$(FLOOD=wrong-logins stat "$1" "$GUESSERS" p99_ms)
  local busy; busy=$(FLOOD=wrong-logins refused "$1" "$GUESSERS")
  echo "| $2 | $GUESSERS | $(FLOOD=wrong-logins stat "$1" "$GUESSERS" logins) | $(FLOOD=wrong-logins stat "$1" "$GUESSERS" p50_ms) ms | **$p99 ms** | $(FLOOD=wrong-logins stat "$1" "$GUESSERS" max_ms) ms | $(FLOOD=wrong-logins stat "$1" "$GUESSERS" guesses_answered) | ${busy:-none} | $(awk -v v="$p99" -v g="$GOAL_MS" -v b="$busy" 'BEGIN {print (v <= g && (b == "" || b ~ /^(0;?)+$/)) ? "met" : "**not met**"}') |"
}

cat <<MD

## Logging in during a sign-up flood

\`Benchmarks/login.sh\`: a fresh server per run with the production settings (real password hashing at 600,000
rounds, every limit at its default), $FLOODERS connections that loop \`signup NEW-NAME PASSWORD\` and \`logout\` as fast
as the server answers, from 127.0.0.1 alone or spread over $FLOODERS loopback addresses (127.0.1.1 onwards), and one
person on 127.0.0.2 who logs in and out twice a second (\`rentline-bench login-flood --flooders $FLOODERS --seconds
$LOGIN_SECONDS [--flood-addresses $FLOODERS]\`). The latencies are the person's successful \`login\` round trips; a login
turned away with "try again in a moment" is counted among the refusals below instead. $ROUNDS runs per row$( [ -n "$BEFORE_BIN" ] && echo ", the servers taking turns" ); medians of the runs:

| server | flood addresses | person's logins | p50 | p99 | slowest | accounts the flood made | p99 under 1 s |
|---|---|---|---|---|---|---|---|
$(rows)

## Logging in during a wrong-login flood

The same, but $GUESSERS loopback addresses (127.0.1.1 onwards) with one connection each loop \`login MADE-UP-NAME
WRONG-PASSWORD\`, a new name each time (\`rentline-bench login-flood --flood wrong-logins --flooders $GUESSERS
--flood-addresses $GUESSERS\`). Goal: the person's p99 under 1 s and no login turned away as busy.

| server | flood addresses | person's logins | p50 | p99 | slowest | guesses checked | person turned away (per run) | goal |
|---|---|---|---|---|---|---|---|---|
$( [ -n "$BEFORE_BIN" ] && guess_row before "$BEFORE_LABEL" )
$(guess_row this "this build")

Refusals the person got in the sign-up floods, run by run: $(for a in 1 "$FLOODERS"; do for s in before this; do r=$(refused "$s" "$a"); [ -n "$r" ] && echo "$s, $a address(es): $r."; done; done)

Every run:

\`\`\`
$(echo -n "$runs")
\`\`\`
MD
