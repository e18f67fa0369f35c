import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { isSqlite, NOT_DATA } from "./data-dir";

/**
 * Backups of DATA_DIR, whatever it holds: every SQLite database copied with SQLite's online
 * backup (consistent while the server writes), every other file (uploads) copied, all in one
 * dated .tar.gz with a manifest of SHA-256 sums inside and a `sha256sum` file beside it.
 */

const run = promisify(execFile);

/** hanbit-data-2026-11-22T20-45-03Z.tar.gz: the UTC time it was taken. */
const ARCHIVE = /^hanbit-data-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;
const MANIFEST = "manifest.json";
export interface ManifestEntry {
  path: string;
  kind: "sqlite" | "file";
  bytes: number;
  sha256: string;
  /** SQLite's PRAGMA user_version: the schema version of the copy. */
  schemaVersion?: number;
}

export interface Manifest {
  createdAt: string;
  files: ManifestEntry[];
}

export function archiveName(at: Date) {
  const iso = at.toISOString().slice(0, 19).replace(/:/g, "-");
  return `hanbit-data-${iso}Z.tar.gz`;
}

/** When an archive was taken, from its name; undefined for any other file. */
export function archiveTime(name: string): Date | undefined {
  const match = ARCHIVE.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : undefined;
}

export async function sha256(file: string) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Files under `dir`, relative, sorted; what is not data, and `skip` (the backup folder), left out. */
async function dataFiles(dir: string, skip: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // The PDFs the server makes again from the published content (server/documents/) are derived.
  // Bodies being read (server/platform/body.ts) are no one's data until a route keeps them.
  // The running server's marks (server/platform/restarts.ts) belong to this machine's runs.
  const derived = (path: string) =>
    path.startsWith(`documents${sep}`) ||
    path.startsWith(`incoming${sep}`) ||
    path.startsWith(`run${sep}`);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !(file + sep).startsWith(skip + sep))
    .map((file) => relative(dir, file))
    .filter((path) => !path.split(sep).some((part) => NOT_DATA.test(part)) && !derived(path))
    .sort();
}

/**
 * Checks a copy: "ok", or SQLite's list of what is wrong; with the schema version. The copy is
 * set to a rollback journal, so it stays one file (the server turns WAL on again when it opens).
 */
export function checkDatabase(file: string) {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
    return {
      integrity: db.pragma("integrity_check", { simple: true }) as string,
      schemaVersion: db.pragma("user_version", { simple: true }) as number,
    };
  } finally {
    db.close();
  }
}

/**
 * Writes one archive of `dataDir` into `backupDir` and rotates the archives there. Safe while
 * the server runs: each database is copied by SQLite's backup API and checked; other files are
 * expected to be written once under their final name (uploads are).
 */
export async function takeBackup(dataDir: string, backupDir: string, now = new Date()) {
  const data = resolve(dataDir);
  const target = resolve(backupDir);
  await mkdir(target, { recursive: true });
  const staging = await mkdtemp(join(target, ".staging-"));
  try {
    const files: ManifestEntry[] = [];
    for (const path of await dataFiles(data, target)) {
      const from = join(data, path);
      const to = join(staging, path);
      await mkdir(dirname(to), { recursive: true });
      let schemaVersion: number | undefined;
      if (await isSqlite(from)) {
        // Not read-only: a read-only connection would leave -wal and -shm files behind (owned by
        // whoever runs the backup) when the server is not running.
        const db = new Database(from, { fileMustExist: true });
        try {
          db.pragma("busy_timeout = 5000");
          await db.backup(to);
        } finally {
          db.close();
        }
        const check = checkDatabase(to);
        if (check.integrity !== "ok") {
          throw new Error(`The copy of ${path} fails SQLite's integrity check: ${check.integrity}`);
        }
        schemaVersion = check.schemaVersion;
      } else {
        await copyFile(from, to);
      }
      const { size: bytes } = await stat(to);
      files.push({
        path: path.split(sep).join("/"),
        kind: schemaVersion === undefined ? "file" : "sqlite",
        bytes,
        sha256: await sha256(to),
        ...(schemaVersion !== undefined && { schemaVersion }),
      });
    }
    const manifest: Manifest = { createdAt: now.toISOString(), files };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);

    const archive = join(target, archiveName(now));
    // Beside the staging folder, not in it (tar would read its own output).
    const partial = `${staging}.partial`;
    await run("tar", ["-czf", partial, "-C", staging, "."]);
    const sum = await sha256(partial);
    // Inquiries are personal data: the archive is for its owner's eyes only.
    await chmod(partial, 0o600);
    await rename(partial, archive);
    // The format `sha256sum -c` reads, so the file can be checked off the machine too.
    await writeFile(`${archive}.sha256`, `${sum}  ${basename(archive)}\n`, { mode: 0o600 });
    const removed = await rotate(target);
    return { archive, manifest, removed };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${staging}.partial`, { force: true });
  }
}

/** Whole days since 1970-01-01 (a Thursday); weeks start on Monday. */
const dayNumber = (at: Date) => Math.floor(at.getTime() / 86_400_000);
const weekNumber = (at: Date) => Math.floor((dayNumber(at) + 3) / 7);

/**
 * Which archives rotation keeps: the newest of each of the 7 newest days, and the newest of each
 * of the 4 newest weeks (UTC days, weeks from Monday).
 */
export function archivesToKeep(names: string[], days = 7, weeks = 4): Set<string> {
  const dated = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  for (const [period, count] of [
    [dayNumber, days],
    [weekNumber, weeks],
  ] as const) {
    const seen = new Set<number>();
    for (const { name, at } of dated) {
      const key = period(at);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(name);
    }
  }
  return keep;
}

/** Deletes the archives (and their .sha256) that rotation does not keep; other files stay. */
export async function rotate(backupDir: string) {
  const names = await readdir(backupDir);
  const keep = archivesToKeep(names);
  const removed = names.filter((name) => archiveTime(name) && !keep.has(name));
  for (const name of removed) {
    await rm(join(backupDir, name), { force: true });
    await rm(join(backupDir, `${name}.sha256`), { force: true });
  }
  return removed;
}
