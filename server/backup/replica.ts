import { spawn, type ChildProcess } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import { erasureDone, queuedErasures } from "../platform/replica-erasures";
import type { ReplicaTarget } from "../platform/replica-url";
import { localWalEnd } from "./replica-behind";
import { rcloneDaemon } from "./rclone-daemon";
import { holderWords, REPLICA_LEASE, type ReplicaLease } from "./replica-lease";
import { parseMetrics, positionTracker } from "./replica-position";
import { REPLICA_STAMP, type ReplicaClaim } from "./replica-stamp";
import {
  databasesOf,
  fileFilters,
  litestreamBinary,
  litestreamConfig,
  rcloneBinary,
  rcloneEnv,
  rcloneRoot,
  REPLICA_NAME,
  replicaSnapshots,
} from "./replica-tools";

/**
 * REPLICA_URL set: Litestream replicates every database of DATA_DIR as it is written, and rclone
 * copies the other files every FILE_PASS_MS (never deleting there: files erased on purpose are
 * deleted by name, from their queue); both are children of the server, started again when they
 * die. The state says how far behind the replica is (docs/decisions/041-replica.md).
 */

/** Litestream's positions are read this often while a write waits, and every second otherwise. */
const SCRAPE_MS = 200;
/** While an acknowledgement waits for its write, this often. */
const ACK_SCRAPE_MS = 20;
/**
 * How long an acknowledgement waits for the replica (issue 72) unless REPLICA_ACK_SECONDS says
 * otherwise. Past it the write is kept and acknowledged, and the replica is "unconfirmed":
 * /healthz answers 503 and the owner is told.
 */
export const ACK_BOUND_MS = 3_000;
/**
 * A write waiting this long while the replica's position does not move: Litestream is stuck
 * (0.3.13 blocks in a pipe write after a write error at the replica) and is started again.
 */
const STUCK_MS = 8_000;
/** A write waiting this long for the replica's sync gets a nudge (below). */
const NUDGE_MS = 250;
/** A write not waited for, still not in the replica this long, is nudged, this often. */
const IDLE_NUDGE_MS = 1_000;

/**
 * The bytes of a database's shadow WAL files before `index` in Litestream's current generation
 * (`.{name}-litestream/generations/{id}/wal/{index, 8 hex}.wal`); undefined when unreadable.
 * Read after the metrics: a file removed in between only makes the target later, never earlier.
 */
export const olderShadowBytes =
  (path: string) =>
  (index: number): number | undefined => {
    try {
      const meta = join(dirname(path), `.${basename(path)}-litestream`);
      const generation = readFileSync(join(meta, "generation"), "utf8").trim();
      const wal = join(meta, "generations", generation, "wal");
      let bytes = 0;
      for (const name of readdirSync(wal)) {
        const at = /^([0-9a-f]{8})\.wal$/.exec(name);
        if (at && Number.parseInt(at[1]!, 16) < index) bytes += statSync(join(wal, name)).size;
      }
      return bytes;
    } catch {
      return undefined;
    }
  };

/** A connection of its own to a replicated database, for the nudges' one-row table. */
function nudgeDatabase(path: string) {
  const db = new Database(path);
  db.pragma("busy_timeout = 1000");
  db.exec("CREATE TABLE IF NOT EXISTS _replica_nudge (id INTEGER PRIMARY KEY, at INTEGER)");
  return db;
}
/** A write not in the replica after this long is "behind" in /healthz and the log. */
const BEHIND_MS = 5_000;
/** A file pass this often; a pass always looks at everything, so none is lost to a restart. */
const FILE_PASS_MS = 15_000;
/** A pass that takes longer is stopped (a hung SFTP server); the next one starts over. */
const FILE_PASS_TIMEOUT_MS = 5 * 60_000;
/** A quick copy for an acknowledgement that takes longer is stopped; the full pass follows. */
const QUICK_TIMEOUT_MS = 60_000;
/**
 * The replica read back this often (issue 80): each database's snapshot of the generation it
 * replicates now. A replica deleted or emptied is noticed within a minute.
 */
const READ_BACK_MS = 20_000;
/** Files not copied this long are "behind" (the promise is a minute). */
const FILES_BEHIND_MS = 60_000;

export interface ReplicaStatus {
  target: ReplicaTarget["kind"];
  /** Litestream is running. */
  running: boolean;
  /** The oldest write not yet in the replica, in seconds; 0 when all is there. */
  lagSeconds: number;
  behind: boolean;
  /** Since when an acknowledged write is not confirmed in the replica (issue 72): ISO time. */
  unconfirmedSince?: string;
  /**
   * Since when the replica lacks the snapshot of a database it is written (deleted or emptied
   * there), and which; Litestream is started again, which writes a new one.
   */
  missing?: { since: string; databases: string[] };
  /** Another server took the replica (its lease): this one writes there no more. Who, since. */
  taken?: { since: string; by: string };
  /** Litestream was started again because the replica did not move while writes waited. */
  restartedStuck?: { at: string; count: number };
  databases: { name: string; lagSeconds: number; replicatedAt?: string }[];
  files: {
    /** The last pass that finished. */
    copiedAt?: string;
    lastFile?: { path: string; at: string };
    behind: boolean;
    error?: string;
  };
}

