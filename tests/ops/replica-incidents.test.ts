import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it, vi } from "vitest";
import { startReplica, type ReplicaIncident } from "../../server/backup/replica";
import { parseReplicaUrl, type ReplicaTarget } from "../../server/platform/replica-url";

/**
 * The replica tells its incidents as its state says them (issue 72; the owners' mail listens,
 * server/backup/replica-mail.ts): unconfirmed when an acknowledgement is not confirmed in time,
 * each restart of the watchdog, and confirmed again once a later one is. The replica's folder
 * is a plain file while the fault lasts: nothing can be written there, even by root.
 */
const root = mkdtempSync(join(tmpdir(), "hanbit-replica-incidents-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("tells unconfirmed, restarted and confirmed as status() says them", async () => {
  const dataDir = mkdtempSync(join(root, "data-"));
  const db = new Database(join(dataDir, "inquiries.sqlite"));
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE t (x)");
  const folder = join(root, "replica");
  writeFileSync(folder, "not a folder");
  const told: ReplicaIncident[] = [];
  const quiet = { log: () => undefined, error: () => undefined };
  const target = parseReplicaUrl(`file://${folder}`) as ReplicaTarget;
  const replica = await startReplica({ dataDir, target, onIncident: (i) => told.push(i) }, quiet);
  try {
    db.prepare("INSERT INTO t VALUES (1)").run();
    expect(await replica.confirm()).toBe(false);
    const { unconfirmedSince } = replica.status();
    expect(told).toEqual([{ kind: "unconfirmed", since: unconfirmedSince }]);
    // Writes wait and the replica does not move: the watchdog starts it again, and says so.
    await vi.waitFor(() => expect(replica.status().restartedStuck).toBeDefined(), {
      timeout: 30_000,
      interval: 100,
    });
    const { at, count } = replica.status().restartedStuck!;
    expect(told).toContainEqual({ kind: "restarted", at, count });

    rmSync(folder);
    mkdirSync(folder);
    await vi.waitFor(async () => expect(await replica.confirm()).toBe(true), {
      timeout: 60_000,
      interval: 100,
    });
    expect(replica.status().unconfirmedSince).toBeUndefined();
    const back = told.filter((incident) => incident.kind === "confirmed");
    expect(back).toEqual([{ kind: "confirmed", since: unconfirmedSince, at: expect.any(String) }]);
    // Told once each: a later acknowledgement confirmed tells nothing new.
    expect(told.filter((incident) => incident.kind === "unconfirmed")).toHaveLength(1);
  } finally {
    await replica.stop();
    db.close();
  }
}, 120_000);
