import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it, vi } from "vitest";
import { startReplica } from "../../server/backup/replica";
import { parseReplicaUrl, type ReplicaTarget } from "../../server/platform/replica-url";
import { freePort } from "../free-port";

/**
 * The server picks a free loopback port for Litestream's metrics just before Litestream
 * starts; another program may take it in between. Litestream 0.3.13 then replicates on with
 * no metrics, so the lag could never be read again: the server starts it on another port.
 */
const root = mkdtempSync(join(tmpdir(), "hanbit-replica-port-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("a metrics port taken before Litestream starts: it starts again on another, and the lag is read", async () => {
  const dataDir = mkdtempSync(join(root, "data-"));
  const db = new Database(join(dataDir, "inquiries.sqlite"));
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE t (x)");
  // Holds the port and never answers: a scrape of it only times out.
  const holder = createServer().listen(0, "127.0.0.1");
  await once(holder, "listening");
  const taken = (holder.address() as AddressInfo).port;
  const ports = [taken];
  const said: string[] = [];
  const log = {
    log: (...parts: unknown[]) => void said.push(parts.join(" ")),
    error: (...parts: unknown[]) => void said.push(parts.join(" ")),
  };
  const target = parseReplicaUrl(`file://${join(root, "replica")}`) as ReplicaTarget;
  const replica = await startReplica(
    { dataDir, target, metricsPort: async () => ports.shift() ?? freePort() },
    log,
  );
  try {
    await vi.waitFor(
      () => expect(said.join("\n")).toMatch(/metrics port was taken: starting it again/),
      { timeout: 15_000, interval: 100 },
    );
    db.prepare("INSERT INTO t VALUES (1)").run();
    // Seen as a write not yet replicated, then replicated: the metrics are read again.
    replica.status();
    await vi.waitFor(
      () => {
        const now = replica.status();
        expect(now.running).toBe(true);
        expect(now.databases[0]!.lagSeconds).toBe(0);
        expect(now.databases[0]!.replicatedAt).toBeDefined();
      },
      { timeout: 15_000, interval: 100 },
    );
  } finally {
    await replica.stop();
    holder.close();
    db.close();
  }
});
