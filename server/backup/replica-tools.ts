import { execFile, spawn } from "node:child_process";
import { accessSync, constants, existsSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { readdir } from "node:fs/promises";
import { basename, delimiter, dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { refusedStart } from "../platform/refused-start";
import type { ReplicaTarget } from "../platform/replica-url";
import { isSqlite, NOT_DATA } from "./data-dir";
import type { RcloneDaemon } from "./rclone-daemon";

/**
 * What Litestream and rclone are told of a replica (docs/decisions/041-replica.md): the
 * databases at `{replica}/{name}` (Litestream's generations), the other files under
 * `{replica}/files/` (rclone). Both tools are run as children, never linked in.
 */

/** Litestream's own binary, from the npm package of this platform; never fetched at run time. */
export function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  const name = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return require.resolve(`${name}/litestream`);
  } catch {
    // Said with what to do: the package is an optional dependency, for one platform only.
    const how =
      name === "@flydotio/litestream-linux-x64"
        ? "npm ci installs it on Linux x64 as an optional dependency: run npm ci again, " +
          "without --omit=optional or --no-optional"
        : "npm ci installs Litestream on Linux x64 only (@flydotio/litestream-linux-x64); " +
          "serve the site from a Linux x64 machine";
    throw new Error(
      `REPLICA_URL is set, but Litestream, which copies the databases to the replica, is not ` +
        `installed: ${name} is missing from node_modules. ${how}.`,
    );
  }
}

/** rclone, from the system (Debian's package); RCLONE_PATH names another. */
export const rcloneBinary = () => process.env.RCLONE_PATH ?? "rclone";

/** What to say when rclone cannot be run: which, and how to install it. */
function rcloneMissing(): string {
  const named = process.env.RCLONE_PATH;
  const which = named ? `RCLONE_PATH names ${named}, which cannot be run` : "no rclone on PATH";
  return (
    `REPLICA_URL is set, but rclone, which copies the files to the replica, is not installed ` +
    `(${which}). Install it: sudo apt-get install rclone (Debian, Ubuntu; docs/deploy.md), ` +
    "or name its path in RCLONE_PATH."
  );
}

