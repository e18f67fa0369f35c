import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "@playwright/test";
import { categories } from "../../app/content/catalog/categories";
import { emptyPages } from "../../app/empty-pages.server";
import { seoulToday } from "../../app/lib/site-clock";
import { categoryDescriptions } from "../../app/content/catalog/category-descriptions.server";
import { liveProducts, liveSections } from "../../app/content/catalog/catalog.server";
import { company } from "../../app/content/company";
import { home as homeCopy } from "../../app/content/home";
import { homePage } from "../../app/content/home-live.server";
import type { CatalogPage, Localized, SectionItem } from "../../app/content/schemas";
import { pages } from "../../app/site/pages";
import { LANGS, dict, expect, inLang, pick, type Lang } from "./support";

/** The pages that are empty lists in the build: none is a file. */
const empty = emptyPages(seoulToday());

/** The home page's copy as the repository's content renders it (its claims read). */
const home = homePage(homeCopy, company.claims);

const products = liveProducts();
const sections = liveSections();

/*
 * The catalogue stays on the server (issue 3: "a page ships only its own data"): the client
 * JavaScript carries no catalogue content and no home page copy, and each prerendered page
 * carries only its own section page. These tests read the build output (`npm run build` first);
 * no browser.
 */

const CLIENT = fileURLToPath(new URL("../../build/client", import.meta.url));
const ASSETS = join(CLIENT, "assets");

function clientScripts(): { name: string; text: string }[] {
  return readdirSync(ASSETS)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ name, text: readFileSync(join(ASSETS, name), "utf8") }));
}

/**
 * Pieces of a text to look for. Long texts are built from parts in the source (template
 * literals), so five 32-character windows are taken; a file holding the text holds most of them,
 * while a phrase that merely recurs in the site's own copy matches one at most.
 */
function windows(text: string, size = 32): string[] {
  if (text.length <= size) return [text];
  const starts = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.floor((text.length - size) * f));
  return [...new Set(starts.map((start) => text.slice(start, start + size)))];
}

/**
 * The text is in the file: whole, or (for long texts) two or more of its windows, leaving out
 * windows that also belong to text shipped on purpose (a card text may echo a menu description).
 */
function holds(file: string, text: string): boolean {
  if (file.includes(text)) return true;
  const pieces = windows(text).filter((piece) => !isShippedOnPurpose(piece));
  return pieces.length > 1 && pieces.filter((piece) => file.includes(piece)).length >= 2;
}

/** Text that ships to the browser on purpose: menus, dictionaries, page titles, the footer. */
const shippedOnPurpose: string[] = [
  ...categories.flatMap((c) => [
    c.name.ko,
    c.name.en,
    // A group's description heads each of its pages.
    ...both(categoryDescriptions[c.id]!),
    ...c.subcategories.flatMap((s) => [s.name.ko, s.name.en]),
  ]),
  ...Object.values(dict.ko),
  ...Object.values(dict.en),
  ...Object.values(pages).flatMap((p) => [p.title.ko, p.title.en]),
  // The back office's name for the technical pages, which a page's own title may also be ("기술 자료").
  ...Object.values(
    JSON.parse(readFileSync("app/admin/content/sections/words.json", "utf8")) as Record<
      Lang,
      Record<string, string>
    >,
  ).flatMap((words) => Object.values(words)),
  company.name.ko,
  company.name.en,
];
const isShippedOnPurpose = (text: string) => shippedOnPurpose.some((s) => s.includes(text));

function both(text: Localized): string[] {
  return [text.ko, text.en];
}

const elastomerRows = liveSections()
  .filter((s) => s.id === "pqvf")
  .flatMap((s) => s.pages)
  .flatMap((p) => p.content)
  .flatMap((block) => (block.type === "section" ? block.content : []))
  .flatMap((item: SectionItem) => (item.type === "elastomer-table" ? item.rows : []));

const pageTitles = sections.flatMap((s) => s.pages.flatMap((p) => both(p.title)));

/** Catalogue and home texts that must never be in the client JavaScript. */
const serverOnly: { what: string; texts: string[] }[] = [
  {
    what: "PQVF dimension table (Korean column labels and caption)",
    texts: ["PQVF 치수표", "L 면간 거리", "D 플랜지 외경", "Di 내경", "PQVF dimensions"],
  },
  {
    what: "product detail descriptions",
    texts: products.flatMap((p) => both(p.detailDescription)),
  },
  { what: "product descriptions", texts: products.flatMap((p) => both(p.description)) },
  { what: "elastomer descriptions", texts: elastomerRows.flatMap((row) => both(row.description)) },
  { what: "section page titles", texts: pageTitles },
  { what: "home hero sentences", texts: home.heroSentences.flatMap(both) },
  {
    what: "other home copy",
    texts: [
      ...both(home.heroText),
      ...home.strengths.flatMap((s) => both(s.text)),
      ...home.sectors.flatMap((s) => both(s.text)),
      ...home.featured.flatMap((f) => [...both(f.text), ...f.tags.flatMap(both)]),
      ...home.whyChooseUs.points.ko,
      ...home.whyChooseUs.points.en,
    ],
  },
];

