import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import type { ReplicaTarget } from "../platform/replica-url";
import { checkDatabase } from "./backup";
import { checkFiles, fileCheckLines } from "./file-check";
import { passGivenNumbers } from "./numbers";
import { readReplicaStamp, writeLocalStamp } from "./replica-stamp";
import {
  checkDatabaseReplica,
  checkLines,
  dropSkipped,
  type DatabaseCheck,
} from "./replica-verify";
import {
  litestreamBinary,
  litestreamConfig,
  rcloneBinary,
  rcloneEnv,
  rcloneRoot,
  replicaFolders,
  type ReplicatedDatabase,
} from "./replica-tools";

const run = promisify(execFile);

/**
 * A copy of each database's replica folder in `into`: one rclone for them all, so a replica
 * across a network pays its connection once, its transfers many at once (a restore reads many
 * small segments). No remote checksum per file: each segment is read whole before the restore
 * (replica-verify.ts) and the result passes SQLite's check; over a 50 ms link the remote
 * `md5sum` of 96 segments took 99 s of a 16 s copy (bench/results/2026-11-28-rclone-daemon.md).
 */
async function copyDatabaseFolders(target: ReplicaTarget, names: string[], into: string) {
  const env = { ...process.env, ...rcloneEnv(target) };
  const only = names.flatMap((name) => [
    "--filter",
    `+ /${name.replace(/[*?[\]{}\\]/g, "\\$&")}/**`,
  ]);
  await run(
    rcloneBinary(),
    [
      "copy",
      "--config",
      "",
      "--transfers",
      "16",
      "--ignore-checksum",
      ...only,
      "--filter",
      "- **",
      rcloneRoot(target),
      into,
    ],
    { env, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stderr?: string; message: string }) => {
    throw new Error(
      `The databases' replica (${names.join(", ")}) could not be read: ${(error.stderr ?? error.message).trim()}`,
    );
  });
}

/** The tables of the database at `path`; a restore that brought none back is no restore. */
function tableCount(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table'")
      .pluck()
      .get() as number;
  } finally {
    db.close();
  }
}

/**
 * `npm run restore -- --verify`: every database's replica read whole, segment by segment
 * (replica-verify.ts), nothing restored. `ok`: each has a whole position and nothing damaged.
 */