type Log = Pick<Console, "log" | "error">;

/** What the owners are told of (issue 72): times are ISO 8601. */
export type ReplicaIncident =
  | { kind: "unconfirmed"; since: string }
  | { kind: "confirmed"; since: string; at: string }
  | { kind: "restarted"; at: string; count: number };

/** "time=... level=INFO msg=\"write wal segment\" db=/path ..." to its fields. */
function logFields(line: string) {
  const fields: Record<string, string> = {};
  for (const match of line.matchAll(/(\w[\w-]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const raw = match[2]!;
    fields[match[1]!] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return fields;
}

/** Runs a child with its lines into `onLine`; resolves with its exit code (null: signalled). */
function lines(child: ChildProcess, onLine: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on("line", onLine);
  }
}

/** Kills the Litestream whose pid `pidFile` names, if it still runs. */
function stopOrphan(pidFile: string, log: Log) {
  try {
    const pid = Number(readFileSync(pidFile, "utf8"));
    if (!/litestream/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"))) return;
    process.kill(pid, "SIGKILL");
    log.error(`[litestream] stopped the one a previous server left running (pid ${pid})`);
  } catch {
    // No file, or no such process: nothing left running.
  }
}

const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/** A free loopback port for Litestream's metrics. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startReplica(
  options: {
    dataDir: string;
    inquiryDb?: string;
    target: ReplicaTarget;
    /** Where Litestream's metrics are served; a test gives a port already taken. */
    metricsPort?: () => Promise<number>;
    /** Told when the replica stops or starts again confirming writes, and of each restart. */
    onIncident?: (incident: ReplicaIncident) => void;
    /** The replica stamp taken at start (replica-stamp.ts), moved on after each file pass. */
    claim?: Pick<ReplicaClaim, "advance">;
    /** Between file passes; a test waits less. */
    filePassMs?: number;
    /** This server's hold on the replica (replica-lease.ts), renewed at each read back. */
    lease?: ReplicaLease;
    /** Between reads of the replica's snapshots; a test waits less. */
    readBackMs?: number;
    /** How long an acknowledgement waits (REPLICA_ACK_SECONDS); ACK_BOUND_MS unless given. */
    ackBoundMs?: number;
  },
  log: Log = console,
) {
  const { dataDir, target } = options;
  const ackBoundMs = options.ackBoundMs ?? ACK_BOUND_MS;
  // Whoever listens (the owners' mail) never fails an acknowledgement or the watchdog.
  const tell = (incident: ReplicaIncident) => {
    try {
      options.onIncident?.(incident);
    } catch (error) {
      log.error("The replica's incident could not be told:", error);
    }
  };
  const databases = await databasesOf(dataDir, options.inquiryDb);
  // A Litestream left running by a server that was killed (its own group outlives it): one
  // process per database, so it goes before another starts.
  const pidFile = join(dataDir, "run", "litestream.pid");
  mkdirSync(dirname(pidFile), { recursive: true });
  stopOrphan(pidFile, log);
  const binary = litestreamBinary();
  // Outside DATA_DIR: the configuration is made again at each start, and is not data.
  const configDir = mkdtempSync(join(tmpdir(), "hanbit-litestream-"));
  const configFile = join(configDir, "litestream.yml");
  let metricsUrl = "";
  const configure = async () => {
    metricsUrl = `http://127.0.0.1:${await (options.metricsPort ?? freePort)()}/metrics`;
    writeFileSync(configFile, litestreamConfig(target, databases, new URL(metricsUrl).host), {
      mode: 0o600,
    });
  };
  await configure();
  /** Set when the port was taken between choosing it and Litestream's start. */
  let portTaken = false;

  let stopping = false;
  /** The server's stop has begun: Litestream is not started again (issue 80 item 7). */
  let ending = false;
  /** Another server's lease found in place of this one's (issue 80): nothing more is written. */
  let taken: { since: number; by: string } | undefined;
  let litestream: ChildProcess | undefined;
  let restartDelay = 1000;
  let restartTimer: NodeJS.Timeout | undefined;
  /** Per database: the start of the last WAL segment written to the replica (ms), to show. */
  const replicatedAt = new Map<string, number>();
  /** Per database: its writes not yet in the replica, by WAL positions (replica-position.ts). */
  const trackers = new Map(databases.map((db) => [db.path, positionTracker()]));
  /** Each Litestream process started; a scrape of a new one starts the positions over. */
  let runs = 0;
  let scrapedRun = 0;

  /**
   * Databases whose replica lost its generation's start (its folder deleted): the generation
   * they write on cannot be restored there, whatever snapshot follows (Litestream: "missing
   * initial wal segment"). Litestream starts them again on a new generation, snapshot first.
   */
  const newGeneration = new Set<string>();
  const runLitestream = async () => {
    for (const path of newGeneration) {
      rmSync(join(dirname(path), `.${basename(path)}-litestream`), {
        recursive: true,
        force: true,
      });
    }
    newGeneration.clear();
    if (portTaken) {
      portTaken = false;
      await configure();
      if (stopping) return;
    }
    const startedAt = Date.now();
    runs += 1;
    // Its own process group: a signal to the server's group (a terminal's Ctrl-C, a unit's stop)
    // leaves it to the server, which stops it last, once its writes are in the replica.
    const child = spawn(binary, ["replicate", "-config", configFile], {
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    litestream = child;
    if (child.pid) writeFileSync(pidFile, String(child.pid));
    const started = new Map<string, number>();
    lines(child, (line) => {
      const fields = logFields(line);
      const db = fields.db;
      const at = fields.time ? Date.parse(fields.time) : Date.now();
      // One pair of lines per sync: their times are the replica's position, not news.
      if (db && fields.msg === "write wal segment") {
        started.set(db, at);
        return;
      }
      if (db && (fields.msg === "wal segment written" || fields.msg === "snapshot written")) {
        replicatedAt.set(db, started.get(db) ?? at);
        if (fields.msg === "wal segment written") return;
      }
      if (db && fields.msg === "write snapshot") started.set(db, at);
      log.log(`[litestream] ${line}`);
      // Litestream 0.3.13 replicates on without its metrics, and the lag could never be read:
      // it starts again on another port.
      if (fields.msg === "cannot start metrics server" && !portTaken) {
        log.error("[litestream] its metrics port was taken: starting it again on another");
        portTaken = true;
        restartDelay = 0;
        child.kill("SIGTERM");
      }
    });
    child.on("error", (error) => log.error("[litestream] could not start:", error.message));
    child.on("close", (code, signal) => {
      litestream = undefined;
      if (stopping || taken) return;
      // A stop under way (a unit's stop signals every process of its group): never started
      // again mid-stop, with a new generation; the stop goes on without waiting for it.
      if (ending) {
        log.error(`[litestream] stopped (${signal ?? `exit ${code}`}) during the stop`);
        for (const waiter of waiters) waiter.done(false);
        waiters.clear();
        return;
      }
      // A run that lasted a minute was healthy: the next failure is tried again soon.
      if (Date.now() - startedAt > 60_000) restartDelay = 1000;
      log.error(
        `[litestream] stopped (${signal ?? `exit ${code}`}); starting it again in ${restartDelay / 1000} s`,
      );
      restartTimer = setTimeout(() => void runLitestream(), restartDelay);
      restartDelay = Math.min(Math.max(restartDelay * 2, 1000), 30_000);
    });
  };
  await runLitestream();

  // The files: one rclone pass at a time, each with its timeout.
  const filesState: ReplicaStatus["files"] & { lastOkAt: number } = {
    behind: false,
    lastOkAt: Date.now(),
  };
  const filesRoot = `${rcloneRoot(target)}/files`;
  /** The rclone that copies (rclone-daemon.ts), and the deletions' commands running. */
  const daemon = rcloneDaemon({
    binary: rcloneBinary,
    env: rcloneEnv(target),
    log,
    // The lease and the stamp it writes at the replica's root are not the site's files.
    onCopied: (path) => {
      if (path === REPLICA_LEASE || path === REPLICA_STAMP) return;
      filesState.lastFile = { path, at: new Date().toISOString() };
    },
  });
  const rclones = new Set<ChildProcess>();
  let passTimer: NodeJS.Timeout | undefined;
  let passing: Promise<void> | undefined;
  /** One rclone command (the erasures' deletions): its exit code and its last error. */
  const rcloneRun = (args: string[], timeoutMs = FILE_PASS_TIMEOUT_MS) =>
    new Promise<{ code: number | null; error?: string }>((done) => {
      const child = spawn(
        rcloneBinary(),
        // The remote comes from the environment; no file of the machine's user is read.
        [...args, "--use-json-log", "--log-level", "INFO", "--stats", "0", "--config", ""],
        {
          env: { ...process.env, ...rcloneEnv(target) },
          stdio: ["ignore", "pipe", "pipe"],
          // Its own process group, as Litestream's: the server stops it itself.
          detached: true,
        },
      );
      rclones.add(child);
      const timeout = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
      let error: string | undefined;
      lines(child, (line) => {
        let entry: { level?: string; msg?: string; object?: string; time?: string };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          log.log(`[rclone] ${line}`);
          return;
        }
        if (entry.level === "error") {
          error = `${entry.object ? `${entry.object}: ` : ""}${entry.msg}`;
          log.error(`[rclone] ${error}`);
        }
      });
      child.on("error", (failed) => {
        error = failed.message;
      });
      child.on("close", (code) => {
        clearTimeout(timeout);
        rclones.delete(child);
        done({ code, ...(error !== undefined && { error }) });
      });
    });

  // Erasures are queued under DATA_DIR and under the inquiry database's folder (its files).
  const erasureRoots = [
    ...new Set([
      resolve(dataDir),
      ...(options.inquiryDb ? [dirname(resolve(options.inquiryDb))] : []),
    ]),
  ];
  /**
   * The files erased on purpose since (replica-erasures.ts), deleted from the replica by name;
   * after the copy, so a pass that began before an erasure cannot bring one back. An entry
   * stays until the replica has answered, and is tried again at each pass.
   */
  const eraseQueued = async (): Promise<{ erased: number; error?: string }> => {
    const entries = erasureRoots.flatMap((root) =>
      queuedErasures(root).map((queued) => ({ ...queued, root })),
    );
    if (entries.length === 0) return { erased: 0 };
    const there = new Set<string>();
    for (const { root, paths } of entries) {
      for (const path of paths) {
        const file = join(root, path);
        // An erasure stopped between its queue and its removal here is finished now.
        try {
          rmSync(file, { force: true });
        } catch (error) {
          log.error(`An erased file could not be removed: ${(error as Error).message}`);
        }
        const inReplica = relative(resolve(dataDir), file);
        if (!inReplica.startsWith("..") && !isAbsolute(inReplica)) {
          there.add(inReplica.split(sep).join("/"));
        }
      }
    }
    if (there.size > 0) {
      const list = join(configDir, "erased.txt");
      writeFileSync(list, `${[...there].join("\n")}\n`, { mode: 0o600 });
      const done = await rcloneRun([
        "delete",
        filesRoot,
        "--files-from-raw",
        list,
        "--retries",
        "1",
      ]);
      // 3: the replica has no files at all, so none of these.
      if (done.code !== 0 && done.code !== 3) {
        return {
          erased: 0,
          error: `erasures not deleted: ${done.error ?? `rclone ended with ${done.code ?? "a signal"}`}`,
        };
      }
      log.log(`[rclone] ${there.size} erased files deleted from the replica`);
    }
    for (const { entry } of entries) erasureDone(entry);
    return { erased: there.size };
  };

  /** The databases as they stand: a change since the last pass is news for the stamp. */
  const databasesNow = () =>
    databases.map((db) => `${mtime(db.path)}:${mtime(`${db.path}-wal`)}`).join(",");
  let databasesSeen = databasesNow();

  // `copy`, never `sync`: a file missing here (lost by hand, an older disk) stays there.
  const copyAll = (quick?: { maxAge: string }) =>
    daemon.copy({
      source: dataDir,
      destination: filesRoot,
      filters: fileFilters(databases, dataDir),
      ...(quick && { maxAge: quick.maxAge, noTraverse: true }),
      timeoutMs: quick ? QUICK_TIMEOUT_MS : FILE_PASS_TIMEOUT_MS,
    });
  const passOnce = async () => {
    const passStarted = Date.now();
    const copy = await copyAll();
    if (stopping) return;
    const erasures = await eraseQueued();
    if (copy.code === 0 && erasures.error === undefined) {
      filesState.lastOkAt = Date.now();
      filesState.copiedAt = new Date().toISOString();
      filesState.error = undefined;
      confirmedAgain("files", passStarted);
    } else if (!stopping) {
      filesState.error =
        copy.code !== 0
          ? (copy.error ?? `rclone ended with ${copy.code ?? "a signal"}`)
          : erasures.error;
    }
    if (stopping || !options.claim) return;
    const seen = databasesNow();
    const changed = copy.copied > 0 || erasures.erased > 0 || seen !== databasesSeen;
    databasesSeen = seen;
    try {
      await options.claim.advance(changed, daemon);
    } catch (error) {
      log.error(`The replica stamp could not be moved on: ${(error as Error).message}`);
    }
  };
  const filePass = () =>
    (passing ??= (async () => {
      try {
        await passOnce();
      } catch (error) {
        // A full disk for the erasures' list, say: said, and the next pass tries again.
        filesState.error = (error as Error).message;
        log.error(`The file pass failed: ${filesState.error}`);
      }
    })().finally(() => {
      passing = undefined;
      if (!stopping && !taken) {
        passTimer = setTimeout(() => void filePass(), options.filePassMs ?? FILE_PASS_MS);
      }
    }));
  void filePass();

  // Acknowledgements waiting for their writes (issue 72): each holds the newest write of each
  // database when it was asked; the scrape that finds them all in the replica settles it.
  type Waiter = {
    marks: [ReturnType<typeof positionTracker>, object, string][];
    since: number;
    done: (inReplica?: boolean) => void;
  };
  const waiters = new Set<Waiter>();
  const settle = () => {
    for (const waiter of waiters) {
      if (waiter.marks.some(([tracker, mark]) => tracker.holds(mark))) continue;
      waiters.delete(waiter);
      waiter.done();
    }
  };
  /**
   * Litestream 0.3.13 waits for a change of the database after each sync, and one made during
   * the sync is missed until the next: the last write of a burst sat in the shadow WAL for
   * seconds (decision 045). A write still not in the replica after NUDGE_MS gets a one-row
   * write after it, which wakes the replica's sync.
   */
  const nudges = new Map<string, { db: Database.Database; at: number }>();
  /** The WAL's mtime after each database's last nudge: that write is no one's to wait for. */
  const nudged = new Map<string, number | undefined>();
  const nudge = (path: string, now: number, every: number) => {
    let one = nudges.get(path);
    if (one && now - one.at < every) return;
    try {
      one ??= { db: nudgeDatabase(path), at: 0 };
      nudges.set(path, one);
      one.at = now;
      one.db.prepare("INSERT OR REPLACE INTO _replica_nudge (id, at) VALUES (1, ?)").run(now);
      nudged.set(path, mtime(`${path}-wal`));
    } catch (error) {
      log.error(`[litestream] could not nudge ${path}: ${(error as Error).message}`);
    }
  };
  const nudgeLate = () => {
    const now = Date.now();
    for (const waiter of waiters) {
      if (now - waiter.since < NUDGE_MS) continue;
      for (const [tracker, mark, path] of waiter.marks) {
        if (tracker.holds(mark)) nudge(path, now, NUDGE_MS);
      }
    }
    // A write no one waits for is nudged too, less often: else a database that is not written
    // again would say "behind" until its next write.
    for (const db of databases) {
      const since = trackers.get(db.path)!.lagSince();
      if (since !== undefined && now - since > IDLE_NUDGE_MS) nudge(db.path, now, IDLE_NUDGE_MS);
    }
  };
  /** When the replica's position last moved, or nothing waited for it: the watchdog's clock. */
  let progressAt = Date.now();
  let lastPositions = "";

  // Litestream's positions, read at SCRAPE_MS while a write waits for them, ACK_SCRAPE_MS while
  // an acknowledgement does.
  const startedAt = Date.now();
  let scrapeTimer: NodeJS.Timeout | undefined;
  let scraping = false;
  const scrape = async () => {
    scraping = true;
    const run = runs;
    const at = Date.now();
    try {
      const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(2000) });
      const metrics = parseMetrics(await response.text(), REPLICA_NAME);
      const restarted = run !== scrapedRun;
      scrapedRun = run;
      for (const db of databases) {
        const found = metrics.get(db.path);
        if (found) trackers.get(db.path)!.scraped(found, at, restarted, olderShadowBytes(db.path));
      }
    } catch {
      // Litestream starting or gone: its writes wait, and the lag says so.
    }
    scraping = false;
    settle();
    nudgeLate();
    const waiting = [...trackers.values()].some((tracker) => tracker.waiting());
    const positions = JSON.stringify([...trackers.values()].map((t) => t.replicaPosition()));
    if (!waiting || positions !== lastPositions) progressAt = Date.now();
    lastPositions = positions;
    if (stopping) return;
    scrapeTimer = setTimeout(
      () => void scrape(),
      waiters.size > 0 ? ACK_SCRAPE_MS : waiting ? SCRAPE_MS : 1000,
    );
  };
  scrapeTimer = setTimeout(() => void scrape(), SCRAPE_MS);
  /** A scrape soon: an acknowledgement waits. */
  const hurry = () => {
    if (scraping || stopping) return;
    clearTimeout(scrapeTimer);
    scrapeTimer = setTimeout(() => void scrape(), ACK_SCRAPE_MS);
  };

  // Files written for an acknowledgement: copied at once by a pass over what changed lately,
  // one at a time; the callers that come while one runs share the next.
  // What the last ten minutes wrote; the full pass every FILE_PASS_MS catches anything older.
  /** A quick copy: the time it started when it succeeded, else undefined. */
  const runQuick = async (): Promise<number | undefined> => {
    if (taken) return undefined;
    const startedAt = Date.now();
    // Not cut at the acknowledgement's bound: one that ends later still confirms its files.
    const copy = await copyAll({ maxAge: "10m" });
    if (copy.code !== 0 && !stopping)
      filesState.error = copy.error ?? `rclone ended with ${copy.code ?? "a signal"}`;
    if (copy.code !== 0) return undefined;
    // It covered what the last ten minutes wrote: a file missed before it started, too.
    confirmedAgain("files", startedAt);
    return startedAt;
  };
  let quickRunning: Promise<number | undefined> | undefined;
  let quickNext: Promise<number | undefined> | undefined;
  const copyNew = (): Promise<number | undefined> => {
    if (!quickRunning) {
      quickRunning = runQuick().finally(() => (quickRunning = undefined));
      return quickRunning;
    }
    quickNext ??= quickRunning.then(() => {
      quickNext = undefined;
      return copyNew();
    });
    return quickNext;
  };

  /**
   * Since when acknowledged writes are not confirmed in the replica; undefined: all are. The
   * databases' and the files' apart (issue 80): a later write confirmed covers every database
   * write before it, but a file is covered only by a copy that started after it was missed.
   */
  let dbUnconfirmedSince: number | undefined;
  let filesUnconfirmedSince: number | undefined;
  const unconfirmedSince = () => {
    const times = [dbUnconfirmedSince, filesUnconfirmedSince, missing?.since, taken?.since].filter(
      (time): time is number => time !== undefined,
    );
    return times.length === 0 ? undefined : Math.min(...times);
  };
  /** Each of both confirmed again: the log and the owners are told once all is. */
  function confirmedAgain(part: "databases" | "files" | "snapshots", startedAt: number) {
    const before = unconfirmedSince();
    if (part === "snapshots") missing = undefined;
    else if (part === "databases") dbUnconfirmedSince = undefined;
    else if (filesUnconfirmedSince !== undefined && startedAt >= filesUnconfirmedSince)
      filesUnconfirmedSince = undefined;
    if (before !== undefined && unconfirmedSince() === undefined) {
      log.log("The replica confirms writes again");
      tell({
        kind: "confirmed",
        since: new Date(before).toISOString(),
        at: new Date().toISOString(),
      });
    }
  }
  const unconfirmed = (part: "databases" | "files", at: number) => {
    const before = unconfirmedSince();
    if (part === "databases") dbUnconfirmedSince ??= at;
    else filesUnconfirmedSince ??= at;
    if (before !== undefined) return;
    log.error(
      `The replica did not confirm a write within ${ackBoundMs / 1000} s (${part}): it is ` +
        "kept here, and the replica is unconfirmed",
    );
    tell({ kind: "unconfirmed", since: new Date(at).toISOString() });
  };
  /**
   * Resolves once every write committed before the call is in the replica, and with `files`,
   * every file written lately too: true; false past ackBoundMs, when the replica is then
   * "unconfirmed" until a later acknowledgement is confirmed (a file: until a copy that began
   * after it succeeded). Every waiter of a moment shares the same scrapes and one file copy.
   */
  const confirm = async (files = false): Promise<boolean> => {
    const now = Date.now();
    const marks: Waiter["marks"] = [];
    for (const db of databases) {
      const tracker = trackers.get(db.path)!;
      tracker.seen(mtime(`${db.path}-wal`), now);
      const mark = tracker.newest();
      if (mark) marks.push([tracker, mark, db.path]);
    }
    const bound = <T>(value: T) =>
      new Promise<T>((resolve) => setTimeout(() => resolve(value), ackBoundMs).unref());
    const written =
      marks.length === 0
        ? Promise.resolve(true)
        : ending && !litestream
          ? Promise.resolve(false)
          : new Promise<boolean>((resolve) => {
              const waiter: Waiter = { marks, since: now, done: (ok = true) => resolve(ok) };
              waiters.add(waiter);
              hurry();
              void bound(false).then((late) => waiters.delete(waiter) && resolve(late));
            });
    const copied = files
      ? Promise.race([copyNew().then((started) => started !== undefined), bound(false)])
      : Promise.resolve(true);
    const [inDatabases, inFiles] = await Promise.all([written, copied]);
    if (inDatabases) confirmedAgain("databases", now);
    else unconfirmed("databases", now);
    if (!inFiles) unconfirmed("files", now);
    return inDatabases && inFiles;
  };

  /**
   * The replica read back (issue 80): a database whose generation has no snapshot there (its
   * folder deleted, the replica emptied) leaves every write since unrestorable, while Litestream
   * writes on without a word. Said as unconfirmed, and Litestream is started again on a new
   * generation, which it begins with a snapshot; the next read that finds them all says so.
   */
  let missing: { since: number; databases: string[] } | undefined;
  /**
   * Paths of the databases restarted on a new generation whose first snapshot the replica does
   * not hold yet: until it arrives, a missing snapshot for them is expected, not a fault. Without
   * this, a read-back that came round before the snapshot was uploaded restarted Litestream
   * again, abandoning each new generation in turn (a loaded CI machine: the test gave up after
   * 111 s).
   */
  const renewing = new Set<string>();
  let readBackTimer: NodeJS.Timeout | undefined;
  const readBack = async () => {
    if (ending) return;
    try {
      const other = await options.lease?.renew(daemon);
      if (other && !stopping) {
        // Another server holds it now: writing on would mix two sites' histories there.
        taken = { since: Date.now(), by: holderWords(other) };
        log.error(
          `Another server has taken the replica: ${taken.by}. This one writes there no more; ` +
            "its writes since are on this machine alone. Stop one of the two (docs/deploy.md).",
        );
        tell({ kind: "unconfirmed", since: new Date(taken.since).toISOString() });
        litestream?.kill("SIGTERM");
        for (const child of rclones) child.kill("SIGTERM");
        void daemon.stop();
        return;
      }
      const held = new Set(
        (await replicaSnapshots(target, READ_BACK_MS, daemon)).map((path) =>
          path.split("/").slice(0, 3).join("/"),
        ),
      );
      const shown = databases
        .map((db) => ({ db, generation: localWalEnd(db.path)?.generation }))
        .filter(({ generation }) => generation !== undefined);
      const isHeld = (name: string, generation?: string) =>
        held.has(`${name}/generations/${generation}`);
      for (const { db, generation } of shown) {
        if (isHeld(db.name, generation)) renewing.delete(db.path);
      }
      const lacking = shown.filter(({ db, generation }) => !isHeld(db.name, generation));
      if (stopping) return;
      if (lacking.length > 0) {
        const first = missing === undefined;
        missing ??= { since: Date.now(), databases: [] };
        missing.databases = lacking.map(({ db }) => db.name);
        // Started again already: its new generation's first snapshot is on its way.
        const renew = lacking.filter(({ db }) => !renewing.has(db.path));
        if (renew.length > 0) {
          log.error(
            `The replica lacks the snapshot of ${renew.map(({ db }) => db.name).join(", ")} ` +
              "(deleted or emptied there?): nothing written since the missing snapshot can be " +
              "restored; starting Litestream again on a new generation",
          );
          for (const { db } of renew) {
            newGeneration.add(db.path);
            renewing.add(db.path);
          }
          if (litestream) {
            restartDelay = 0;
            litestream.kill("SIGTERM");
          }
        }
        if (first) tell({ kind: "unconfirmed", since: new Date(missing.since).toISOString() });
      } else if (missing) {
        log.log("The replica holds every database's snapshot again");
        confirmedAgain("snapshots", Date.now());
      }
    } catch (error) {
      // Unreachable: the acknowledgements and the file passes say so already.
      log.error(`The replica could not be read back: ${(error as Error).message}`);
    } finally {
      if (!stopping)
        readBackTimer = setTimeout(() => void readBack(), options.readBackMs ?? READ_BACK_MS);
    }
  };
  readBackTimer = setTimeout(() => void readBack(), options.readBackMs ?? READ_BACK_MS);

  const status = (now = Date.now()): ReplicaStatus => {
    const rows = databases.map((db) => {
      // Writes go to the WAL; the main file changes by checkpoints, which hold nothing new. A
      // nudge's own write is left out (an acknowledgement's `confirm` never leaves one out).
      const tracker = trackers.get(db.path)!;
      const written = mtime(`${db.path}-wal`);
      if (written !== nudged.get(db.path)) tracker.seen(written, now);
      const since = tracker.lagSince();
      const done = replicatedAt.get(db.path) ?? 0;
      // A write from before this start is counted from the start, not from when it was made.
      const lag = since === undefined ? 0 : Math.max(0, now - Math.max(since, startedAt));
      return {
        name: db.name,
        lagSeconds: Math.round(lag / 100) / 10,
        ...(done > 0 && { replicatedAt: new Date(done).toISOString() }),
      };
    });
    const lagSeconds = Math.max(0, ...rows.map((row) => row.lagSeconds));
    filesState.behind = now - filesState.lastOkAt > FILES_BEHIND_MS;
    const files: ReplicaStatus["files"] = {
      behind: filesState.behind,
      ...(filesState.copiedAt && { copiedAt: filesState.copiedAt }),
      ...(filesState.lastFile && { lastFile: filesState.lastFile }),
      ...(filesState.error && { error: filesState.error }),
    };
    return {
      target: target.kind,
      running: litestream !== undefined,
      lagSeconds,
      behind: lagSeconds * 1000 > BEHIND_MS || files.behind,
      ...(unconfirmedSince() !== undefined && {
        unconfirmedSince: new Date(unconfirmedSince()!).toISOString(),
      }),
      ...(taken && { taken: { since: new Date(taken.since).toISOString(), by: taken.by } }),
      ...(missing && {
        missing: { since: new Date(missing.since).toISOString(), databases: missing.databases },
      }),
      ...(stuck.count > 0 && {
        restartedStuck: { at: new Date(stuck.at).toISOString(), count: stuck.count },
      }),
      databases: rows,
      files,
    };
  };

  // Looked at every second, so a write is seen pending soon after it is made, and the log says
  // when the replica falls behind and when it is back.
  let wasBehind = false;
  const stuck = { at: 0, count: 0 };
  const watch = setInterval(() => {
    // The watchdog: on progress, not on the process. Writes wait and the replica's position has
    // not moved: Litestream is started again, and catches up from its shadow WAL.
    const waiting = [...trackers.values()].some((tracker) => tracker.waiting());
    if (waiting && litestream && Date.now() - progressAt > STUCK_MS) {
      stuck.at = Date.now();
      stuck.count += 1;
      progressAt = Date.now();
      log.error(
        `[litestream] the replica has not moved for ${STUCK_MS / 1000} s while writes wait: starting it again`,
      );
      restartDelay = 0;
      litestream.kill("SIGKILL");
      tell({ kind: "restarted", at: new Date(stuck.at).toISOString(), count: stuck.count });
    }
    const now = status();
    if (now.behind !== wasBehind) {
      wasBehind = now.behind;
      if (now.behind) {
        const late = now.databases.filter((db) => db.lagSeconds * 1000 > BEHIND_MS);
        log.error(
          `The replica is behind: ${[
            ...late.map((db) => `${db.name} by ${db.lagSeconds} s`),
            ...(now.files.behind ? [`files (${now.files.error ?? "no pass finished"})`] : []),
          ].join(", ")}`,
        );
      } else {
        log.log("The replica has caught up");
      }
    }
  }, 1000);
  watch.unref();
  log.log(
    `Replicating ${databases.length} databases and the files of ${dataDir} to a ${target.kind} replica`,
  );

  return {
    databases,
    status,
    confirm,
    /** The databases' WAL times and sizes: unchanged, nothing was written (acknowledge.ts). */
    writesMark: () =>
      databases
        .map((db) => {
          try {
            const stat = statSync(`${db.path}-wal`, { bigint: true });
            return `${stat.mtimeNs}:${stat.size}`;
          } catch {
            return "-";
          }
        })
        .join(","),
    /** The server's stop has begun: Litestream, should it end now, is not started again. */
    ending() {
      ending = true;
    },
    /** Stops both children; Litestream gets SIGTERM and syncs what it has before it exits. */
    async stop() {
      stopping = true;
      clearInterval(watch);
      clearTimeout(restartTimer);
      clearTimeout(passTimer);
      clearTimeout(scrapeTimer);
      clearTimeout(readBackTimer);
      const exited = (child: ChildProcess | undefined) =>
        child && child.exitCode === null && child.signalCode === null
          ? new Promise<void>((done) => {
              child.once("close", () => done());
              child.kill("SIGTERM");
              setTimeout(() => child.kill("SIGKILL"), 5000).unref();
            })
          : undefined;
      await Promise.all([exited(litestream), daemon.stop(), ...[...rclones].map(exited)]);
      for (const { db } of nudges.values()) db.close();
      // Given up, so another machine may take the replica at once (bounded, as below).
      if (options.lease && !taken) {
        await Promise.race([
          options.lease
            .release()
            .catch((error: Error) =>
              log.error(`The replica's lease could not be given up: ${error.message}`),
            ),
          new Promise((done) => setTimeout(done, 5000).unref()),
        ]);
      }
      // The pass ends at its next step (its erasures' list is in configDir), or the stamp's
      // write under way ends; bounded, as a hung replica may hold that write.
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([
        passing,
        new Promise((done) => (bound = setTimeout(done, 5000))),
      ]).finally(() => clearTimeout(bound));
      rmSync(configDir, { recursive: true, force: true });
    },
  };
}

