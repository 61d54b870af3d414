#!/usr/bin/env bash
# A person's login latency during a sign-up flood, appended to BENCHMARKS.md by run.sh (or printed when run alone):
# a fresh server per run with production settings, FLOODERS connections from 127.0.0.1 looping signup and logout,
# and one person logging in and out from 127.0.0.2 (`rentline bench login-flood`), for LOGIN_SECONDS.
# With BEFORE_BIN set to another build's binary (named in the table by BEFORE_LABEL), its server takes turns with
# this one, run for run.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-./.build/release/rentline}
BEFORE_BIN=${BEFORE_BIN:-}
BEFORE_LABEL=${BEFORE_LABEL:-the other build}
FLOODERS=${FLOODERS:-300}
LOGIN_SECONDS=${LOGIN_SECONDS:-20}
ROUNDS=${ROUNDS:-3}
PORT=${LOGIN_PORT:-4396}
GOAL_MS=1000
work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill -9 "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
ulimit -n "$(ulimit -Hn)"

# run LABEL SERVER-BINARY: a fresh server from SERVER-BINARY, one flood, the line labelled.
run() {
  rm -f "$work/login.sqlite"*
  "$2" serve --port "$PORT" --db "$work/login.sqlite" --log-level critical &
  server=$!
  for _ in $(seq 1 200); do (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break; sleep 0.05; done
  local line
  line="server=$1 $("$BIN" bench login-flood --port "$PORT" --flooders "$FLOODERS" --seconds "$LOGIN_SECONDS")"
  kill -9 "$server"; wait "$server" 2>/dev/null || true; server=""
  echo "$line" >&2
  runs+="$line"$'\n'
}

runs=""
for _ in $(seq 1 "$ROUNDS"); do
  [ -n "$BEFORE_BIN" ] && run before "$BEFORE_BIN"
  run this "$BIN"
done

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
stat() { echo -n "$runs" | grep "^server=$1 " | field "$2" | median; }
row() {
  local p99; p99=$(stat "$1" p99_ms)
  echo "| $2 | $(stat "$1" logins) | $(stat "$1" p50_ms) ms | **$p99 ms** | $(stat "$1" max_ms) ms | $(stat "$1" accounts_made) | $(awk -v v="$p99" -v g="$GOAL_MS" 'BEGIN {print (v <= g) ? "met" : "**not met**"}') |"
}

cat <<MD

## Logging in during a sign-up flood

\`Benchmarks/login.sh\`: a fresh server per run with the production settings (real password hashing at 600,000
rounds, every limit at its default), $FLOODERS connections from 127.0.0.1 that loop \`signup NEW-NAME PASSWORD\` and
\`logout\` as fast as the server answers, and one person on 127.0.0.2 who logs in and out over and over
(\`rentline bench login-flood --flooders $FLOODERS --seconds $LOGIN_SECONDS\`). The figures are the person's \`login\`
round trips. $ROUNDS runs per server$( [ -n "$BEFORE_BIN" ] && echo ", the servers taking turns" ); medians of the runs:

| server | person's logins | p50 | p99 | slowest | accounts the flood made | p99 under 1 s |
|---|---|---|---|---|---|---|
$( [ -n "$BEFORE_BIN" ] && row before "$BEFORE_LABEL" )
$(row this "this build")

Every run:

\`\`\`
$(echo -n "$runs")
\`\`\`
MD
