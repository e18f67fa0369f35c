// `npm test`'s native step: builds better-sqlite3 when it was installed without its install
// script (CI's `npm ci --ignore-scripts`, .ci/run). Its SQLite compiles on one core for a minute
// or two; run beside the checks and the build, which do not load it, that core is not idle.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const BINDING = "node_modules/better-sqlite3/build/Release/better_sqlite3.node";

if (existsSync(BINDING)) {
  console.log("better-sqlite3 is built.");
} else {
  const { status } = spawnSync("npm rebuild better-sqlite3", { shell: true, stdio: "inherit" });
  if (status !== 0 || !existsSync(BINDING)) {
    console.error("npm rebuild better-sqlite3 failed: see its output above.");
    process.exit(1);
  }
}
