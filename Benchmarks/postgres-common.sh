# Sourced by the benchmarks that run PostgreSQL, after they set $work: a durable throwaway cluster in $work/pg
# (start_postgres, stop_postgres), psql_run and url for its databases, search_lines, search-mix.txt as
# rentline-bench arguments, and stop_servers for the servers a script adds to $pids, and cleanup, which stops them,
# the cluster and removes $work (a script's EXIT trap); binary names the build to run in scripts that compare two.
mapfile -t searches <Benchmarks/search-mix.txt
search_lines=()
for search in "${searches[@]}"; do search_lines+=(--line "$search"); done

start_postgres() { DURABLE=1 bash scripts/postgres-test-cluster.sh start "$work/pg" >/dev/null; }
stop_postgres() { bash scripts/postgres-test-cluster.sh stop "$work/pg" >/dev/null 2>&1 || true; }
psql_run() { PGOPTIONS='-c client_min_messages=warning' psql -h "$work/pg" -U postgres -d postgres -qAtc "$1"; }
url() { echo "postgresql://postgres@/$1?host=$work/pg"; }

pids=()
stop_servers() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  pids=()
}
cleanup() {
  stop_servers
  stop_postgres
  rm -rf "$work"
}

# binary BUILD: the rentline binary of `before` ($BEFORE_BIN) or `head` ($BIN).
binary() { if [ "$1" = before ]; then echo "$BEFORE_BIN"; else echo "$BIN"; fi; }
