import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CLAIM_LEASE,
  createOutbox,
  nextTry,
  RETRY_SCHEDULE,
} from "../../server/mail/outbox/runner";
import { MIGRATIONS, openStore } from "../../server/inquiries/store";
import { PATIENT, STORED } from "./harness";

/** The outbox's rules in the store, on a database file, with the clock passed in. */
let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "notices-"));
  file = join(dir, "inquiries.sqlite");
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

const T0 = Date.parse("2026-11-22T01:00:00Z");
const at = (ms: number) => new Date(T0 + ms);
const inquiry = { ...STORED, lang: "ko" as const };

describe("claims", () => {
  it("hold across connections until the lease ends; only the holder records the outcome", () => {
    const a = openStore(file);
    const b = openStore(file);
    try {
      const { ref, id } = a.add(inquiry, "pending", at(0));
      const claimA = a.outbox.claimDue("notice", at(1000), CLAIM_LEASE)!;
      expect(claimA).toMatchObject({ kind: "notice", inquiryId: id, attempts: 1 });
      expect(a.byId(claimA.inquiryId!)).toMatchObject({
        ref,
        mailAttempts: 1,
        mailStatus: "pending",
      });
      // Taken: neither another outbox nor the staff command gets it.
      expect(b.outbox.claimDue("notice", at(1000), CLAIM_LEASE)).toBeUndefined();
      expect(b.outbox.claimFor("notice", b.idOf(ref)!, at(2000), CLAIM_LEASE)).toEqual({
        result: "busy",
      });
      expect(b.outbox.claimDue("notice", at(1000 + CLAIM_LEASE - 1), CLAIM_LEASE)).toBeUndefined();

      // A died mid-send (say): once the lease is over the notice is due again.
      const claimB = b.outbox.claimDue("notice", at(1000 + CLAIM_LEASE), CLAIM_LEASE)!;
      expect(claimB.attempts).toBe(2);
      expect(b.byId(id)!.mailAttempts).toBe(2);
      expect(a.outbox.sent(claimA)).toBe(false);
      expect(b.recent(1)[0]!.mailStatus).toBe("pending");
      expect(b.outbox.sent(claimB)).toBe(true);
      expect(a.recent(1)[0]).toMatchObject({ mailStatus: "sent", mailAttempts: 2 });
      expect(a.recent(1)[0]).not.toHaveProperty("mailNextAt");

      expect(a.outbox.claimFor("notice", id, at(CLAIM_LEASE * 3), CLAIM_LEASE)).toEqual({
        result: "sent",
      });
      // An unknown reference has no row id, and a row id without a notice no claim.
      expect(a.idOf("HF-20261122-999999")).toBeUndefined();
      expect(a.outbox.claimFor("notice", 999_999, at(0), CLAIM_LEASE)).toEqual({ result: "none" });
    } finally {
      a.close();
      b.close();
    }
  });

  it("a failed try waits for its next time; the staff command may send it before", () => {
    const store = openStore(file);
    try {
      const { ref, id } = store.add(inquiry, "pending", at(0));
      const claim = store.outbox.claimDue("notice", at(0), CLAIM_LEASE)!;
      const retryAt = nextTry(claim.attempts, RETRY_SCHEDULE, at(10))!;
      expect(retryAt).toEqual(at(10 + 60_000));
      expect(store.outbox.failed(claim, "451 try later", "refused", retryAt)).toBe(true);
      expect(store.recent(1)[0]).toMatchObject({
        mailStatus: "pending",
        mailAttempts: 1,
        mailNextAt: retryAt.toISOString(),
        mailError: "451 try later",
      });
      // The failure keeps its kind.
      expect(store.outbox.ofInquiry(id)).toMatchObject([
        { kind: "notice", status: "pending", problem: "refused", error: "451 try later" },
      ]);
      expect(store.outbox.nextAt("notice")).toBe(retryAt.toISOString());
      expect(store.outbox.claimDue("notice", at(59_000), CLAIM_LEASE)).toBeUndefined();
      expect(store.noticeCounts()).toEqual({ pending: 1, failed: 0 });

      const early = store.outbox.claimFor("notice", id, at(20_000), CLAIM_LEASE);
      expect(early).toMatchObject({ result: "claimed", statusBefore: "pending" });
      if (early.result !== "claimed") return;
      expect(store.unsent(at(20_000))).toMatchObject([{ ref, sending: true, mailAttempts: 2 }]);
      // No next try: failed, and nothing is waiting any more.
      expect(store.outbox.failed(early.claim, "550 no such mailbox", "refused")).toBe(true);
      expect(store.recent(1)[0]).toMatchObject({ mailStatus: "failed", mailAttempts: 2 });
      expect(store.outbox.nextAt("notice")).toBeUndefined();
      expect(store.noticeCounts()).toEqual({ pending: 0, failed: 1 });
      expect(store.failedRefs()).toEqual([ref]);
      expect(store.unsent()).toMatchObject([{ ref, sending: false }]);
    } finally {
      store.close();
    }
  });
});

