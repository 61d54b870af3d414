#!/usr/bin/env bash
# Search at scale, appended to BENCHMARKS.md by run.sh: for 10k, 100k and 1M synthetic listings, the start-up
# time, the database size, and 50 clients searching over TCP (a mix of searches) for p50/p99 latency and rate.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=./.build/release/rentline
SIZES=${SIZES:-"10000 100000 1000000"}
CONNECTIONS=${CONNECTIONS:-50}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-10}
PORT=4393
work=${SEARCH_WORK:-$(mktemp -d)}
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null || true; }
trap cleanup EXIT

searches=(
  "find drill near 94105 under 5/day"
  "closets near 94103 with wifi"
  "apartments in oakland with 2 bedrooms under 3000"
  "find kayak in sf sort by cheapest"
  "tools near 10001"
  "find tent near 60614 newest"
  "camera near 98103 best rated"
  "parking near 78704 under 4/hr"
)
line_options=()
for search in "${searches[@]}"; do line_options+=(--line "$search"); done

now_ms() { date +%s%3N; }
rows=""
runs=""
previous=0
db="$work/search.sqlite"
for size in $SIZES; do
  "$BIN" seed --listings $((size - previous)) --db "$db" 2>/dev/null >/dev/null
  previous=$size
  bytes=$(stat -c %s "$db")
  started=$(now_ms)
  "$BIN" serve --port "$PORT" --db "$db" --log-level warning --command-burst 1000000 --commands-per-second 1000000 &
  server=$!
  until (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do sleep 0.01; done
  startup=$(( $(now_ms) - started ))
  result=$("$BIN" bench ping --port "$PORT" --connections "$CONNECTIONS" --seconds "$SECONDS_PER_RUN" "${line_options[@]}")
  drill=$("$BIN" bench ping --port "$PORT" --connections "$CONNECTIONS" --seconds "$SECONDS_PER_RUN" --line "${searches[0]}")
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  runs+="listings=$size $result"$'\n'"listings=$size $drill"$'\n'
  field() { echo "$1" | sed -n "s/.*$2=\([0-9.]*\).*/\1/p"; }
  rows+="| $(printf "%'d" "$size") | $(field "$result" rps) | $(field "$result" p50_us) µs | $(field "$result" p99_us) µs | $(field "$drill" p50_us) µs | $(field "$drill" p99_us) µs | ${startup} ms | $(awk -v b="$bytes" 'BEGIN {printf "%.1f MB", b / 1e6}') | $(awk -v b="$bytes" -v n="$size" 'BEGIN {printf "%.0f B", b / n}') |"$'\n'
done
plans=$("$BIN" bench plan --db "$db" "${searches[@]}")

cat <<MD

## Search at scale

\`Benchmarks/search.sh\`: \`rentline seed --listings N\` spreads N synthetic listings (things, spaces and homes
from the demo catalogue) over every US ZIP code; then a server starts on that database and
$CONNECTIONS clients search over TCP for ${SECONDS_PER_RUN} s each, closed loop (\`rentline bench ping\` with
\`--line\`): first a mix of ${#searches[@]} searches that each client sends in turn, then only
"${searches[0]}". Start-up is from launch until the port accepts connections; the size is the
database file after a WAL checkpoint, ZIP and city reference data (about 6 MB) included.

| listings | mix: requests/s | mix: p50 | mix: p99 | drill: p50 | drill: p99 | start-up | database | per listing |
|---|---|---|---|---|---|---|---|---|
$rows
Goals: p99 ≤ 10 ms at 100,000 listings and ≤ 30 ms at 1,000,000; start-up ≤ 2 s at 1,000,000.

The mix:
$(for search in "${searches[@]}"; do echo "- \`$search\`"; done)

Every run:

\`\`\`
$runs\`\`\`

Query plans at $(printf "%'d" "$previous") listings (\`rentline bench plan\`): every search starts from an index, the
FTS5 index when it has words and the R*Tree box when not, and reaches listings and owners by primary key;
none scans a table. The temporary B-tree sorts only the rows that passed the filters.

\`\`\`
$plans
\`\`\`
MD
