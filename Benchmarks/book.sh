#!/usr/bin/env bash
# Booking throughput, in the report run.sh appends to Benchmarks/history.md (or printed when run alone): a fresh
# server per run on a temporary database, 50 clients over TCP each booking its own one-hour slots of another
# client's instant-book closet (quote, then yes), for 10 s; three runs, the middle one by bookings per second is
# the one reported.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-./.build/release/rentline}
BENCH=${BENCH:-./.build/release/rentline-bench}
CLIENTS=${CLIENTS:-50}
BOOK_SECONDS=${BOOK_SECONDS:-10}
ROUNDS=${ROUNDS:-3}
PORT=${BOOK_PORT:-4394}
GOAL=5000
work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

# perf counts the server's fdatasync calls, which tell the durability the writer really has: with synchronous=FULL
# SQLite syncs the write-ahead log at every commit, with NORMAL only at checkpoints. Skipped where perf can't.
count_syncs=no
if command -v perf >/dev/null && perf stat -x, -e syscalls:sys_enter_fdatasync -- true >/dev/null 2>&1; then count_syncs=yes; fi

runs=""
for round in $(seq 1 "$ROUNDS"); do
  rm -f "$work/book.sqlite"*
  "$BIN" serve --port "$PORT" --db "$work/book.sqlite" --log-level warning \
    --command-burst 1000000 --commands-per-second 1000000 \
    --max-connections-per-address 1000000 --signups-per-address-per-hour 1000000 --password-checks-per-address 1000000 --password-checks-waiting 1000000 &
  server=$!
  for _ in $(seq 1 200); do (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break; sleep 0.05; done
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null || { echo "the server did not start on port $PORT" >&2; exit 1; }
  bench=("$BENCH" book --port "$PORT" --clients "$CLIENTS" --seconds "$BOOK_SECONDS")
  if [ "$count_syncs" = yes ]; then
    line=$(perf stat -x, -o "$work/syncs.csv" -e syscalls:sys_enter_fdatasync,syscalls:sys_enter_fsync,task-clock -p "$server" -- "${bench[@]}")
    syncs=$(awk -F, '/sys_enter_f/ {n += $1} END {print n + 0}' "$work/syncs.csv")
    cpu_ms=$(awk -F, '/task-clock/ {print $1}' "$work/syncs.csv")
    line+=" server_fsyncs=$syncs server_cpu_ms=${cpu_ms%.*}"
  else
    line=$("${bench[@]}")
  fi
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  echo "$line" >&2
  runs+="$line"$'\n'
done

field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=\([0-9.]*\).*/\1/p"; }
middle=$(echo -n "$runs" | awk '{for (i=1;i<=NF;i++) if ($i ~ /^bookings_per_s=/) {split($i,a,"="); print a[2], $0}}' | sort -n \
  | awk '{l[NR]=$0} END {print l[int((NR+1)/2)]}' | cut -d' ' -f2-)
rate=$(field "$middle" bookings_per_s)
ms() { awk -v us="$(field "$middle" "$1")" 'BEGIN {printf "%.1f ms", us / 1000}'; }
verdict=$(awk -v v="$rate" -v g="$GOAL" 'BEGIN {print (v >= g) ? "met" : "**not met**"}')
rates=$(echo -n "$runs" | sed -n 's/.*bookings_per_s=\([0-9]*\).*/\1/p' | paste -sd, - | sed 's/,/, /g')
syncs_line=""
if [ "$count_syncs" = yes ]; then
  syncs=$(field "$middle" server_fsyncs); booked=$(field "$middle" bookings)
  per=$(awk -v s="$syncs" -v b="$booked" 'BEGIN {printf "%.2f", (b > 0) ? s / b : 0}')
  cpu=$(awk -v ms="$(field "$middle" server_cpu_ms)" -v b="$booked" 'BEGIN {printf "%.2f", (b > 0) ? ms / b : 0}')
  syncs_line="The server made $syncs fdatasync calls in that run (set-up included) for $booked bookings: $per per booking,
and used $cpu ms of CPU per booking (set-up, with its $CLIENTS password hashes, included).
With \`synchronous=FULL\` every commit syncs the write-ahead log; the writer commits the requests waiting at the same
moment together, each in a savepoint, so one sync covers many bookings."
fi

cat <<MD

## Booking

\`Benchmarks/book.sh\`: a fresh server per run on a temporary database (\`rentline serve\`, the production
settings but the command rate limit and the per-address limits, since every client shares 127.0.0.1: real password hashing, the store as \`AppDatabase.open\` sets it up), and
\`rentline-bench book --clients $CLIENTS --seconds $BOOK_SECONDS\`. Each client signs up, tops up, switches to \`/json\` and lists a
\$1/hour closet in 94105 (instant booking, as for every space), before the clock starts; then client i books the
closet of client i+1, one-hour slots day after day, so no two bookings compete: \`book listing N 12/3/2026 14:00-15:00\`,
then \`yes\`, one booking in flight per client, for $BOOK_SECONDS s. Every booking is one write transaction (sweep, re-check,
insert, ledger hold, notification) in a savepoint of the writer's shared transaction, and the owner, online, is
pushed the news once that transaction is durable. Client, server and SQLite share the
machine's $(nproc) cores. $ROUNDS runs ($rates bookings/s); the middle one:

| figure | measured | goal | |
|---|---|---|---|
| committed bookings per second (\`Booked!\` replies to \`yes\`) | **$rate** | ≥ 5,000 | $verdict |
| \`yes\` round trip (the write): p50 / p99 | $(ms yes_p50_us) / $(ms yes_p99_us) | | |
| quote + \`yes\`: p50 / p99 | $(ms booking_p50_us) / $(ms booking_p99_us) | | |
| quote alone (a read): p50 / p99 | $(ms quote_p50_us) / $(ms quote_p99_us) | | |
| refusals | $(field "$middle" failures) | 0 | |

With $CLIENTS bookings always in flight, latency is queueing: the writes wait for the batch ahead of theirs at the one
writer connection, so the \`yes\` round trip is about $CLIENTS ÷ throughput while the quote, a read, stays short.
$syncs_line
Where the time goes, and what would reach the goal: [Benchmarks/booking-profile.md](booking-profile.md).

Every run:

\`\`\`
$runs\`\`\`
MD
