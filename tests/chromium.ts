/**
 * The one browser of the browser tests and the benchmark: Debian's Chromium, or the one
 * CHROMIUM_PATH names (as `scripts/ensure-tools.sh` reads it). See docs/architecture.md,
 * Machine facts.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless on a server as root: no sandbox, no GPU, no QUIC, no background traffic. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
