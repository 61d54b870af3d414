#!/usr/bin/env bash
# Heap allocations per utterance of the intent parser (issue 36's goal: 20 or fewer), on the corpus and the
# evaluation sets, release build. malloc calls are counted for the whole process over 1 and over 3 timed rounds
# (Benchmarks/malloc-count.c); the difference, divided by the parses in the two extra rounds, leaves out
# start-up, reading the files and the warm-up pass. Usage: bash Benchmarks/parser-allocations.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -shared -fPIC -o "$work/malloc-count.so" Benchmarks/malloc-count.c -ldl
swift build -c release --product rentline-eval >/dev/null 2>"$work/build.log" || { cat "$work/build.log"; exit 1; }
sets=(Tests/IntentsTests/Corpus/*.corpus Evaluation/*.eval)
count() {
  LD_PRELOAD="$work/malloc-count.so" .build/release/rentline-eval --time "$1" "${sets[@]}" 2>&1 >/dev/null | sed -n 's/^mallocs=//p'
}
utterances=$(.build/release/rentline-eval --readings "${sets[@]}" | wc -l)
one=$(count 1)
three=$(count 3)
awk -v one="$one" -v three="$three" -v n="$utterances" \
  'BEGIN { printf "utterances=%d allocations_per_utterance=%.1f\n", n, (three - one) / (2 * n) }'
