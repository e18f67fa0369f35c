import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startReplica } from "../../server/backup/replica";
import {
  claimReplica,
  follows,
  LOCAL_STAMP,
  OLDER_THAN_REPLICA,
  readLocalStamp,
  readReplicaStamp,
  REPLICA_STAMP,
  writeLocalStamp,
  type Stamp,
} from "../../server/backup/replica-stamp";
import { privacyStore } from "../../server/inquiries/privacy";
import { openStore } from "../../server/inquiries/store";
import { ERASURE_QUEUE, queuedErasures } from "../../server/platform/replica-erasures";
import { deletePaper } from "../../server/units/papers";
import { parseReplicaUrl, type ReplicaTarget } from "../../server/platform/replica-url";
import { STORED } from "../receiver/harness";

/**
 * The replica stamp (issue 72 item 5) against real rclone and a file:// replica: which DATA_DIR
 * may start over a replica (its own, restarted; one restored from it; a new replica) and which
 * is refused as older (an archive's, a disk rolled back, an old machine's after a restore);
 * and the file pass that copies without deleting, while an erasure leaves the replica by name,
 * even when the replica was down at the moment of the erasure.
 */
const root = mkdtempSync(join(tmpdir(), "hanbit-replica-stamp-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const quiet = { log: () => {}, error: () => {} };
const fileTarget = (dir: string) => parseReplicaUrl(`file://${dir}`) as ReplicaTarget;

/** A DATA_DIR with one database, as a site's holds. */
function site(name: string) {
  const dataDir = join(root, name);
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, "content.sqlite"));
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE IF NOT EXISTS t (x)");
  db.close();
  return dataDir;
}

const claim = (dataDir: string, target: ReplicaTarget) => claimReplica({ dataDir, target }, quiet);

describe("which DATA_DIR may start over a replica", () => {
  it("decides by run and mark", () => {
    const held: Stamp = { run: "b", n: 7 };
    expect(follows(undefined, held)).toBe(false);
    expect(follows({ run: "b", n: 7 }, held)).toBe(true);
    expect(follows({ run: "b", n: 9 }, held)).toBe(true);
    expect(follows({ run: "b", n: 6 }, held)).toBe(false);
    expect(follows({ run: "a", n: 99 }, held)).toBe(false);
    expect(follows({ run: "c", n: 8, previous: { run: "b", n: 7 } }, held)).toBe(true);
    expect(follows({ run: "c", n: 8, previous: { run: "b", n: 6 } }, held)).toBe(false);
  });

  it("a new replica, a restart, a rolled-back disk, an archive, a restore and an old machine", async () => {
    const replica = join(root, "claims-replica");
    const target = fileTarget(replica);
    const data = site("claims-data");

    // A new, empty replica: started, and the stamp is in both places.
    const first = await claim(data, target);
    expect(await readReplicaStamp(target)).toEqual(first.stamp());
    expect(readLocalStamp(data)).toEqual(first.stamp());

    // The same machine started again: a new run, a higher mark.
    const second = await claim(data, target);
    expect(second.stamp().run).not.toBe(first.stamp().run);
    expect(second.stamp().n).toBeGreaterThan(first.stamp().n);

    // A copy of the disk now, then the replica receives more: the copy is behind.
    const rolledBack = join(root, "claims-rolled-back");
    cpSync(data, rolledBack, { recursive: true });
    await second.advance(true);
    await second.advance(false);
    expect((await readReplicaStamp(target))!.n).toBe(second.stamp().n);
    await expect(claim(rolledBack, target)).rejects.toThrow(OLDER_THAN_REPLICA);
    await expect(claim(rolledBack, target)).rejects.toThrow(/rolled back/);

    // An archive holds no stamp (archives leave run/ out).
    const archived = join(root, "claims-archived");
    cpSync(data, archived, { recursive: true });
    rmSync(join(archived, "run"), { recursive: true });
    await expect(claim(archived, target)).rejects.toThrow(OLDER_THAN_REPLICA);
    // Refused before anything was written: the replica's stamp is as it was.
    expect(await readReplicaStamp(target)).toEqual({
      run: second.stamp().run,
      n: second.stamp().n,
    });

    // A restore from the replica copies its stamp: that DATA_DIR starts, and takes the replica.
    const restored = site("claims-restored");
    writeLocalStamp(restored, (await readReplicaStamp(target))!);
    const third = await claim(restored, target);
    expect((await readReplicaStamp(target))!.run).toBe(third.stamp().run);
    // The old machine's disk comes back: refused, its stamp is of a run the replica left.
    await expect(claim(data, target)).rejects.toThrow(/stale disk/);

    // A start stopped between its two writes (DATA_DIR's written, the replica's not) starts.
    const held = (await readReplicaStamp(target))!;
    writeLocalStamp(restored, { run: "cut-short", n: held.n + 1, previous: held });
    const fourth = await claim(restored, target);
    expect(fourth.stamp().previous).toBeUndefined();
    expect(readLocalStamp(restored)).toEqual(fourth.stamp());

    // The same DATA_DIR pointed at a new place starts and fills it.
    const elsewhere = fileTarget(join(root, "claims-new-replica"));
    const fifth = await claim(restored, elsewhere);
    expect(await readReplicaStamp(elsewhere)).toEqual(fifth.stamp());
  });

  it("an empty DATA_DIR starts over a replica with a stamp and no database", async () => {
    const replica = join(root, "stamp-only");
    mkdirSync(replica);
    writeFileSync(join(replica, REPLICA_STAMP), JSON.stringify({ run: "gone", n: 3 }));
    const empty = join(root, "empty-data");
    mkdirSync(empty);
    const claimed = await claim(empty, fileTarget(replica));
    expect(claimed.stamp().n).toBe(4);
    expect(existsSync(join(empty, LOCAL_STAMP))).toBe(true);
  });
});