test.describe("client JavaScript", () => {
  test("carries no catalogue content and no home page copy", () => {
    const scripts = clientScripts();
    expect(scripts.length).toBeGreaterThan(5);

    // The search works on the real files: text that ships on purpose is found.
    const all = scripts.map((s) => s.text).join("\n");
    expect(all).toContain(pages.contact.title.ko);
    expect(all).toContain(category("pinch-valve").subcategories[0]!.name.ko);
    // The UI dictionaries come with each page's data, one language at a time, never as code.
    expect(all).not.toContain(dict.ko["missing.subcategory"]);
    expect(all).not.toContain(dict.en["missing.subcategory"]);

    let checked = 0;
    const leaks: string[] = [];
    for (const group of serverOnly) {
      for (const text of group.texts) {
        if (isShippedOnPurpose(text)) continue;
        checked += 1;
        for (const script of scripts) {
          if (holds(script.text, text))
            leaks.push(`${group.what}: "${text}" in assets/${script.name}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(leaks).toEqual([]);
  });

  test("carries no spreadsheet code: exceljs stays on the server", () => {
    // Paths every .xlsx writer and reader names (exceljs's lib/xlsx), and the package's name.
    const offenders = clientScripts()
      .filter((script) => /xl\/worksheets\/|sharedStrings\.xml|exceljs/i.test(script.text))
      .map((script) => script.name);
    expect(offenders).toEqual([]);
  });

  test("carries no PQVF dimension row", () => {
    // "200 / 559 / 340 / 195" in any quoting or separator.
    const row = /200\D{1,8}559\D{1,8}340\D{1,8}195/;
    const offenders = clientScripts()
      .filter((script) => row.test(script.text))
      .map((script) => script.name);
    expect(offenders).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Each prerendered category page carries its own section page, and no other.
// ---------------------------------------------------------------------------------------------

function category(id: string) {
  const found = categories.find((c) => c.id === id);
  if (!found) throw new Error(`test data: category ${id} is missing`);
  return found;
}

/** The forms a text takes in the HTML: as rendered text, and inside the inline loader data. */
function encodings(text: string): string[] {
  const html = text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
  const script = text
    .replace(/&/g, "\\u0026")
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/"/g, '\\"');
  return [...new Set([text, html, script])];
}

const contains = (html: string, text: string) => encodings(text).some((e) => html.includes(e));

function prerendered(lang: Lang, path: string): string {
  const file = join(CLIENT, inLang(lang, path), "index.html");
  expect(existsSync(file), `prerendered ${file}`).toBe(true);
  return readFileSync(file, "utf8");
}

/** The headings a catalogue page shows: its title, title blocks and section titles. */
function headings(page: CatalogPage, lang: Lang): string[] {
  return [
    pick(page.title, lang),
    ...page.content.flatMap((block) =>
      block.type === "title" || block.type === "title-with-image"
        ? [pick(block.text, lang)]
        : block.type === "section"
          ? [pick(block.title, lang)]
          : [],
    ),
  ];
}

for (const lang of LANGS) {
  test(`prerendered category pages carry only their own section page (${lang})`, () => {
    const problems: string[] = [];
    let foreignChecked = 0;
    for (const cat of categories) {
      // A page that lists products and has none is no file (the 400·410 series, decision 043).
      const subs = cat.subcategories.filter(
        (sub) => !empty.includes(`/products/${cat.id}/${sub.id}`),
      );
      const first = subs[0]!;
      const cases = [
        { path: `/products/${cat.id}`, sub: first },
        ...subs.map((sub) => ({ path: `/products/${cat.id}/${sub.id}`, sub })),
      ];
      for (const { path, sub } of cases) {
        const html = prerendered(lang, path);
        const own = sections.find((s) => s.id === sub.section)!;
        const ownPage = own.pages[0]!;
        const ownText = JSON.stringify(ownPage);

        for (const heading of headings(ownPage, lang)) {
          if (!contains(html, heading)) problems.push(`${path}: own heading "${heading}" missing`);
        }

        // The headings of every other catalogue page: other sections, later pages of this one.
        const foreign = sections
          .flatMap((s) => s.pages.filter((p) => !(s.id === own.id && p.pageNumber === 1)))
          .flatMap((p) => headings(p, lang))
          .filter((text) => !ownText.includes(text) && !isShippedOnPurpose(text));
        for (const text of new Set(foreign)) {
          foreignChecked += 1;
          if (contains(html, text)) problems.push(`${path}: carries "${text}" of another page`);
        }

        // Cards carry code, name and image only: no product description reaches the page.
        for (const product of products) {
          if (contains(html, pick(product.detailDescription, lang))) {
            problems.push(`${path}: carries the detail description of ${product.code}`);
          }
        }
      }
    }
    expect(foreignChecked).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });
}

test("the ball valve page carries no butterfly valve data, and the reverse", () => {
  for (const lang of LANGS) {
    const ball = prerendered(lang, "/products/sirca-valves/ball-valves");
    const butterfly = prerendered(lang, "/products/sirca-valves/butterfly-valves");
    const butterflyRows = {
      ko: [
        "-196~+538",
        "DN 40~1200 (40~1200A)",
        "301TSS",
        "HT600",
        "SIRCA 버터플라이 밸브 모델별 사양",
      ],
      en: [
        "-196 to +538",
        "DN 40–1200",
        "301TSS",
        "HT600",
        "SIRCA butterfly valves: data by model",
      ],
    }[lang];
    const ballRows = {
      ko: ["S30T", "55 bar (800 psi)", "SIRCA 볼 밸브 모델별 사양", "액추에이터 공급 압력"],
      en: ["S30T", "55 bar (800 psi)", "SIRCA ball valves: data by model"],
    }[lang];
    for (const text of butterflyRows) {
      expect(contains(ball, text), `ball valve page carries "${text}"`).toBe(false);
    }
    for (const text of ballRows) {
      expect(contains(ball, text), `ball valve page lacks "${text}"`).toBe(true);
      expect(contains(butterfly, text), `butterfly page carries "${text}"`).toBe(false);
    }
    // The butterfly page 1 is the overview: its model table is on page 2, not in this HTML (its
    // cards show each model's key figures, so a temperature range may appear there by design).
    expect(contains(butterfly, butterflyRows[4]!)).toBe(false);
  }
});
