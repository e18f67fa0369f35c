import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "../playwright.config";

/**
 * The screens walk (bench/screens.bench.ts) with the browser tests' settings, without their
 * public web server: it starts its own back office. `npm run build` first.
 */
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "screens.bench.ts",
  reporter: "list",
  workers: 1,
  timeout: 180_000,
  outputDir: join(tmpdir(), "screens-bench-results"),
  webServer: undefined,
});
