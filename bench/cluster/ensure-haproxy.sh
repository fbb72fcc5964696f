#!/usr/bin/env bash
# The cluster benchmark balances two app instances with Debian's HAProxy, the balancer the README's
# "Running in production" documents. On a fresh machine it is not installed yet: install it from
# Debian's packages when we can (as e2e/scripts/ensure-chromium.sh does for Chromium).
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "HAProxy not found: installing Debian's haproxy package…"
  export DEBIAN_FRONTEND=noninteractive
  # Another install may hold dpkg's lock (a parallel test run): wait for it instead of failing.
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq haproxy >/dev/null
  # The package enables and starts a service with its sample configuration; the benchmark runs its
  # own HAProxy in the foreground, so the idle system one is stopped (it keeps no port we use).
  if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet haproxy 2>/dev/null; then systemctl stop haproxy || true; fi
  exit 0
fi
echo "HAProxy not found. Install it (Debian: sudo apt-get install -y haproxy)." >&2
exit 1
