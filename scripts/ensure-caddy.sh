#!/usr/bin/env bash
# The deploy tests run Debian's Caddy in front of the built server. Installs it where it is
# missing and we are root on Debian; elsewhere says how to get it.
set -euo pipefail

if command -v caddy >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Caddy not found: installing Debian's caddy..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq caddy >/dev/null
  # The package starts its own service on :80; the tests run their own Caddy.
  if command -v systemctl >/dev/null 2>&1 && [ -d /run/systemd/system ]; then
    systemctl disable --now caddy >/dev/null 2>&1 || true
  fi
  command -v caddy >/dev/null 2>&1 && exit 0
  echo "apt-get finished but caddy is still missing." >&2
  exit 1
fi

cat >&2 <<MSG
The deploy tests need Caddy, and none was found on the PATH.
  Debian/Ubuntu (as root):  apt-get update && apt-get install -y caddy
  Elsewhere: https://caddyserver.com/docs/install
MSG
exit 1
