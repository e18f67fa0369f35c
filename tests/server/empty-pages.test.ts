import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyPages } from "../../app/empty-pages.server";
import { seoulToday } from "../../app/lib/site-clock";
import { translate } from "../../app/i18n/translate.server";
import { companyMenuIds, pages } from "../../app/site/pages";
import { watchEmptyPages } from "../../server/edge/empty-pages";
import { pageKeys } from "../../server/edge/keys";
import { builtSite } from "./built-site";

/**
 * Trust pages hide while empty (issue 66, item 5), on the built site as a plain request sees
 * it: the repository has no certificate, no delivered unit and no notice, and the 400·410
 * series only says its catalogue is being prepared. Each is the site's 404 page, out of the
 * header's, the about section's and the footer's menus, the sitemap page, sitemap.xml and the
 * search files. Their coming back with content: tests/server/references.test.ts (a unit),
 * tests/e2e/certificates.spec.ts (a certificate's days), tests/server/live-catalogue.test.ts
 * (a product in the series).
 */
let site: Awaited<ReturnType<typeof builtSite>>;
beforeAll(async () => {
  site = await builtSite();
});
afterAll(() => site.close());

const EMPTY = ["/certificates", "/references", "/news", "/products/electric/400-410-series"];
const get = (path: string) => site.app.request(`http://localhost${path}`);
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const inLang = (lang: "ko" | "en", path: string) =>
  lang === "ko" ? path : path === "/" ? "/en" : `/en${path}`;

describe("the pages that are empty lists", () => {
  it("are the repository's four", () => {
    expect(emptyPages(seoulToday())).toEqual(EMPTY);
  });

  it("answer the site's 404 page in both languages, not an empty page", async () => {
    for (const lang of ["ko", "en"] as const) {
      for (const path of EMPTY) {
        const response = await get(inLang(lang, path));
        expect(response.status, inLang(lang, path)).toBe(404);
        const doc = parse(await response.text());
        expect(doc.querySelector("h1")?.text).toBe(translate(lang, "notFound.title"));
        expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(
          /noindex/,
        );
      }
    }
  });

  it("are linked from no menu: header, about side menu, footer, a group's side menu", async () => {
    for (const lang of ["ko", "en"] as const) {
      for (const page of ["/", "/about", "/about/map", "/products/electric", "/sitemap"]) {
        const doc = parse(await html(inLang(lang, page)));
        const hrefs = doc.querySelectorAll("a[href]").map((a) => a.getAttribute("href"));
        for (const path of EMPTY) {
          expect(hrefs, `${inLang(lang, page)} links ${path}`).not.toContain(inLang(lang, path));
        }
      }
      // The about side menu lists the company menu as the header does, but the empty ones.
      const about = parse(await html(inLang(lang, "/about/company")));
      const side = about.querySelectorAll("nav.side-menu a").map((a) => a.getAttribute("href"));
      const shown = companyMenuIds.filter((id) => !EMPTY.includes(pages[id].path));
      expect(side).toEqual(shown.map((id) => inLang(lang, pages[id].path)));
      const header = about
        .querySelectorAll("nav.main-nav a")
        .map((a) => a.getAttribute("href"))
        .filter((href) => shown.some((id) => inLang(lang, pages[id].path) === href));
      // The group's own link is its first page's: once.
      expect([...new Set(header)]).toEqual(side);
    }
    // The group's other pages stand, its first page included.
    expect((await get("/products/electric/400-470-digital")).status).toBe(200);
    expect((await get("/en/products/electric")).status).toBe(200);
  });

  it("are out of sitemap.xml and the search files", async () => {
    const xml = await html("/sitemap.xml");
    for (const path of EMPTY) {
      expect(xml).not.toContain(`${path}<`);
      expect(xml).not.toContain(`${path}"`);
    }
    for (const lang of ["ko", "en"] as const) {
      const index = JSON.parse(await html(`/search-index-${lang}.json`)) as {
        docs: { path: string }[];
      };
      const paths = index.docs.map((doc) => doc.path);
      expect(paths).toContain("/products/electric/400-470-digital");
      for (const path of EMPTY) expect(paths).not.toContain(path);
    }
    expect(await html("/search?q=400%C2%B7410")).not.toContain(
      'href="/products/electric/400-410-series"',
    );
  });
});

describe("the edge", () => {
  it("names the menus on every page, and is asked to purge them when the set changes", () => {
    expect(pageKeys("/en/about", 200, true)).toContain("menu");
    expect(pageKeys("/_root.data", 200, false)).toContain("menu");
    expect(pageKeys("/finder-models.json", 200, false)).not.toContain("menu");
    let now = ["/certificates", "/references"];
    const purged: string[][] = [];
    const watch = watchEmptyPages({ empty: () => now, purge: (keys) => purged.push(keys) });
    try {
      expect(watch.look()).toEqual([]);
      now = ["/references"];
      expect(watch.look()).toEqual(["menu", "sitemap", "missing", "catalogue"]);
      expect(watch.look()).toEqual([]);
      expect(purged).toEqual([["menu", "sitemap", "missing", "catalogue"]]);
    } finally {
      watch.stop();
    }
  });
});
