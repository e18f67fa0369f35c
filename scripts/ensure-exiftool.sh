#!/usr/bin/env bash
# The photo tests read uploaded photos back with exiftool to prove no metadata (GPS above all)
# reaches the public copies. Installs Debian's package where it is missing and we are root.
set -euo pipefail

if command -v exiftool >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "exiftool not found: installing Debian's libimage-exiftool-perl..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq libimage-exiftool-perl >/dev/null
  command -v exiftool >/dev/null 2>&1 && exit 0
  echo "apt-get finished but exiftool is still missing." >&2
  exit 1
fi

cat >&2 <<MSG
The photo tests need exiftool, and none was found on the PATH.
  Debian/Ubuntu (as root):  apt-get update && apt-get install -y libimage-exiftool-perl
  Elsewhere: https://exiftool.org/install.html
MSG
exit 1
