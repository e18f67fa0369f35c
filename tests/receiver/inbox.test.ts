import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cleanNote,
  firstWords,
  inboxParams,
  openInbox,
  PAGE_SIZE,
  readInboxQuery,
  searchPlan,
  type Inbox,
} from "../../server/inquiries/inbox";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import type { Inquiry } from "../../server/inquiries/validate";
import { STORED, withoutInbox } from "./harness";

/** The inbox's data layer on a real database file. */

let dir: string;
let store: InquiryStore;
let inbox: Inbox;
const inquiry = (fields: Partial<Inquiry> = {}): Inquiry => ({ ...STORED, lang: "ko", ...fields });
// Seoul midnight of 2026-11-20 is 15:00 UTC the day before.
const at = (iso: string) => new Date(iso);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "inbox-"));
  store = openStore(join(dir, "inquiries.sqlite"));
  inbox = openInbox(store);
  store.add(
    inquiry({ companyName: "한국수자원공사 시화사업소" }),
    "off",
    at("2026-11-19T14:59:00Z"),
  );
  store.add(
    inquiry({
      companyName: "Acme Process Ltd",
      name: "Jane Roe",
      email: "jane.roe@acme.example",
      phone: "010-9876-5432",
      inquiry: "Please quote <script>alert(1)</script> the actuator.",
      items: [
        { productId: "480-035", code: "480-035", name: "480-035", quantity: 2 },
        { productId: "ap12", code: "AP12", name: "AP12", quantity: 1 },
      ],
    }),
    "off",
    at("2026-11-19T15:00:00Z"),
  );
  for (let n = 0; n < 60; n += 1) {
    store.add(inquiry({ companyName: `대성밸브 ${n}` }), "off", at("2026-11-21T01:00:00Z"));
  }
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const refsOf = (q: Parameters<Inbox["list"]>[0]) => inbox.list(q).rows.map((row) => row.ref);
/** The one inquiry of this company. */
const refOf = (company: string) =>
  inbox.all({ q: company }).find((inquiry) => inquiry.companyName === company)!.ref;

