import type { InquiryStore } from "./store";

export interface HealthReport {
  /** 200 when true, 503 when not. */
  ok: boolean;
  /** The JSON body of /healthz: figures only, never anything a visitor wrote. */
  body: {
    status: "ok" | "error";
    database?: "writable" | "not writable";
    notices?: { pending: number; failed: number };
  };
}

export type HealthCheck = () => HealthReport;

/** One write at most this often, however often /healthz is asked; reads are always fresh. */
const WRITE_CHECK_INTERVAL = 5_000;

/**
 * Whether the inquiry database takes a real, committed write (a one-row table), and how many
 * staff notices are pending and failed.
 */
export function inquiryHealth(store: InquiryStore, interval = WRITE_CHECK_INTERVAL): HealthCheck {
  let checkedAt = -Infinity;
  let writable = true;
  return () => {
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
    return writable
      ? { ok: true, body: { status: "ok", database: "writable", notices } }
      : { ok: false, body: { status: "error", database: "not writable", notices } };
  };
}
