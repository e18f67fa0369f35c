import { categories } from "../../app/content/catalog/categories";
import { liveProducts, productPath } from "../../app/content/catalog/catalog.server";
import { galleryItems } from "../../app/content/gallery";
import { emptyPages } from "../../app/empty-pages.server";
import { seoulToday } from "../../app/lib/site-clock";
import { canonicalPaths } from "../../app/site/prerender";
import { companyMenuIds, pages } from "../../app/site/pages";
import { getPage, words, type ParsedElement } from "./html-support";
import { LANGS, expect, inLang, open, pick, test, expectNoViolations } from "./support";

const products = liveProducts();

/**
 * The pages that are empty lists on the test's site (no certificate, unit or notice; the
 * 400·410 series): left out of the sitemap as of the menus (app/empty-pages.server.ts).
 */
const empty = emptyPages(seoulToday());

/** Every page the app serves, from the route table's data, less this one. */
const expectedPaths = canonicalPaths(empty).filter((p) => p !== "/sitemap");

/** Where each page belongs in the menu's grouping: [page, the group it is listed under]. */
const grouping: [path: string, parent: string][] = [
  ...companyMenuIds.map((id): [string, string] => [pages[id].path, "/about"]),
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
].filter(([path]) => !empty.includes(path));

interface Entry {
  href: string;
  /** The link of the list item this link's list is nested in; null at the top level. */
  parent: string | null;
}

/** The sitemap's links in the server's HTML, each with the group it is nested under. */
function readEntries(doc: ParsedElement): Entry[] {
  const root = doc.querySelector("main .sitemap");
  expect(root, "the sitemap's list").not.toBeNull();
  return root!.querySelectorAll("a[href]").map((a) => {
    const item = a.closest("li");
    const groupItem = item?.parentNode?.closest("li");
    const groupLink = groupItem?.children.find((el) => el.tagName === "A");
    return {
      href: a.getAttribute("href") ?? "",
      parent: groupLink?.getAttribute("href") ?? null,
    };
  });
}

for (const lang of LANGS) {
  const url = inLang(lang, "/sitemap");

  test.describe(`sitemap (${lang})`, () => {
    // The list is the server's HTML, read without a browser; a11y.spec.ts opens the page in one
    // (axe, hydration without console errors).
    test(`${url} lists every page, grouped as the menu is, each answering 200`, async ({
      request,
    }) => {
      const { doc } = await getPage(request, url);
      expect(doc.querySelectorAll("h1").map(words)).toEqual([pick(pages.sitemap.title, lang)]);
      const entries = readEntries(doc);
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
        companyMenuIds
          .filter((id) => !empty.includes(pages[id].path))
          .map((id) => inLang(lang, pages[id].path)),
      );
      // None of the empty pages, at any depth.
      expect(
        [...hrefs].filter((href) => empty.some((path) => href === inLang(lang, path))),
      ).toEqual([]);

      // Every link resolves by itself: no redirect, no error.
      const statuses = await Promise.all(
        [...hrefs].map(async (href) => {
          const response = await request.get(href, { maxRedirects: 0 });
          return `${href} ${response.status()}`;
        }),
      );
      expect(statuses).toEqual([...hrefs].map((href) => `${href} 200`));
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
