import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { refusedStart } from "../platform/refused-start";
import type { ReplicaTarget } from "../platform/replica-url";
import { rcloneRoot, replicaFile, writeReplicaFile, type ReplicaIo } from "./replica-tools";

/**
 * One writer per replica (issue 80 item 4). Two servers on one REPLICA_URL (two fresh starts,
 * or a new machine restored while the old one still runs) both wrote there, and a restore took
 * one side's generations and lost the other's writes. A server holds the replica by a lease at
 * its root (`lease.json`: which machine, which DATA_DIR, until when), renewed while it runs and
 * given up at its stop. A start while another holds it is refused with who holds it; a server
 * that finds its lease taken stops writing there and says so.
 *
 * Two starts at one moment both read the lease free; a write read back cannot tell them apart,
 * since the later writer reads its own lease back too. So a start first leaves a claim of its
 * own (`claim-{id}.json`, a name no one else writes), lists the others', and only then reads the
 * lease again and writes it. Of two starts, the later to list sees the other's claim, or, when
 * that one has finished, its lease: it gives way. Two that see each other both give way.
 */
export const REPLICA_LEASE = "lease.json";
/** A lease runs this long after its last renewal: a lost machine's is free after it. */
export const LEASE_MS = 90_000;
const LEASE_TIMEOUT_MS = 30_000;
/** A start's claim; one older than a lease, of a start that died, no longer counts. */
const claimName = (id: string) => `claim-${id}.json`;
const CLAIMS = "/claim-*.json";

export interface Lease {
  id: string;
  host: string;
  /** /etc/machine-id: a new machine with the old one's name is still another machine. */
  machine: string;
  dataDir: string;
  /** The server's process: on this same machine, a lease of a process gone is free. */
  pid: number;
  renewedAt: string;
  expiresAt: string;
}

function machineId() {
  try {
    return readFileSync("/etc/machine-id", "utf8").trim() || hostname();
  } catch {
    return hostname();
  }
}

/** Whether a server process `pid` runs on this machine. */
function running(pid: unknown) {
  if (typeof pid !== "number") return false;
  if (pid === process.pid) return true;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return false;
  }
}

const isLease = (value: unknown): value is Lease =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Lease).id === "string" &&
  typeof (value as Lease).expiresAt === "string";

