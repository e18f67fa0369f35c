import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { writeFileDurably } from "../platform/durable-file";
import { refusedStart } from "../platform/refused-start";
import type { ReplicaTarget } from "../platform/replica-url";
import { behindReplica, type WalEnd } from "./replica-behind";
import {
  databasesOf,
  holdsDatabase,
  refuseEmptyOverFilled,
  replicaFile,
  writeReplicaFile,
  type ReplicaIo,
} from "./replica-tools";

/**
 * The replica stamp (docs/decisions/041-replica.md, amended by issue 72 item 5): which DATA_DIR
 * the replica follows, and how far. The same small record is kept in DATA_DIR (`run/`, never
 * archived nor copied) and at the replica's root: `run`, a random id each start takes, and `n`,
 * a counter that goes up at the start and after every file pass that carried something new,
 * here first and then there. So on the machine that replicates, its own stamp is never behind
 * the replica's, and any other copy of the data is:
 *
 * - an archive restored holds no stamp (archives leave `run/` out): refused;
 * - a stale disk (an old machine's, or a disk rolled back) has another run or a smaller `n`;
 * - the same machine starting again has the replica's run and an `n` at least as high;
 * - a restore from the replica copies the replica's stamp into DATA_DIR, so it starts;
 * - a new, empty replica has none: the server starts and fills it.
 */
export interface Stamp {
  run: string;
  n: number;
  /**
   * The replica's stamp this run started over, until the replica took the run's own: a start
   * stopped between its two writes still matches it.
   */
  previous?: { run: string; n: number };
}

export const LOCAL_STAMP = join("run", "replica-stamp.json");
/** At the replica's root, beside the databases' folders (a file: no database's name). */
export const REPLICA_STAMP = "stamp.json";

/** Reading or writing the stamp takes a moment; longer is a replica that does not answer. */
const STAMP_TIMEOUT_MS = 60_000;

const isStamp = (value: unknown): value is Stamp =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Stamp).run === "string" &&
  Number.isSafeInteger((value as Stamp).n);

