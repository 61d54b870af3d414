#!/usr/bin/env bash
# `make bench`: measures a release build on this machine, appends the dated report to Benchmarks/history.md, and
# rewrites the rows of BENCHMARKS.md's table that it measured (the other rows stay as they are):
#  - PING over 50 connections against rentline and redis-server, with the same client, alternating runs;
#  - the resident memory of a server holding 10,000 idle connections;
#  - the intent parser, and search at 10k, 100k and 1M listings (Benchmarks/search.sh);
#  - bookings per second over 50 clients, each booking its own slots (Benchmarks/book.sh);
#  - feed reads by 50 readers who each follow 500 authors, and message delivery between 25 pairs (Benchmarks/social.sh);
#  - a person's login latency during floods of sign-ups and of wrong logins (Benchmarks/login.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
grep -q '^| measure |' BENCHMARKS.md || { echo "BENCHMARKS.md has no table of figures to update" >&2; exit 1; }
BIN=./.build/release/rentline
BENCH=./.build/release/rentline-bench
CONNECTIONS=${CONNECTIONS:-50}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-5}
ROUNDS=${ROUNDS:-3}
IDLE_CONNECTIONS=${IDLE_CONNECTIONS:-10000}
RENTLINE_PORT=4391
RENTLINE_ONE_THREAD_PORT=4392
REDIS_PORT=6391
work=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

if ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  else
    echo "redis-server is missing: sudo apt-get install -y redis-server" >&2; exit 1
  fi
fi
ulimit -n "$(ulimit -Hn)"

