import { defineConfig } from "vitest/config";
import LongestFirst from "./tests/longest-first.ts";

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify("https://www.example.test"),
    __CATALOGUE_PAGE_URLS__: JSON.stringify("query"),
    __VITALS_ENDPOINT__: JSON.stringify("/vitals"),
  },
  test: {
    environment: "node",
    // The JSON report feeds the timing summary of `npm test` (scripts/test.mjs).
    reporters: ["default", "json"],
    outputFile: { json: "test-timings/vitest.json" },
    sequence: { sequencer: LongestFirst },
    // The run's temporary folders in one, removed at its end (tests/temp-folder.ts).
    globalSetup: ["tests/temp-folder.ts"],
    // Many files wait on a server, a child process or a worker: three files for two cores keep
    // both busy. A number: Vitest caps a percentage at the core count ("150%" ran two).
    maxWorkers: 3,
    // Bounds for a test that hangs, never a measure: every wait is on an event, and a busy
    // machine (the whole suite on 2 cores, other work beside it) takes many times the usual.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The same for a poll (its own default is 1 s): a queue's record waits for an fsync.
    expect: { poll: { timeout: 100_000, interval: 20 } },
    // A file that stubs the environment leaves none of it to the next file in its process.
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          // Files that leave no state behind (live content restored, servers closed) share a
          // process: each file's own one took as much CPU for imports as for its tests.
          name: "shared",
          include: [
            "tests/unit/**/*.test.{ts,tsx}",
            "tests/receiver/**/*.test.ts",
            "tests/mail/**/*.test.ts",
          ],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Built servers in this process, published content, environment: a process per file.
          name: "own-process",
          include: ["tests/server/**/*.test.ts", "tests/ops/**/*.test.ts"],
          // A built server that ends during a test that did not stop it fails the test.
          setupFiles: ["tests/server/server-exits.ts"],
        },
      },
    ],
  },
});
