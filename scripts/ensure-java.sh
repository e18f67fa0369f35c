#!/usr/bin/env bash
# The Nu HTML checker (npm vnu-jar) runs on Java. Installs Debian's headless JRE where java is
# missing and we are root on Debian; elsewhere says how to get one.
set -euo pipefail

if command -v java >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "java not found: installing Debian's default-jre-headless for the HTML checker..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq default-jre-headless >/dev/null
  command -v java >/dev/null 2>&1 && exit 0
  echo "apt-get finished but java is still missing." >&2
  exit 1
fi

cat >&2 <<MSG
The HTML checker (vnu-jar) needs Java 11 or newer, and none was found.
  Debian/Ubuntu (as root):  apt-get update && apt-get install -y default-jre-headless
  Elsewhere: install a Java runtime and put java on PATH
MSG
exit 1
