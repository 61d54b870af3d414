#!/usr/bin/env bash
# Search at scale, in the report run.sh appends to Benchmarks/history.md: for 10k, 100k and 1M synthetic
# listings, the start-up time, the database size, and 50 clients searching over TCP (a mix of searches) for p50/p99
# latency and rate.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=./.build/release/rentline
BENCH=./.build/release/rentline-bench
SIZES=${SIZES:-"10000 100000 1000000"}
CONNECTIONS=${CONNECTIONS:-50}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-10}
RATE=${RATE:-4}
PORT=4393
work=${SEARCH_WORK:-$(mktemp -d)}
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null || true; }
trap cleanup EXIT

mapfile -t searches <Benchmarks/search-mix.txt
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
  "$BIN" serve --port "$PORT" --db "$db" --log-level warning --command-burst 1000000 --commands-per-second 1000000 \
    --max-connections-per-address 1000000 --signups-per-address-per-hour 1000000 --password-checks-per-address 1000000 --password-checks-waiting 1000000 &
  server=$!
  until (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do sleep 0.01; done
  startup=$(( $(now_ms) - started ))
  bench() { "$BENCH" ping --port "$PORT" --connections "$CONNECTIONS" --seconds "$SECONDS_PER_RUN" "$@"; }
  closed=$(bench "${line_options[@]}")
  paced=$(bench "${line_options[@]}" --rate "$RATE")
  drill=$(bench --line "${searches[0]}" --rate "$RATE")
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  runs+="listings=$size $closed"$'\n'"listings=$size $paced"$'\n'"listings=$size $drill"$'\n'
  field() { echo "$1" | sed -n "s/.*$2=\([0-9.]*\).*/\1/p"; }
  ms() { awk -v us="$(field "$1" "$2")" 'BEGIN {printf "%.1f ms", us / 1000}'; }
  rows+="| $(printf "%'d" "$size") | $(field "$closed" rps) | $(ms "$closed" p50_us) | $(ms "$closed" p99_us) | $(ms "$paced" p50_us) | **$(ms "$paced" p99_us)** | $(ms "$drill" p99_us) | ${startup} ms | $(awk -v b="$bytes" 'BEGIN {printf "%.0f MB", b / 1e6}') | $(awk -v b="$bytes" -v n="$size" 'BEGIN {printf "%.0f B", b / n}') |"$'\n'
done
plans=$("$BENCH" plan --db "$db" "${searches[@]}")
mix=$(printf -- '- `%s`\n' "${searches[@]}")

cat <<MD

## Search at scale

\`Benchmarks/search.sh\`: \`rentline seed --listings N\` spreads N synthetic listings (things, spaces and homes
from the demo catalogue) over every US ZIP code; then a server starts on that database and
$CONNECTIONS clients search over TCP for ${SECONDS_PER_RUN} s per run (\`rentline-bench ping --line …\`), each sending
a mix of ${#searches[@]} searches in turn. Three runs per size: **closed loop** (every client sends its next search
as soon as the reply arrives: the server's throughput, and latency that is mostly queueing, since
$CONNECTIONS requests always wait for 2 cores); **paced** at $RATE searches per second per client
($((CONNECTIONS * RATE)) per second in all: the latency one search sees on a busy but not saturated
server); and "${searches[0]}" alone, paced: it finds nothing, so each one also runs the
searches that tell which filter emptied it. Client, server and SQLite share the machine's 2 cores.
Start-up is from launch until the port accepts connections; the size is the database file after
a WAL checkpoint, with the ZIP and city reference data (about 6 MB).

| listings | closed loop: searches/s | p50 | p99 | paced: p50 | paced: p99 | drill alone, paced: p99 | start-up | database | per listing |
|---|---|---|---|---|---|---|---|---|---|
$rows
Goals: p99 ≤ 10 ms at 100,000 listings and ≤ 30 ms at 1,000,000; start-up ≤ 2 s at 1,000,000.
The paced p99 is the figure compared with the goals; in the closed loop, $CONNECTIONS clients on 2 cores
make latency about $CONNECTIONS ÷ throughput whatever a search costs.

The mix:
$mix

Every run:

\`\`\`
$runs\`\`\`

One search at a time at $(printf "%'d" "$previous") listings, with its query plan (\`rentline-bench plan\`: the mean
time of 20 runs of the store's search, without the network, parser and bot). A search with words,
a category or a type starts from the FTS5 index, where its words are ANDed with the grid cells that
cover its box; a search by place alone starts from the R*Tree box. Listings and owners are reached
by primary key; no search scans a table. The temporary B-tree sorts the ids and distances of the rows
that passed every filter.

\`\`\`
$plans
\`\`\`
MD