/** The lease, or a start's claim, at `name`; undefined when absent, empty or half written. */
async function readLeaseFile(target: ReplicaTarget, name: string, io?: ReplicaIo) {
  const text = (await replicaFile(target, name, LEASE_TIMEOUT_MS, io))?.toString() ?? "";
  if (text.trim() === "") return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isLease(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const readLease = (target: ReplicaTarget, io?: ReplicaIo): Promise<Lease | undefined> =>
  readLeaseFile(target, REPLICA_LEASE, io);

async function writeLease(
  target: ReplicaTarget,
  lease: Lease,
  io?: ReplicaIo,
  name = REPLICA_LEASE,
) {
  await writeReplicaFile(target, name, `${JSON.stringify(lease)}\n`, LEASE_TIMEOUT_MS, io).catch(
    (error: Error) => {
      throw new Error(`The replica's lease could not be written: ${error.message}`);
    },
  );
}

/** Who holds the replica, in words for a person. */
export const holderWords = (lease: Lease) =>
  `${lease.host} (machine ${lease.machine.slice(0, 12)}, DATA_DIR ${lease.dataDir}), last ` +
  `renewed ${lease.renewedAt}`;

/** The refusal: who holds it, and how to take it over on purpose. */
export const heldElsewhere = (lease: Lease) =>
  `Refused: the replica at REPLICA_URL is held by another server: ${holderWords(lease)}. Two ` +
  "servers writing one replica lose one side's writes at the restore. To move the site here on " +
  `purpose, stop the server on ${lease.host} (its stop gives the replica up), or, if that ` +
  `machine is lost, start this one after ${lease.expiresAt}, when its lease runs out; restore ` +
  "first (npm run restore -- --from-replica) unless this DATA_DIR is that server's newest.";

/** The claims of other starts under way: each claim's holder, its own not counted. */
async function startingBeside(target: ReplicaTarget, io: ReplicaIo, id: string, now: () => number) {
  const names = await io.list(rcloneRoot(target), [CLAIMS], 1, LEASE_TIMEOUT_MS);
  const others: Lease[] = [];
  for (const name of names) {
    if (name === claimName(id)) continue;
    // Half written: a start writing it now, which itself lists after its write.
    const claim = await readLeaseFile(target, name, io);
    if (!claim) continue;
    // A start of this machine whose process is gone, or one that died a lease ago.
    if (claim.machine === machineId() && !running(claim.pid)) continue;
    if (Date.parse(claim.expiresAt) <= now()) continue;
    others.push(claim);
  }
  return others;
}

/** The refusal when another server starts on the replica at this same moment. */
const startingAtOnce = (others: Lease[]) =>
  `Refused: another server is starting on the replica at REPLICA_URL at this same moment: ` +
  `${others.map(holderWords).join("; ")}. Two servers writing one replica lose one side's ` +
  "writes at the restore, so neither takes it. Stop the one that should not run, then start " +
  "this one again.";

/**
 * Takes the replica for this server at start, before anything is written there; refused when
 * another machine, or another DATA_DIR here, holds an unexpired lease. The same DATA_DIR on the
 * same machine (a restart after a crash) takes its own lease back at once.
 */
export async function takeLease(options: {
  target: ReplicaTarget;
  dataDir: string;
  now?: () => number;
  /** An rclone that keeps its connection, for the start's reads and writes (not kept after). */
  io: ReplicaIo;
}) {
  const { target, io } = options;
  const now = options.now ?? Date.now;
  const own = {
    id: randomUUID(),
    host: hostname(),
    machine: machineId(),
    dataDir: resolve(options.dataDir),
    pid: process.pid,
  };
  const mine = (lease: Lease | undefined) => lease?.id === own.id;
  // This DATA_DIR here started again, or a server of this machine that is gone (killed).
  const ours = (lease: Lease) =>
    lease.machine === own.machine && (lease.dataDir === own.dataDir || !running(lease.pid));
  const stamp = (at: number, ms: number): Lease => ({
    ...own,
    renewedAt: new Date(at).toISOString(),
    expiresAt: new Date(at + ms).toISOString(),
  });
  const heldByOther = (lease: Lease | undefined) =>
    lease && !ours(lease) && Date.parse(lease.expiresAt) > now();
  const held = await readLease(target, io);
  if (heldByOther(held)) throw refusedStart(heldElsewhere(held!));
  await writeLease(target, stamp(now(), LEASE_MS), io, claimName(own.id));
  try {
    const others = await startingBeside(target, io, own.id, now);
    if (others.length) throw refusedStart(startingAtOnce(others));
    const heldNow = await readLease(target, io);
    if (heldByOther(heldNow)) throw refusedStart(heldElsewhere(heldNow!));
    await writeLease(target, stamp(now(), LEASE_MS), io);
  } finally {
    await io.remove(rcloneRoot(target), claimName(own.id), LEASE_TIMEOUT_MS).catch(() => {});
  }
  return {
    /**
     * Renews the lease; the lease of another server when it has taken the replica since (then
     * this one must write there no more), else undefined. A replica that cannot be read throws.
     * `io`: the running server's rclone, whose connection is kept.
     */
    async renew(io?: ReplicaIo): Promise<Lease | undefined> {
      const there = await readLease(target, io);
      if (there && !mine(there)) return there;
      await writeLease(target, stamp(now(), LEASE_MS), io);
      return undefined;
    },
    /** At a stop: the lease runs out now, so another machine may take the replica at once. */
    async release(io?: ReplicaIo) {
      const there = await readLease(target, io);
      if (there && !mine(there)) return;
      await writeLease(target, stamp(now(), 0), io);
    },
  };
}

export type ReplicaLease = Awaited<ReturnType<typeof takeLease>>;
