import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Vitest's global setup: every temporary folder of the run (test files make theirs with
 * `mkdtemp(tmpdir())`, servers and Dovecot theirs) goes in one folder of its own, removed when
 * the run ends. Whole runs had left hundreds of folders in /tmp.
 */
export default function setup() {
  // Each project of vitest.config.ts runs the setup too: the first folder serves them all.
  if (process.env.HANBIT_TEST_TMP) return;
  const root = mkdtempSync(join(tmpdir(), "hanbit-vitest-"));
  // Passable by other users, as /tmp is: the test Dovecot, run as root, keeps mail as nobody.
  chmodSync(root, 0o711);
  // Read by os.tmpdir() at each call, in this process and the workers and children it starts.
  process.env.TMPDIR = root;
  process.env.HANBIT_TEST_TMP = root;
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 3 });
}
