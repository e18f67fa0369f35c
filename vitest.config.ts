import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/longest-first.ts";

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify("https://www.example.test"),
    __CATALOGUE_PAGE_URLS__: JSON.stringify("query"),
    __VITALS_ENDPOINT__: JSON.stringify("/vitals"),
  },
  test: {
    include: [
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/server/**/*.test.ts",
      "tests/receiver/**/*.test.ts",
      "tests/ops/**/*.test.ts",
      "tests/mail/**/*.test.ts",
    ],
    environment: "node",
    // The JSON report feeds the timing summary of `npm test` (scripts/test.mjs).
    reporters: ["default", "json"],
    outputFile: { json: "test-timings/vitest.json" },
    sequence: { sequencer: LongestFirst },
    // Many files wait on a server, a child process or a worker: three files for two cores keep
    // both busy. Starting a server on a machine that busy can take well over the default 10 s.
    maxWorkers: "150%",
    hookTimeout: 60_000,
  },
});
