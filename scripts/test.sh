#!/usr/bin/env bash
# Runs every test; when one fails, repeats the failures after the whole log, so the tail a CI keeps names them.
set -uo pipefail
swift="${SWIFT:-swift}"
log="$(mktemp "${TMPDIR:-/tmp}/rentline-test.XXXXXX")"
trap 'rm -f "$log"' EXIT
"$swift" test 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo "── what failed ──"
    grep -E "✘|error:|fatal error|Fatal error|Test .* crashed" "$log" | grep -v "known issue" | tail -60
fi
exit "$status"
