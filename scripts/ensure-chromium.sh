#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (no browser downloads). Installs it where it is missing
# and we are root on Debian; elsewhere says how to get one.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $chromium: installing Debian's chromium and fonts-nanum..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-nanum >/dev/null
  if [ -x "$chromium" ]; then
    exit 0
  fi
  echo "apt-get finished but $chromium is still missing." >&2
  exit 1
fi

cat >&2 <<MSG
Browser tests need Chromium, and none was found at $chromium.
  Debian/Ubuntu (as root):  apt-get update && apt-get install -y chromium fonts-nanum
  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser
MSG
exit 1
