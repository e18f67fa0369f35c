import { execFile } from "node:child_process";
import { promisify } from "node:util";

/** What the ops tests share: the built backup command, and the machine lost at once. */

const run = promisify(execFile);

/** `node build/app/backup.js …` (what npm run backup / restore runs); never throws. */
export async function backupCommand(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["build/app/backup.js", ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** A signal to the server and every process it started (Litestream, rclone) at once. */
export async function signalMachine(pid: number, signal: NodeJS.Signals) {
  const children = (await run("ps", ["-o", "pid=", "--ppid", String(pid)])).stdout
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  for (const child of [pid, ...children]) {
    try {
      process.kill(child, signal);
    } catch {
      // Gone already.
    }
  }
}

/** The server and every process it started, killed at once: the machine lost. */
export const killHard = (pid: number) => signalMachine(pid, "SIGKILL");

/**
 * REPLICA_ACK_SECONDS for a test whose subject is not a late confirmation: on the suite's busy
 * machine a write (and an rclone start for its files) can take past the 3 s a real site waits,
 * and the replica would then stay "unconfirmed" with nothing written after it to confirm it.
 * tests/ops/replica-faults.test.ts keeps the real bound where the fault is the subject.
 */
export const PATIENT_REPLICA = { REPLICA_ACK_SECONDS: "60" };
