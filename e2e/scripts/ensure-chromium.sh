#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here). On a fresh
# machine it is not installed yet: install it from Debian's packages when we can.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  # Another install may hold dpkg's lock (a parallel test run): wait for it instead of failing.
  apt-get -o DPkg::Lock::Timeout=600 update -qq
  apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $CHROMIUM. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
