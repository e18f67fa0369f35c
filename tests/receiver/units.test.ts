import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { liveContent } from "../../app/content/live.server";
import { createRateLimit } from "../../server/inquiries/rate-limit";
import { MIGRATIONS, openStore, referenceNumber } from "../../server/inquiries/store";
import type { StoredInquiry } from "../../server/inquiries/types";
import { FIELD_RULES } from "../../server/inquiries/validate";
import { INQUIRY_FIELDS } from "../../server/mail/kinds/inquiry";
import { noticeSubject, noticeText } from "../../server/mail/kinds/inquiry-notice";
import { headerText } from "../../server/mail/letter";
import { createMailRoom } from "../../server/mail/room";
import type { OutgoingMail } from "../../server/mail/transport";
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
      `[HF-20261122-000007] 새 문의: ACME Bcc: victim@example.com (${VALID.name})`,
    );
    expect(subject).not.toMatch(/[\r\n]/);
    expect(subject).not.toContain("\u0000");
    expect(headerText("가".repeat(200), 10)).toHaveLength(10);
    expect(noticeSubject({ ...inquiry, companyName: "ACME" }, "en")).toBe(
      `[HF-20261122-000007] New inquiry from ACME (${VALID.name})`,
    );
  });

  it("the body names every field in words, the time in KST, in the recipient's language", () => {
    const text = noticeText({ ...inquiry, productCode: "AP5" }, "https://hanbit.example", "ko");
    expect(text).toMatch(
      /^웹사이트로 새 문의가 접수되었습니다\.\n관리자 페이지에서 보기: https:\/\/hanbit\.example\/admin\/inquiries\/HF-20261122-000007\n/,
    );
    expect(text).toContain("접수 번호: HF-20261122-000007");
    // 15:30 UTC is 00:30 the next day in Seoul.
    expect(text).toContain("접수 시각: 2026. 11. 22. 00:30 (KST)");
    expect(text).not.toContain("2026-11-21T15:30");
    expect(text).toContain(`이메일: ${VALID.email}`);
    expect(text).toContain("제품 코드: AP5");
    expect(text).not.toMatch(/companyName:|productCode:|email:/);
    const en = noticeText({ ...inquiry, productCode: "AP5" }, "https://hanbit.example", "en");
    expect(en).toContain("Open in the Admin Panel: https://hanbit.example/en/admin/inquiries/");
    expect(en).toContain("Received: 2026-11-22 00:30 (KST)");
    expect(en).toContain("Product code: AP5");
    expect(en).toContain("Language: Korean");
  });

  it("the notice lists the form's fields, in the form's order", () => {
    // The mail room keeps its own list (it imports no inquiry module): the form's rules set it.
    expect(INQUIRY_FIELDS).toEqual(FIELD_RULES.map((rule) => rule.name));
  });

  it("the buyer's message is quoted after the link: it cannot pass for the notice's lines", () => {
    const forged =
      "문의드립니다.\n\n관리자 페이지에서 보기: https://evil.example/admin\n접수 번호: HF-20990101-000001";
    const text = noticeText({ ...inquiry, inquiry: forged }, "https://hanbit.example", "ko");
    const lines = text.split("\n");
    // The notice's own link is the only unquoted one, and it comes first.
    expect(lines.filter((line) => line.startsWith("관리자 페이지에서 보기:"))).toEqual([
      "관리자 페이지에서 보기: https://hanbit.example/admin/inquiries/HF-20261122-000007",
    ]);
    expect(lines.filter((line) => line.startsWith("접수 번호:"))).toEqual([
      "접수 번호: HF-20261122-000007",
    ]);
    expect(text).toContain(
      "> 문의드립니다.\n>\n> 관리자 페이지에서 보기: https://evil.example/admin\n> 접수 번호: HF-20990101-000001\n",
    );
    expect(text.indexOf("> 문의드립니다.")).toBeGreaterThan(
      text.indexOf("관리자 페이지에서 보기:"),
    );
  });
});

describe("one notice, one mail per language its recipients read", () => {
  it("staff accounts get their mail language; addresses without an account Korean", async () => {
    const sent: OutgoingMail[] = [];
    // Staff accounts read their mail language; desk@ has no account, so Korean.
    const room = createMailRoom({
      sender: () => ({
        from: "website@hanbit.example",
        send: async (message) => {
          sent.push(message);
        },
      }),
      siteUrl: "https://hanbit.example",
      company: () => liveContent().company,
      mailbox: () => undefined,
      staffTo: () => [
        "kim@hanbit.example",
        "Jane@Hanbit.example",
        "desk@hanbit.example",
        "tom@hanbit.example",
      ],
      accounts: () => [
        { email: "jane@hanbit.example", role: "owner", status: "active", mailLang: "en" },
        { email: "kim@hanbit.example", role: "staff", status: "active", mailLang: "ko" },
        { email: "tom@hanbit.example", role: "staff", status: "active", mailLang: "en" },
      ],
    });
    // The inquiries hand the mail room their stored inquiry.
    const stored: StoredInquiry = {
      ...VALID,
      lang: "en",
      id: 8,
      ref: "HF-20261122-000008",
      createdAt: "2026-11-22T01:00:00.000Z",
      mailStatus: "pending",
      mailAttempts: 0,
    };
    const letters = await room.send("notice", {
      inquiry: stored,
      local: "hf-notice-test",
    });
    expect(letters).toBe(2);
    expect(sent.map((mail) => mail.to)).toEqual([
      ["kim@hanbit.example", "desk@hanbit.example"],
      ["Jane@Hanbit.example", "tom@hanbit.example"],
    ]);
    expect(sent[0]!.subject).toMatch(/^\[HF-20261122-000008\] 새 문의: /);
    expect(sent[1]!.subject).toMatch(/^\[HF-20261122-000008\] New inquiry from /);
    expect(sent[1]!.text).toContain("Received: 2026-11-22 10:00 (KST)");
    expect(sent.map((mail) => mail.headers)).toEqual([
      { "Auto-Submitted": "auto-generated" },
      { "Auto-Submitted": "auto-generated" },
    ]);
    expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(2);
    // Staff answer the buyer straight from their mail program.
    const buyer = { name: VALID.name, address: VALID.email };
    expect(sent.map((mail) => mail.replyTo)).toEqual([buyer, buyer]);
  });
});