describe("the list", () => {
  it("shows 50 a page, newest first, with lines counted and first words", () => {
    const first = inbox.list({ page: 1 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.total).toBe(62);
    expect(first.pages).toBe(2);
    const ids = first.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = inbox.list({ page: 2 });
    expect(second.rows).toHaveLength(12);
    const acme = second.rows.find((row) => row.companyName === "Acme Process Ltd")!;
    expect(acme).toMatchObject({ lines: 2, status: "new", name: "Jane Roe" });
    expect(acme.excerpt).toBe("Please quote <script>alert(1)</script> the actuator.");
    // A page past the end shows the last one.
    expect(inbox.list({ page: 9 }).page).toBe(2);
  });

  it("filters by Seoul days, status and assignee, and counts per status", () => {
    // 2026-11-19T14:59Z is the 19th in Seoul (23:59), 15:00Z the 20th (00:00).
    expect(inbox.list({ page: 1, to: "2026-11-19" }).total).toBe(1);
    expect(inbox.list({ page: 1, from: "2026-11-20", to: "2026-11-20" }).total).toBe(1);
    expect(inbox.list({ page: 1, from: "2026-11-21" }).total).toBe(60);

    const ref = refOf("Acme Process Ltd");
    const { revision } = inbox.detail(ref)!;
    expect(inbox.setStatus(ref, "in_progress", revision, "kim@hanbit.example")).toBe("changed");
    expect(inbox.assign(ref, "kim@hanbit.example", revision + 1, "kim@hanbit.example")).toBe(
      "changed",
    );
    const page = inbox.list({ page: 1, status: "in_progress" });
    expect(page.rows.map((row) => row.ref)).toEqual([ref]);
    expect(page.rows[0]!.assignee).toBe("kim@hanbit.example");
    expect(page.counts).toEqual({ new: 61, in_progress: 1, answered: 0, closed: 0, spam: 0 });
    expect(refsOf({ page: 1, assignee: "kim@hanbit.example" })).toEqual([ref]);
    expect(inbox.list({ page: 1, assignee: "none" }).total).toBe(61);
  });

  it("reads filters from the URL and leaves out bad values", () => {
    const { query, ignored } = readInboxQuery(
      new URLSearchParams("status=bogus&from=2026-11-01&to=2026-13-45&q=%20수자원%00&page=0"),
    );
    expect(query).toEqual({ page: 1, from: "2026-11-01", q: "수자원" });
    expect(ignored).toEqual(["status", "to", "page"]);
    expect(inboxParams({ ...query, status: "new" }, 3).toString()).toBe(
      "status=new&from=2026-11-01&q=%EC%88%98%EC%9E%90%EC%9B%90&page=3",
    );
  });
});

describe("search", () => {
  const companies = (q: string) => inbox.list({ page: 1, q }).rows.map((row) => row.companyName);

  it("finds Korean by part of a word, with three syllables or two", () => {
    expect(companies("수자원")).toEqual(["한국수자원공사 시화사업소"]);
    expect(companies("시화")).toEqual(["한국수자원공사 시화사업소"]);
    expect(companies("수자원 시화")).toEqual(["한국수자원공사 시화사업소"]);
    expect(companies("수자원 Acme")).toEqual([]);
  });

  it("finds quoted model codes in any form", () => {
    for (const q of ["480-035", "480035", "480 035", "ap12", "AP-12", "ap 12", "ＡＰ１２"]) {
      expect(companies(q), q).toEqual(["Acme Process Ltd"]);
    }
  });

  it("finds reference, e-mail, phone in any form, name and text", () => {
    const [acme] = inbox.list({ page: 1, q: "acme" }).rows;
    for (const q of [acme!.ref, acme!.ref.slice(-6), "jane.roe@", "01098765432", "9876-5432"]) {
      expect(companies(q), q).toEqual(["Acme Process Ltd"]);
    }
    expect(companies("Jane")).toEqual(["Acme Process Ltd"]);
    expect(companies("<script>")).toEqual(["Acme Process Ltd"]);
    expect(companies('"quote')).toEqual([]);
  });

  it("plans trigram phrases, code alternatives and scans for short words", () => {
    expect(searchPlan("수자원 시화 HT-600")).toEqual({
      match: '"수자원" AND ("ht-600" OR codes : "ht600")',
      likes: ["시화"],
      code: "ht600",
    });
    expect(searchPlan('a"b"c')).toEqual({ match: '("a""b""c" OR codes : "abc")', likes: [] });
    expect(searchPlan("시화사업소")).toEqual({ match: '"시화사업소"', likes: [] });
    expect(companies("%")).toEqual([]);
  });

  it("follows edits and deletions of the inquiries (the index is kept by triggers)", () => {
    const stored = store.add(inquiry({ companyName: "삭제될회사" }), "off");
    expect(companies("삭제될")).toEqual(["삭제될회사"]);
    store.database
      .prepare("UPDATE inquiries SET company_name = '익명' WHERE id = ?")
      .run(stored.id);
    expect(companies("삭제될")).toEqual([]);
    store.database.prepare("DELETE FROM inquiries WHERE id = ?").run(stored.id);
    expect(companies("익명")).toEqual([]);
  });
});

describe("one inquiry", () => {
  it("refuses a change made from an out-of-date page, keeps the first", () => {
    const ref = refOf("대성밸브 7");
    const { revision } = inbox.detail(ref)!;
    expect(inbox.setStatus(ref, "answered", revision, "kim@hanbit.example")).toBe("changed");
    expect(inbox.setStatus(ref, "closed", revision, "lee@hanbit.example")).toBe("conflict");
    expect(inbox.setStatus(ref, "answered", revision, "lee@hanbit.example")).toBe("unchanged");
    expect(inbox.detail(ref)!.status).toBe("answered");
    expect(inbox.setStatus("HF-00000000-000000", "closed", 0, "x")).toBe("unknown");
  });

  it("keeps a timeline: received, notice, views once per half hour, changes, notes", () => {
    const ref = refOf("대성밸브 8");
    const t0 = Date.now();
    inbox.viewed(ref, "kim@hanbit.example", new Date(t0));
    inbox.viewed(ref, "kim@hanbit.example", new Date(t0 + 60_000));
    inbox.viewed(ref, "lee@hanbit.example", new Date(t0 + 60_000));
    const { revision } = inbox.detail(ref)!;
    inbox.setStatus(ref, "spam", revision, "lee@hanbit.example", new Date(t0 + 120_000));
    expect(inbox.addNote(ref, "전화함\n내일 회신", "lee@hanbit.example", new Date(t0 + 180_000)));
    inbox.viewed(ref, "kim@hanbit.example", new Date(t0 + 31 * 60_000));
    const { timeline } = inbox.detail(ref)!;
    expect(timeline.map((entry) => entry.kind)).toEqual([
      "received",
      "notice",
      "viewed",
      "viewed",
      "status",
      "note",
      "viewed",
    ]);
    expect(timeline[4]).toMatchObject({ actor: "lee@hanbit.example", value: "spam" });
    expect(timeline[5]).toMatchObject({ value: "전화함\n내일 회신" });
  });

  it("names the newer and older inquiry under the list's filters", () => {
    const refs = refsOf({ page: 1, from: "2026-11-21" });
    expect(inbox.neighbours(refs[5]!, { from: "2026-11-21" })).toEqual({
      newer: refs[4],
      older: refs[6],
    });
    const [only] = refsOf({ page: 1, q: "수자원" });
    expect(inbox.neighbours(only!, { q: "수자원" })).toEqual({});
    // Without filters the oldest has a newer one only.
    expect(inbox.neighbours(only!, {})).toEqual({ newer: expect.any(String) });
  });

  it("exports every page under the filters, with the lines", () => {
    const all = inbox.all({ from: "2026-11-20" });
    expect(all).toHaveLength(61);
    expect(all[0]!.items).toHaveLength(2);
  });
});

describe("text rules", () => {
  it("cuts first words between words and takes notes of 1 to 4000 characters", () => {
    expect(firstWords("공압 액추에이터 견적을\n부탁드립니다.", 12)).toBe("공압 액추에이터…");
    expect(cleanNote("  메모 \r\n둘째 줄 ")).toBe("메모 \n둘째 줄");
    expect(cleanNote("   ")).toBeUndefined();
    expect(cleanNote("a\u0000b")).toBeUndefined();
    expect(cleanNote("가".repeat(4001))).toBeUndefined();
    expect(cleanNote(42)).toBeUndefined();
  });
});

describe("the migration", () => {
  it("upgrades a database of the previous version, indexing what it holds", () => {
    const file = join(dir, "old.sqlite");
    const old = openStore(file);
    old.add(inquiry({ companyName: "한국남동발전 영흥본부" }), "sent");
    old.close();
    const raw = new Database(file);
    withoutInbox(raw);
    raw.close();
    const upgraded = openStore(file);
    try {
      const rows = openInbox(upgraded).list({ page: 1, q: "남동발전" }).rows;
      expect(rows).toMatchObject([{ companyName: "한국남동발전 영흥본부", status: "new" }]);
    } finally {
      upgraded.close();
    }
  });
});
