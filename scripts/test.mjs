// `npm test`: every check in order, stopping at the first that fails, then a timing summary
// (each step, and the ten slowest test files of Vitest and Playwright) so that growth of the
// suite is seen in the run that causes it (docs/architecture.md, Tests).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";

const TIMINGS = "test-timings";

const steps = [
  ["lint", "npm run lint"],
  ["format", "npm run format:check"],
  ["types", "npm run typecheck"],
  ["build", "npm run build"],
  ["vitest", "npm run test:unit"],
  ["export", "FORM_ENDPOINT=https://formspree.io npm run export"],
  ["playwright", "npm run test:e2e"],
];

rmSync(TIMINGS, { recursive: true, force: true });
mkdirSync(TIMINGS, { recursive: true });

const spent = [];
let failed;
const started = Date.now();
for (const [name, command] of steps) {
  const begin = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: "inherit" });
  spent.push([name, Date.now() - begin]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

console.log("\nTiming summary");
for (const [name, ms] of spent) console.log(`  ${name.padEnd(12)} ${seconds(ms).padStart(7)}`);
console.log(`  ${"all".padEnd(12)} ${minutes(Date.now() - started).padStart(7)}`);

const files = [...vitestFiles(), ...playwrightFiles()].sort((a, b) => b.ms - a.ms).slice(0, 10);
if (files.length) {
  console.log("\nThe ten slowest test files (Playwright: the sum of its tests' times)");
  for (const { file, ms } of files) console.log(`  ${seconds(ms).padStart(7)}  ${file}`);
}
if (failed) {
  console.error(`\nnpm test: the step "${failed}" failed.`);
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
