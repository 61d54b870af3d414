#!/usr/bin/env bash
# Feeds and messages, in the report run.sh appends to Benchmarks/history.md (or printed when run alone): one
# database seeded with `rentline seed --social-bench` (500 authors with 100 posts each, 50 readers following every
# author), a fresh copy and a fresh server for every run; `rentline-bench feed` (50 readers, feed and more in turn)
# and `rentline-bench message` (25 senders, each messaging its own recipient), each closed loop and paced, ROUNDS
# runs of each; medians.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-./.build/release/rentline}
BENCH=${BENCH:-./.build/release/rentline-bench}
CLIENTS=${CLIENTS:-50}
PAIRS=${PAIRS:-25}
SOCIAL_SECONDS=${SOCIAL_SECONDS:-10}
FEED_RATE=${FEED_RATE:-10}
MESSAGE_RATE=${MESSAGE_RATE:-10}
ROUNDS=${ROUNDS:-3}
PORT=${SOCIAL_PORT:-4395}
FEED_GOAL_MS=10
DELIVERY_GOAL_MS=5
work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

seeded="$work/seeded.sqlite"
seed_line=$("$BIN" seed --social-bench --readers "$(( CLIENTS > PAIRS ? CLIENTS : PAIRS ))" --db "$seeded")
echo "$seed_line" | head -1 >&2
database_mb=$(du -m "$seeded" | cut -f1)

# run NAME BENCH-ARGUMENTS…: a fresh copy of the seeded database, a server on it, one bench run, labelled NAME.
run() {
  rm -f "$work/run.sqlite"*
  cp "$seeded" "$work/run.sqlite"
  "$BIN" serve --port "$PORT" --db "$work/run.sqlite" --log-level warning \
    --command-burst 1000000 --commands-per-second 1000000 \
    --max-connections-per-address 1000000 --signups-per-address-per-hour 1000000 --messages-per-hour 1000000 --posts-per-hour 1000000 --password-checks-per-address 1000000 --password-checks-waiting 1000000 &
  server=$!
  for _ in $(seq 1 200); do (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break; sleep 0.05; done
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null || { echo "the server did not start on port $PORT" >&2; exit 1; }
  local line
  line="$1 $("$BENCH" "${@:2}" --port "$PORT" --seconds "$SOCIAL_SECONDS")"
  kill "$server"; wait "$server" 2>/dev/null || true; server=""
  echo "$line" >&2
  runs+="$line"$'\n'
}

runs=""
for _ in $(seq 1 "$ROUNDS"); do
  run feed_closed feed --clients "$CLIENTS"
  run feed_paced feed --clients "$CLIENTS" --rate "$FEED_RATE"
  run message_closed message --pairs "$PAIRS"
  run message_paced message --pairs "$PAIRS" --rate "$MESSAGE_RATE"
done

# median NAME FIELD: the median of FIELD over the runs labelled NAME.
median() {
  echo -n "$runs" | grep "^$1 " | tr ' ' '\n' | sed -n "s/^$2=\([0-9.]*\).*/\1/p" | sort -n \
    | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
ms() { awk -v us="$(median "$1" "$2")" 'BEGIN {printf "%.1f ms", us / 1000}'; }
verdict() { awk -v us="$(median "$1" "$2")" -v goal="$3" 'BEGIN {print (us / 1000 <= goal) ? "met" : "**not met**"}'; }
each() { echo -n "$runs" | grep "^$1 " | sed -n "s/.* $2=\([0-9.]*\).*/\1/p" | awk '{printf "%s%.1f", (NR > 1 ? ", " : ""), $1 / 1000}'; }

cat <<MD

## Feeds and messages

\`Benchmarks/social.sh\`: \`rentline seed --social-bench\` writes 500 authors with 100 posts each (50,000 posts, ids
rising with time) and $CLIENTS readers who each follow all 500, with every feed written ahead as posting and then following
would have written it: each reader's feed holds each author's latest 100 posts, 50,000 entries per reader
(${database_mb} MB of database). Every run gets a fresh copy and a fresh server (\`rentline serve\`, production settings
but the command rate limit and the per-address limits, since every client shares 127.0.0.1), $SOCIAL_SECONDS s of measuring after every client has logged in (real password hashing) and
switched to \`/json\`; $ROUNDS runs of each. Client, server and SQLite share the machine's $(nproc) cores.

- **Feed**: \`rentline-bench feed --clients $CLIENTS\`: each reader sends \`feed\`, then \`more\`, in turn (a page of
  5 posts each), timed until its one-line reply, which must be a page with posts. Closed loop (the
  next request as soon as the reply arrives), and paced at $FEED_RATE requests per second per reader.
- **Messages**: \`rentline-bench message --pairs $PAIRS\`: each of reader1 to reader$PAIRS messages the author with
  the same number (\`message @author7 bench message 12\`) and sends the next once both its reply and the author's
  pushed event have arrived; delivery runs from writing the line to reading the event on the author's connection.
  Closed loop, and paced at $MESSAGE_RATE messages per second per sender. Every message is a write transaction (\`synchronous=FULL\`).

Medians of the runs:

| figure | closed loop | paced | goal | closed loop vs goal | paced vs goal |
|---|---|---|---|---|---|
| feed pages per second | $(median feed_closed rps) | $(median feed_paced rps) | | | |
| feed p50 | $(ms feed_closed p50_us) | $(ms feed_paced p50_us) | | | |
| feed p99 | **$(ms feed_closed p99_us)** | **$(ms feed_paced p99_us)** | ≤ $FEED_GOAL_MS ms | $(verdict feed_closed p99_us $FEED_GOAL_MS) | $(verdict feed_paced p99_us $FEED_GOAL_MS) |
| messages per second | $(median message_closed messages_per_s) | $(median message_paced messages_per_s) | | | |
| delivery p50 | $(ms message_closed delivery_p50_us) | $(ms message_paced delivery_p50_us) | | | |
| delivery p99 | **$(ms message_closed delivery_p99_us)** | **$(ms message_paced delivery_p99_us)** | ≤ $DELIVERY_GOAL_MS ms | $(verdict message_closed delivery_p99_us $DELIVERY_GOAL_MS) | $(verdict message_paced delivery_p99_us $DELIVERY_GOAL_MS) |
| sender's own reply p99 | $(ms message_closed reply_p99_us) | $(ms message_paced reply_p99_us) | | | |

p99 of each run, in ms: feed closed loop $(each feed_closed p99_us); paced $(each feed_paced p99_us); delivery closed loop
$(each message_closed delivery_p99_us); paced $(each message_paced delivery_p99_us).

Every run:

\`\`\`
$runs\`\`\`
MD
