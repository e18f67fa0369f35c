import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { litestreamBinary, replicaFolders } from "../../server/backup/replica-tools";
import { REFUSED_EXIT } from "../../server/platform/refused-start";

/**
 * Issue 72 item 7: REPLICA_URL set on a machine without rclone or Litestream. The start stops
 * before anything is made in DATA_DIR, naming the program and how to install it; before, it
 * stopped with "The replica cannot be read: " and nothing after the colon.
 */

const work = mkdtempSync(join(tmpdir(), "replica-tools-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The built server started with `env` over the test's own, to its end: its code and stderr. */
async function startServer(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(work, "data-"));
  const child = spawn(process.execPath, ["build/app/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: undefined,
      PORT: "39999",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      REPLICA_URL: `file://${join(work, "replica")}`,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, stderr, made: readdirSync(dataDir) };
}

describe("a replica tool missing at the start", () => {
  it("rclone not on PATH: the start stops, naming it and how to install it", async () => {
    // Only Node's own folder: no rclone there.
    const { code, stderr, made } = await startServer({ PATH: dirname(process.execPath) });
    expect(code).toBe(REFUSED_EXIT);
    expect(stderr).toContain("rclone");
    expect(stderr).toContain("no rclone on PATH");
    expect(stderr).toContain("apt-get install rclone");
    expect(made).toEqual([]);
  });

  it("RCLONE_PATH naming nothing: the same, with the path it named", async () => {
    const { code, stderr } = await startServer({ RCLONE_PATH: join(work, "no-rclone") });
    expect(code).toBe(REFUSED_EXIT);
    expect(stderr).toContain(`RCLONE_PATH names ${join(work, "no-rclone")}`);
    expect(stderr).toContain("apt-get install rclone");
  });
});

describe("the replica tools' words", () => {
  const saved = { rclone: process.env.RCLONE_PATH, arch: process.arch };
  afterEach(() => {
    if (saved.rclone === undefined) delete process.env.RCLONE_PATH;
    else process.env.RCLONE_PATH = saved.rclone;
    Object.defineProperty(process, "arch", { value: saved.arch, configurable: true });
  });

  it("a replica read without rclone says rclone is missing, not an empty reason", async () => {
    process.env.RCLONE_PATH = join(work, "no-rclone");
    const read = replicaFolders({ kind: "file", path: join(work, "replica") });
    await expect(read).rejects.toThrow(/rclone.*is not installed.*apt-get install rclone/s);
  });

  it("Litestream missing says which package npm ci installs, and where", () => {
    // A platform with no package of its own: the package's name, and Linux x64.
    Object.defineProperty(process, "arch", { value: "riscv64", configurable: true });
    expect(() => litestreamBinary()).toThrow(
      /Litestream.*@flydotio\/litestream-linux-riscv64 is missing.*Linux x64/s,
    );
  });
});
