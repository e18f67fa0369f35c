import { spawn, type ChildProcess } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { setTimeout } from "node:timers/promises";
import { join } from "node:path";
import { freePort } from "../free-port";

/**
 * The ends of served processes that no `stop()` or `expectExit()` announced, not yet reported:
 * each fails the test it happened in (tests/server/server-exits.ts, every Vitest file of
 * tests/server and tests/ops) or else its `stop()`, so a crash never passes as a refused fetch.
 */
const unexpectedExits = new Set<string>();

/** The unexpected ends so far, each reported once: taken from the list. */
export function takeUnexpectedExits(): string[] {
  const taken = [...unexpectedExits];
  unexpectedExits.clear();
  return taken;
}

/** How much of the server's stderr a failure quotes: its last lines, the stack of a crash. */
const STDERR_TAIL = 3000;

/**
 * A process's CPU time so far, in ms (utime and stime of /proc/{pid}/stat; Linux); with
 * `thread`, that thread's alone (the serving thread is the one whose id is the process's).
 */
export function cpuMsOf(pid: number, thread?: number): number {
  const stat = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(stat, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The built server as `npm run serve` starts it (`node build/app/main.js`), in a process of its
 * own on a loopback port (a free one unless `env.PORT` names it), with a throwaway database.
 * Used by the server tests and the benchmark. `nodeOptions` go before the script; `keepOutput`
 * collects what the server writes (its log) for `output()`; `cwd` serves another checkout's build
 * (the benchmark's "before"). The throwaway folder (when `env`
 * names no DATA_DIR) is removed by `stop()`, unless `stop({ keepData: true })`: a restart on it.
 * An end before `stop()` fails the test (`takeUnexpectedExits`) unless the test said it would
 * end it (`expectExit()`); one before the server answers throws here, with its stderr.
 */
export async function serveBuilt(
  env: Record<string, string> = {},
  nodeOptions: string[] = [],
  { keepOutput = false, cwd }: { keepOutput?: boolean; cwd?: string } = {},
) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const made = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "served-"));
  const dir = env.DATA_DIR ?? made!;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dir,
    INQUIRY_DB: join(dir, "inquiries.sqlite"),
    RATE_LIMIT_PER_MINUTE: "0",
    // Tests and the benchmark ask for many packs from one address; the limit's own test sets it.
    QUOTE_PDF_PER_MINUTE: "0",
    // Sign-ins from one address, many a minute; the door's count has its own test.
    STAFF_DOOR_POSTS_PER_MINUTE: "0",
    ...env,
  };
  // Vitest runs with NODE_ENV=test; the server must choose its builds itself.
  delete childEnv.NODE_ENV;
  if (env.NODE_ENV) childEnv.NODE_ENV = env.NODE_ENV;
  // A site clock of the test's (`TEST_SITE_CLOCK_AT`): the preload sets it before the server starts.
  const clock = env.TEST_SITE_CLOCK_AT
    ? ["--import", new URL("./site-clock-preload.mjs", import.meta.url).href]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...clock, ...nodeOptions, "build/app/main.js"],
    {
      cwd,
      env: childEnv,
      // stderr always read: its end is quoted when the server ends unasked.
      stdio: ["ignore", keepOutput ? "pipe" : "ignore", "pipe"],
    },
  );
  let output = "";
  let stderr = "";
  const events = new EventEmitter();
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    events.emit("output");
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL);
    if (!keepOutput) process.stderr.write(chunk);
    else {
      output += chunk.toString();
      events.emit("output");
    }
  });
  const origin = `http://127.0.0.1:${port}`;
  /** Set by stop() and expectExit(): the end that follows is the test's own. */
  let expected = false;
  let failure: string | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", async (code, signal) => {
      // The crash's last words: stderr read to its end, or a moment when a child of the server
      // (Litestream) still holds it open.
      if (!child.stderr!.readableEnded) {
        await Promise.race([once(child.stderr!, "end"), setTimeout(200)]);
      }
      if (!expected) {
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        failure =
          `The built server at ${origin} (pid ${child.pid}) ended with ${how} during a test ` +
          `that did not stop it. The end of its stderr:\n${stderr.trimEnd() || "(nothing)"}`;
        unexpectedExits.add(failure);
      }
      resolve({ code, signal });
    }),
  );
  let ended = false;
  void exited.then(() => (ended = true));
  // Up to 60 s: a busy machine (the whole suite on 2 cores) starts it slowly. A server that
  // answers but is not well (a full disk, a replica not yet confirmed) is the test's to judge,
  // after 30 s as before.
  let answered = false;
  for (let i = 0; i < (answered ? 300 : 600) && !ended; i++) {
    const status = await fetch(`${origin}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    answered ||= status > 0;
    if (status === 200) break;
    await Promise.race([setTimeout(100), exited]);
  }
  if (ended && failure) {
    unexpectedExits.delete(failure);
    if (made) await rm(made, { recursive: true, force: true, maxRetries: 3 });
    throw new Error(failure.replace("during a test that did not stop it", "before it answered"));
  }
  if (!answered) {
    expected = true;
    child.kill("SIGKILL");
    await exited;
    if (made) await rm(made, { recursive: true, force: true, maxRetries: 3 });
    throw new Error(
      `The built server at ${origin} never answered /healthz. The end of its stderr:\n` +
        (stderr.trimEnd() || "(nothing)"),
    );
  }
  return {
    origin,
    dir,
    pid: child.pid!,
    /** stdout and stderr so far (with `keepOutput`). */
    output: () => output,
    /** Emits "output" whenever the server writes (with `keepOutput`). */
    events,
    /** The process's end: its exit code, or the signal that ended it. */
    exited,
    /** Resident memory of the server process, from /proc (Linux). */
    rss(): number {
      const line = readFileSync(`/proc/${child.pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
      return Number(line![1]) * 1024;
    },
    /**
     * Bytes the server process has read by system calls so far, sockets and files alike
     * (`rchar` of /proc/{pid}/io; Linux): what it took in, whatever the kernel still buffers.
     */
    bytesRead(): number {
      const line = readFileSync(`/proc/${child.pid}/io`, "utf8").match(/^rchar:\s+(\d+)$/m);
      return Number(line![1]);
    },
    /** The test ends the process itself (a kill, a signal it answers by exiting): no failure. */
    expectExit() {
      expected = true;
    },
    /**
     * SIGTERM and its end; then the folder made here removed. Throws when the server had ended
     * unasked and no test reported it yet.
     */
    async stop({ keepData = false } = {}) {
      expected = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
      }
      await exited;
      // Only the folder made here; a caller's DATA_DIR is the caller's to remove.
      if (made && !keepData) await rm(made, { recursive: true, force: true, maxRetries: 3 });
      if (failure && unexpectedExits.delete(failure)) throw new Error(failure);
    },
  };
}
