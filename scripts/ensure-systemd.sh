#!/usr/bin/env bash
# The deploy tests check the service file with systemd-analyze (Debian package systemd). Installs
# it where it is missing and we are root on Debian; elsewhere says how to get it.
set -euo pipefail

if command -v systemd-analyze >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "systemd-analyze not found: installing Debian's systemd..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq systemd >/dev/null
  command -v systemd-analyze >/dev/null 2>&1 && exit 0
  echo "apt-get finished but systemd-analyze is still missing." >&2
  exit 1
fi

cat >&2 <<MSG
The deploy tests need systemd-analyze, and none was found on the PATH.
  Debian/Ubuntu (as root):  apt-get update && apt-get install -y systemd
MSG
exit 1
