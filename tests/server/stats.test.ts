import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { Hono } from "hono";
import {
  countRequests,
  fromVisitor,
  openStats,
  searchOpened,
  viewedPage,
} from "../../server/stats/counter";
import { EMPTY_SEARCH_HEADER } from "../../app/search/empty-search";
import { asciiDigits, keptSearch, looksPersonal } from "../../server/stats/filter";
import {
  inquiryNumbers,
  lastMonths,
  lastWeeks,
  responseNumbers,
} from "../../server/stats/inquiry-numbers";
import { SEARCH_TEXTS_PER_DAY } from "../../server/stats/store";
import { openStore } from "../../server/inquiries/store";
import type { Inquiry } from "../../server/inquiries/validate";
import { STORED } from "../receiver/harness";
import { purposeOpensOn } from "../../app/content/privacy";

/** The counts without personal data (server/stats/, docs/decisions/021). */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "stats-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("what a search that found nothing may keep", () => {
  test.each([
    ["jane.roe@acme.example", true],
    ["문의 jane@acme", true],
    ["ｊａｎｅ＠ａｃｍｅ.kr", true],
    ["010-1234-5678", true],
    ["02 123 4567", true],
    ["+82 (10) 1234 5678", true],
    ["1234567", true],
    ["０１０１２３４５６７８", true],
    // Issue 41: any separator, any script's digits, an address spelled with spaces or "(at)".
    ["010,1234,5678", true],
    ["010_1234_5678", true],
    ["010~1234~5678", true],
    ["010 · 1234 · 5678", true],
    ["٠١٠١٢٣٤٥٦٧٨", true],
    ["۰۱۰-۱۲۳۴-۵۶۷۸", true],
    ["०१०१२३४५६७८", true],
    ["john.doe @example.com", true],
    ["john.doe @ example.com", true],
    ["john.doe(at)example.com", true],
    ["john.doe [at] example [dot] com", true],
    ["john.doe at example.com", true],
    ["john.doe 골뱅이 example.co.kr", true],
    ["@", true],
    ["valve at 150 degrees", false],
    ["480-035", false],
    ["DN150 PN16", false],
    ["버터플라이 밸브 150A", false],
    ["123456", false],
  ])("%s personal: %s", (text, personal) => {
    expect(looksPersonal(asciiDigits(text.normalize("NFKC")))).toBe(personal);
    expect(keptSearch(text) === undefined).toBe(personal);
  });

  test("text tidied: spaces, case, invisible characters, 100 characters", () => {
    expect(keptSearch("  Zebra\u200b   Valve\n")).toBe("zebra valve");
    expect(keptSearch("")).toBeUndefined();
    expect(keptSearch("   ")).toBeUndefined();
    expect(keptSearch("가".repeat(300))).toHaveLength(100);
    // Digits of other scripts are counted as the ASCII digits they are.
    expect(keptSearch("DN١٥٠")).toBe("dn150");
    expect(asciiDigits("٩९৯０𝟗𝟘")).toBe("999090");
  });
});

describe("which answers are page views", () => {
  const headers = (
    type: string,
    cache = "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
  ) => new Headers({ "Content-Type": type, "Cache-Control": cache });
  test("public HTML and route data; not private, files or JSON", () => {
    expect(viewedPage("/about", headers("text/html; charset=utf-8"))).toBe("/about");
    expect(viewedPage("/products/x.data", headers("text/x-script"))).toBe("/products/x");
    expect(viewedPage("/_root.data", headers("text/x-script"))).toBe("/");
    expect(viewedPage("/contact/thanks", headers("text/html", "no-store"))).toBeUndefined();
    expect(viewedPage("/search-index-ko.json", headers("application/json"))).toBeUndefined();
  });
  test("robots, tools and prefetches are not visitors", () => {
    const chrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
    expect(fromVisitor(new Headers({ "User-Agent": chrome }))).toBe(true);
    expect(fromVisitor(new Headers())).toBe(false);
    expect(fromVisitor(new Headers({ "User-Agent": "Googlebot/2.1" }))).toBe(false);
    expect(fromVisitor(new Headers({ "User-Agent": "Yeti/1.1 (NHN Corp.) crawler" }))).toBe(false);
    expect(fromVisitor(new Headers({ "User-Agent": chrome, "Sec-Purpose": "prefetch" }))).toBe(
      false,
    );
  });
});

