#!/usr/bin/env bash
# Installs the Debian packages the build links against and the tests run (PostgreSQL), when they are missing,
# and any more named as arguments (make cluster adds haproxy).
set -euo pipefail
packages=(libsqlite3-dev libreadline-dev libpq-dev telnet postgresql pgbouncer "$@")
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]}" >&2
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
