// `npm start`'s watch over the server, as the deploy guide's systemd unit keeps it
// (deploy/hanbit-site.service): a crash starts it again, a stop asked for stays a stop. Plain
// Node and no dependencies, like scripts/start.mjs, which calls it once the build is there.
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * In DATA_DIR: the marker of a running server, written when it listens and removed when it is
 * asked to stop (server/platform/restarts.ts), so a marker left behind means it ended unasked.
 */
export const RUNNING_FILE = "run/running.json";
/**
 * In DATA_DIR: one JSON line per unexpected end, `{ at, code, signal }` and nothing personal,
 * which the owner's home reads (server/platform/restarts.ts reads and writes the same).
 */
export const RESTARTS_FILE = "run/restarts.jsonl";

/**
 * The server's exit when it cannot start as things are (a setting, a missing tool, data older
 * than the replica's: server/platform/refused-start.ts): not started again, as the unit's
 * RestartPreventExitStatus. Starting again would only say the same every few seconds.
 */
export const REFUSED_EXIT = 78;

/**
 * The wait before a start again: the first after a crash, doubled on each crash within `steadyMs`
 * of its start and capped, so a crash loop costs little CPU and never gives up for good.
 */
export const BACKOFF = { firstMs: 500, maxMs: 5000, steadyMs: 30_000 };

/** DATA_DIR as the server reads it (config/settings.ts: trimmed, "data" when unset or empty). */
export function dataDirOf(env = process.env, cwd = process.cwd()) {
  return resolve(cwd, env.DATA_DIR?.trim() || "data");
}

/** "exit code 1", "signal SIGKILL", or "no exit status" (a machine that lost its power). */
export function exitReason({ code, signal }) {
  if (signal) return `signal ${signal}`;
  return code === null || code === undefined ? "no exit status" : `exit code ${code}`;
}

/**
 * Records an end of the server nobody asked for, when it had been running (its marker is
 * there): a line in RESTARTS_FILE, and the marker taken, so the next start does not count it
 * again. A server that failed before it listened, or was asked to stop, has no marker: false.
 */
export function recordExit(dataDir, { code, signal }, at = new Date()) {
  const marker = join(dataDir, RUNNING_FILE);
  if (!existsSync(marker)) return false;
  const file = join(dataDir, RESTARTS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify({ at: at.toISOString(), code, signal })}\n`);
  rmSync(marker, { force: true });
  return true;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `node {script}` and starts it again after BACKOFF when it ends unasked: a non-zero exit
 * or a signal it did not get from here (systemd's Restart=on-failure; an exit 0 is a stop, and
 * REFUSED_EXIT a start that cannot succeed).
 * SIGINT and SIGTERM are passed on, and then its exit is the stop's. Resolves with the exit code
 * this process should end with.
 */
export function supervise({
  script,
  cwd = process.cwd(),
  env = process.env,
  dataDir = dataDirOf(env, cwd),
  backoff = BACKOFF,
  log = (line) => console.error(line),
}) {
  return new Promise((done) => {
    let child;
    let timer;
    let stopping = false;
    let delay = backoff.firstMs;
    const signals = ["SIGINT", "SIGTERM"];
    const end = (code) => {
      for (const signal of signals) process.off(signal, stop);
      done(code);
    };
    const run = () => {
      timer = undefined;
      const began = Date.now();
      // The IPC channel: a server whose supervisor is gone (killed with SIGKILL) stops itself
      // instead of holding the port (server/start.ts).
      child = spawn(process.execPath, [script], {
        cwd,
        env,
        stdio: ["inherit", "inherit", "inherit", "ipc"],
      });
      child.once("exit", (code, signal) => {
        child = undefined;
        // Ended by the signal passed on (a server that does not answer it) is a clean stop, as
        // systemd counts it.
        if (stopping) return end(code ?? (signal === "SIGINT" || signal === "SIGTERM" ? 0 : 1));
        if (code === 0) {
          log("npm start: the server stopped by itself (exit code 0): not starting it again");
          return end(0);
        }
        if (code === REFUSED_EXIT) {
          log(
            "npm start: the server cannot start as things are (it said why above): not " +
              "starting it again until that is mended",
          );
          return end(REFUSED_EXIT);
        }
        if (Date.now() - began >= backoff.steadyMs) delay = backoff.firstMs;
        try {
          recordExit(dataDir, { code, signal });
        } catch (error) {
          // A full or read-only disk must not keep the site down: the log still says it.
          log(`npm start: could not record the exit in ${dataDir}: ${error.message}`);
        }
        log(
          `npm start: the server ended unexpectedly (${exitReason({ code, signal })}) after ` +
            `${seconds(Date.now() - began)}; starting it again in ${seconds(delay)}`,
        );
        timer = setTimeout(run, delay);
        delay = Math.min(delay * 2, backoff.maxMs);
      });
    };
    // A terminal's Ctrl-C reaches the server too (one process group): its stop runs once.
    function stop(signal) {
      stopping = true;
      if (child) child.kill(signal);
      else if (timer) {
        clearTimeout(timer);
        end(0);
      }
    }
    for (const signal of signals) process.on(signal, stop);
    run();
  });
}

/**
 * The unit's ExecStopPost (deploy/hanbit-site.service): systemd says how the server ended in
 * EXIT_CODE ("exited", "killed", "dumped") and EXIT_STATUS (the code, or the signal's name).
 */
export function recordSystemdExit(env = process.env) {
  const exit =
    env.EXIT_CODE === "exited"
      ? { code: Number(env.EXIT_STATUS), signal: null }
      : env.EXIT_CODE && env.EXIT_STATUS
        ? { code: null, signal: `SIG${env.EXIT_STATUS.replace(/^SIG/, "")}` }
        : { code: null, signal: null };
  if (recordExit(dataDirOf(env), exit)) {
    console.error(`The server ended unexpectedly (${exitReason(exit)}): recorded for the owner`);
  }
}

// `node scripts/supervise.mjs`: the built server under the watch, without `npm start`'s install
// and build; `node scripts/supervise.mjs record-exit`: the unit's ExecStopPost.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (process.argv[2] === "record-exit") recordSystemdExit();
  else {
    const root = resolve(import.meta.dirname, "..");
    process.exitCode = await supervise({ script: join(root, "build/app/main.js") });
  }
}
