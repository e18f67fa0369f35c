import type { Page } from "@playwright/test";
import { categories } from "../../app/content/catalog/categories";
import { liveProducts, productPath } from "../../app/content/catalog/catalog.server";
import { galleryItems } from "../../app/content/gallery";
import { canonicalPaths } from "../../app/site/prerender";
import { aboutPageIds, pages } from "../../app/site/pages";
import { LANGS, expect, inLang, open, pick, test, expectNoViolations } from "./support";

const products = liveProducts();

/** Every page the app serves, from the route table's data, less this one. */
const expectedPaths = canonicalPaths().filter((p) => p !== "/sitemap");

/** Where each page belongs in the menu's grouping: [page, the group it is listed under]. */
const grouping: [path: string, parent: string][] = [
  ...aboutPageIds.map((id): [string, string] => [pages[id].path, "/about"]),
  ...categories.flatMap((c): [string, string][] => [
    [`/products/${c.id}`, "/products"],
    ...c.subcategories.map((s): [string, string] => [
      `/products/${c.id}/${s.id}`,
      `/products/${c.id}`,
    ]),
  ]),
  ...products.map((p): [string, string] => [
    productPath(p),
    `/products/${p.category}/${p.subcategory}`,
  ]),
  ...galleryItems.map((g): [string, string] => [`/gallery/${g.id}`, "/gallery"]),
];

interface Entry {
  href: string;
  /** The link of the list item this link's list is nested in; null at the top level. */
  parent: string | null;
}

/** The sitemap's links, each with the group it is nested under. */
function readEntries(page: Page): Promise<Entry[]> {
  return page.locator("main .sitemap").evaluate((root) =>
    [...root.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => {
      const item = a.closest("li");
      const groupItem = item?.parentElement?.closest("li");
      const groupLink = groupItem
        ? [...groupItem.children].find((el): el is HTMLAnchorElement => el.tagName === "A")
        : undefined;
      return {
        href: a.getAttribute("href") ?? "",
        parent: groupLink?.getAttribute("href") ?? null,
      };
    }),
  );
}

for (const lang of LANGS) {
  const url = inLang(lang, "/sitemap");

  test.describe(`sitemap (${lang})`, () => {
    test(`${url} lists every page, grouped as the menu is, each answering 200`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      await open(page, url);
      await expect(page.locator("h1")).toHaveText(pick(pages.sitemap.title, lang));
      const entries = await readEntries(page);
      const hrefs = new Set(entries.map((e) => e.href));

      // Every page, in the page's language, and nothing else.
      const expected = expectedPaths.map((p) => inLang(lang, p));
      expect(
        expected.filter((href) => !hrefs.has(href)),
        "pages missing from the sitemap",
      ).toEqual([]);
      expect(
        [...hrefs].filter((href) => !expected.includes(href)),
        "links that are not pages of the route table",
      ).toEqual([]);

      // Nested lists as in the menu: about items under About, subcategories under their
      // category, products under their subcategory, gallery items under the gallery.
      for (const [path, parent] of grouping) {
        const href = inLang(lang, path);
        expect(
          entries.filter((e) => e.href === href).map((e) => e.parent),
          `${href} is listed under ${inLang(lang, parent)}`,
        ).toContain(inLang(lang, parent));
      }
      const aboutItems = entries.filter((e) => e.parent === inLang(lang, "/about"));
      expect(aboutItems.map((e) => e.href)).toEqual(
        aboutPageIds.map((id) => inLang(lang, pages[id].path)),
      );
      expect(consoleErrors).toEqual([]);

      // Every link resolves by itself: no redirect, no error.
      const statuses = await Promise.all(
        [...hrefs].map(async (href) => {
          const response = await request.get(href, { maxRedirects: 0 });
          return `${href} ${response.status()}`;
        }),
      );
      expect(statuses).toEqual([...hrefs].map((href) => `${href} 200`));

      await expectNoViolations(page, url);
    });
  });

  test.describe(`admin (${lang})`, () => {
    const adminUrl = inLang(lang, "/admin");

    test(`${adminUrl} is the Admin Panel sign-in form, kept out of indexes, and passes axe`, async ({
      page,
      consoleErrors,
    }) => {
      await open(page, adminUrl);
      await expect(page.locator("h1")).toHaveText(lang === "en" ? "Admin Panel" : "관리자");
      const robots = page.locator('meta[name="robots"]');
      await expect(robots).toHaveCount(1);
      expect(await robots.getAttribute("content")).toMatch(/\bnoindex\b/);
      expect(consoleErrors).toEqual([]);
      await expectNoViolations(page, adminUrl);
    });
  });
}