/** An executable file at `path`, or by that name in a folder of PATH. */
function runnable(path: string): boolean {
  const folders = path.includes("/") ? [""] : (process.env.PATH ?? "").split(delimiter);
  return folders.some((folder) => {
    try {
      accessSync(folder ? join(folder, path) : path, constants.X_OK);
      return statSync(folder ? join(folder, path) : path).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * Both tools, before replication starts (server/start.ts): a missing one stops the start with
 * its name and how to install it, not with a failure of the first copy.
 */
export function requireReplicaTools() {
  litestreamBinary();
  if (!runnable(rcloneBinary())) throw new Error(rcloneMissing());
}

export interface ReplicatedDatabase {
  /** Its name in the replica: the file's name. */
  name: string;
  path: string;
}

/** Every database of DATA_DIR (its top level, by header), and INQUIRY_DB where it lives. */
export async function databasesOf(dataDir: string, inquiryDb?: string) {
  const found: ReplicatedDatabase[] = [];
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (!entry.isFile() || NOT_DATA.test(entry.name) || entry.name.startsWith(".")) continue;
    const path = resolve(dataDir, entry.name);
    if (await isSqlite(path)) found.push({ name: entry.name, path });
  }
  if (inquiryDb && !found.some((db) => db.path === resolve(inquiryDb))) {
    const path = resolve(inquiryDb);
    if (!found.some((db) => db.name === basename(path))) found.push({ name: basename(path), path });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The databases' folder in the replica, without a trailing slash. */
const under = (root: string, name: string) => (root === "" ? name : `${root}/${name}`);

/**
 * One database's replica in Litestream's configuration. A file or SFTP replica syncs every
 * 100 ms: an acknowledgement waits for its write to be there (issue 72); S3 every second (each
 * sync is a paid request). A snapshot every hour bounds what a restore replays (issue 80):
 * 3.3 ms a WAL segment (bench/restore.ts), so an hour of even 5,000 spaced inquiries a day
 * (about 210 segments) restores in about a second, where a day's would take 17 s.
 */
const SNAPSHOT_INTERVAL = "1h";

export function litestreamReplica(target: ReplicaTarget, name: string) {
  switch (target.kind) {
    case "file":
      return {
        type: "file",
        path: join(target.path, name),
        "sync-interval": "100ms",
        "snapshot-interval": SNAPSHOT_INTERVAL,
      };
    case "sftp":
      return {
        type: "sftp",
        host: `${target.host}:${target.port}`,
        user: target.user,
        "key-path": target.keyFile,
        path: under(target.path, name),
        "sync-interval": "100ms",
        "snapshot-interval": SNAPSHOT_INTERVAL,
      };
    case "s3":
      return {
        type: "s3",
        bucket: target.bucket,
        path: under(target.path, name),
        ...(target.endpoint && { endpoint: target.endpoint, "force-path-style": true }),
        ...(target.region && { region: target.region }),
        "sync-interval": "1s",
        "snapshot-interval": SNAPSHOT_INTERVAL,
      };
  }
}

/** The name of each database's one replica in Litestream's configuration and metrics. */
export const REPLICA_NAME = "replica";

/**
 * Litestream's configuration for these databases (JSON is YAML too). Each database is looked
 * at every 100 ms, so the half-second sync carries a write soon after it is made. `metrics`:
 * the loopback address of its metrics, where the server reads the WAL positions.
 */
export function litestreamConfig(
  target: ReplicaTarget,
  databases: ReplicatedDatabase[],
  metrics?: string,
) {
  return JSON.stringify(
    {
      ...(metrics && { addr: metrics }),
      dbs: databases.map((db) => ({
        path: db.path,
        "monitor-interval": "100ms",
        replicas: [{ name: REPLICA_NAME, ...litestreamReplica(target, db.name) }],
      })),
    },
    null,
    1,
  );
}

/**
 * rclone's remote `replica:` from the environment (RCLONE_CONFIG_REPLICA_*), never a
 * configuration file: the S3 keys stay in AWS_* variables, which rclone reads itself.
 */
export function rcloneEnv(target: ReplicaTarget): Record<string, string> {
  const env: Record<string, string> = {};
  const set = (key: string, value: string) => (env[`RCLONE_CONFIG_REPLICA_${key}`] = value);
  if (target.kind === "file") set("TYPE", "local");
  else if (target.kind === "sftp") {
    set("TYPE", "sftp");
    set("HOST", target.host);
    set("PORT", String(target.port));
    set("USER", target.user);
    set("KEY_FILE", target.keyFile);
  } else {
    set("TYPE", "s3");
    set("PROVIDER", target.endpoint ? "Other" : "AWS");
    set("ENV_AUTH", "true");
    if (target.endpoint) set("ENDPOINT", target.endpoint);
    if (target.region) set("REGION", target.region);
  }
  return env;
}

/** The replica's root as rclone names it (`replica:/mnt/replica`, `replica:bucket/path`). */
export function rcloneRoot(target: ReplicaTarget) {
  if (target.kind === "s3") return `replica:${under(target.bucket, target.path)}`;
  return `replica:${target.path}`;
}

/** The rclone filters that leave out the databases (Litestream's) and what is not data. */
export function fileFilters(databases: ReplicatedDatabase[], dataDir: string) {
  const ownNames = databases
    .filter((db) => dirname(db.path) === resolve(dataDir))
    .map((db) => `- /${db.name.replace(/[*?[\]{}\\]/g, "\\$&")}*`);
  return [
    ...ownNames,
    "- *.sqlite",
    "- *.sqlite-*",
    "- *.v[0-9]*-backup-*",
    "- .*-litestream/**",
    "- /.restore-*/**",
    "- /.replaced-*/**",
    // Bodies being read and the PDFs made again from the published content (as the archive).
    "- /incoming/**",
    "- /documents/**",
    // The running server's marks: a restored machine's server did not crash (restarts.ts);
    // the replica stamp and the erasures' queue (replica-stamp.ts, replica-erasures.ts).
    "- /run/**",
    "- run/replica-erasures/**",
    // A file being written under its temporary name is copied once it has its own.
    "- .*.tmp",
    "- *.partial",
    "- .partial-*",
  ];
}

/** `path` below the replica's root, as rclone names it; "" is the root. */
const replicaPath = (target: ReplicaTarget, path: string) =>
  path === "" ? rcloneRoot(target) : `${rcloneRoot(target)}/${path}`;

/**
 * What an rclone command that reads the replica writes; undefined when what it reads does not
 * exist (rclone's exit code 3: a new replica, a file not there). Any other failure is thrown
 * with rclone's words; `timeoutMs` (none: 0) ends one that does not answer.
 */
async function rcloneRead(
  target: ReplicaTarget,
  args: string[],
  timeoutMs = 0,
): Promise<Buffer | undefined> {
  const run = promisify(execFile);
  return run(rcloneBinary(), args, {
    env: { ...process.env, ...rcloneEnv(target) },
    encoding: "buffer",
    maxBuffer: 1024 * 1024 * 1024,
    timeout: timeoutMs,
  }).then(
    ({ stdout }) => stdout,
    (error: { code?: number | string; stderr?: Buffer; message: string }) => {
      if (error.code === 3) return undefined;
      // Not run at all: rclone is not there (its stderr is empty then).
      if (error.code === "ENOENT") throw new Error(rcloneMissing());
      const said = error.stderr?.toString().trim() || error.message.trim();
      throw new Error(`The replica cannot be read: ${said}`);
    },
  );
}

/**
 * What rclone lists at `path` below the replica's root (`only` folders or files), names without
 * a trailing slash. A path that does not exist yet (a new replica) lists nothing.
 */
export async function replicaList(
  target: ReplicaTarget,
  path: string,
  only: "--dirs-only" | "--files-only",
): Promise<string[]> {
  const listed = await rcloneRead(target, ["lsf", only, "--config", "", replicaPath(target, path)]);
  return (listed?.toString() ?? "")
    .split("\n")
    .map((line) => line.replace(/\/$/, ""))
    .filter((name) => name !== "");
}

/**
 * The running server's rclone (rclone-daemon.ts): its small reads and writes at the replica go
 * through its kept connection. Without one (a start, a restore), an rclone is started for each.
 */
export type ReplicaIo = Pick<RcloneDaemon, "read" | "write" | "list" | "remove">;

/** The bytes of the file at `path` below the replica's root; undefined when it is not there. */
export const replicaFile = (
  target: ReplicaTarget,
  path: string,
  timeoutMs?: number,
  io?: ReplicaIo,
) =>
  io
    ? io.read(rcloneRoot(target), path, timeoutMs ?? 60_000).catch((error: Error) => {
        throw new Error(`The replica cannot be read: ${error.message}`);
      })
    : rcloneRead(target, ["cat", "--config", "", replicaPath(target, path)], timeoutMs);

/** Writes `text` as the file at `path` below the replica's root. */
export async function writeReplicaFile(
  target: ReplicaTarget,
  path: string,
  text: string,
  timeoutMs: number,
  io?: ReplicaIo,
) {
  if (io) return io.write(rcloneRoot(target), path, text, timeoutMs);
  await new Promise<void>((done, failed) => {
    const child = spawn(rcloneBinary(), ["rcat", "--config", "", replicaPath(target, path)], {
      env: { ...process.env, ...rcloneEnv(target) },
      stdio: ["pipe", "ignore", "pipe"],
    });
    let said = "";
    child.stderr.on("data", (chunk: Buffer) => (said += chunk.toString()));
    // A hung SFTP server must not hold what waits for this.
    const timeout = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("error", failed);
    child.on("close", (code) => {
      clearTimeout(timeout);
      if (code === 0) done();
      else failed(new Error(said.trim() || `rclone ended with ${code}`));
    });
    // An rclone that ends before reading it (a failure) says so by its exit code.
    child.stdin.on("error", () => {});
    child.stdin.end(text);
  });
}

/** Litestream's snapshots, by rclone's rule from the replica's root. */
const SNAPSHOTS = "/*/generations/*/snapshots/*.snapshot.lz4";

/**
 * Every snapshot the replica holds, as `{name}/generations/{g}/snapshots/{file}` (issue 80: the
 * server reads them back on a schedule). `timeoutMs` ends a read that does not answer.
 */
export async function replicaSnapshots(target: ReplicaTarget, timeoutMs: number, io?: ReplicaIo) {
  if (io) {
    return io.list(rcloneRoot(target), [SNAPSHOTS], 5, timeoutMs).catch((error: Error) => {
      throw new Error(`The replica cannot be read: ${error.message}`);
    });
  }
  const listed = await rcloneRead(
    target,
    [
      "lsf",
      "-R",
      "--files-only",
      "--max-depth",
      "5",
      "--include",
      SNAPSHOTS,
      "--config",
      "",
      rcloneRoot(target),
    ],
    timeoutMs,
  );
  return (listed?.toString() ?? "").split("\n").filter((line) => line !== "");
}

/** The folders at the replica's root: a database's name each, and `files`. */
export const replicaFolders = (target: ReplicaTarget) => replicaList(target, "", "--dirs-only");

/** Whether there is a database replication would take, the inquiries' only where it exists. */
export async function holdsDatabase(dataDir: string, inquiryDb: string | undefined) {
  return (
    (await databasesOf(dataDir).catch(() => [])).length > 0 ||
    (inquiryDb !== undefined && existsSync(inquiryDb))
  );
}

/**
 * Refuses to start replicating a DATA_DIR with no database over a replica that holds a site's:
 * Litestream would begin new generations beside the old ones (gone after their 24 hours), which
 * a restore takes as the newest. That is a new machine before its restore.
 */
export async function refuseEmptyOverFilled(
  dataDir: string,
  inquiryDb: string | undefined,
  target: ReplicaTarget,
) {
  if (await holdsDatabase(dataDir, inquiryDb)) return;
  const held = await replicaFolders(target);
  if (held.length === 0) return;
  throw refusedStart(
    `DATA_DIR (${resolve(dataDir)}) has no database, but the replica at REPLICA_URL holds a ` +
      `site's (${held.join(", ")}). Restore it first: npm run restore -- --from-replica. ` +
      "Or, for a new site, point REPLICA_URL at an empty place.",
  );
}
