# Sourced by the benchmarks that run PostgreSQL, after they set $work: a durable throwaway cluster in $work/pg
# (start_postgres, stop_postgres), psql_run and url for its databases, and search_lines, search-mix.txt as
# rentline-bench arguments.
mapfile -t searches <Benchmarks/search-mix.txt
search_lines=()
for search in "${searches[@]}"; do search_lines+=(--line "$search"); done

start_postgres() { DURABLE=1 bash scripts/postgres-test-cluster.sh start "$work/pg" >/dev/null; }
stop_postgres() { bash scripts/postgres-test-cluster.sh stop "$work/pg" >/dev/null 2>&1 || true; }
psql_run() { PGOPTIONS='-c client_min_messages=warning' psql -h "$work/pg" -U postgres -d postgres -qAtc "$1"; }
url() { echo "postgresql://postgres@/$1?host=$work/pg"; }