export async function verifyReplica(options: {
  target: ReplicaTarget;
  log?: (line: string) => void;
}) {
  const log = options.log ?? (() => {});
  const names = (await replicaFolders(options.target)).filter((name) => name !== "files");
  if (names.length === 0) throw new Error("The replica holds no database");
  const work = await mkdtemp(join(tmpdir(), "hanbit-verify-"));
  try {
    await copyDatabaseFolders(options.target, names, work);
    const checks: DatabaseCheck[] = names.map((name) =>
      checkDatabaseReplica(join(work, name), name),
    );
    for (const check of checks) for (const line of checkLines(check)) log(line);
    const ok = checks.every((check) => check.position && check.skipped.length === 0);
    return { ok, checks };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * `npm run restore -- --from-replica`: a new machine's DATA_DIR made from the replica. Every
 * database at its last replicated write (`litestream restore`), every file (`rclone copy`),
 * checked before any takes its place; then the numbers given out move past their margins, and
 * every row that names a file is checked for it (file-check.ts). An existing DATA_DIR with
 * anything in it is refused: it may be a running server's. The replica's stamp comes along, so
 * the server starts on what was restored (replica-stamp.ts).
 */
export async function restoreFromReplica(options: {
  target: ReplicaTarget;
  dataDir: string;
  inquiryDb?: string;
  log?: (line: string) => void;
}) {
  const { target } = options;
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const present = await readdir(dataDir);
  if (present.length > 0) {
    throw new Error(
      `${dataDir} is not empty (${present.length} entries): a restore from the replica goes ` +
        "into an empty DATA_DIR only; move what is there away first",
    );
  }
  const env = { ...process.env, ...rcloneEnv(target) };
  const root = rcloneRoot(target);
  const folders = await replicaFolders(target);
  const names = folders.filter((name) => name !== "files");
  // A site that never stored a file has no files folder in its replica (rclone makes none).
  const hasFiles = folders.includes("files");
  if (names.length === 0)
    throw new Error(`The replica ${root} holds no database; nothing restored`);
  // Read before the copy: a replica written to since (its machine still running) holds more
  // than this restore, and the start refuses it.
  const held = await readReplicaStamp(target);

  // A database named as INQUIRY_DB goes where that setting says; the others into DATA_DIR.
  const inquiryDb = options.inquiryDb ? resolve(options.inquiryDb) : undefined;
  const databases: ReplicatedDatabase[] = names.map((name) => ({
    name,
    path: inquiryDb && basename(inquiryDb) === name ? inquiryDb : join(dataDir, name),
  }));
  const staging = join(dataDir, `.restore-replica-${Date.now()}`);
  const configDir = await mkdtemp(join(tmpdir(), "hanbit-litestream-"));
  try {
    await mkdir(staging);
    // Each database's replica is copied here and read whole first: a segment cut by a machine
    // lost during its upload is left out, with everything after it, and named (issue 80).
    const copied = join(staging, ".replica");
    await copyDatabaseFolders(target, names, copied);
    const configFile = join(configDir, "litestream.yml");
    await writeFile(configFile, litestreamConfig({ kind: "file", path: copied }, databases), {
      mode: 0o600,
    });
    for (const db of databases) {
      const check = checkDatabaseReplica(join(copied, db.name), db.name);
      for (const line of checkLines(check)) log(line);
      if (!check.position) {
        throw new Error(
          `${db.name} cannot be restored: the replica holds no whole snapshot of it` +
            (check.skipped.length > 0
              ? ` (${check.skipped.map((s) => `${s.path}: ${s.problem}`).join("; ")})`
              : ""),
        );
      }
      dropSkipped(join(copied, db.name), check);
      const out = join(staging, db.name);
      await run(
        litestreamBinary(),
        [
          "restore",
          "-config",
          configFile,
          "-generation",
          check.position.generation,
          "-o",
          out,
          db.path,
        ],
        { env: process.env },
      ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
        // Litestream says why on either stream, or on neither (a signal): all of it.
        const said = `${error.stderr ?? ""}\n${error.stdout ?? ""}`.trim();
        throw new Error(`${db.name} could not be restored: ${said || error.message}`);
      });
      const { integrity } = checkDatabase(out);
      if (integrity !== "ok") throw new Error(`${db.name} fails SQLite's check: ${integrity}`);
      if (tableCount(out) === 0)
        throw new Error(`${db.name} came back with no tables: nothing restored`);
      log(
        `${db.name}: restored to ${check.position.at} (WAL ${check.position.index.toString(16)} ` +
          `byte ${check.position.offset})` +
          (check.skipped.length > 0 ? `, ${check.skipped.length} damaged files left out` : ""),
      );
    }
    await rm(copied, { recursive: true, force: true });
    const files = join(staging, "files");
    if (hasFiles) {
      await run(rcloneBinary(), ["copy", "--config", "", `${root}/files`, files], { env }).catch(
        (error: { stderr?: string; message: string }) => {
          throw new Error(
            `The files could not be copied: ${(error.stderr ?? error.message).trim()}`,
          );
        },
      );
    }
    const fileCount = (
      await readdir(files, { recursive: true, withFileTypes: true }).catch(() => [])
    ).filter((entry) => entry.isFile()).length;
    log(`${fileCount} files copied back`);

    // Everything checked: now it takes its place.
    for (const db of databases) {
      await mkdir(dirname(db.path), { recursive: true });
      await rename(join(staging, db.name), db.path);
    }
    for (const name of await readdir(files).catch(() => [] as string[])) {
      await rename(join(files, name), join(dataDir, name));
    }
    await rm(staging, { recursive: true, force: true });
    // The replica's own stamp: the server started on this DATA_DIR follows the replica.
    if (held) writeLocalStamp(dataDir, held);
    const moved = passGivenNumbers(dataDir, inquiryDb);
    log(`Numbers moved past what may have been given: ${moved.join("; ")}`);
    // Files lag their rows (copied apart from the databases): a row whose file did not make it
    // is named and kept; the restore goes on.
    const check = checkFiles(dataDir, inquiryDb);
    for (const line of fileCheckLines(check, dataDir)) log(line);
    return { databases: databases.map((db) => db.name), files: fileCount, check };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(configDir, { recursive: true, force: true });
  }
}
