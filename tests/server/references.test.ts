import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import type { createApp } from "../../server/app";
import { openUnitsPart, purgeReferencesOnChange, type UnitsPart } from "../../server/units/setup";
import type { UnitInput } from "../../server/units/store";
import { deliveredUnit } from "../fixtures/units";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { categories } from "../../app/content/catalog/categories";
import { unitsTables } from "../../app/admin/numbers/units.server";
import { regionNames } from "../../app/references/regions";
import { readQuery } from "../../app/site/page-query";
import { builtApp } from "./built-site";
import { openStore } from "../../server/inquiries/store";

/**
 * The references (납품실적, decision 036) on the built site as a plain request sees them: counted
 * from the delivered units, a customer named only with its consent (never the unconsented one,
 * anywhere in the page, JSON-LD included), the industry filter as links, an unknown filter, the
 * page current after a unit is added or a consent withdrawn, its headers and sitemap entries;
 * and the owner's numbers of units per month and industry.
 */

let part: UnitsPart;
let app: ReturnType<typeof createApp>;
const [first, second] = liveProducts().filter(
  (p, i, all) => all.findIndex((q) => q.category === p.category) === i,
);
const input = (over: Partial<UnitInput> = {}) =>
  deliveredUnit(first!, {
    customer: "비공개수도 주식회사",
    deliveredOn: "2025-06-10",
    inquiryRef: "HF-20250501-ABCD",
    ...over,
  });

beforeAll(async () => {
  part = openUnitsPart(mkdtempSync(join(tmpdir(), "references-")));
  app = await builtApp({
    units: part,
  });
});
afterAll(() => part.store.close());

const get = (path: string) => app.request(`http://localhost${path}`);
const page = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return { response, html: await response.text() };
};
const jsonLdOf = (html: string) =>
  parse(html)
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent) as Record<string, unknown>);

