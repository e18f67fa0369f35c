import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { sweepPartialFiles } from "../platform/durable-file";
import { fileDir } from "./files";
import { photoDirs } from "./photos";
import { sealDir } from "./seal";
import { contentDatabase, openContentStore } from "./store";

const DAY = 24 * 60 * 60 * 1000;
/** An upload younger than this is never swept: it may be on its way into a draft. */
export const SWEEP_GRACE_MS = DAY;

/** Every upload's file is named by its random id first (photos.ts, files.ts, seal.ts). */
const UPLOAD_NAME = /^([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})[-.]/;
const UUID = /[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/g;

export interface SweepCounts {
  /** Orphans older than the grace period: deleted (or, in a dry run, to be deleted). */
  deleted: number;
  /** Files some version of some item names. */
  referenced: number;
  /** Orphans younger than the grace period. */
  young: number;
  bytes: number;
}

/** Every id any version of any item names (history, drafts, published), however deep. */
function referencedIds(dataDir: string): Set<string> {
  const ids = new Set<string>();
  const file = contentDatabase(dataDir);
  if (!existsSync(file)) return ids;
  const store = openContentStore(file);
  try {
    for (const value of store.everyValue()) for (const [id] of value.matchAll(UUID)) ids.add(id);
  } finally {
    store.close();
  }
  return ids;
}

/**
 * Deletes the uploaded files (photos' copies and originals, PDFs and their records, seals) that no
 * version of any item refers to and that are older than `graceMs`; a dry run deletes nothing.
 * A removed photo stays while an older version in the history names it (a restore shows it
 * again). Files not named like an upload are left alone. Synchronous, so that at start it is
 * done before the daily backup reads the folder.
 */
export function sweepUploads(
  dataDir: string,
  { dryRun = false, now = Date.now(), graceMs = SWEEP_GRACE_MS } = {},
): SweepCounts {
  const ids = referencedIds(dataDir);
  const counts: SweepCounts = { deleted: 0, referenced: 0, young: 0, bytes: 0 };
  const { public: photos, originals } = photoDirs(dataDir);
  for (const dir of [photos, originals, fileDir(dataDir), sealDir(dataDir)]) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const id = UPLOAD_NAME.exec(name)?.[1];
      const path = join(dir, name);
      const stat = statSync(path);
      if (!id || !stat.isFile()) continue;
      if (ids.has(id)) counts.referenced += 1;
      else if (now - stat.mtimeMs < graceMs) counts.young += 1;
      else {
        counts.deleted += 1;
        counts.bytes += stat.size;
        if (!dryRun) rmSync(path);
      }
    }
  }
  return counts;
}

/** One line for the log and the staff command: counts only, never a file's name. */
export function sweepSummary(counts: SweepCounts, dryRun = false): string {
  const verb = dryRun ? "would delete" : "deleted";
  return `Uploads sweep: ${verb} ${counts.deleted} unreferenced file(s) (${counts.bytes} bytes); kept ${counts.referenced} referenced and ${counts.young} younger than a day.`;
}

/** At start, then every day: the server's sweep, logged by count. */
export function dailySweep(dataDir: string, log = console) {
  const sweep = () => {
    try {
      log.log(sweepSummary(sweepUploads(dataDir)));
      // Files a crash left half written under a temporary name (server/platform/durable-file.ts).
      const partial = sweepPartialFiles(dataDir);
      if (partial > 0) log.log(`Deleted ${partial} file(s) left half written by a crash.`);
    } catch (error) {
      log.error("The uploads sweep failed:", error);
    }
  };
  sweep();
  const timer = setInterval(sweep, DAY);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
