/**
 * The browsers of the browser tests and the benchmark, both Debian's (never downloaded; see
 * docs/architecture.md, Machine facts).
 */

/**
 * The benchmark's and Lighthouse's browser: Debian's Chromium as visitors run it, or the one
 * CHROMIUM_PATH names (as `scripts/ensure-tools.sh` reads it).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests' browser: Chromium's headless shell (Debian's chromium-headless-shell), the
 * same Blink and V8 without the desktop browser around them, which costs about a third less CPU
 * per page (docs/decisions/019-test-suite-speed.md). TEST_BROWSER_PATH names another.
 */
export const testBrowserPath =
  process.env.TEST_BROWSER_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

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

/**
 * The browser tests' flags: as above, with V8 interpreting only (`--jitless`, no compiling to
 * machine code), as for a visitor whose Chrome has "JavaScript optimisation" turned off. A
 * test's pages live a second or two, too short for compiled code to pay for its compiling
 * (docs/decisions/019-test-suite-speed.md). Lighthouse and the benchmark keep the compilers.
 */
export const testChromiumFlags = [...chromiumFlags, "--js-flags=--jitless"];