describe("the references page", () => {
  it("is the site's 404 before any unit, out of the menus and the sitemap (issue 66)", async () => {
    for (const [path, title] of [
      ["/references", "페이지를 찾을 수 없습니다"],
      ["/en/references", "Page not found"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Surrogate-Key")).toContain("missing");
      const html = await response.text();
      expect(html).toContain(title);
      expect(jsonLdOf(html).some((ld) => ld["@type"] === "ItemList")).toBe(false);
    }
    for (const path of ["/", "/about", "/en/about/map", "/sitemap", "/en/sitemap"]) {
      const html = (await page(path)).html;
      expect(html, path).not.toMatch(/href="(\/en)?\/references"/);
    }
    expect(await (await get("/sitemap.xml")).text()).not.toContain("/references<");
  });

  it("counts the units by year, industry and group, naming only customers who consented", async () => {
    const { store } = part;
    store.addAll(
      [
        input(),
        input({ deliveredOn: "2026-03-02" }),
        input({ customer: "한빛공개수자원공사", nameConsent: true, region: "충청북도" }),
        input({
          customer: "한빛공개수자원공사",
          nameConsent: true,
          deliveredOn: "2024-02-01",
          productId: second!.id,
          productCode: second!.code,
        }),
        input({
          customer: "Secret Shipyard Co.",
          industry: "marine",
          region: "Ulsan",
          site: "Dock 3",
          tag: "BW-9",
        }),
        // Not delivered yet: not counted.
        input({ deliveredOn: undefined, customer: "미납품 고객사", nameConsent: true }),
      ],
      "kim@example.com",
    );
    const ko = await page("/references");
    const en = await page("/en/references");
    const units = store.list({ limit: 100 }).units;
    for (const { html } of [ko, en]) {
      // The named customer is there, in the list and in the JSON-LD.
      expect(html).toContain("한빛공개수자원공사");
      const list = jsonLdOf(html).find((ld) => ld["@type"] === "ItemList")!;
      expect(JSON.stringify(list)).toContain("한빛공개수자원공사");
      expect(list.numberOfItems).toBe(1);
      // Never an unconsented customer, a site, a tag, a serial, a token or an inquiry.
      for (const secret of [
        "비공개수도",
        "Secret Shipyard",
        "미납품",
        "화성 정수장",
        "Dock 3",
        "P-101",
        "BW-9",
        "HF-2025",
        "HF-2026",
        "HF-20250501",
        ...units.map((unit) => unit.token),
      ]) {
        expect(html, secret).not.toContain(secret);
      }
    }
    // Unnamed customers are described by industry and region, in each language.
    expect(ko.html).toContain("경기 지역 수도 사업자");
    expect(ko.html).toContain("울산 지역 조선·해양 기업");
    expect(en.html).toContain("A water utility, Gyeonggi");
    expect(en.html).toContain("A shipbuilding and marine company, Ulsan");

    // The year table: 2026 one unit (water), 2025 three (two water, one marine), 2024 one.
    const facts = () =>
      parse(ko.html)
        .querySelectorAll(".references-facts dd")
        .map((dd) => dd.text);
    expect(facts()).toEqual(["5대", "2024~2026년", "1"]);
    const table = parse(ko.html).querySelector(".references-table")!;
    const rows = table
      .querySelectorAll("tbody tr")
      .map((row) => row.querySelectorAll("th, td").map((cell) => cell.text.trim()));
    expect(rows).toEqual([
      ["2026년", "1", "–", "1"],
      ["2025년", "2", "1", "3"],
      ["2024년", "1", "–", "1"],
    ]);
    expect(table.querySelectorAll("thead th").map((th) => th.text)).toEqual([
      "연도",
      "상하수도",
      "조선·해양",
      "합계",
    ]);
    // The groups: the second product's group counts its one unit.
    const groups = parse(ko.html).querySelectorAll(".references-table")[1]!;
    const secondGroup = categories.find((c) => c.id === second!.category)!;
    expect(groups.text).toContain(secondGroup.name.ko);
  });

  it("filters by industry with plain links, and an unknown value is the whole page", async () => {
    const whole = await page("/references");
    const links = parse(whole.html)
      .querySelectorAll(".references-filter a")
      .map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "/references",
      "/references?industry=water",
      "/references?industry=marine",
    ]);
    const marine = await page("/references?industry=marine");
    expect(marine.html).toContain("울산 지역 조선·해양 기업");
    expect(marine.html).not.toContain("경기 지역 수도 사업자");
    expect(marine.html).not.toContain("한빛공개수자원공사");
    expect(
      parse(marine.html).querySelector('.references-filter a[aria-current="page"]')?.text,
    ).toContain("조선·해양");
    // The canonical URL is the whole page's.
    expect(parse(marine.html).querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/references$/,
    );
    const en = await page("/en/references?industry=water");
    expect(en.html).toContain('href="/en/references?industry=marine"');
    expect(en.html).not.toContain("A shipbuilding and marine company");

    for (const path of [
      "/references?industry=nuclear",
      "/references?industry=",
      "/references?industry=%E0%A4%A",
      "/references?industry=water&industry=marine&utm_source=x",
    ]) {
      const { html } = await page(path);
      expect(html, path).toContain("한빛공개수자원공사");
    }
    // An industry with no unit delivered is a list with nothing in it: the 404 page.
    expect((await get("/references?industry=power")).status).toBe(404);
    // Only a known industry is a query the page reads (the rest shares the whole page's render).
    expect(readQuery("/references", "?industry=nuclear")).toBe("");
    expect(readQuery("/en/references", "?industry=lng&x=1")).toBe("?industry=lng");
  });

  it("is current at once when a unit is added or a consent withdrawn", async () => {
    const total = (html: string) => parse(html).querySelector(".references-facts dd")?.text;
    expect(total((await page("/references")).html)).toBe("5대");
    part.store.add(input({ industry: "lng", region: "" }), "lee@example.com");
    const added = await page("/references");
    expect(total(added.html)).toBe("6대");
    expect(added.html).toContain("LNG 운반선 분야 기업");

    const named = part.store.list({ search: "한빛공개" }).units;
    for (const unit of named) part.store.setNameConsent(unit.serial, false);
    for (const path of ["/references", "/en/references", "/references.data"]) {
      const body = await (await get(path)).text();
      expect(body, path).not.toContain("한빛공개수자원공사");
    }
    expect(
      jsonLdOf((await page("/references")).html).some((ld) => ld["@type"] === "ItemList"),
    ).toBe(false);
    for (const unit of named) part.store.setNameConsent(unit.serial, true);
    expect((await page("/references")).html).toContain("한빛공개수자원공사");
  });

  it("is in sitemap.xml in both languages with alternates, and linked from the menus", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    const entry = xml.split("<url>").find((url) => /<loc>[^<]*\/references<\/loc>/.test(url))!;
    expect(entry).toMatch(/hreflang="en" href="[^"]*\/en\/references"/);
    expect(entry).toMatch(/hreflang="x-default" href="[^"]*\/references"/);
    expect(xml).toMatch(/<loc>[^<]*\/en\/references<\/loc>/);
    // In the header's company menu and the about section's side menu, once it has units.
    const about = parse(await (await get("/en/about")).text());
    expect(about.querySelectorAll('nav.main-nav a[href="/en/references"]')).toHaveLength(1);
    expect(about.querySelectorAll('nav.side-menu a[href="/en/references"]')).toHaveLength(1);
    const sitemap = await (await get("/sitemap")).text();
    expect(sitemap).toContain('href="/references"');
  });
});