export type Replica = Awaited<ReturnType<typeof startReplica>>;

/**
 * /healthz with the replica's state beside the rest. A replica behind is said, not a 503: the
 * site still serves and takes inquiries. One that did not confirm an acknowledged write is a
 * 503 naming it (issue 72): nothing is lost unless the machine now fails too.
 */
export function withReplica<Report extends { ok: boolean; body: object }>(
  check: () => Report,
  replica: Pick<Replica, "status">,
): () => Report {
  return () => {
    const report = check();
    const { behind, lagSeconds, running, files, unconfirmedSince, missing, taken } =
      replica.status();
    return {
      ...report,
      // An acknowledgement the replica did not confirm: the promise does not hold now.
      ok: report.ok && unconfirmedSince === undefined,
      body: {
        ...report.body,
        replica: {
          state: taken
            ? "taken"
            : missing
              ? "missing"
              : unconfirmedSince !== undefined
                ? "unconfirmed"
                : !running
                  ? "stopped"
                  : behind
                    ? "behind"
                    : "ok",
          ...(unconfirmedSince !== undefined && { unconfirmedSince }),
          ...(missing && { missing: missing.databases }),
          ...(taken && { takenBy: taken.by }),
          lagSeconds,
          filesCopiedAt: files.copiedAt ?? null,
        },
      },
    };
  };
}
