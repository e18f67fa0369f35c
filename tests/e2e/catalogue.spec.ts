import type { Locator, Page } from "@playwright/test";
import { categories } from "../../app/content/catalog/categories";
import {
  findProductsByIds,
  findSection,
  productPath,
} from "../../app/content/catalog/catalog.server";
import type { CatalogSection, Category, Subcategory } from "../../app/content/schemas";
import {
  accessibleName,
  canonicalPath as canonicalPathOf,
  getPage,
  link,
  named,
  words,
  type ParsedElement,
} from "./html-support";
import { pages } from "../../app/site/pages";
import { emptyPages } from "../../app/empty-pages.server";
import { seoulToday } from "../../app/lib/site-clock";
import {
  LANGS,
  category,
  dict,
  expect,
  inLang,
  pick,
  test,
  waitForHydration,
  type Lang,
  settle,
  expectNoViolations,
} from "./support";

/*
 * Category and subcategory pages, page navigation, product grids, tables at 375 px, the
 * /products index and axe on the catalogue (docs/product.md, Catalogue).
 * Expected values come from the app's own content modules.
 */

function section(sub: Subcategory): CatalogSection {
  const found = findSection(sub.section);
  if (!found) throw new Error(`test data: section ${sub.section} is missing`);
  return found;
}

function pageTitle(sub: Subcategory, pageNumber: number, lang: Lang): string {
  const page = section(sub).pages[pageNumber - 1];
  if (!page) throw new Error(`test data: ${sub.section} has no page ${pageNumber}`);
  return pick(page.title, lang);
}

const subPath = (cat: Category, sub: Subcategory) => `/products/${cat.id}/${sub.id}`;

/** The catalogue section title of the page being shown. */
const catalogTitle = (page: Page) => page.locator("main h2.catalog-page__title");

function breadcrumb(page: Page, lang: Lang): Locator {
  return page.getByRole("navigation", { name: dict[lang]["a11y.breadcrumb"] });
}

async function canonicalPath(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(href, "canonical link").not.toBeNull();
  const url = new URL(href!);
  return url.pathname + url.search;
}

// ---------------------------------------------------------------------------------------------
// Every category and subcategory page, both languages
// ---------------------------------------------------------------------------------------------

/**
 * A group's pages as its side menu lists them: without those that list products and have none
 * (the 400·410 series on the test site), which are the 404 page (routes.spec.ts, decision 043).
 */
const empty = emptyPages(seoulToday());
const shownSubs = (cat: Category) =>
  cat.subcategories.filter((sub) => !empty.includes(subPath(cat, sub)));