describe("the edge's purge", () => {
  it("is asked for the references' key when units are added or a consent changes, not else", () => {
    const own = openUnitsPart(mkdtempSync(join(tmpdir(), "references-purge-")));
    try {
      const purged: string[][] = [];
      purgeReferencesOnChange(own.store, (keys) => purged.push(keys));
      const unit = own.store.add(input(), "kim");
      own.store.addService(unit.id, { kind: "repair", day: "2026-01-02" }, "kim");
      own.store.rotateToken(unit.serial);
      expect(purged).toEqual([["references"]]);
      own.store.setNameConsent(unit.serial, false);
      expect(purged).toHaveLength(1);
      own.store.setNameConsent(unit.serial, true);
      expect(purged).toEqual([["references"], ["references"]]);
    } finally {
      own.store.close();
    }
  });
});

describe("region names", () => {
  it("reads a province typed either way in both languages, anything else as typed", () => {
    for (const typed of ["경기", "경기도", "Gyeonggi", "gyeonggi-do", "Gyeonggi Province"]) {
      expect(regionNames(typed), typed).toEqual({ ko: "경기", en: "Gyeonggi" });
    }
    expect(regionNames("충청북도")).toEqual({ ko: "충북", en: "North Chungcheong" });
    expect(regionNames("서울특별시")).toEqual({ ko: "서울", en: "Seoul" });
    expect(regionNames("Rotterdam")).toEqual({ ko: "Rotterdam", en: "Rotterdam" });
  });
});

describe("the owner's numbers of delivered units", () => {
  it("counts units per month of delivery and per industry over 12 months", () => {
    const dir = mkdtempSync(join(tmpdir(), "unit-numbers-"));
    const own = openUnitsPart(dir);
    // The reminders' table reads the quotations that followed their requests.
    const inquiries = openStore(join(dir, "inquiries.sqlite"));
    try {
      const context = { units: own, inquiries: { store: inquiries } } as unknown as AppLoadContext;
      const now = new Date("2026-11-26T03:00:00Z");
      // Nothing delivered or reminded yet: the tables are empty (the page says "none yet").
      expect(unitsTables(context, "ko", now)!.map((t) => t.rows)).toEqual([[], [], []]);
      own.store.addAll(
        [
          input({ deliveredOn: "2026-11-03" }),
          input({ deliveredOn: "2026-11-20", industry: "power" }),
          input({ deliveredOn: "2026-02-01", industry: "power" }),
          // Thirteen months ago, and not delivered: neither is counted.
          input({ deliveredOn: "2025-10-31" }),
          input({ deliveredOn: undefined }),
        ],
        "kim",
      );
      const [months, industries] = unitsTables(context, "ko", now)!;
      expect(months!.rows).toHaveLength(12);
      expect(months!.rows[0]!.label).toBe("2025-12");
      expect(months!.rows.find((r) => r.label === "2026-11")!.values).toEqual([2]);
      expect(months!.rows.find((r) => r.label === "2026-02")!.values).toEqual([1]);
      expect(industries!.rows).toEqual([
        { label: "발전", values: [2] },
        { label: "상하수도", values: [1] },
      ]);
      own.store.add(input({ deliveredOn: "2026-11-25", industry: "lng" }), "kim");
      const after = unitsTables(context, "en", now)!;
      expect(after[0]!.rows.at(-1)).toEqual({ label: "2026-11", values: [3] });
      expect(after[1]!.rows.map((r) => r.label)).toEqual([
        "Power generation",
        "Water and wastewater",
        "LNG carriers",
      ]);
    } finally {
      own.store.close();
      inquiries.close();
    }
  });
});
