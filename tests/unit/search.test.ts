import { describe, expect, test } from "vitest";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import type { Lang } from "../../app/i18n/lang";
import type { SearchAnswer } from "../../app/search/engine";
import { searchData, serverSearcher } from "../../app/search/index.server";
import { MAX_QUERY_LENGTH, cleanQuery } from "../../app/search/text";
import { cpuTime } from "../cpu-time";

const products = liveProducts();

/** The product ids an answer lists, in order. */
const productCodes = (answer: SearchAnswer) =>
  answer.groups.find((g) => g.group === "product")?.hits.map((h) => h.code) ?? [];

const codeOf = (id: string) => products.find((p) => p.id === id)!.code;

/** Each class of query the search must understand, with several cases: [query, the product it must find]. */
const classes: Record<string, [query: string, code: string][]> = {
  "model codes in any form (exact match first)": [
    ["480-035", "480-035"],
    ["480035", "480-035"],
    ["480 035", "480-035"],
    ["S30T", "S30T"],
    ["s30t", "S30T"],
    ["AP12", "AP12"],
    ["ap 12", "AP12"],
    ["HT-600", "HT600"],
    ["ht600", "HT600"],
    ["pqvf", "PQVF"],
  ],
  "Korean with or without spaces": [
    ["버터플라이밸브", "HT600"],
    ["버터플라이 밸브", "HT600"],
    ["핀치밸브", "PQVF"],
    ["핀치 밸브", "PQVI"],
    ["볼밸브", "S10"],
  ],
  "Korean variant spellings": [
    ["액츄에이터", "480-035"],
    ["엑추에이터", "AP5"],
    ["버터후라이", "301"],
    ["버터후라이 벨브", "HT600"],
  ],
  "initial consonants only": [
    ["ㅂㅌㅍㄹㅇ", "301"],
    ["ㅍㅊ", "PQVF"],
    ["ㄹㅇㅍㄴㅇ", "AP12"],
  ],
  "Korean typed on an English keyboard layout": [
    ["qjxjvmffkdl", "HT600"],
    ["vlscl", "PQVF"],
  ],
  "English words in any case and number": [
    ["valves", "S10"],
    ["Valve", "PQVF"],
    ["Butterfly", "HT600"],
    ["BUTTERFLY VALVES", "301"],
    ["pinch valves", "PQVI"],
  ],
  "figures with units, as the content states them": [
    ["DN150", "PQVF"],
    ["DN 150", "PQVF"],
    ["150A", "PQVF"],
    ["PN16", "S10"],
    ["600 °C", "HT600"],
    ["600℃", "HT600"],
    ["350 N·m", "480-035"],
    ["350 Nm", "480-035"],
    ["350Nm", "480-035"],
    ["350 N.m", "480-035"],
    ["F10", "480-035"],
  ],
};

