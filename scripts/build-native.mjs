// `npm test`'s native step: builds better-sqlite3 when it was installed without its install
// script (CI's `npm ci --ignore-scripts`, .ci/run). Its SQLite compiles on one core; run beside
// the checks and the build, which do not load it, that core is not idle.
// The build is for the tests: SQLite at -O1 compiles in half the time of its own -O3 (the same
// SQL, the tests' queries are small). `npm ci` or `npm rebuild better-sqlite3` makes the -O3 one.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const BINDING = "node_modules/better-sqlite3/build/Release/better_sqlite3.node";

if (existsSync(BINDING)) {
  console.log("better-sqlite3 is built.");
} else {
  // gcc takes the last -O it is given: the environment's CFLAGS come after the package's -O3.
  const env = { ...process.env, CFLAGS: `${process.env.CFLAGS ?? ""} -O1`.trim() };
  const { status } = spawnSync("npm rebuild better-sqlite3", {
    shell: true,
    stdio: "inherit",
    env,
  });
  if (status !== 0 || !existsSync(BINDING)) {
    console.error("npm rebuild better-sqlite3 failed: see its output above.");
    process.exit(1);
  }
}
