import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { headerText, noticeSubject, noticeText } from "../../server/inquiries/mail";
import { createRateLimit } from "../../server/inquiries/rate-limit";
import {
  MIGRATIONS,
  openStore,
  referenceNumber,
  type StoredInquiry,
} from "../../server/inquiries/store";
import { STORED, VALID } from "./harness";

describe("reference numbers", () => {
  it("are HF-, the date in Seoul and the row id", () => {
    // 15:30 UTC is already the next day in Seoul (UTC+9).
    expect(referenceNumber(123, new Date("2026-11-21T15:30:00Z"))).toBe("HF-20261122-000123");
    expect(referenceNumber(1_234_567, new Date("2026-01-01T00:00:00Z"))).toBe(
      "HF-20260101-1234567",
    );
  });
});

describe("the store", () => {
  it("creates its directory and a versioned WAL database on first use", () => {
    const dir = mkdtempSync(join(tmpdir(), "store-"));
    try {
      const file = join(dir, "nested", "inquiries.sqlite");
      const store = openStore(file);
      const stored = store.add({ ...STORED, lang: "ko" }, "off");
      expect(store.recent(5)).toEqual([stored]);
      expect(stored).not.toHaveProperty("fax");
      store.close();
      const db = new Database(file, { readonly: true });
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      db.close();
      // Reopening an existing database keeps its rows.
      const again = openStore(file);
      expect(again.since().map((inquiry) => inquiry.ref)).toEqual([stored.ref]);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it("a database that cannot be opened stops with a message naming INQUIRY_DB", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-"));
  try {
    // A file where the directory should be.
    writeFileSync(join(dir, "file"), "");
    expect(() => openStore(join(dir, "file", "inquiries.sqlite"))).toThrow(
      /^Cannot open the inquiry database INQUIRY_DB=.*file\/inquiries\.sqlite: /,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("rate limit windows", () => {
  it("count per client and reopen after a minute", () => {
    let now = 0;
    const limit = createRateLimit(2, () => now);
    expect(limit("a").ok).toBe(true);
    expect(limit("a").ok).toBe(true);
    expect(limit("b").ok).toBe(true);
    now = 45_000;
    expect(limit("a")).toEqual({ ok: false, retryAfterSeconds: 15 });
    now = 60_000;
    expect(limit("a").ok).toBe(true);
    expect(createRateLimit(0)("a").ok).toBe(true);
  });
});

describe("mail headers", () => {
  const inquiry: StoredInquiry = {
    ...VALID,
    lang: "ko",
    id: 7,
    ref: "HF-20261122-000007",
    createdAt: "2026-11-21T15:30:00.000Z",
    mailStatus: "pending",
    mailAttempts: 0,
    companyName: "ACME\r\nBcc: victim@example.com\u0000",
  };

  it("a subject can never hold a line break or control character", () => {
    const subject = noticeSubject(inquiry);
    expect(subject).toBe(
      `[HF-20261122-000007] Inquiry from ACME Bcc: victim@example.com (${VALID.name})`,
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).not.toContain("\u0000");
    expect(headerText("가".repeat(200), 10)).toHaveLength(10);
  });

  it("the body is plain text listing every field", () => {
    const text = noticeText({ ...inquiry, productCode: "AP5" });
    expect(text).toContain("Reference: HF-20261122-000007");
    expect(text).toContain(`email: ${VALID.email}`);
    expect(text).toContain("productCode: AP5");
    expect(text).toContain(VALID.inquiry);
  });
});