for (const lang of ["ko", "en"] as Lang[]) {
  describe(`search (${lang} pages)`, () => {
    const search = serverSearcher(lang, []);
    for (const [name, cases] of Object.entries(classes)) {
      test.each(cases)(`${name}: %s finds %s`, (query, code) => {
        const answer = search.search(query);
        expect(productCodes(answer)).toContain(code);
      });
    }

    test.each([
      ["480-035", "480-035"],
      ["480 035", "480-035"],
      ["s30", "S30"],
      ["ap 12", "AP12"],
      ["HT-600", "HT600"],
    ])("the exact model code %s comes first", (query, code) => {
      const hits = search.search(query).groups[0]!.hits;
      expect(hits[0]!.code).toBe(code);
      expect(hits[0]!.exact).toBe(true);
    });

    // As a buyer types a code, every key lists the models it may still become (issue 78).
    test("a code half typed lists the models it begins", () => {
      const begun = (query: string) => productCodes(search.search(query));
      const codes = products.map((p) => p.code);
      for (const typed of ["48", "480", "480-", "480-0"]) {
        const begins = codes.filter((code) => code.startsWith(typed));
        expect(begins.length, typed).toBeGreaterThan(1);
        expect(begun(typed), typed).toEqual(expect.arrayContaining(begins));
      }
      expect(begun("480-03")).toEqual(["480-035"]);
      expect(begun("480-035")[0]).toBe("480-035");
    });

    // Found as a new user would: "S30 T" listed S30 first, since S30 is a model of its own.
    test.each([
      ["S30 T", ["S30T", "S30"]],
      ["301 TSS", ["301TSS", "301"]],
      ["301 e", ["301E", "301"]],
      ["AP1 0", ["AP10", "AP1"]],
    ])("%s: the code of all its words comes before the code of its first", (query, codes) => {
      const hits = search.search(query).groups.find((g) => g.group === "product")!.hits;
      expect(hits.slice(0, 2).map((h) => [h.code, h.exact])).toEqual(codes.map((c) => [c, true]));
    });

    test("results show the page's language whatever the query's language", () => {
      const answer = search.search(lang === "en" ? "버터플라이 밸브" : "butterfly valve");
      const titles = answer.groups.flatMap((g) =>
        g.hits.map((h) => h.title.map(([t]) => t).join("")),
      );
      expect(titles.length).toBeGreaterThan(0);
      const hangul = titles.filter((t) => /[\uac00-\ud7a3]/.test(t));
      if (lang === "en") expect(hangul).toEqual([]);
      else expect(hangul.length).toBe(titles.length);
    });

    test("matched words are marked in the snippet", () => {
      const hit = search.search("350 Nm").groups[0]!.hits[0]!;
      expect(hit.snippet.filter(([, marked]) => marked).map(([t]) => t)).toContain("350 N·m");
      // A rating is matched by the figure, and the hit shows the row that holds it.
      const pn = search.search("PN16").groups[0]!.hits[0]!;
      expect(pn.fits!.map((fit) => fit.text).join(" ")).toMatch(/PN[\d/]*16/);
    });

    test("a query in the other language marks the words of this one", () => {
      const marked = (query: string) =>
        search
          .search(query)
          .groups[0]!.hits.slice(0, 3)
          .map((hit) => [...hit.title, ...hit.snippet].filter(([, m]) => m).map(([t]) => t));
      const butterfly = lang === "ko" ? /^버터플라이/ : /^butterfly/i;
      for (const words of marked("버터플라이밸브")) expect(words.join(" ")).toMatch(butterfly);
      for (const words of marked("butterfly valves")) expect(words.join(" ")).toMatch(butterfly);
      const actuator = lang === "ko" ? /액추에이터/ : /actuator/i;
      for (const words of marked("공압 액츄에이터")) expect(words.join(" ")).toMatch(actuator);
      for (const words of marked("pneumatic actuator")) expect(words.join(" ")).toMatch(actuator);
    });

    test("results are grouped: products, catalogue pages, company pages, gallery", () => {
      const groups = search.search(lang === "ko" ? "핀치" : "pinch").groups.map((g) => g.group);
      expect(groups).toEqual(["product", "catalogue", "company", "gallery"]);
    });

    test("no results: nothing listed, the nearest models and the finder offered", () => {
      const answer = search.search("DN 1400");
      expect(answer.total).toBe(0);
      // DN 1200 is the largest size made: the 301 is nearest, by its own size row.
      expect(answer.near[0]!.code).toBe("301");
      expect(answer.near[0]!.notes[0]![lang]).toContain(
        lang === "ko" ? "DN 40~1200" : "DN 40–1200",
      );
      expect(answer.finder).toBe("/products/finder?kind=valve");
      expect(search.search("qqqqzzzz").total).toBe(0);
    });

    test("a word found nowhere is left out, and the answer says so", () => {
      const answer = search.search("butterfly zzqx");
      expect(answer.ignored).toEqual(["zzqx"]);
      expect(productCodes(answer)).toContain("301");
    });

    test("the keyboard-layout reading is reported", () => {
      expect(search.search("qjxjvmffkdl").readAs).toBe("버터플라이");
      expect(search.search("valves").readAs).toBeUndefined();
    });
  });
}

describe("bounded and hostile queries", () => {
  const search = serverSearcher("ko", []);

  test("a query is cut to the limit and cleaned of control characters", () => {
    expect(cleanQuery("a".repeat(500)).length).toBe(MAX_QUERY_LENGTH);
    expect(cleanQuery("  480\u0000-035\n ")).toBe("480 -035");
    expect(cleanQuery(null)).toBe("");
  });

  test.each([
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "(((((((((((",
    "[a-z]+*?",
    "\\",
    "%00%ff",
    "ㅂ".repeat(300),
    "a ".repeat(300),
    "480-".repeat(60),
    "\u202e\ud800\udfff\ufeff",
    "🙂".repeat(100),
    "$&$1$`",
  ])("%s answers without throwing and in bounded time", async (query) => {
    const { result: answer, ms } = await cpuTime(() => search.search(query));
    expect(answer.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(ms).toBeLessThan(2000);
    for (const hit of answer.groups.flatMap((g) => g.hits)) {
      expect(hit.snippet.map(([t]) => t).join("")).not.toContain("<script>");
    }
  });

  test("an empty query finds nothing", () => {
    expect(search.search("   ").total).toBe(0);
    expect(search.search("").groups).toEqual([]);
  });

  test("every product is found by its own code", () => {
    for (const p of products) {
      expect(productCodes(search.search(codeOf(p.id)))[0], p.code).toBe(p.code);
    }
  });
});

describe("the pages that are empty lists (issue 66, item 5)", () => {
  const paths = (empty: string[]) => searchData("ko", empty).docs.map((doc) => doc.path);

  test("are left out of the index with their page numbers, and come back with content", () => {
    const all = paths([]);
    expect(all).toContain("/references");
    expect(all).toContain("/products/electric/400-410-series");
    expect(all).toContain("/products/pneumatic/rotary?page=2");
    const fewer = paths(["/references", "/products/pneumatic/rotary"]);
    expect(fewer).not.toContain("/references");
    expect(fewer.filter((path) => path.startsWith("/products/pneumatic/rotary?"))).toEqual([]);
    expect(fewer).not.toContain("/products/pneumatic/rotary");
    // Products stay: an empty group has none.
    expect(fewer).toContain("/products/pneumatic/rotary/ap1");
    expect(paths([])).toEqual(all);
  });
});