describe("counting, flushing and retention", () => {
  test("counts wait in memory, are added up per Seoul day, and old days are deleted", () => {
    let now = Date.parse("2026-11-22T14:59:00Z"); // 23:59 in Seoul
    const stats = openStats(dir, { retentionDays: 3, flushSeconds: 3600, now: () => now });
    stats.countView("/about");
    stats.countView("/about");
    stats.countEmptySearch("Zebra");
    stats.countEmptySearch("zebra ");
    stats.countEmptySearch("call 010-1234-5678");
    stats.countEmptySearch("me@example.com");
    // Nothing written before the flush.
    expect(stats.store.viewsByPath("2000-01-01", "2999-01-01")).toEqual([]);
    stats.flush();
    now += 2 * 60_000; // 00:01 the next Seoul day
    stats.countView("/about");
    stats.countEmptySearch("zebra");
    stats.flush();
    expect(stats.store.viewsByPath("2026-11-22", "2026-11-23")).toEqual([
      { path: "/about", views: 3 },
    ]);
    expect(stats.store.viewsByPath("2026-11-23", "2026-11-23")).toEqual([
      { path: "/about", views: 1 },
    ]);
    expect(stats.store.topEmptySearches("2026-11-22", "2026-11-23")).toEqual([
      { query: "zebra", searches: 3 },
    ]);
    // Three days later the first day is past a 3-day retention, the second is not.
    now += 3 * 24 * 60 * 60_000 - 2 * 60_000;
    expect(stats.purge()).toBe(2);
    expect(stats.store.viewsByPath("2000-01-01", "2999-01-01")).toEqual([
      { path: "/about", views: 1 },
    ]);
    stats.close();
    // Only days, paths, texts and numbers are in the file.
    const db = new Database(join(dir, "stats.sqlite"), { readonly: true });
    const columns = db
      .prepare(
        "SELECT name FROM pragma_table_info('page_views') UNION ALL SELECT name FROM pragma_table_info('empty_searches')",
      )
      .pluck()
      .all();
    expect(columns).toEqual(["day", "path", "views", "day", "query", "searches"]);
    db.close();
  });

  test("a flood of made-up searches keeps at most so many texts a day", () => {
    const now = Date.parse("2026-11-22T03:00:00Z");
    const stats = openStats(dir, { retentionDays: 30, flushSeconds: 3600, now: () => now });
    for (let round = 0; round < 3; round += 1) {
      for (let n = 0; n < 1000; n += 1) stats.countEmptySearch(`x${round}-${n}`);
      stats.flush();
    }
    stats.countEmptySearch("x0-1");
    stats.flush();
    const kept = stats.store.topEmptySearches("2026-11-22", "2026-11-22", 10_000);
    expect(kept).toHaveLength(SEARCH_TEXTS_PER_DAY);
    expect(kept[0]).toEqual({ query: "x0-1", searches: 2 });
    stats.close();
  });
});

