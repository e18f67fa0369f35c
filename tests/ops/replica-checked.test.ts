import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { startReplica, withReplica } from "../../server/backup/replica";
import { readLease, REPLICA_LEASE, takeLease } from "../../server/backup/replica-lease";
import { rcloneDaemon } from "../../server/backup/rclone-daemon";
import { restoreFromReplica } from "../../server/backup/replica-restore";
import { rcloneBinary, rcloneEnv } from "../../server/backup/replica-tools";
import { parseReplicaUrl, type ReplicaTarget } from "../../server/platform/replica-url";
import { PATIENT } from "../receiver/harness";
import { sftpHostAcross } from "./sftp-host";

/**
 * Issue 80 items 3, 4 and 8: the replica checked, not assumed, and one writer per replica, as it
 * runs: a real Litestream and rclone over SFTP to a loopback sshd behind a proxy that holds
 * every chunk 50 ms each way, read back every 200 ms here (20 s in service). Its folder deleted
 * (on the replica host's disk): said as "missing" (/healthz 503, the log), healed by a new
 * generation, and a restore then brings every row back. A second DATA_DIR over a held replica is
 * refused with who holds it; a running server whose lease another took stops writing there and
 * says so.
 */
const root = mkdtempSync(join(tmpdir(), "replica-checked-"));
const host = sftpHostAcross(root);

/** The replica host's folder `path`, reached across the delaying proxy. */
const across = (path: string) => parseReplicaUrl(host.url(path)) as ReplicaTarget;

function site(name: string) {
  const dataDir = mkdtempSync(join(root, `${name}-`));
  const db = new Database(join(dataDir, "notes.sqlite"));
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE notes (body TEXT)");
  return { dataDir, db };
}

const quiet = (said: string[]) => ({
  log: (...parts: unknown[]) => void said.push(parts.join(" ")),
  error: (...parts: unknown[]) => void said.push(parts.join(" ")),
});

const health = (replica: Parameters<typeof withReplica>[1]) =>
  withReplica(() => ({ ok: true, body: {} }), replica)() as {
    ok: boolean;
    body: { replica: { state: string; missing?: string[]; takenBy?: string } };
  };

