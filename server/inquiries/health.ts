import { statfsSync } from "node:fs";
import { MAX_REQUEST_PHOTOS_BYTES } from "./request-photos";
import type { InquiryStore } from "./store";

export interface HealthReport {
  /** 200 when true, 503 when not. */
  ok: boolean;
  /** The JSON body of /healthz: figures only, never anything a visitor wrote. */
  body: {
    status: "ok" | "error";
    database?: "writable" | "not writable";
    /** "full" once DATA_DIR has less free space than DISK_MARGIN_BYTES. */
    disk?: "ok" | "full";
    notices?: { pending: number; failed: number };
  };
}

export type HealthCheck = () => HealthReport;

/** One write at most this often, however often /healthz is asked; reads are always fresh. */
const WRITE_CHECK_INTERVAL = 5_000;

/**
 * The free space below which a write could fail: the largest inquiry's files twice (a service
 * request's 28 MB of photos, as its body arrives in incoming/ and again as kept), and 64 MB for
 * the databases' WAL to grow and checkpoint.
 */
export const DISK_MARGIN_BYTES = 2 * MAX_REQUEST_PHOTOS_BYTES + 64 * 1024 * 1024;

/** Bytes free to the server's user on the file system of `dir`. */
export function freeBytes(dir: string): number {
  const stat = statfsSync(dir);
  return stat.bavail * stat.bsize;
}

/**
 * Whether the inquiry database takes a real, committed write (a one-row table), whether DATA_DIR
 * (`dataDir`) has room for the largest inquiry with its files, and how many staff notices are
 * pending and failed. The free space is read on every probe, so space freed shows at once.
 */
export function inquiryHealth(
  store: InquiryStore,
  dataDir: string,
  { interval = WRITE_CHECK_INTERVAL, margin = DISK_MARGIN_BYTES } = {},
): HealthCheck {
  let checkedAt = -Infinity;
  let writable = true;
  let roomy = true;
  let unread = false;
  return () => {
    let free = Infinity;
    try {
      free = freeBytes(dataDir);
      unread = false;
    } catch (error) {
      if (!unread) console.error("Reading DATA_DIR's free space for /healthz failed:", error);
      unread = true;
    }
    if (free >= margin !== roomy) {
      roomy = free >= margin;
      // Logged when it changes, not on every probe.
      if (roomy) console.log("DATA_DIR has room again");
      else console.error(`DATA_DIR is nearly full: ${free} bytes free, ${margin} needed`);
    }
    const now = Date.now();
    if (now - checkedAt >= interval) {
      checkedAt = now;
      try {
        store.writeHealthRow(new Date(now));
        if (!writable) console.log("The inquiry database is writable again");
        writable = true;
      } catch (error) {
        // Logged when it starts, not on every probe.
        if (writable) console.error("The inquiry database is not writable:", error);
        writable = false;
      }
    }
    let notices: HealthReport["body"]["notices"];
    try {
      notices = store.noticeCounts();
    } catch (error) {
      console.error("Counting notices for /healthz failed:", error);
      return { ok: false, body: { status: "error" } };
    }
    const database = writable ? "writable" : "not writable";
    const disk = roomy ? "ok" : "full";
    return writable && roomy
      ? { ok: true, body: { status: "ok", database, disk, notices } }
      : { ok: false, body: { status: "error", database, disk, notices } };
  };
}