describe("searches whose results nobody opened (issue 78, item 5)", () => {
  const origin = "https://hanbit.example";
  test("a page opened from the site's results page counts for that search only", () => {
    const at = (path: string) => new URL(`${origin}${path}`);
    expect(searchOpened(`${origin}/search?q=DN%20150`, at("/products/x"))).toBe("DN 150");
    expect(searchOpened(`${origin}/en/search?q=ball`, at("/en/products/x.data"))).toBe("ball");
    expect(searchOpened(`${origin}/search?q=a`, at("/search?q=a&group=product"))).toBeUndefined();
    expect(searchOpened("https://elsewhere.example/search?q=a", at("/x"))).toBeUndefined();
    expect(searchOpened(`${origin}/products?q=a`, at("/x"))).toBeUndefined();
    expect(searchOpened("not a url", at("/x"))).toBeUndefined();
  });

  test("counted through the server: words and numbers only, a year at most", async () => {
    // From the day the policy that covers the words of found searches is in force (issue 79).
    let now = Date.parse(`${purposeOpensOn("search-words")}T03:00:00Z`);
    const stats = openStats(dir, { retentionDays: 400, flushSeconds: 3600, now: () => now });
    const app = new Hono();
    app.use(countRequests(stats));
    app.get("/search", (c) => {
      const q = c.req.query("q") ?? "";
      c.header("Cache-Control", "public, max-age=60");
      c.header(EMPTY_SEARCH_HEADER, q === "zzz" ? "1" : "0");
      return c.html("<p>results</p>");
    });
    app.get("/products/x", (c) => {
      c.header("Cache-Control", "public, max-age=60");
      return c.html("<p>product</p>");
    });
    const visitor = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };
    const get = (path: string, headers: Record<string, string> = {}) =>
      app.request(`${origin}${path}`, { headers: { ...visitor, ...headers } });
    for (const q of ["DN 150", "DN 150", "볼밸브 2인치", "zzz", "call 010-1234-5678"]) {
      const answer = await get(`/search?q=${encodeURIComponent(q)}`);
      // The marker never leaves the server.
      expect(answer.headers.has(EMPTY_SEARCH_HEADER)).toBe(false);
    }
    await get("/products/x", {
      Referer: `${origin}/search?q=${encodeURIComponent("볼밸브 2인치")}`,
    });
    stats.flush();
    const day = purposeOpensOn("search-words");
    expect(stats.store.unopenedSearches(day, day)).toEqual([{ query: "dn 150", searches: 2 }]);
    expect(stats.store.topEmptySearches(day, day)).toEqual([{ query: "zzz", searches: 1 }]);
    // Only days, texts and numbers are kept.
    const db = new Database(join(dir, "stats.sqlite"), { readonly: true });
    const columns = db.prepare("SELECT name FROM pragma_table_info('result_searches')").pluck();
    expect(columns.all()).toEqual(["day", "query", "searches", "opened"]);
    db.close();
    // Kept 12 months though the views are kept 400 days.
    now += 366 * 24 * 60 * 60_000;
    stats.purge();
    expect(stats.store.unopenedSearches("2000-01-01", "2999-01-01")).toEqual([]);
    expect(stats.store.topEmptySearches("2000-01-01", "2999-01-01")).toEqual([]);
    expect(stats.store.viewsByPath("2000-01-01", "2999-01-01").length).toBeGreaterThan(0);
    stats.close();
  });

  test("no found search's words are kept before the policy that covers them is in force", () => {
    const opens = Date.parse(`${purposeOpensOn("search-words")}T00:00:00+09:00`);
    let now = opens - 60_000;
    const stats = openStats(dir, { retentionDays: 400, flushSeconds: 3600, now: () => now });
    stats.countFoundSearch("DN 150");
    stats.countOpened("DN 150");
    stats.countEmptySearch("zzz");
    now = opens + 60_000;
    stats.countFoundSearch("DN 200");
    stats.flush();
    expect(stats.store.unopenedSearches("2000-01-01", "2999-01-01")).toEqual([
      { query: "dn 200", searches: 1 },
    ]);
    expect(stats.store.topEmptySearches("2000-01-01", "2999-01-01")).toEqual([
      { query: "zzz", searches: 1 },
    ]);
    stats.close();
  });
});