describe("the retry schedule", () => {
  it("is minutes, then hours: 8 tries over about 21 hours", () => {
    expect(RETRY_SCHEDULE.map((ms) => ms / 60_000)).toEqual([1, 5, 15, 60, 180, 360, 720]);
    const total = RETRY_SCHEDULE.reduce((sum, ms) => sum + ms, 0) / 3_600_000;
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThan(24);
    expect(nextTry(7, RETRY_SCHEDULE, at(0))).toEqual(at(12 * 3_600_000));
    expect(nextTry(8, RETRY_SCHEDULE, at(0))).toBeUndefined();
  });
});

describe("the outbox", () => {
  it("stops cleanly: no try after stop(), not even one that was waiting", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const store = openStore(file);
    store.add(inquiry, "pending");
    let tries = 0;
    const outbox = createOutbox(
      store.outbox,
      "notice",
      async () => {
        tries += 1;
        throw new Error("421 try later");
      },
      { retrySchedule: [40, 40, 40, 40, 40] },
    );
    await vi.waitFor(() => expect(store.recent(1)[0]!.mailError).toBe("421 try later"), PATIENT);
    await outbox.stop();
    const atStop = tries;
    // Several waits long: a timer left running would have tried again.
    await sleep(150);
    expect(tries).toBe(atStop);
    // And a wake after the stop does nothing.
    store.add(inquiry, "pending");
    outbox.wake();
    await sleep(20);
    expect(tries).toBe(atStop);
    store.close();
  });

  it("stop() waits for the try under way, which is recorded", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const store = openStore(file);
    store.add(inquiry, "pending");
    let finish: (() => void) | undefined;
    const outbox = createOutbox(
      store.outbox,
      "notice",
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await vi.waitFor(() => expect(finish).toBeDefined(), PATIENT);
    let stopped = false;
    const stopping = outbox.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    finish!();
    await stopping;
    expect(store.recent(1)[0]).toMatchObject({ mailStatus: "sent", mailAttempts: 1 });
    store.close();
  });

  it("a database error does not stop it for good", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const store = openStore(file);
    const claim = vi.spyOn(store.outbox, "claimDue").mockImplementation(() => {
      throw new Error("database is locked");
    });
    const outbox = createOutbox(store.outbox, "notice", async () => undefined);
    try {
      store.add(inquiry, "pending");
      outbox.wake();
      await vi.waitFor(
        () =>
          expect(errors).toHaveBeenCalledWith(
            "The mail outbox stopped on a database error:",
            expect.objectContaining({ message: "database is locked" }),
          ),
        PATIENT,
      );
      expect(claim).toHaveBeenCalled();
    } finally {
      await outbox.stop();
      store.close();
    }
  });
});

describe("an existing database", () => {
  // The first schema, as it shipped.
  const V1 = `CREATE TABLE inquiries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     ref TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     lang TEXT NOT NULL CHECK (lang IN ('ko', 'en')),
     company_name TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     fax TEXT,
     email TEXT NOT NULL,
     inquiry TEXT NOT NULL,
     product_code TEXT,
     product_name TEXT,
     category TEXT,
     mail_status TEXT NOT NULL CHECK (mail_status IN ('off', 'pending', 'sent', 'failed')),
     mail_error TEXT
   );
   CREATE INDEX inquiries_created_at ON inquiries (created_at);
   PRAGMA user_version = 1;`;

  it("is upgraded in place; its pending notices are due at once", () => {
    const old = new Database(file);
    old.pragma("journal_mode = WAL");
    old.exec(V1);
    const insert = old.prepare(
      `INSERT INTO inquiries (ref, created_at, lang, company_name, name, phone, email, inquiry,
         mail_status, mail_error) VALUES (?, ?, 'ko', 'ACME', 'Kim', '010', 'k@example.com', 'x', ?, ?)`,
    );
    insert.run("HF-20261120-000001", "2026-11-20T01:00:00.000Z", "sent", null);
    insert.run("HF-20261120-000002", "2026-11-20T02:00:00.000Z", "pending", null);
    insert.run("HF-20261120-000003", "2026-11-20T03:00:00.000Z", "failed", "550 unknown user");
    insert.run("HF-20261120-000004", "2026-11-20T04:00:00.000Z", "off", null);
    old.close();

    const store = openStore(file);
    try {
      expect(store.since().map((i) => [i.ref, i.mailStatus, i.mailAttempts])).toEqual([
        ["HF-20261120-000001", "sent", 1],
        ["HF-20261120-000002", "pending", 0],
        ["HF-20261120-000003", "failed", 1],
        ["HF-20261120-000004", "off", 0],
      ]);
      expect(store.noticeCounts()).toEqual({ pending: 1, failed: 1 });
      const due = store.outbox.claimDue("notice", new Date(), CLAIM_LEASE);
      expect(due && store.byId(due.inquiryId!)?.ref).toBe("HF-20261120-000002");
      expect(store.unsent()[1]).toMatchObject({ mailError: "550 unknown user" });
      store.writeHealthRow();
    } finally {
      store.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });
});