for (const lang of LANGS) {
  test.describe(`category pages (${lang})`, () => {
    for (const cat of categories) {
      const first = shownSubs(cat)[0]!;
      const cases: { path: string; sub: Subcategory; axe: boolean }[] = [
        { path: `/products/${cat.id}`, sub: first, axe: false },
        ...shownSubs(cat).map((sub) => ({ path: subPath(cat, sub), sub, axe: true })),
      ];

      for (const { path, sub, axe } of cases) {
        const url = inLang(lang, path);
        const name = `${url}: heading, breadcrumb, side menu, catalogue page 1${axe ? ", axe" : ""}`;
        test(name, async ({ page, request, consoleErrors }) => {
          // The markup is the server's HTML, read without a browser; the browser below shows
          // it hydrated without an error, the breadcrumb on screen, and gives axe the page.
          const { doc } = await getPage(request, url);
          const subName = pick(sub.name, lang);
          const catName = pick(cat.name, lang);
          expect(doc.querySelectorAll("h1").map(words)).toEqual([subName]);

          // Breadcrumb: home › category › subcategory (the current page).
          const trails = named(doc, "nav", dict[lang]["a11y.breadcrumb"]);
          expect(trails, "one breadcrumb").toHaveLength(1);
          const crumbs = trails[0]!.querySelectorAll("li");
          expect(crumbs.map(words)).toEqual([dict[lang]["nav.home"], catName, subName]);
          expect(crumbs[0]!.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual([
            inLang(lang, "/"),
          ]);
          expect(crumbs[1]!.querySelectorAll("a").map((a) => a.getAttribute("href"))).toEqual([
            inLang(lang, `/products/${cat.id}`),
          ]);
          expect(crumbs[2]!.querySelectorAll("a[href]")).toHaveLength(0);
          expect(crumbs[2]!.querySelectorAll('[aria-current="page"]').map(words)).toEqual([
            subName,
          ]);

          // Side menu: every subcategory of the group, in order, the shown one current.
          const menus = named(doc, "nav", catName);
          expect(menus, "one side menu").toHaveLength(1);
          const links = menus[0]!.querySelectorAll("a[href]");
          expect(links.map(words)).toEqual(shownSubs(cat).map((s) => pick(s.name, lang)));
          expect(
            links.map((a) => [a.getAttribute("href"), a.getAttribute("aria-current") ?? null]),
          ).toEqual(
            shownSubs(cat).map((s) => [
              inLang(lang, subPath(cat, s)),
              s.id === sub.id ? "page" : null,
            ]),
          );

          // The catalogue section's first page, with page controls only when there are pages.
          expect(doc.querySelectorAll("main h2.catalog-page__title").map(words)).toEqual([
            pageTitle(sub, 1, lang),
          ]);
          const total = section(sub).totalPages;
          expect(doc.querySelectorAll("main nav.pagination")).toHaveLength(total > 1 ? 2 : 0);

          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          await expect(breadcrumb(page, lang)).toBeVisible();
          await expect(catalogTitle(page)).toHaveText(pageTitle(sub, 1, lang));
          expect(consoleErrors).toEqual([]);
          // Zero axe violations on every subcategory page (at 1280 px, the default viewport).
          if (axe) {
            await settle(page);
            await expectNoViolations(page, url);
          }
        });
      }
    }
  });

  // -------------------------------------------------------------------------------------------
  // Subcategory rules
  // -------------------------------------------------------------------------------------------

  // The server's answers, read without a browser; routes.spec.ts opens these pages in one
  // (hydration without a console error).
  test.describe(`unknown subcategories (${lang})`, () => {
    /** The group's side menu in the server's HTML: its links, and how many are marked current. */
    function serverSideMenu(doc: ParsedElement, cat: Category) {
      const menus = named(doc, "nav", pick(cat.name, lang));
      expect(menus, "one side menu").toHaveLength(1);
      return {
        links: menus[0]!.querySelectorAll("a").map((a) => ({
          name: words(a),
          current: a.getAttribute("aria-current") ?? null,
        })),
        current: menus[0]!.querySelectorAll('[aria-current="page"]').length,
      };
    }

    for (const id of ["pneumatic", "sirca-valves"]) {
      const url = inLang(lang, `/products/${id}/no-such-subcategory`);
      test(`${url} falls back to the first subcategory`, async ({ request }) => {
        const cat = category(id);
        const first = cat.subcategories[0]!;
        const { doc } = await getPage(request, url);
        expect(doc.querySelectorAll("h1").map(words)).toEqual([pick(first.name, lang)]);
        expect(doc.querySelectorAll("main h2.catalog-page__title").map(words)).toEqual([
          pageTitle(first, 1, lang),
        ]);
        expect(
          serverSideMenu(doc, cat)
            .links.filter((link) => link.name === pick(first.name, lang))
            .map((link) => link.current),
        ).toEqual(["page"]);
        expect(canonicalPathOf(doc)).toBe(inLang(lang, subPath(cat, first)));
      });
    }

    for (const id of ["electric", "special", "pinch-valve"]) {
      const url = inLang(lang, `/products/${id}/no-such-subcategory`);
      test(`${url} answers 404 "subcategory not found"`, async ({ request }) => {
        const cat = category(id);
        const { doc } = await getPage(request, url, { status: 404 });
        // docs/product.md gives the Korean text; the English page uses the English dictionary.
        const message = {
          ko: "세부 분류를 찾을 수 없습니다",
          en: dict.en["missing.subcategory"],
        };
        expect(doc.querySelectorAll("h1").map(words)).toEqual([message[lang]]);
        expect(doc.querySelectorAll('main [role="status"]').map(words)).toEqual([message[lang]]);
        expect(doc.querySelectorAll("main h2.catalog-page__title")).toHaveLength(0);
        const menu = serverSideMenu(doc, cat);
        expect(menu.links.map((link) => link.name)).toEqual(
          shownSubs(cat).map((s) => pick(s.name, lang)),
        );
        expect(menu.current).toBe(0);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Page navigation
// ---------------------------------------------------------------------------------------------

const rotary = { cat: category("pneumatic"), sub: category("pneumatic").subcategories[0]! };
const butterfly = {
  cat: category("sirca-valves"),
  sub: category("sirca-valves").subcategories.find((s) => s.id === "butterfly-valves")!,
};

interface ControlItem {
  /** What a sighted visitor sees: an arrow, a number, or the current number in brackets. */
  glyph: string;
  /** The link target, or null when the item is not a link. */
  href: string | null;
  current: boolean;
}

/** Reads one page control as a list of items, in order. */
async function readControl(nav: Locator): Promise<ControlItem[]> {
  return nav.locator(":scope > ul > li").evaluateAll((items) =>
    items.map((li) => {
      const hidden = [...li.querySelectorAll('[aria-hidden="true"]')];
      const glyph = hidden.length
        ? hidden.map((el) => el.textContent ?? "").join("")
        : (li.textContent ?? "");
      return {
        glyph: glyph.trim(),
        href: li.querySelector("a")?.getAttribute("href") ?? null,
        current: li.querySelector('[aria-current="page"]') !== null,
      };
    }),
  );
}

/** The documented control: ‹ arrows, a block of 10 numbers, "[n]" for the current. */
function expectedControl(base: string, current: number, numbers: number[], total: number) {
  const href = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  const items: ControlItem[] = [
    { glyph: "‹", href: current > 1 ? href(current - 1) : null, current: false },
    ...numbers.map((n) =>
      n === current
        ? { glyph: `[${n}]`, href: null, current: true }
        : { glyph: String(n), href: href(n), current: false },
    ),
    { glyph: "›", href: current < total ? href(current + 1) : null, current: false },
  ];
  return items;
}

/** As readControl, from the server's HTML. */
function readServerControl(nav: ParsedElement): ControlItem[] {
  const list = nav.children.find((el) => el.tagName === "UL");
  return (list?.children ?? [])
    .filter((el) => el.tagName === "LI")
    .map((li) => {
      const hidden = li.querySelectorAll('[aria-hidden="true"]');
      const glyph = hidden.length ? hidden.map((el) => el.text).join("") : li.text;
      return {
        glyph: glyph.trim(),
        href: li.querySelector("a")?.getAttribute("href") ?? null,
        current: li.querySelector('[aria-current="page"]') !== null,
      };
    });
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function controls(page: Page, lang: Lang) {
  return {
    top: page.getByRole("navigation", { name: dict[lang]["pagination.label"], exact: true }),
    bottom: page.getByRole("navigation", {
      name: dict[lang]["pagination.labelBottom"],
      exact: true,
    }),
  };
}

/** Both controls show the expected items, the same above and below the content. */
async function expectControls(page: Page, lang: Lang, expected: ControlItem[]) {
  const { top, bottom } = controls(page, lang);
  await expect(page.locator("main nav.pagination")).toHaveCount(2);
  // Top control before the page title, bottom control after the content.
  const order = await page
    .locator("main article")
    .evaluate((article) =>
      [...article.children].map((el) =>
        el.matches(".pagination--top")
          ? "top"
          : el.matches(".pagination--bottom")
            ? "bottom"
            : el.matches("h2")
              ? "title"
              : "content",
      ),
    );
  expect(order[0]).toBe("top");
  expect(order[1]).toBe("title");
  expect(order[order.length - 1]).toBe("bottom");
  expect(await readControl(top)).toEqual(expected);
  expect(await readControl(bottom)).toEqual(expected);
  // Disabled arrows are not links and not focusable; the others are named for screen readers.
  const current = expected.find((item) => item.current)!;
  for (const nav of [top, bottom]) {
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toContainText(current.glyph);
    await expect(nav.getByRole("link", { name: dict[lang]["pagination.previous"] })).toHaveCount(
      expected[0]!.href ? 1 : 0,
    );
    await expect(nav.getByRole("link", { name: dict[lang]["pagination.next"] })).toHaveCount(
      expected[expected.length - 1]!.href ? 1 : 0,
    );
    await expect(nav.locator(".pagination__arrow--disabled")).toHaveCount(
      expected.filter((item) => ["‹", "›"].includes(item.glyph) && !item.href).length,
    );
  }
}

for (const lang of LANGS) {
  test.describe(`page navigation (${lang})`, () => {
    const base = inLang(lang, subPath(rotary.cat, rotary.sub));

    // Page 1's numbers are read where the browser navigation from it starts (below).
    const windows: { page: number; numbers: number[] }[] = [
      { page: 2, numbers: range(1, 10) },
      { page: 10, numbers: range(1, 10) },
      { page: 11, numbers: range(11, 13) },
      { page: 13, numbers: range(11, 13) },
    ];
    for (const { page: n, numbers } of windows) {
      const url = `${base}?page=${n}`;
      // A later page of the catalogue gets its axe run here (every subcategory's first page has
      // one with the category pages above).
      const axe = n === 2;
      test(`${url} shows numbers ${numbers[0]}-${numbers[numbers.length - 1]} with [${n}]${axe ? ", axe" : ""}`, async ({
        page,
        consoleErrors,
      }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(catalogTitle(page)).toHaveText(pageTitle(rotary.sub, n, lang));
        await expectControls(page, lang, expectedControl(base, n, numbers, 13));
        // Every page has its own canonical URL.
        expect(await canonicalPath(page)).toBe(url);
        expect(consoleErrors).toEqual([]);
        if (axe) await expectNoViolations(page, url);
      });
    }

    const butterflyBase = inLang(lang, subPath(butterfly.cat, butterfly.sub));
    test(`${butterflyBase} has two pages`, async ({ page, consoleErrors }) => {
      await page.goto(butterflyBase);
      await waitForHydration(page);
      await expect(catalogTitle(page)).toHaveText(pageTitle(butterfly.sub, 1, lang));
      await expectControls(page, lang, expectedControl(butterflyBase, 1, [1, 2], 2));

      await page.goto(`${butterflyBase}?page=2`);
      await waitForHydration(page);
      await expect(catalogTitle(page)).toHaveText(pageTitle(butterfly.sub, 2, lang));
      await expectControls(page, lang, expectedControl(butterflyBase, 2, [1, 2], 2));
      expect(await canonicalPath(page)).toBe(`${butterflyBase}?page=2`);
      expect(consoleErrors).toEqual([]);
    });

    test(`${base} shows numbers 1-10 with [1]; next, numbers and previous navigate in the browser`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(base);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(catalogTitle(page)).toHaveText(pageTitle(rotary.sub, 1, lang));
      await expectControls(page, lang, expectedControl(base, 1, range(1, 10), 13));
      // Page 1's canonical URL has no query.
      expect(await canonicalPath(page)).toBe(base);
      const { top, bottom } = controls(page, lang);

      await top.getByRole("link", { name: dict[lang]["pagination.next"] }).click();
      await expect(page).toHaveURL(`${base}?page=2`);
      await expect(catalogTitle(page)).toHaveText(pageTitle(rotary.sub, 2, lang));
      expect(pageTitle(rotary.sub, 2, lang)).not.toBe(pageTitle(rotary.sub, 1, lang));
      await expect(bottom.locator('[aria-current="page"]')).toContainText("[2]");

      // The last number of the first block, then next into the second block.
      await bottom.locator("a", { hasText: /^10$/ }).click();
      await expect(page).toHaveURL(`${base}?page=10`);
      await expect(catalogTitle(page)).toHaveText(pageTitle(rotary.sub, 10, lang));
      await bottom.getByRole("link", { name: dict[lang]["pagination.next"] }).click();
      await expect(page).toHaveURL(`${base}?page=11`);
      await expect(catalogTitle(page)).toHaveText(pageTitle(rotary.sub, 11, lang));
      expect(await readControl(top)).toEqual(expectedControl(base, 11, range(11, 13), 13));
      expect(await canonicalPath(page)).toBe(`${base}?page=11`);

      await top.getByRole("link", { name: dict[lang]["pagination.previous"] }).click();
      await expect(page).toHaveURL(`${base}?page=10`);
      await expect(catalogTitle(page)).toHaveText(pageTitle(rotary.sub, 10, lang));

      // Back to page 1 by its number: the bare URL.
      await top.locator("a", { hasText: /^1$/ }).click();
      await expect(page).toHaveURL(base);
      await expect(catalogTitle(page)).toHaveText(pageTitle(rotary.sub, 1, lang));
      expect(consoleErrors).toEqual([]);
    });

    test(`${base}?page= accepts only an integer from 1 to 13`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      // The rule does not depend on the language: the English page gets the four documented values.
      const values = ["0", "abc", "999", "2.5", ...(lang === "ko" ? ["14", "-1", ""] : [])];
      const urls = values.map((raw) => `${base}?page=${encodeURIComponent(raw)}`);
      // The server's page 1 for each: read without a browser.
      for (const url of urls) {
        const { doc } = await getPage(request, url);
        expect(doc.querySelectorAll("main h2.catalog-page__title").map(words), url).toEqual([
          pageTitle(rotary.sub, 1, lang),
        ]);
        const top = doc
          .querySelectorAll("nav")
          .filter((nav) => nav.getAttribute("aria-label") === dict[lang]["pagination.label"]);
        expect(top, url).toHaveLength(1);
        expect(readServerControl(top[0]!), url).toEqual(expectedControl(base, 1, range(1, 10), 13));
        expect(canonicalPathOf(doc), url).toBe(base);
      }
      // The script agrees with the server: page 1 stays on screen once hydrated, no error.
      const last = urls[urls.length - 1]!;
      const response = await page.goto(last);
      expect(response?.status(), last).toBe(200);
      await waitForHydration(page);
      await expect(catalogTitle(page), last).toHaveText(pageTitle(rotary.sub, 1, lang));
      expect(await readControl(controls(page, lang).top), last).toEqual(
        expectedControl(base, 1, range(1, 10), 13),
      );
      expect(consoleErrors).toEqual([]);
    });
  });
}

// Without JavaScript the page links are followed as a browser without script follows them: the
// server's HTML of each page, reached by the href of the link a person would press.
test.describe("page navigation without JavaScript", () => {
  /** The page's two controls, found by their exact names as getByRole finds them. */
  const serverControls = (doc: ParsedElement, lang: Lang) => {
    const nav = (name: string) => {
      const found = doc.querySelectorAll("nav").filter((el) => accessibleName(el) === name);
      expect(found, name).toHaveLength(1);
      return found[0]!;
    };
    return {
      top: nav(dict[lang]["pagination.label"]),
      bottom: nav(dict[lang]["pagination.labelBottom"]),
    };
  };
  const titleOf = (doc: ParsedElement) =>
    doc.querySelectorAll("main h2.catalog-page__title").map(words);

  for (const lang of LANGS) {
    const base = inLang(lang, subPath(rotary.cat, rotary.sub));
    test(`${base}: the page links are real links (${lang})`, async ({ request }) => {
      /** Follows a link of the control: its href is where a browser without script goes. */
      const follow = async (a: ParsedElement, to: string) => {
        expect(a.getAttribute("href")).toBe(to);
        return (await getPage(request, to)).doc;
      };
      let doc = (await getPage(request, base)).doc;
      let { top, bottom } = serverControls(doc, lang);
      expect(readServerControl(top)).toEqual(expectedControl(base, 1, range(1, 10), 13));

      doc = await follow(link(top, dict[lang]["pagination.next"]), `${base}?page=2`);
      expect(titleOf(doc)).toEqual([pageTitle(rotary.sub, 2, lang)]);
      ({ top, bottom } = serverControls(doc, lang));
      const current = top.querySelectorAll('[aria-current="page"]');
      expect(current).toHaveLength(1);
      expect(words(current[0])).toContain("[2]");

      const seven = bottom.querySelectorAll("a").filter((a) => /^7$/.test(words(a)));
      expect(seven).toHaveLength(1);
      doc = await follow(seven[0]!, `${base}?page=7`);
      expect(titleOf(doc)).toEqual([pageTitle(rotary.sub, 7, lang)]);

      ({ bottom } = serverControls(doc, lang));
      doc = await follow(link(bottom, dict[lang]["pagination.previous"]), `${base}?page=6`);
      expect(titleOf(doc)).toEqual([pageTitle(rotary.sub, 6, lang)]);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Product grid (code, name, image, Details; 3 / 2 / 1 columns)
// ---------------------------------------------------------------------------------------------

const ballValves = {
  cat: category("sirca-valves"),
  sub: category("sirca-valves").subcategories.find((s) => s.id === "ball-valves")!,
};
const ballPath = subPath(ballValves.cat, ballValves.sub);

/** The products of the page's product-catalog blocks, in order. */
function gridProducts(sub: Subcategory, pageNumber = 1) {
  const page = section(sub).pages[pageNumber - 1]!;
  return findProductsByIds(
    page.content.flatMap((block) => (block.type === "product-catalog" ? block.products : [])),
  );
}

/** Number of cards in the grid's first row (distinct left offsets of the cards at the top). */
async function firstRowColumns(page: Page): Promise<number> {
  return page.locator("main .product-grid > li").evaluateAll((cards) => {
    const boxes = cards.map((card) => card.getBoundingClientRect());
    const top = boxes[0]!.top;
    const firstRow = boxes.filter((box) => Math.abs(box.top - top) < 2);
    return new Set(firstRow.map((box) => Math.round(box.left))).size;
  });
}

for (const [width, columns] of [
  [1280, 3],
  [900, 2],
  [375, 1],
] as const) {
  test.describe(`product grid at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test(`${ballPath} shows ${columns} column(s)`, async ({ page }) => {
      await page.goto(ballPath);
      await expect(page.locator("main .product-grid > li")).toHaveCount(
        gridProducts(ballValves.sub).length,
      );
      expect(await firstRowColumns(page)).toBe(columns);
      // The page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
    });
  });
}

for (const lang of LANGS) {
  test(`${inLang(lang, ballPath)}: cards show code, name, image and Details, and link to the product`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(inLang(lang, ballPath));
    await waitForHydration(page);
    const expected = gridProducts(ballValves.sub);
    expect(expected.length).toBeGreaterThan(3);
    const cards = page.locator("main .product-grid > li");
    await expect(cards).toHaveCount(expected.length);
    for (const [index, product] of expected.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      const link = card.locator("a.card__link");
      await expect(link).toHaveAttribute("href", inLang(lang, productPath(product)));
      expect(productPath(product)).toBe(
        `/products/sirca-valves/ball-valves/${product.code.toLowerCase()}`,
      );
      await expect(card.locator(".badge")).toHaveText(product.code);
      await expect(card.getByRole("heading")).toHaveText(pick(product.name, lang));
      await expect(card).toContainText(dict[lang]["common.viewMore"]);
      const img = card.locator("img");
      await expect(img).toBeVisible();
      await expect(img).toHaveAttribute("src", product.image.src);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test(`${ballPath}: a card whose image fails hides the image and keeps the card`, async ({
  page,
}) => {
  const broken = "/images/products/ball-valve.svg";
  await page.route(`**${broken}`, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "missing" }),
  );
  await page.goto(ballPath);
  await waitForHydration(page);
  const expected = gridProducts(ballValves.sub);
  const cards = page.locator("main .product-grid > li");
  await expect(cards).toHaveCount(expected.length);
  let brokenCount = 0;
  for (const [index, product] of expected.entries()) {
    const card = cards.nth(index);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    await expect(card.locator(".badge")).toHaveText(product.code);
    await expect(card.getByRole("heading")).toHaveText(pick(product.name, "ko"));
    const img = card.locator("img");
    if (product.image.src === broken) {
      brokenCount += 1;
      await expect(img).toBeHidden();
    } else {
      await expect(img).toBeVisible();
    }
  }
  // Both kinds are on the page: two-way valves (broken drawing) and three-way ones.
  expect(brokenCount).toBeGreaterThan(0);
  expect(brokenCount).toBeLessThan(expected.length);
});

// ---------------------------------------------------------------------------------------------
// Tables stay readable at 375 px
// ---------------------------------------------------------------------------------------------

test.describe("tables at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of [
    ballPath,
    "/products/pinch-valve/pinch-valves",
    "/products/sirca-valves/butterfly-valves?page=2",
    "/products/electric/quarter-turn-480?page=2",
    "/products/pneumatic/rotary?page=4",
  ]) {
    // These two get their axe run at 375 px here (in English: "axe on the catalogue at 375 px").
    const axe = [ballPath, "/products/pinch-valve/pinch-valves"].includes(path);
    test(`${path}: wide tables scroll in their own region, the page does not${axe ? ", axe" : ""}`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const tables = page.locator("main table.data-table");
      expect(await tables.count()).toBeGreaterThan(0);
      const report = await tables.evaluateAll((list) =>
        list.map((table) => {
          const region = table.closest('[role="region"]');
          const caption = table.querySelector("caption")?.textContent?.trim() ?? "";
          return {
            caption,
            inRegion: region !== null,
            tabindex: region?.getAttribute("tabindex") ?? null,
            label: region?.getAttribute("aria-label") ?? null,
            overflowX: region ? getComputedStyle(region).overflowX : null,
            scrolls: region ? region.scrollWidth > region.clientWidth : false,
            regionFits: region
              ? region.getBoundingClientRect().right <= window.innerWidth + 0.5
              : false,
          };
        }),
      );
      for (const table of report) {
        expect(table, table.caption).toMatchObject({
          inRegion: true,
          tabindex: "0",
          label: table.caption,
          regionFits: true,
        });
        expect(["auto", "scroll"], table.caption).toContain(table.overflowX);
      }
      // At 375 px at least one of them is wider than the screen and scrolls in its region.
      expect(report.some((table) => table.scrolls)).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      if (axe) await expectNoViolations(page, `${path} at 375 px`);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// /products: six cards
// ---------------------------------------------------------------------------------------------

for (const lang of LANGS) {
  test(`${inLang(lang, "/products")} shows the six product cards in order`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(inLang(lang, "/products"));
    await waitForHydration(page);
    const order = ["electric", "pneumatic", "special", "pinch-valve", "sirca-valves"];
    const expected = [
      ...order.map((id) => ({ name: pick(category(id).name, lang), path: `/products/${id}` })),
      { name: pick(pages.gallery.title, lang), path: "/gallery" },
    ];
    const cards = page.locator("main .card-grid > li");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading")).toHaveText(expected.map((card) => card.name));
    for (const [index, card] of expected.entries()) {
      await expect(cards.nth(index).getByRole("link")).toHaveAttribute(
        "href",
        inLang(lang, card.path),
      );
    }
    // A card leads to its page.
    await cards.nth(3).getByRole("link").click();
    await expect(page).toHaveURL(inLang(lang, "/products/pinch-valve"));
    await expect(page.locator("h1")).toHaveText(
      pick(category("pinch-valve").subcategories[0]!.name, lang),
    );
    expect(consoleErrors).toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------
// axe at 375 px in English
// ---------------------------------------------------------------------------------------------

// At 1280 px: every subcategory's first page with the category pages, rotary's page 2 with the
// page navigation, and /products in a11y.spec.ts (every route). At 375 px the Korean pages get
// theirs with "tables at 375 px".
test.describe("axe on the catalogue at 375 px (en)", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of [ballPath, "/products/pinch-valve/pinch-valves"]) {
    const url = inLang("en", path);
    test(`${url} has no violations`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await settle(page);
      await expectNoViolations(page, `${url} at 375 px`);
    });
  }
});
