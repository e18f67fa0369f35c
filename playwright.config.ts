import { tmpdir } from "node:os";
import { registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { defineConfig } from "@playwright/test";
import { buildConstants } from "./config/settings";
import { resolve } from "./server/production-builds.mjs";
import { testBrowserPath, testChromiumFlags } from "./tests/chromium";

// Tests read the app's own data modules, some of which use the build-time constants; each test
// process loads this file, so they get the same values the build had.
Object.assign(globalThis, buildConstants());
// The back-office specs serve the built site inside the test process: with the production builds
// of React and React Router, as the real server (server/main.ts) does.
process.env.NODE_ENV = "production";
registerHooks({ resolve });

// E2E_PORT lets a second copy of the suite run beside a server already using 4173.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${PORT}`;
/** The test server's inquiry database, outside the work tree (tests/e2e/inquiries.spec.ts reads it). */
export const E2E_INQUIRY_DB = join(tmpdir(), `hanbit-e2e-${PORT}`, "inquiries.sqlite");

/**
 * Browser tests against the built site (`npm run build` first), served by the real server.
 * Debian's Chromium only: a downloaded browser cannot work on this machine (docs/architecture.md,
 * Machine facts).
 */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The JSON report feeds the timing summary of `npm test` (scripts/test.mjs).
  reporter: [["list"], ["json", { outputFile: "test-timings/playwright.json" }]],
  // The run fails when the webServer ended during it (a crash no test asked for).
  globalSetup: "./tests/e2e/server-alive.ts",
  outputDir: "test-results",
  use: {
    baseURL,
    headless: true,
    trace: "off",
    screenshot: "off",
    video: "off",
    launchOptions: {
      executablePath: testBrowserPath,
      args: testChromiumFlags,
    },
  },
  webServer: {
    command: "node build/app/main.js",
    // Many submissions and packs from one address in a minute: the limits have their own tests.
    // DATA_DIR outside the work tree too: the content database starts as the repository's.
    env: {
      PORT: String(PORT),
      DATA_DIR: dirname(E2E_INQUIRY_DB),
      INQUIRY_DB: E2E_INQUIRY_DB,
      RATE_LIMIT_PER_MINUTE: "0",
      QUOTE_PDF_PER_MINUTE: "0",
      STAFF_DOOR_POSTS_PER_MINUTE: "0",
    },
    url: `${baseURL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    // A stop, not a kill: the server takes its running marker away, so its next start in this
    // DATA_DIR records no crash for the owner's home (server/platform/restarts.ts).
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
