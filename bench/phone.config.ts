import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../playwright.config";

/**
 * The phone walk (bench/phone.bench.ts) with the browser tests' settings, without their public
 * web server: it starts its own back office (tests/e2e/admin-support.ts). `npm run build` first.
 */
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "phone.bench.ts",
  reporter: "list",
  workers: 1,
  timeout: 60_000,
  outputDir: join(tmpdir(), "phone-bench-results"),
  webServer: undefined,
});
