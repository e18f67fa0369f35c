// `npm test`: every check, stopping at the first that fails, then a timing summary (each step,
// and the ten slowest test files of Vitest and Playwright) so that growth of the suite is seen in
// the run that causes it (docs/development.md, The test suite).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";

const TIMINGS = "test-timings";
const EXPORT_PROFILES = `${TIMINGS}/export-profiles`;

// Lint and the format check are single-threaded and need no build: they start with the build,
// yield the CPU (nice) and go on beside Vitest; Playwright waits for them. On two cores every
// stage is CPU-bound, so what this saves is the idle core at each stage's tail (the checks took
// 117 s against the build and export's 63 s, stop 94). The typecheck runs beside the build, at
// the build's priority, and ends before Vitest: its `react-router typegen` and tsc read
// `.react-router/types`, which the dev server's test (tests/server/dev-server.test.ts) deletes
// and writes again.
// The export runs profiled, before Vitest: tests/server/production.test.ts reads its profiles
// to check it rendered with production builds, instead of making a second export.
const EXPORT = `FORM_ENDPOINT=https://formspree.io NODE_OPTIONS=--import=./tests/server/cpu-profile.mjs CPU_PROFILE_DIR=${EXPORT_PROFILES} npm run export`;
const checks = [
  ["lint", "nice -n 10 npm run lint"],
  ["format", "nice -n 10 npm run format:check"],
];
const stages = [
  [
    // Not niced: the build and it are what Vitest waits for.
    ["types", "npm run typecheck"],
    ["build+export", `npm run build && ${EXPORT}`],
  ],
  [["vitest", `EXPORT_PROFILES=${EXPORT_PROFILES} npm run test:unit`]],
  [["playwright", "npm run test:e2e"]],
];

rmSync(TIMINGS, { recursive: true, force: true });
mkdirSync(EXPORT_PROFILES, { recursive: true });

const spent = [];
const failed = [];
const started = Date.now();
const checked = Promise.all(checks.map(([name, command]) => run(name, command, true)));
for (const [index, stage] of stages.entries()) {
  // Playwright waits for the checks: a red check stops the run before its longest stage.
  if (index === stages.length - 1) await checked;
  if (failed.length) break;
  await Promise.all(stage.map(([name, command]) => run(name, command, stage.length > 1)));
  if (failed.length) break;
}
await checked;

/**
 * Runs one step. Beside others its output is held and printed whole when it ends, so the logs
 * of steps that run together do not interleave.
 */
function run(name, command, beside) {
  const begin = Date.now();
  const child = spawn(command, {
    shell: true,
    stdio: beside ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const held = [];
  child.stdout?.on("data", (chunk) => held.push(chunk));
  child.stderr?.on("data", (chunk) => held.push(chunk));
  return new Promise((done) => {
    child.on("close", (status) => {
      spent.push([name, Date.now() - begin]);
      if (beside) process.stdout.write(`\n--- ${name} ---\n${Buffer.concat(held).toString()}`);
      if (status !== 0) failed.push(name);
      done();
    });
  });
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

console.log("\nTiming summary");
console.log("  (types beside the build and the export; lint and format beside those and Vitest)");
for (const [name, ms] of spent) console.log(`  ${name.padEnd(12)} ${seconds(ms).padStart(7)}`);
console.log(`  ${"all".padEnd(12)} ${minutes(Date.now() - started).padStart(7)}`);

const files = [...vitestFiles(), ...playwrightFiles()].sort((a, b) => b.ms - a.ms).slice(0, 10);
if (files.length) {
  console.log("\nThe ten slowest test files (Playwright: the sum of its tests' times)");
  for (const { file, ms } of files) console.log(`  ${seconds(ms).padStart(7)}  ${file}`);
}
if (failed.length) {
  console.error(`\nnpm test: the step ${failed.map((name) => `"${name}"`).join(" and ")} failed.`);
  process.exit(1);
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

function vitestFiles() {
  const report = readJson(`${TIMINGS}/vitest.json`);
  return (report?.testResults ?? []).map((result) => ({
    file: relative(process.cwd(), result.name),
    ms: result.endTime - result.startTime,
  }));
}

function playwrightFiles() {
  const report = readJson(`${TIMINGS}/playwright.json`);
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const file = `tests/e2e/${spec.file}`;
          byFile.set(file, (byFile.get(file) ?? 0) + result.duration);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...byFile].map(([file, ms]) => ({ file, ms }));
}
