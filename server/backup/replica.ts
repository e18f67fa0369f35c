import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { erasureDone, queuedErasures } from "../platform/replica-erasures";
import type { ReplicaTarget } from "../platform/replica-url";
import { parseMetrics, positionTracker } from "./replica-position";
import type { ReplicaClaim } from "./replica-stamp";
import {
  databasesOf,
  fileFilters,
  litestreamBinary,
  litestreamConfig,
  rcloneBinary,
  rcloneEnv,
  rcloneRoot,
  REPLICA_NAME,
} from "./replica-tools";

/**
 * REPLICA_URL set: Litestream replicates every database of DATA_DIR as it is written, and rclone
 * copies the other files every FILE_PASS_MS (never deleting there: files erased on purpose are
 * deleted by name, from their queue); both are children of the server, started again when they
 * die. The state says how far behind the replica is (docs/decisions/041-replica.md).
 */

/** Litestream's positions are read this often while a write waits, and every second otherwise. */
const SCRAPE_MS = 200;
/** A write not in the replica after this long is "behind" in /healthz and the log. */
const BEHIND_MS = 5_000;
/** A file pass this often; a pass always looks at everything, so none is lost to a restart. */
const FILE_PASS_MS = 15_000;
/** A pass that takes longer is stopped (a hung SFTP server); the next one starts over. */
const FILE_PASS_TIMEOUT_MS = 5 * 60_000;
/** Files not copied this long are "behind" (the promise is a minute). */
const FILES_BEHIND_MS = 60_000;

export interface ReplicaStatus {
  target: ReplicaTarget["kind"];
  /** Litestream is running. */
  running: boolean;
  /** The oldest write not yet in the replica, in seconds; 0 when all is there. */
  lagSeconds: number;
  behind: boolean;
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
    /** The replica stamp taken at start (replica-stamp.ts), moved on after each file pass. */
    claim?: Pick<ReplicaClaim, "advance">;
    /** Between file passes; a test waits less. */
    filePassMs?: number;
  },
  log: Log = console,
) {
  const { dataDir, target } = options;
  const databases = await databasesOf(dataDir, options.inquiryDb);
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

  const runLitestream = async () => {
    if (portTaken) {
      portTaken = false;
      await configure();
      if (stopping) return;
    }
    const startedAt = Date.now();
    runs += 1;
    const child = spawn(binary, ["replicate", "-config", configFile], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    litestream = child;
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
      if (stopping) return;
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
  let rclone: ChildProcess | undefined;
  let passTimer: NodeJS.Timeout | undefined;
  let passing: Promise<void> | undefined;
  /** One rclone command: its exit code, its last error, and how many files it copied. */
  const rcloneRun = (args: string[]) =>
    new Promise<{ code: number | null; error?: string; copied: number }>((done) => {
      const child = spawn(
        rcloneBinary(),
        // The remote comes from the environment; no file of the machine's user is read.
        [...args, "--use-json-log", "--log-level", "INFO", "--stats", "0", "--config", ""],
        { env: { ...process.env, ...rcloneEnv(target) }, stdio: ["ignore", "pipe", "pipe"] },
      );
      rclone = child;
      const timeout = setTimeout(() => child.kill("SIGTERM"), FILE_PASS_TIMEOUT_MS);
      let error: string | undefined;
      let copied = 0;
      lines(child, (line) => {
        let entry: { level?: string; msg?: string; object?: string; time?: string };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          log.log(`[rclone] ${line}`);
          return;
        }
        if (entry.object && /^Copied/.test(entry.msg ?? "")) {
          copied += 1;
          filesState.lastFile = { path: entry.object, at: new Date().toISOString() };
        } else if (entry.level === "error") {
          error = `${entry.object ? `${entry.object}: ` : ""}${entry.msg}`;
          log.error(`[rclone] ${error}`);
        }
      });
      child.on("error", (failed) => {
        error = failed.message;
      });
      child.on("close", (code) => {
        clearTimeout(timeout);
        rclone = undefined;
        done({ code, copied, ...(error !== undefined && { error }) });
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
  const passOnce = async () => {
    const copy = await rcloneRun([
      "copy",
      dataDir,
      filesRoot,
      ...fileFilters(databases, dataDir).flatMap((rule) => ["--filter", rule]),
    ]);
    if (stopping) return;
    const erasures = await eraseQueued();
    if (copy.code === 0 && erasures.error === undefined) {
      filesState.lastOkAt = Date.now();
      filesState.copiedAt = new Date().toISOString();
      filesState.error = undefined;
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
      await options.claim.advance(changed);
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
      if (!stopping) {
        passTimer = setTimeout(() => void filePass(), options.filePassMs ?? FILE_PASS_MS);
      }
    }));
  void filePass();

  // Litestream's positions, read at SCRAPE_MS while a write waits for them.
  const startedAt = Date.now();
  let scrapeTimer: NodeJS.Timeout | undefined;
  const scrape = async () => {
    const run = runs;
    const at = Date.now();
    try {
      const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(2000) });
      const metrics = parseMetrics(await response.text(), REPLICA_NAME);
      const restarted = run !== scrapedRun;
      scrapedRun = run;
      for (const db of databases) {
        const found = metrics.get(db.path);
        if (found) trackers.get(db.path)!.scraped(found, at, restarted);
      }
    } catch {
      // Litestream starting or gone: its writes wait, and the lag says so.
    }
    if (stopping) return;
    const waiting = [...trackers.values()].some((tracker) => tracker.waiting());
    scrapeTimer = setTimeout(() => void scrape(), waiting ? SCRAPE_MS : 1000);
  };
  scrapeTimer = setTimeout(() => void scrape(), SCRAPE_MS);

  const status = (now = Date.now()): ReplicaStatus => {
    const rows = databases.map((db) => {
      // Writes go to the WAL; the main file changes by checkpoints, which hold nothing new.
      const tracker = trackers.get(db.path)!;
      tracker.seen(mtime(`${db.path}-wal`), now);
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
      databases: rows,
      files,
    };
  };

  // Looked at every second, so a write is seen pending soon after it is made, and the log says
  // when the replica falls behind and when it is back.
  let wasBehind = false;
  const watch = setInterval(() => {
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
    /** Stops both children; Litestream gets SIGTERM and syncs what it has before it exits. */
    async stop() {
      stopping = true;
      clearInterval(watch);
      clearTimeout(restartTimer);
      clearTimeout(passTimer);
      clearTimeout(scrapeTimer);
      const exited = (child: ChildProcess | undefined) =>
        child && child.exitCode === null && child.signalCode === null
          ? new Promise<void>((done) => {
              child.once("close", () => done());
              child.kill("SIGTERM");
              setTimeout(() => child.kill("SIGKILL"), 5000).unref();
            })
          : undefined;
      await Promise.all([exited(litestream), exited(rclone)]);
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
 * /healthz with the replica's state beside the rest. A replica behind is said, never a 503:
 * the site still serves and takes inquiries, and a proxy's probe must not take it out.
 */
export function withReplica<Report extends { ok: boolean; body: object }>(
  check: () => Report,
  replica: Pick<Replica, "status">,
): () => Report {
  return () => {
    const report = check();
    const { behind, lagSeconds, running, files } = replica.status();
    return {
      ...report,
      body: {
        ...report.body,
        replica: {
          state: !running ? "stopped" : behind ? "behind" : "ok",
          lagSeconds,
          filesCopiedAt: files.copiedAt ?? null,
        },
      },
    };
  };
}