function parseStamp(text: string): Stamp | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isStamp(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function readLocalStamp(dataDir: string): Stamp | undefined {
  try {
    return parseStamp(readFileSync(join(dataDir, LOCAL_STAMP), "utf8"));
  } catch {
    return undefined;
  }
}

export function writeLocalStamp(dataDir: string, stamp: Stamp) {
  const file = join(dataDir, LOCAL_STAMP);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileDurably(file, `${JSON.stringify(stamp)}\n`);
}

/** The replica's stamp; undefined when it has none (a new replica, or one from before stamps). */
export async function readReplicaStamp(
  target: ReplicaTarget,
  io?: ReplicaIo,
): Promise<Stamp | undefined> {
  const stdout = (await replicaFile(target, REPLICA_STAMP, STAMP_TIMEOUT_MS, io))?.toString() ?? "";
  // An object store answers a missing key with nothing: no stamp either.
  if (stdout.trim() === "") return undefined;
  const stamp = parseStamp(stdout);
  if (!stamp) throw new Error(`The replica's ${REPLICA_STAMP} is not a stamp: ${stdout.trim()}`);
  return stamp;
}

export async function writeReplicaStamp(target: ReplicaTarget, stamp: Stamp, io?: ReplicaIo) {
  const held = { run: stamp.run, n: stamp.n };
  await writeReplicaFile(
    target,
    REPLICA_STAMP,
    `${JSON.stringify(held)}\n`,
    STAMP_TIMEOUT_MS,
    io,
  ).catch((error: Error) => {
    throw new Error(`The replica's stamp could not be written: ${error.message}`);
  });
}

/** Whether DATA_DIR's stamp is at least as new as the replica's `held`. */
export function follows(local: Stamp | undefined, held: Stamp): boolean {
  if (!local) return false;
  if (local.run === held.run) return local.n >= held.n;
  return local.previous?.run === held.run && local.previous.n === held.n;
}

/** Why DATA_DIR does not follow the replica, for the refusal. */
function why(local: Stamp | undefined, held: Stamp) {
  if (!local) {
    return "DATA_DIR has never replicated there: an archive restored, or another machine's data";
  }
  if (local.run === held.run) {
    return `DATA_DIR was replicated up to mark ${local.n}, the replica is at ${held.n}: a disk rolled back`;
  }
  return "the replica has been written by another start since (a machine restored from it): this is a stale disk";
}

export const OLDER_THAN_REPLICA =
  "the replica holds newer writes: restore from it, or point REPLICA_URL at a new place";

/**
 * At start, before any store opens: refuses a DATA_DIR older than the replica (and an empty one
 * over a replica that holds a site), then takes the replica for this run. What it returns
 * moves the stamp on as the replica receives new writes (server/backup/replica.ts).
 */
export async function claimReplica(
  options: {
    dataDir: string;
    inquiryDb?: string;
    target: ReplicaTarget;
    /** An rclone that keeps its connection, for the start's reads and writes (not kept after). */
    io?: ReplicaIo;
  },
  log: Pick<Console, "error"> = console,
) {
  const { dataDir, inquiryDb, target } = options;
  await refuseEmptyOverFilled(dataDir, inquiryDb, target);
  const held = await readReplicaStamp(target, options.io);
  const local = readLocalStamp(dataDir);
  const refuse = (reason: string) =>
    refusedStart(
      `Refused: ${OLDER_THAN_REPLICA}. (${reason}; DATA_DIR ${resolve(dataDir)}.) ` +
        "Starting would replace the replica's databases and files with older ones. To restore " +
        "from it, move DATA_DIR's contents away and run npm run restore -- --from-replica.",
    );
  // An empty DATA_DIR got past the check above only over a replica with no database.
  if (held && !follows(local, held) && (await holdsDatabase(dataDir, inquiryDb))) {
    throw refuse(why(local, held));
  }
  // The stamp moves at file passes; a disk rolled back since the last one is told by positions.
  // Every database behind is named: Litestream's own write at its checkpoints (once a minute)
  // puts one the server did not write to (content.sqlite) behind as well.
  const behind = await behindReplica(target, await databasesOf(dataDir, inquiryDb).catch(() => []));
  if (behind.length > 0) {
    const at = (end: WalEnd) => `WAL ${end.index}, byte ${end.end}`;
    const each = behind.map(
      (db) =>
        `${db.name} ends here at ${at(db.here)} of generation ${db.here.generation}, ` +
        `the replica's at ${at(db.there)}`,
    );
    throw refuse(`${each.join("; ")}: a disk rolled back, or a snapshot`);
  }
  let stamp: Stamp = {
    run: randomUUID(),
    n: Math.max(local?.n ?? 0, held?.n ?? 0) + 1,
    ...(held && { previous: { run: held.run, n: held.n } }),
  };
  // Here first: stopped before the replica's is written, the next start still matches.
  writeLocalStamp(dataDir, stamp);
  /** The stamp last written to the replica, or held there. */
  let written: Stamp | undefined = held;
  /** Said once while the replica refuses it, not at every pass. */
  let failing = false;
  const toReplica = async (io?: ReplicaIo) => {
    if (written?.run === stamp.run && written.n === stamp.n) return;
    try {
      await writeReplicaStamp(target, stamp, io);
      written = stamp;
      failing = false;
      // The replica has this run's own now: the one it held before no longer matches.
      if (stamp.previous) {
        const own = { run: stamp.run, n: stamp.n };
        writeLocalStamp(dataDir, own);
        stamp = own;
      }
    } catch (error) {
      // Tried again after the next file pass; meanwhile the replica's stays behind this one.
      if (!failing) log.error((error as Error).message);
      failing = true;
    }
  };
  await toReplica(options.io);
  return {
    stamp: () => stamp,
    /**
     * After a file pass: one up when the replica received something since (`changed`), here
     * first; and the replica's written when it is behind (a failed write is tried again),
     * through the running server's rclone (`io`).
     */
    async advance(changed: boolean, io?: ReplicaIo) {
      if (changed) {
        const next = { ...stamp, n: stamp.n + 1 };
        writeLocalStamp(dataDir, next);
        stamp = next;
      }
      await toReplica(io);
    },
  };
}

export type ReplicaClaim = Awaited<ReturnType<typeof claimReplica>>;
