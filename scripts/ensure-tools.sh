#!/usr/bin/env bash
# The tests drive real tools from Debian's packages, never downloads: Chromium for the browser
# tests (its headless shell) and the benchmark, Java for the HTML checker (vnu-jar), exiftool for
# the photos' metadata, pdftotext to read the PDFs as a person would, zbarimg to read a label's QR code as a phone would, Caddy, Varnish and
# systemd-analyze for the deploy tests, Dovecot as the mailbox the site reads, rclone (the replica's
# files), OpenSSH's server (an SFTP replica on loopback), and Debian's Python iCalendar and openpyxl
# with LibreOffice's Calc (a plant's calendar and workbook opened by programs nobody here wrote). Installs the missing ones with one
# apt-get where we are root on Debian; elsewhere says how to get each.
# Usage: bash scripts/ensure-tools.sh chromium headless-shell java exiftool pdftotext zbarimg caddy varnish systemd dovecot rclone sshd icalendar openpyxl libreoffice
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
headless_shell="${TEST_BROWSER_PATH:-/usr/lib/chromium/chromium-headless-shell}"

present() {
  case "$1" in
    chromium) [ -x "$chromium" ] ;;
    headless-shell) [ -x "$headless_shell" ] ;;
    java) command -v java >/dev/null 2>&1 ;;
    exiftool) command -v exiftool >/dev/null 2>&1 ;;
    pdftotext) command -v pdftotext >/dev/null 2>&1 ;;
    zbarimg) command -v zbarimg >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 ;;
    caddy) command -v caddy >/dev/null 2>&1 ;;
    varnish) [ -x "${VARNISHD_PATH:-/usr/sbin/varnishd}" ] && command -v varnishlog >/dev/null 2>&1 ;;
    systemd) command -v systemd-analyze >/dev/null 2>&1 ;;
    dovecot) [ -x "${DOVECOT_PATH:-/usr/sbin/dovecot}" ] ;;
    rclone) command -v "${RCLONE_PATH:-rclone}" >/dev/null 2>&1 ;;
    sshd) [ -x /usr/sbin/sshd ] && command -v ssh-keygen >/dev/null 2>&1 ;;
    icalendar) /usr/bin/python3 -c "import icalendar" >/dev/null 2>&1 ;;
    openpyxl) /usr/bin/python3 -c "import openpyxl" >/dev/null 2>&1 ;;
    libreoffice) command -v soffice >/dev/null 2>&1 ;;
  esac
}

packages() {
  case "$1" in
    chromium) echo "chromium fonts-nanum" ;;
    headless-shell) echo "chromium-headless-shell fonts-nanum" ;;
    java) echo "default-jre-headless" ;;
    exiftool) echo "libimage-exiftool-perl" ;;
    pdftotext) echo "poppler-utils" ;;
    zbarimg) echo "zbar-tools poppler-utils" ;;
    caddy) echo "caddy" ;;
    varnish) echo "varnish" ;;
    systemd) echo "systemd" ;;
    dovecot) echo "dovecot-imapd" ;;
    rclone) echo "rclone" ;;
    sshd) echo "openssh-server" ;;
    icalendar) echo "python3-icalendar" ;;
    openpyxl) echo "python3-openpyxl" ;;
    libreoffice) echo "libreoffice-calc-nogui" ;;
  esac
}

elsewhere() {
  case "$1" in
    chromium) echo "install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/browser" ;;
    headless-shell) echo "install Chromium's headless shell and set TEST_BROWSER_PATH=/path/to/it" ;;
    java) echo "install a Java runtime (11 or newer) and put java on PATH" ;;
    exiftool) echo "https://exiftool.org/install.html" ;;
    pdftotext) echo "install Poppler's utilities (poppler-utils) and put pdftotext on PATH" ;;
    zbarimg) echo "install ZBar's tools (zbar-tools) and Poppler's utilities, zbarimg and pdftoppm on PATH" ;;
    caddy) echo "https://caddyserver.com/docs/install" ;;
    varnish) echo "install Varnish Cache (7.x) and set VARNISHD_PATH=/path/to/varnishd" ;;
    systemd) echo "a Linux with systemd (systemd-analyze on PATH)" ;;
    dovecot) echo "install Dovecot's IMAP server and set DOVECOT_PATH=/path/to/dovecot" ;;
    rclone) echo "https://rclone.org/install/ (or set RCLONE_PATH=/path/to/rclone)" ;;
    sshd) echo "install OpenSSH's server (sshd at /usr/sbin/sshd) and ssh-keygen" ;;
    icalendar) echo "install Python's icalendar for /usr/bin/python3 (Debian python3-icalendar)" ;;
    openpyxl) echo "install Python's openpyxl for /usr/bin/python3 (Debian python3-openpyxl)" ;;
    libreoffice) echo "install LibreOffice (Calc) and put soffice on PATH" ;;
  esac
}

missing=()
for tool in "$@"; do
  if [ -z "$(packages "$tool")" ]; then
    echo "ensure-tools: no such tool '$tool' (chromium, headless-shell, java, exiftool, pdftotext, zbarimg, caddy, varnish, systemd, dovecot, rclone, sshd, icalendar, openpyxl, libreoffice)" >&2
    exit 2
  fi
  present "$tool" || missing+=("$tool")
done
[ ${#missing[@]} -eq 0 ] && exit 0

wanted=$(for tool in "${missing[@]}"; do packages "$tool"; done | xargs)
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Missing ${missing[*]}: installing Debian's $wanted..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # shellcheck disable=SC2086 # one word a package
  apt-get install -y -qq $wanted >/dev/null
  # Caddy's package starts its own service on :80; the tests run their own Caddy.
  if [[ " ${missing[*]} " == *" caddy "* ]] && [ -d /run/systemd/system ]; then
    systemctl disable --now caddy >/dev/null 2>&1 || true
  fi
  # So do Varnish's (:6081) and its logger's; the tests run their own varnishd.
  if [[ " ${missing[*]} " == *" varnish "* ]] && [ -d /run/systemd/system ]; then
    systemctl disable --now varnish varnishncsa >/dev/null 2>&1 || true
  fi
  # So does Dovecot's on :143; the tests start their own with its own configuration.
  if [[ " ${missing[*]} " == *" dovecot "* ]] && [ -d /run/systemd/system ]; then
    systemctl disable --now dovecot >/dev/null 2>&1 || true
  fi
  # So does OpenSSH's on :22; the tests start their own on loopback.
  if [[ " ${missing[*]} " == *" sshd "* ]] && [ -d /run/systemd/system ]; then
    systemctl disable --now ssh >/dev/null 2>&1 || true
  fi
  failed=0
  for tool in "${missing[@]}"; do
    present "$tool" || { echo "apt-get finished but $tool is still missing." >&2; failed=1; }
  done
  exit "$failed"
fi

echo "The tests need ${missing[*]}, not found here." >&2
echo "  Debian/Ubuntu (as root):  apt-get update && apt-get install -y $wanted" >&2
for tool in "${missing[@]}"; do echo "  $tool elsewhere: $(elsewhere "$tool")" >&2; done
exit 1
