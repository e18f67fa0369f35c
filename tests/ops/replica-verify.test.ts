import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { restoreFromReplica, verifyReplica } from "../../server/backup/replica-restore";
import { litestreamBinary, litestreamConfig } from "../../server/backup/replica-tools";
import { checkDatabaseReplica, lz4FrameProblem } from "../../server/backup/replica-verify";
import { PATIENT } from "../receiver/harness";

/**
 * Issue 80 item 1: a segment cut by a machine lost during its upload (Litestream 0.3.13 writes
 * SFTP segments under their final name) never breaks the restore. A real Litestream replicates
 * a database, one segment per batch of rows; then the replica's last segment is cut in half,
 * a middle one emptied, or its snapshot emptied. The restore takes the last whole position,
 * names what it left out, and never ends with a database without its tables.
 */
const work = mkdtempSync(join(tmpdir(), "replica-verify-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NAME = "notes.sqlite";
const BATCHES = 4;
const pristine = join(work, "pristine");

/**
 * The replica's segments, oldest first. Not a `.tmp` file: Litestream's file replica writes a
 * segment under that name and then renames it, so one seen there is not yet written.
 */
const segments = (root: string) => {
  const generations = join(root, NAME, "generations");
  const [generation] = readdirSync(generations);
  const wal = join(generations, generation!, "wal");
  return readdirSync(wal)
    .filter((file) => !file.endsWith(".tmp"))
    .sort()
    .map((file) => join(wal, file));
};

beforeAll(async () => {
  const db = join(work, "live", NAME);
  mkdirSync(join(work, "live"));
  const writer = new Database(db);
  writer.pragma("journal_mode = WAL");
  writer.exec("CREATE TABLE notes (batch INTEGER, body TEXT)");
  const config = join(work, "litestream.yml");
  writeFileSync(
    config,
    litestreamConfig({ kind: "file", path: pristine }, [{ name: NAME, path: db }]),
  );
  const litestream = spawn(litestreamBinary(), ["replicate", "-config", config], {
    stdio: "ignore",
  });
  try {
    await vi.waitFor(() => expect(segments(pristine).length).toBeGreaterThan(0), PATIENT);
    for (let batch = 1; batch <= BATCHES; batch++) {
      const before = segments(pristine).length;
      const insert = writer.prepare("INSERT INTO notes VALUES (?, ?)");
      writer.transaction(() => {
        for (let i = 0; i < 5; i++) insert.run(batch, "x".repeat(2000));
      })();
      // Each batch in a segment of its own: the next is written once this one is there.
      await vi.waitFor(() => expect(segments(pristine).length).toBeGreaterThan(before), PATIENT);
    }
  } finally {
    writer.close();
    litestream.kill("SIGKILL");
    await once(litestream, "close");
  }
}, 60_000);

/** A copy of the replica with `damage` done to it. */
function damaged(label: string, damage: (root: string) => void) {
  const root = join(work, label);
  cpSync(pristine, root, { recursive: true, preserveTimestamps: true });
  damage(root);
  return root;
}

async function restoredBatches(root: string, label: string) {
  const dataDir = join(work, `${label}-data`);
  const lines: string[] = [];
  await restoreFromReplica({
    target: { kind: "file", path: root },
    dataDir,
    log: (line) => lines.push(line),
  });
  const db = new Database(join(dataDir, NAME), { readonly: true });
  try {
    const batches = db.prepare("SELECT DISTINCT batch FROM notes ORDER BY batch").pluck().all();
    return { batches, lines: lines.join("\n") };
  } finally {
    db.close();
  }
}

describe("a replica with a cut segment", () => {
  it("knows whole LZ4 frames from cut ones", () => {
    const whole = readFileSync(segments(pristine).at(-1)!);
    expect(lz4FrameProblem(whole)).toBeUndefined();
    expect(lz4FrameProblem(whole.subarray(0, 0))).toMatch(/empty/);
    expect(lz4FrameProblem(whole.subarray(0, whole.length - 1))).toMatch(/cut short/);
    expect(lz4FrameProblem(whole.subarray(0, 11))).toMatch(/cut short/);
  });

  it("restores every batch from a whole replica, and --verify says it is whole", async () => {
    const verified = await verifyReplica({ target: { kind: "file", path: pristine } });
    expect(verified.ok).toBe(true);
    const { batches } = await restoredBatches(pristine, "whole");
    expect(batches).toEqual([1, 2, 3, 4]);
  });

  it("restores to the segment before a half-written last one, and names it", async () => {
    const root = damaged("cut", (r) => {
      const last = segments(r).at(-1)!;
      truncateSync(last, Math.floor(readFileSync(last).length / 2));
    });
    const last = segments(root).at(-1)!.split("/").at(-1)!;
    const check = checkDatabaseReplica(join(root, NAME), NAME);
    expect(check.skipped.map((s) => s.path.split("/").at(-1))).toEqual([last]);
    const verified = await verifyReplica({ target: { kind: "file", path: root } });
    expect(verified.ok).toBe(false);
    const { batches, lines } = await restoredBatches(root, "cut");
    expect(batches).toEqual([1, 2, 3]);
    expect(lines).toContain(`left out generations/`);
    expect(lines).toContain(last);
    expect(lines).toMatch(/restored to .*1 damaged files left out/);
  });

  it("leaves out an emptied middle segment and every one after it", async () => {
    const root = damaged("empty", (r) => truncateSync(segments(r).at(-3)!, 0));
    const { batches, lines } = await restoredBatches(root, "empty");
    expect(batches).toEqual([1]);
    expect(lines).toMatch(/empty \(0 bytes\)/);
    expect(lines).toMatch(/after [0-9a-f_]+\.wal\.lz4/);
  });

  it("refuses, naming it, a replica whose only snapshot is cut", async () => {
    const root = damaged("snapshot", (r) => {
      const generations = join(r, NAME, "generations");
      const [generation] = readdirSync(generations);
      const snapshots = join(generations, generation!, "snapshots");
      for (const file of readdirSync(snapshots)) truncateSync(join(snapshots, file), 3);
    });
    await expect(restoredBatches(root, "snapshot")).rejects.toThrow(
      /no whole snapshot .*snapshot\.lz4: cut short/,
    );
  });
});
