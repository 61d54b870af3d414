# Sourced by the scripts that start daemons for the tests (PostgreSQL, PgBouncer). A daemon must not keep open what
# the calling test process had open when it ran the script, such as the pipes of its other children, or whoever
# reads those pipes would wait for the daemon to exit. Bash's own descriptor for the script (255) stays.
close_inherited_descriptors() {
  local fd
  for fd in /proc/$$/fd/*; do
    fd=${fd##*/}
    if [ "$fd" -gt 2 ] && [ "$fd" -ne 255 ]; then eval "exec $fd>&-" 2>/dev/null || true; fi
  done
}
