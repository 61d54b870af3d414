#!/usr/bin/env bash
# wait-for-port.sh PORT: waits up to 60 s for something to accept TCP connections on 127.0.0.1:PORT.
set -euo pipefail
for _ in $(seq 600); do
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && exit 0
  sleep 0.1
done
echo "nothing answers on port $1" >&2
exit 1
