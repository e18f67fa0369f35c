import { spawn, type ChildProcess } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { mkdtempSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free loopback port, from the system. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * The built server as `npm run serve` starts it (`node build/app/main.js`), in a process of its
 * own on a loopback port (a free one unless `env.PORT` names it), with a throwaway database.
 * Used by the server tests and the benchmark. `nodeOptions` go before the script; `keepOutput`
 * collects what the server writes (its log) for `output()`; `cwd` serves another checkout's build
 * (the benchmark's "before"). The throwaway folder (when `env`
 * names no DATA_DIR) is removed by `stop()`, unless `stop({ keepData: true })`: a restart on it.
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
    ...env,
  };
  // Vitest runs with NODE_ENV=test; the server must choose its builds itself.
  delete childEnv.NODE_ENV;
  if (env.NODE_ENV) childEnv.NODE_ENV = env.NODE_ENV;
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, "build/app/main.js"], {
    cwd,
    env: childEnv,
    stdio: ["ignore", keepOutput ? "pipe" : "ignore", keepOutput ? "pipe" : "inherit"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let output = "";
  const events = new EventEmitter();
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      events.emit("output");
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  // Up to 30 s: a busy machine (the whole suite on 2 cores) starts it slowly.
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
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
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      // Only the folder made here; a caller's DATA_DIR is the caller's to remove.
      if (made && !keepData) await rm(made, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}
