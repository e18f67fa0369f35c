import { spawn, type ChildProcessByStdio } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { build } from "vite";
import { viteDefine } from "../../config/settings";

/** A user without root's power to write any file (nobody), for tests that run as root. */
export const UNPRIVILEGED = 65534;
export const isRoot = process.getuid?.() === 0;

/**
 * Bundles crash-server.ts (the site app with its receiver) so that it runs in a process of its
 * own. The bundle lives inside the project, so that its external imports resolve from
 * node_modules, and can be read by any user.
 */
export async function buildServer() {
  mkdirSync("node_modules/.cache", { recursive: true });
  const dir = mkdtempSync(join("node_modules/.cache", "receiver-server-"));
  chmodSync(dir, 0o755);
  await build({
    configFile: false,
    logLevel: "silent",
    // The server shares a few app modules (the 404 page's URL helpers) that read them.
    define: viteDefine(),
    build: {
      ssr: join(import.meta.dirname, "crash-server.ts"),
      outDir: dir,
      target: "node24",
      rollupOptions: { output: { entryFileNames: "server.js" } },
    },
    ssr: { external: ["better-sqlite3", "nodemailer"] },
  });
  return {
    file: join(dir, "server.js"),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface ChildServer {
  child: ChildProcessByStdio<null, Readable, Readable>;
  /** Everything it printed so far. */
  output: () => string;
  /** Its port once it listens; rejects with its output if it exits first. */
  ready: Promise<string>;
}

/** Starts the bundled server with `env`, optionally as another user. */
export function startServer(file: string, env: Record<string, string>, user?: number): ChildServer {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...(user !== undefined && { uid: user, gid: user }),
  });
  let output = "";
  child.stderr.on("data", (data: Buffer) => (output += data.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
    child.stdout.on("data", (data: Buffer) => {
      output += data.toString();
      const port = /READY (\d+)/.exec(output);
      if (port) resolve(port[1]!);
    });
  });
  // Read by whoever waits for it; a test that expects the exit does not.
  ready.catch(() => undefined);
  return { child, output: () => output, ready };
}