describe("the replica read back", () => {
  it("notices its folder deleted, says so, and heals it with a new snapshot", async () => {
    const { dataDir, db } = site("deleted");
    const path = join(root, "deleted-replica");
    const target = across(path);
    const said: string[] = [];
    const replica = await startReplica(
      { dataDir, target, readBackMs: 200, ackBoundMs: 60_000 },
      quiet(said),
    );
    try {
      db.prepare("INSERT INTO notes VALUES ('before')").run();
      expect(await replica.confirm()).toBe(true);
      rmSync(join(path, "notes.sqlite"), { recursive: true, force: true });
      await vi.waitFor(() => expect(health(replica).body.replica.state).toBe("missing"), PATIENT);
      expect(health(replica).ok).toBe(false);
      expect(health(replica).body.replica.missing).toEqual(["notes.sqlite"]);
      expect(said.join("\n")).toMatch(/lacks the snapshot of notes\.sqlite/);
      await vi.waitFor(() => expect(health(replica).body.replica.state).toBe("ok"), PATIENT);
      expect(said.join("\n")).toMatch(/holds every database's snapshot again/);
      db.prepare("INSERT INTO notes VALUES ('after')").run();
      expect(await replica.confirm()).toBe(true);
    } finally {
      await replica.stop();
      db.close();
    }
    const restored = join(root, "deleted-restored");
    await restoreFromReplica({ target, dataDir: restored });
    const back = new Database(join(restored, "notes.sqlite"), { readonly: true });
    expect(back.prepare("SELECT body FROM notes ORDER BY rowid").pluck().all()).toEqual([
      "before",
      "after",
    ]);
    back.close();
  });
});

describe("one writer per replica", () => {
  it("refuses a second DATA_DIR while the first holds it, and lets it in once given up", async () => {
    const target = across(join(root, "leased"));
    // Read and written through one rclone that keeps its connection, as a server's start does.
    const io = rcloneDaemon({ binary: rcloneBinary, env: rcloneEnv(target), log: quiet([]) });
    try {
      const first = await takeLease({ target, dataDir: join(root, "first"), io });
      await expect(takeLease({ target, dataDir: join(root, "second"), io })).rejects.toThrow(
        /held by another server: .*DATA_DIR .*first.*stop the server on .*lease runs out/,
      );
      // The same DATA_DIR started again (a restart after a crash) takes its own lease back.
      const again = await takeLease({ target, dataDir: join(root, "first"), io });
      await again.release(io);
      expect(Date.parse((await readLease(target, io))!.expiresAt)).toBeLessThanOrEqual(Date.now());
      await takeLease({ target, dataDir: join(root, "second"), io });
      expect(first).toBeDefined();
    } finally {
      await io.stop();
    }
  });

  it("two starts at one moment never both take it, in either order", async () => {
    const target = across(join(root, "raced"));
    const path = join(root, "raced");
    const io = rcloneDaemon({ binary: rcloneBinary, env: rcloneEnv(target), log: quiet([]) });
    try {
      // The race issue 80 found: "b" reads the lease free, then waits while "a" takes the
      // replica whole; a lease written and read back let both run.
      let reads = 0;
      let aTook!: () => void;
      const took = new Promise<void>((done) => (aTook = done));
      const b = takeLease({
        target,
        dataDir: join(root, "b"),
        io: {
          ...io,
          read: async (fs, file, ms) => {
            const text = await io.read(fs, file, ms);
            if (file === REPLICA_LEASE && reads++ === 0) await took;
            return text;
          },
        },
      });
      const bSettled = b.then(
        () => "took",
        (error: Error) => error.message,
      );
      await vi.waitFor(() => expect(reads).toBe(1), PATIENT);
      const a = await takeLease({ target, dataDir: join(root, "a"), io });
      aTook();
      expect(await bSettled).toMatch(/held by another server: .*DATA_DIR \S*\/a\b/);
      await a.release(io);

      // Both claims written before either looks: each sees the other, and both give way.
      let listed = 0;
      let bothWrote!: () => void;
      const both = new Promise<void>((done) => (bothWrote = done));
      const gated = {
        ...io,
        list: async (...args: Parameters<typeof io.list>) => {
          if (++listed === 2) bothWrote();
          await both;
          return io.list(...args);
        },
      };
      const starts = await Promise.allSettled(
        ["c", "d"].map((name) => takeLease({ target, dataDir: join(root, name), io: gated })),
      );
      expect(starts.map((start) => start.status)).toEqual(["rejected", "rejected"]);
      for (const start of starts) {
        expect(String((start as PromiseRejectedResult).reason)).toMatch(
          /another server is starting on the replica .* at this same moment: .*DATA_DIR/,
        );
      }
      // No claim is left behind, and a start alone then takes it.
      expect(readdirSync(path).filter((name) => name.startsWith("claim-"))).toEqual([]);
      await takeLease({ target, dataDir: join(root, "c"), io });
      expect((await readLease(target, io))?.dataDir).toBe(join(root, "c"));
    } finally {
      await io.stop();
    }
  });

  it("a server whose lease another took writes there no more, and says who", async () => {
    const { dataDir, db } = site("taken");
    const path = join(root, "taken-replica");
    const target = across(path);
    const startIo = rcloneDaemon({ binary: rcloneBinary, env: rcloneEnv(target), log: quiet([]) });
    const lease = await takeLease({ target, dataDir, io: startIo }).finally(() => startIo.stop());
    const said: string[] = [];
    const replica = await startReplica(
      { dataDir, target, lease, readBackMs: 200, ackBoundMs: 60_000 },
      quiet(said),
    );
    try {
      db.prepare("INSERT INTO notes VALUES ('mine')").run();
      expect(await replica.confirm()).toBe(true);
      // A new machine restored from it takes it on purpose (its lease written over this one's).
      const other = {
        ...(await readLease(target))!,
        id: "other",
        host: "new-machine",
        machine: "f".repeat(32),
      };
      // Written as that machine renews it: a renewal here under way may write over one.
      await vi.waitFor(() => {
        writeFileSync(join(path, REPLICA_LEASE), JSON.stringify(other));
        expect(health(replica).body.replica.state).toBe("taken");
      }, PATIENT);
      expect(health(replica).ok).toBe(false);
      expect(health(replica).body.replica.takenBy).toMatch(/^new-machine/);
      expect(said.join("\n")).toMatch(/Another server has taken the replica: new-machine/);
      await vi.waitFor(() => expect(replica.status().running).toBe(false), PATIENT);
      // Its lease stays the other's: this one's stop does not give it up.
      await replica.stop();
      expect((await readLease(target))!.id).toBe("other");
    } finally {
      await replica.stop();
      db.close();
    }
    expect(existsSync(join(path, "notes.sqlite"))).toBe(true);
    expect(readdirSync(path)).toContain(REPLICA_LEASE);
  });
});
