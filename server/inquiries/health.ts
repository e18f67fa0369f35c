import { diskMarginOf, freeBytes } from "../platform/disk-space";
import type { InquiryStore } from "./store";

export interface HealthReport {
  /** 200 when true, 503 when not. */
  ok: boolean;
  /** The JSON body of /healthz: figures only, never anything a visitor wrote. */
  body: {
    status: "ok" | "error";
    database?: "writable" | "not writable";
    /** "full" once DATA_DIR has less free space than its disk's margin (diskMarginOf). */
    disk?: "ok" | "full";
    notices?: { pending: number; failed: number };
  };
}

export type HealthCheck = () => HealthReport;

/** One write at most this often, however often /healthz is asked; reads are always fresh. */
const WRITE_CHECK_INTERVAL = 5_000;

/**
 * Whether the inquiry database takes a real, committed write (a one-row table), whether DATA_DIR
 * (`dataDir`) has room for the largest write the site takes (diskMarginBytes), and how many
 * staff notices are pending and failed. The free space is read on every probe, so space freed
 * shows at once.
 */
export function inquiryHealth(
  store: InquiryStore,
  dataDir: string,
  { interval = WRITE_CHECK_INTERVAL, margin }: { interval?: number; margin?: number } = {},
): HealthCheck {
  let checkedAt = -Infinity;
  let writable = true;
  let roomy = true;
  let unread = false;
  return () => {
    // Read at each probe: a door declared after this check was made counts too.
    const needed = margin ?? diskMarginOf(dataDir);
    let free = Infinity;
    try {
      free = freeBytes(dataDir);
      unread = false;
    } catch (error) {
      if (!unread) console.error("Reading DATA_DIR's free space for /healthz failed:", error);
      unread = true;
    }
    if (free >= needed !== roomy) {
      roomy = free >= needed;
      // Logged when it changes, not on every probe.
      if (roomy) console.log("DATA_DIR has room again");
      else console.error(`DATA_DIR is nearly full: ${free} bytes free, ${needed} needed`);
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