describe("inquiries per week, month, sector and product", () => {
  test("Seoul periods, spam left out, lines counted", () => {
    const store = openStore(join(dir, "inquiries.sqlite"));
    const add = (at: string, fields: Partial<Inquiry> = {}) =>
      store.add({ ...STORED, lang: "ko", ...fields }, "off", new Date(at));
    const line = (productId: string) => ({
      productId,
      code: productId.toUpperCase(),
      name: productId,
      quantity: 1,
    });
    // 2026-10-31 23:30 in Seoul is October; 2026-10-31T15:30Z is November 1st there.
    add("2026-10-31T14:30:00Z", { category: "valve", items: [line("v1"), line("v2")] });
    add("2026-10-31T15:30:00Z", { category: "valve", items: [line("v1")] });
    add("2026-11-20T03:00:00Z", { category: "electric", productCode: "480-035" });
    add("2026-11-20T04:00:00Z");
    // A quote list sent without a product's page: under its products' groups, once each.
    add("2026-11-20T06:00:00Z", { items: [line("v1"), line("e1"), line("e2")] });
    const spam = add("2026-11-20T05:00:00Z", { category: "valve", items: [line("v1")] });
    store.database.prepare("UPDATE inquiries SET status = 'spam' WHERE id = ?").run(spam.id);
    const groups = { v1: "valve", v2: "valve", e1: "electric", e2: "electric" };
    const numbers = inquiryNumbers(store.database, new Date("2026-11-23T03:00:00Z"), groups);
    expect(numbers.months).toHaveLength(12);
    expect(numbers.months.at(-1)).toEqual({ period: "2026-11", inquiries: 4, lines: 4 });
    expect(numbers.months.at(-2)).toEqual({ period: "2026-10", inquiries: 1, lines: 2 });
    expect(numbers.months[0]!.period).toBe("2025-12");
    expect(numbers.weeks.at(-1)).toEqual({ period: "2026-11-23", inquiries: 0, lines: 0 });
    expect(numbers.weeks.at(-2)).toEqual({ period: "2026-11-16", inquiries: 3, lines: 3 });
    expect(numbers.sectors).toEqual([
      { sector: "valve", inquiries: 3, lines: 4 },
      { sector: "electric", inquiries: 2, lines: 2 },
      { sector: "", inquiries: 1, lines: 0 },
    ]);
    expect(numbers.products).toEqual([
      { product: "v1", inquiries: 3, lines: 3 },
      { product: "e1", inquiries: 1, lines: 1 },
      { product: "e2", inquiries: 1, lines: 1 },
      { product: "v2", inquiries: 1, lines: 1 },
      { product: "480-035", inquiries: 1, lines: 0 },
    ]);
    store.close();
  });

  test("first responses in Seoul business time: the median and the share within a day", () => {
    const store = openStore(join(dir, "inquiries.sqlite"));
    const add = (at: string) => store.add({ ...STORED, lang: "ko" }, "off", new Date(at)).id;
    const answer = (id: number, at: string, kind = "status") =>
      store.database
        .prepare(
          "INSERT INTO inquiry_events (inquiry_id, at, actor, kind, value) VALUES (?, ?, 'kim', ?, ?)",
        )
        .run(id, at, kind, kind === "status" ? "answered" : "{}");
    // Monday 10:00 in Seoul, answered by a reply at 12:00: 2 h.
    answer(add("2026-11-16T01:00:00Z"), "2026-11-16T03:00:00Z", "reply");
    // Friday 17:00, answered Monday 11:00: 1 h on Friday and 2 on Monday, within the day.
    answer(add("2026-11-20T08:00:00Z"), "2026-11-23T02:00:00Z");
    // Tuesday 10:00, answered Thursday 10:00: 18 h, a day late.
    answer(add("2026-11-17T01:00:00Z"), "2026-11-19T01:00:00Z");
    // Wednesday 10:00, never answered: due, not within. Today 10:00: not due yet, not counted.
    add("2026-11-18T01:00:00Z");
    add("2026-11-23T01:00:00Z");
    const numbers = responseNumbers(store.database, new Date("2026-11-23T03:00:00Z"));
    expect(numbers).toEqual({
      answered: 3,
      medianMs: 3 * 3_600_000,
      due: 4,
      withinDay: 2,
      messagesAnswered: 0,
    });
    store.close();
  });

  test("each buyer's mail counts to the response after it, not only the first", async () => {
    const store = openStore(join(dir, "messages.sqlite"));
    const stored = store.add({ ...STORED, lang: "ko" }, "off", new Date("2026-11-16T01:00:00Z"));
    const reply = (at: string) =>
      store.replies.queue(
        stored.ref,
        { subject: "Re", body: "Hi", to: stored.email, replyTo: "k@h.example" },
        "kim",
        new Date(at),
      );
    const buyer = (uid: number, at: string, kind: "message" | "auto-reply" = "message") =>
      store.messages.receive(
        {
          key: { uidValidity: "1", uid },
          references: [],
          subject: `[${stored.ref}]`,
          from: { address: stored.email },
          fromVerified: { by: "dmarc", domain: stored.email.split("@")[1]! },
          date: at,
          text: "more",
          kind,
          attachments: [],
        },
        new Date(at),
      );
    // Monday 10:00 received, 11:00 answered (1 h); the buyer writes Tuesday 10:00, answered
    // 14:00 (4 h); an auto-reply Wednesday counts for nothing; Thursday 10:00, answered 11:00.
    reply("2026-11-16T02:00:00Z");
    await buyer(1, "2026-11-17T01:00:00Z");
    reply("2026-11-17T05:00:00Z");
    await buyer(2, "2026-11-18T01:00:00Z", "auto-reply");
    await buyer(3, "2026-11-19T01:00:00Z");
    reply("2026-11-19T02:00:00Z");
    // Friday 10:00: not answered yet, not in the median.
    await buyer(4, "2026-11-20T01:00:00Z");
    const numbers = responseNumbers(store.database, new Date("2026-11-23T03:00:00Z"));
    expect(numbers).toMatchObject({
      answered: 1,
      medianMs: 3_600_000,
      messagesAnswered: 2,
      messageMedianMs: 2.5 * 3_600_000,
    });
    store.close();
  });

  test("the last months and weeks end with this one", () => {
    expect(lastMonths(new Date("2026-01-31T16:00:00Z"), 3)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    // Sunday 2026-11-22 in Seoul: its week began Monday the 16th.
    expect(lastWeeks(new Date("2026-11-22T10:00:00Z"), 2)).toEqual(["2026-11-09", "2026-11-16"]);
  });
});