wait_for_port() {
  for _ in $(seq 1 100); do (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0; sleep 0.1; done
  echo "nothing is listening on port $1" >&2; return 1
}

# start_rentline PORT THREADS: a fresh server with the rate limit and the per-address limits out of the way
# (every client shares 127.0.0.1).
start_rentline() {
  rm -f "$work/bench-$1.sqlite"*
  "$BIN" serve --port "$1" --db "$work/bench-$1.sqlite" --log-level warning --event-loop-threads "$2" \
    --command-burst 1000000 --commands-per-second 1000000 --max-connections 20000 \
    --max-connections-per-address 1000000 --signups-per-address-per-hour 1000000 --messages-per-hour 1000000 --posts-per-hour 1000000 --password-checks-per-address 1000000 --password-checks-waiting 1000000 &
  rentline_pid=$!
  pids+=("$rentline_pid")
  wait_for_port "$1"
}

redis-server --port "$REDIS_PORT" --save "" --appendonly no --daemonize no --loglevel warning >/dev/null &
pids+=($!)
wait_for_port "$REDIS_PORT"
start_rentline "$RENTLINE_ONE_THREAD_PORT" 1
start_rentline "$RENTLINE_PORT" "$(nproc)"

ping() { "$BENCH" ping --port "$1" --peer "$2" --connections "$CONNECTIONS" --seconds "$SECONDS_PER_RUN" "${@:4}" | sed "s/^/$3 /"; }
results="$work/ping.txt"
for round in $(seq 1 "$ROUNDS"); do
  ping "$RENTLINE_ONE_THREAD_PORT" rentline "threads=1" | tee -a "$results"
  ping "$REDIS_PORT" redis "threads=1" | tee -a "$results"
  ping "$RENTLINE_PORT" rentline "threads=$(nproc)" | tee -a "$results"
  ping "$RENTLINE_PORT" rentline "threads=$(nproc)" --line whoami | tee -a "$results"
done

corpus="$work/utterances.txt"
grep -hv '^#' Tests/IntentsTests/Corpus/*.corpus | cut -d'|' -f1 | sed 's/ *$//' | grep -v '^$' > "$corpus"
parse_runs=$(for _ in 1 2 3; do "$BENCH" parse "$corpus" --rounds 50; done)
echo "$parse_runs"
parse=$(echo "$parse_runs" | sort -t= -k4 -n | sed -n 2p)
for _ in $(seq 1 100); do cat "$corpus"; done > "$work/batch.txt"
batch_lines=$(wc -l < "$work/batch.txt")
batch_rates=$(for _ in 1 2 3; do
  batch_started=$(date +%s.%N)
  "$BIN" parse --batch --now 2026-11-22T10:00 < "$work/batch.txt" > /dev/null
  awk -v n="$batch_lines" -v a="$batch_started" -v b="$(date +%s.%N)" 'BEGIN {printf "%.0f\n", n / (b - a)}'
done)
batch_rate=$(echo "$batch_rates" | sort -n | sed -n 2p)
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q dateparser ctparse >/dev/null
comparison=$("$work/venv/bin/python" Benchmarks/compare_time_parsers.py Tests/IntentsTests/TimePhrases "$BIN" 2>/dev/null)
echo "$comparison"

idle=$("$BENCH" idle --port "$RENTLINE_PORT" --connections "$IDLE_CONNECTIONS" --pid "$rentline_pid")
echo "$idle"

kill "${pids[@]}" 2>/dev/null || true
search_section=$(bash Benchmarks/search.sh)
book_section=$(bash Benchmarks/book.sh)
social_section=$(bash Benchmarks/social.sh)
login_section=$(bash Benchmarks/login.sh)

field() { sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
stat() { grep "$1 line=${4:-PING} peer=$2" "$results" | field "$3" | median; }
one_rps=$(stat threads=1 rentline rps); one_p50=$(stat threads=1 rentline p50_us); one_p99=$(stat threads=1 rentline p99_us)
redis_rps=$(stat threads=1 redis rps); redis_p50=$(stat threads=1 redis p50_us); redis_p99=$(stat threads=1 redis p99_us)
all_rps=$(stat "threads=$(nproc)" rentline rps); all_p50=$(stat "threads=$(nproc)" rentline p50_us); all_p99=$(stat "threads=$(nproc)" rentline p99_us)
bot_rps=$(stat "threads=$(nproc)" rentline rps whoami); bot_p50=$(stat "threads=$(nproc)" rentline p50_us whoami)
bot_p99=$(stat "threads=$(nproc)" rentline p99_us whoami)
ratio=$(awk -v a="$one_rps" -v b="$redis_rps" 'BEGIN {printf "%.0f", 100 * a / b}')
all_ratio=$(awk -v a="$all_rps" -v b="$redis_rps" 'BEGIN {printf "%.0f", 100 * a / b}')
idle_rss=$(echo "$idle" | field rss_after_mb)
idle_before=$(echo "$idle" | field rss_before_mb)
idle_per=$(echo "$idle" | field per_connection_kb)
parse_median=$(echo "$parse" | field median_us); parse_p99=$(echo "$parse" | field p99_us)
parse_max=$(echo "$parse" | field max_us); parse_rate=$(echo "$parse" | field per_second)
parse_count=$(echo "$parse" | field utterances)
verdict() { awk -v v="$1" -v goal="$2" -v dir="$3" 'BEGIN { ok = (dir == "min") ? v >= goal : v <= goal; print ok ? "met" : "**not met**" }'; }

day=$(date -u +%Y-%m-%d)
commit=$(git describe --always --dirty 2>/dev/null || echo unknown)
heading="$day: make bench at $commit"
# The heading's anchor, as GitHub makes it: lower case, punctuation dropped, spaces as hyphens.
anchor=$(echo "$heading" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9 _-]//g; s/ /-/g')

cat > "$work/report.md" <<MD
\`make bench\` (\`Benchmarks/run.sh\`) at $commit, on this machine:
$(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), $(free -g | awk '/Mem:/ {print $2}') GiB,
Linux $(uname -r), $(swift --version 2>/dev/null | head -1), release build.
The machine is shared and noisy: compare figures from the same run, not across runs.

## PING over $CONNECTIONS connections

Closed loop: each of $CONNECTIONS connections sends \`PING\` and waits for the whole reply before
the next one, for $SECONDS_PER_RUN s; the servers take turns, $ROUNDS runs each, with the same client
(\`rentline-bench ping\`, one event-loop thread), all on loopback. Rentline runs in text mode (the
reply is \`PONG\` and the empty line that ends every reply), with the per-connection rate limit
raised out of the way. \`PING\` is the transport's keepalive: the connection handler answers it
in order with the other replies, without a trip to the bot. Medians of the runs:

| server | network threads | requests/s | p50 latency | p99 latency | of redis |
|---|---|---|---|---|---|
| redis-server $(redis-server --version | sed -n 's/.*v=\([0-9.]*\).*/\1/p') | 1 | $redis_rps | ${redis_p50} µs | ${redis_p99} µs | 100% |
| rentline \`--event-loop-threads 1\` | 1 | $one_rps | ${one_p50} µs | ${one_p99} µs | **${ratio}%** |
| rentline (default) | $(nproc) | $all_rps | ${all_p50} µs | ${all_p99} µs | ${all_ratio}% |
| rentline (default), \`whoami\` instead of \`PING\` | $(nproc) | $bot_rps | ${bot_p50} µs | ${bot_p99} µs | |

The last row sends \`whoami\` before logging in: the line goes through the intent parser and the bot
as a task on its connection's event loop, and comes back as a one-line refusal. It measures the
request path that every real command takes, minus the database.

Like for like (one network thread each, as redis has), rentline reaches **${ratio}%** of
redis-server; the goal is at least 70%: $(verdict "$ratio" 70 min). With its default of one
event loop per core it reaches ${all_ratio}%: on two cores the client needs one of them, and two
server threads contending with it for the same cores cost more than they add.

Every run:

\`\`\`
$(cat "$results")
\`\`\`

## $IDLE_CONNECTIONS idle connections

\`rentline-bench idle\` opens $IDLE_CONNECTIONS connections to a fresh server, waits for every
greeting, and reads the server's resident memory from \`/proc/PID/status\`:
${idle_before} MB before, **${idle_rss} MB** with them open (${idle_per} KB each).
The goal is under 100 MB: $(verdict "$idle_rss" 100 max).

## The intent parser

\`rentline-bench parse\` parses each of the corpus's $parse_count utterances (\`Tests/IntentsTests/Corpus\`) 50
times after one warm-up pass, on one core, timing each parse and its JSON. Three runs; the table shows
the one with the middle median, and the middle of three \`parse --batch\` runs
(medians $(echo "$parse_runs" | field median_us | tr '\n' ' ')µs; batch $(echo "$batch_rates" | tr '\n' ' ')lines/s):

| figure | measured | goal | |
|---|---|---|---|
| median per utterance | ${parse_median} µs | ≤ 5 µs | $(verdict "$parse_median" 5 max) |
| p99 per utterance | ${parse_p99} µs | ≤ 50 µs | $(verdict "$parse_p99" 50 max) |
| slowest parse | ${parse_max} µs | | |
| utterances per second, one core | $parse_rate | | |
| \`rentline parse --batch\`, $batch_lines lines with JSON output, process start-up included | $batch_rate /s | ≥ 150,000 /s | $(verdict "$batch_rate" 150000 min) |

Plain ASCII lines are split and lower-cased on their bytes; recognizers skip words that cannot
start their phrase; words are looked up in byte-hashed tables rather than through \`Dictionary\`'s
SipHash; JSON is written straight into a byte buffer; \`parse --batch\` reads its input in 64 KB
chunks. The goals are issue 15's.

Side by side, for the record: the time phrase tables (\`Tests/IntentsTests/TimePhrases\`, 3,000 lines written
for this project, each read at its own reference time and zone, about 200 of them no time at all), through
Python's \`dateparser\` (\`search_dates\`) and \`ctparse\`, installed with pip into a throwaway virtual
environment (\`Benchmarks/compare_time_parsers.py\`). A start is right when it matches the table to the minute;
dateparser finds points, so it can never get the end. The tables follow Rentline's rules (\`TIMES.md\`), which
the other two don't know, so their scores say how far apart the readings are, not which parser is better:

$comparison
$search_section
$book_section
$social_section
$login_section

MD

{
  printf '\n## %s\n\n' "$heading"
  sed 's/^##/###/' "$work/report.md"
} >> Benchmarks/history.md

# cell COLUMN FIRST [NTH]: cell COLUMN (the first is 1) of the NTH Markdown table row on stdin (default the first)
# whose first cell, commas dropped, is FIRST.
cell() {
  awk -F'|' -v column="$1" -v first="$2" -v nth="${3:-1}" '
    function trim(text) { gsub(/^ +| +$/, "", text); return text }
    /^\|/ { key = trim($2); gsub(/,/, "", key); if (key == first && ++seen == nth) { print trim($(column + 1)); exit } }'
}
# number TEXT: TEXT without bold marks and " ms", for comparing with a goal.
number() { echo "$1" | tr -d '*' | sed 's/ ms$//'; }
# row MEASURE FIGURE GOAL: one row of BENCHMARKS.md's table, naming this run; nothing when FIGURE holds no number
# (the section it comes from changed shape).
rows="$work/rows.md"
: > "$rows"
row() {
  case "$2" in *[0-9]*) ;; *) return 0 ;; esac
  printf '| %s | %s | %s | %s | %s |\n' "$1" "$2" "$3" "$day" "$commit, [make bench](Benchmarks/history.md#$anchor)" >> "$rows"
}

row "PING, one network thread: share of redis-server's requests/s" "**${ratio}%** ($one_rps against $redis_rps requests/s)" \
  "≥ 70%: $(verdict "$ratio" 70 min)"
row "PING, one event loop per core: requests/s" "$all_rps (${all_ratio}% of redis-server)" ""
row "\`whoami\` before login: requests/s" "$bot_rps" ""
row "$IDLE_CONNECTIONS idle connections: the server's resident memory" "**${idle_rss} MB** (${idle_per} KB a connection)" \
  "under 100 MB: $(verdict "$idle_rss" 100 max)"
row "Intent parser on the corpus: median per utterance" "$parse_median µs ($parse_count utterances)" \
  "≤ 5 µs (issue 15): $(verdict "$parse_median" 5 max)"
row "Intent parser on the corpus: p99 per utterance" "$parse_p99 µs ($parse_count utterances)" \
  "≤ 50 µs (issue 15): $(verdict "$parse_p99" 50 max)"
row "\`rentline parse --batch\` on the corpus, start-up included" "$batch_rate lines/s" \
  "≥ 150,000 lines/s (issue 15): $(verdict "$batch_rate" 150000 min)"
row "Time phrase tables: start and end read right" "$(echo "$comparison" | cell 3 "Rentline (median)")" ""

search() { echo "$search_section" | cell "$1" "$2"; }
for size in 100000 1000000; do
  paced=$(search 6 "$size")
  goal=10
  if [ "$size" = 1000000 ]; then goal=30; fi
  row "Search on SQLite, $size listings, paced: p99" "$paced" "≤ $goal ms: $(verdict "$(number "$paced")" "$goal" max)"
done
row "Search on SQLite, 100000 listings, closed loop: searches/s" "$(search 2 100000)" ""
startup=$(search 8 1000000)
row "Search on SQLite, 1000000 listings: start-up" "$startup" "≤ 2 s: $(verdict "$(number "$startup")" 2000 max)"

booking() { echo "$book_section" | cell "$1" 'committed bookings per second (`Booked!` replies to `yes`)'; }
row "Booking on SQLite: bookings/s" "$(booking 2)" "$(booking 3): $(booking 4)"
cpu=$(echo "$book_section" | sed -n 's/.*and used \([0-9.]*\) ms of CPU per booking.*/\1/p')
row "Booking on SQLite: server CPU per booking" "${cpu:+$cpu ms}" ""

social() { echo "$social_section" | cell "$1" "$2"; }
row "Messages flat out: messages/s" "$(social 2 'messages per second')" ""
row "Messages flat out: delivery p99" "$(social 2 'delivery p99')" "$(social 4 'delivery p99'): $(social 5 'delivery p99')"
row "Messages paced: delivery p99" "$(social 3 'delivery p99')" "$(social 4 'delivery p99'): $(social 6 'delivery p99')"
row "Feed flat out: p99" "$(social 2 'feed p99')" "$(social 4 'feed p99'): $(social 5 'feed p99')"
row "Feed paced: p99" "$(social 3 'feed p99')" "$(social 4 'feed p99'): $(social 6 'feed p99')"

# login.sh's rows for this build: the sign-up flood from one address, from many, then the wrong-login flood.
login() { echo "$login_section" | cell "$1" "this build" "$2"; }
row "Login during a sign-up flood from one address: p99" "$(login 5 1)" "under 1 s: $(login 8 1)"
row "Login during a sign-up flood from many addresses: p99" "$(login 5 2) ($(login 2 2) addresses)" "under 1 s: $(login 8 2)"
row "Login during a wrong-login flood: p99, logins turned away" \
  "$(login 5 3); turned away $(login 8 3) ($(login 2 3) addresses)" "under 1 s, none turned away: $(login 9 3)"

# The table's rows for the measures above are replaced; a measure the table lacks is added at its end.
awk -v rows="$rows" '
  function key(line,   cells) { split(line, cells, "|"); gsub(/^ +| +$/, "", cells[2]); return cells[2] }
  function add_missing(   i) { for (i = 1; i <= count; i++) if (!(order[i] in used)) print fresh[order[i]] }
  BEGIN { while ((getline line < rows) > 0) { k = key(line); fresh[k] = line; order[++count] = k } }
  /^\| measure \|/ { table = 1 }
  table && /^\|/ { k = key($0); if (k in fresh) { print fresh[k]; used[k] = 1 } else print; next }
  table { add_missing(); table = 0 }
  { print }
  END { if (table) add_missing() }
' BENCHMARKS.md > "$work/BENCHMARKS.md"
cp "$work/BENCHMARKS.md" BENCHMARKS.md
echo "appended the run to Benchmarks/history.md and updated BENCHMARKS.md's table"