/** The files under `dir`, relative. */
const filesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
        .sort()
    : [];

const WAIT = { timeout: 60_000, interval: 100 };

describe("the file pass", () => {
  it("a removed unit paper names its file and record for the replica before they go", async () => {
    const dataDir = join(root, "papers-data");
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    mkdirSync(join(dataDir, "unit-papers"), { recursive: true });
    for (const name of [`${id}.pdf`, `${id}.json`]) {
      writeFileSync(join(dataDir, "unit-papers", name), "paper");
    }
    await deletePaper(dataDir, id);
    expect(readdirSync(join(dataDir, "unit-papers"))).toEqual([]);
    expect(queuedErasures(dataDir).map((queued) => queued.paths)).toEqual([
      [`unit-papers/${id}.pdf`, `unit-papers/${id}.json`],
    ]);
  });

  it("never deletes a file lost here; an erasure leaves the replica, the replica down or not", async () => {
    const dataDir = join(root, "files-data");
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    const replicaDir = join(root, "files-replica");
    const target = fileTarget(replicaDir);
    const inquiryDb = join(dataDir, "inquiries.sqlite");
    const store = openStore(inquiryDb);
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const photo = { name: "valve.jpg", jpeg, width: 64, height: 48 };
    store.addWithPhotos(
      { ...STORED, email: "erased@example.com", lang: "ko" },
      [photo, photo],
      "off",
    );
    store.addWithPhotos({ ...STORED, email: "kept@example.com", lang: "ko" }, [photo], "off");
    writeFileSync(join(dataDir, "uploads", "by-hand.jpg"), jpeg);

    const claimed = await claimReplica({ dataDir, inquiryDb, target }, quiet);
    const startMark = claimed.stamp().n;
    const said: string[] = [];
    const log = {
      log: (...parts: unknown[]) => void said.push(parts.join(" ")),
      error: (...parts: unknown[]) => void said.push(parts.join(" ")),
    };
    const replica = await startReplica(
      { dataDir, inquiryDb, target, claim: claimed, filePassMs: 200 },
      log,
    );
    const there = () => filesIn(join(replicaDir, "files"));
    /** Resolves once a pass that began after this call has finished. */
    const nextPasses = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const before = replica.status().files.copiedAt;
        await vi.waitFor(() => expect(replica.status().files.copiedAt).not.toBe(before), WAIT);
      }
    };
    const rclonePath = process.env.RCLONE_PATH;
    try {
      await vi.waitFor(() => expect(there()).toHaveLength(4), WAIT);
      const erasedPhotos = store.photos
        .filesOf(store.idOf(store.since()[0]!.ref)!)
        .map((file) => `request-photos/${file}`);
      expect(erasedPhotos).toHaveLength(2);
      expect(there()).toEqual(expect.arrayContaining([...erasedPhotos, "uploads/by-hand.jpg"]));
      // The stamp moved on with what the replica received.
      await vi.waitFor(
        async () => expect((await readReplicaStamp(target))!.n).toBeGreaterThan(startMark),
        WAIT,
      );

      // Lost here by hand: the replica keeps it, pass after pass.
      rmSync(join(dataDir, "uploads", "by-hand.jpg"));
      await nextPasses(2);
      expect(there()).toContain("uploads/by-hand.jpg");

      // The replica down (rclone cannot reach it) at the moment of the erasure.
      const down = join(root, "rclone-down");
      const calls = join(root, "rclone-down-calls");
      writeFileSync(down, `#!/bin/sh\necho "$1" >> ${calls}\necho unreachable >&2\nexit 1\n`, {
        mode: 0o755,
      });
      process.env.RCLONE_PATH = down;
      privacyStore(store).erasePerson({ email: "erased@example.com" });
      // Gone here at once; named in the queue for the replica.
      for (const file of erasedPhotos) expect(existsSync(join(dataDir, file))).toBe(false);
      expect(readdirSync(join(dataDir, ERASURE_QUEUE))).toHaveLength(1);
      // A deletion tried and failed, and said.
      await vi.waitFor(() => {
        expect(existsSync(calls) && readFileSync(calls, "utf8")).toContain("delete");
        expect(replica.status().files.error).toBeDefined();
      }, WAIT);
      expect(there()).toEqual(expect.arrayContaining(erasedPhotos));
      expect(readdirSync(join(dataDir, ERASURE_QUEUE))).toHaveLength(1);

      // Back: the next pass deletes them there, by name, and the queue is empty.
      if (rclonePath === undefined) delete process.env.RCLONE_PATH;
      else process.env.RCLONE_PATH = rclonePath;
      await vi.waitFor(() => {
        for (const file of erasedPhotos) expect(there()).not.toContain(file);
      }, WAIT);
      await vi.waitFor(() => expect(replica.status().files.error).toBeUndefined(), WAIT);
      expect(readdirSync(join(dataDir, ERASURE_QUEUE))).toEqual([]);
      // The other buyer's photo and the file lost by hand stay.
      expect(there()).toContain("uploads/by-hand.jpg");
      expect(there().filter((file) => file.startsWith("request-photos/"))).toHaveLength(1);
      expect(said.join("\n")).toContain("2 erased files deleted from the replica");
      // Neither the stamp nor the queue is copied as a file.
      expect(there().some((file) => file.startsWith("run/"))).toBe(false);
      expect(JSON.parse(readFileSync(join(replicaDir, REPLICA_STAMP), "utf8"))).toHaveProperty(
        "run",
        claimed.stamp().run,
      );
    } finally {
      if (rclonePath === undefined) delete process.env.RCLONE_PATH;
      else process.env.RCLONE_PATH = rclonePath;
      await replica.stop();
      store.close();
    }
  });
});
