import {
  LANGS,
  category,
  dict,
  emptyRouteCases,
  expect,
  hasHangul,
  inLang,
  pick,
  routeCases,
  test,
  waitForHydration,
  withoutDocument404,
} from "./support";
import { getPage, words } from "./html-support";
import { pages } from "../../app/site/pages";

for (const lang of LANGS) {
  test.describe(`every route (${lang})`, () => {
    // The server's HTML is what a reader without JavaScript and a crawler get, so these read it
    // directly; a11y.spec.ts opens each route in the browser (console errors, what is visible).
    for (const route of routeCases) {
      const url = inLang(lang, route.path);

      test(`${url} answers 200 with its heading, title and breadcrumb in the server's HTML`, async ({
        request,
      }) => {
        const { doc } = await getPage(request, url);

        expect(doc.querySelector("html")?.getAttribute("lang")).toBe(lang);
        const h1s = doc.querySelectorAll("h1");
        expect(h1s).toHaveLength(1);
        const title = words(doc.querySelector("title"));
        if (route.heading) {
          expect(words(h1s[0]!)).toBe(pick(route.heading, lang));
        } else {
          // Home: the hero sentence, in the page's language, and the page's own title.
          const text = words(h1s[0]!);
          expect(text.length).toBeGreaterThan(0);
          expect(hasHangul(text)).toBe(lang === "ko");
          expect(title).toBe(`${pick(pages.home.title, lang)} | ${dict[lang]["site.name"]}`);
        }

        // Every page has its own title, in its language, ending with the site's name.
        expect(title.endsWith(` | ${dict[lang]["site.name"]}`), title).toBe(true);
        if (route.heading) expect(title).toContain(pick(route.heading, lang));

        if (route.badge) {
          const main = doc.querySelector("main")!;
          expect(main.querySelectorAll("*").some((el) => words(el) === route.badge)).toBe(true);
        }

        const breadcrumbs = doc
          .querySelectorAll("nav")
          .filter((nav) => nav.getAttribute("aria-label") === dict[lang]["a11y.breadcrumb"]);
        if (route.path === "/") {
          expect(breadcrumbs).toHaveLength(0);
        } else {
          expect(breadcrumbs).toHaveLength(1);
          // Home first, the current page last.
          const crumbs = breadcrumbs[0]!.querySelectorAll("li");
          expect(words(crumbs[0]!)).toBe(dict[lang]["nav.home"]);
          expect(crumbs[0]!.querySelector("a")?.getAttribute("href")).toBe(inLang(lang, "/"));
          expect(crumbs.at(-1)!.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
        }
      });
    }

    // A list with nothing in it is no page: the 404 page, not an empty one (issue 66).
    for (const path of emptyRouteCases) {
      const url = inLang(lang, path);
      test(`${url}, an empty list here, answers the 404 page in the server's HTML`, async ({
        request,
      }) => {
        const { doc } = await getPage(request, url, { status: 404 });
        expect(words(doc.querySelector("h1"))).toBe(dict[lang]["notFound.title"]);
      });
    }

    // A browser's view of the fallback and the not-found pages: hydration without an error.
    // catalogue.spec.ts reads the rest of these pages (menu, catalogue, canonical) in the HTML.
    for (const [group, kind] of [
      ["pneumatic", "pneumatic"],
      ["sirca-valves", "valve"],
    ] as const) {
      const url = inLang(lang, `/products/${group}/unknown`);
      test(`${url} falls back to the first ${kind} subcategory`, async ({
        page,
        consoleErrors,
      }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("h1")).toHaveText(
          pick(category(group).subcategories[0]!.name, lang),
        );
        expect(consoleErrors).toEqual([]);
      });
    }

    for (const group of ["electric", "special", "pinch-valve"]) {
      const url = inLang(lang, `/products/${group}/unknown`);
      test(`${url} says the subcategory is not found, with 404`, async ({
        page,
        consoleErrors,
      }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        // The Korean "subcategory not found"; the English page says it in English.
        const message = {
          ko: "세부 분류를 찾을 수 없습니다",
          en: dict.en["missing.subcategory"],
        };
        await expect(page.locator("h1")).toHaveText(message[lang]);
        await expect(page.getByRole("status")).toHaveText(message[lang]);
        // The group's sidebar still offers its real subcategories.
        const first = category(group).subcategories[0]!;
        await expect(
          page.getByRole("link", { name: pick(first.name, lang), exact: true }).first(),
        ).toHaveAttribute("href", inLang(lang, `/products/${group}/${first.id}`));
        expect(withoutDocument404(consoleErrors)).toEqual([]);
      });
    }

    for (const path of [
      "/products/electric/quarter-turn-480/999-999",
      "/products/electric/quarter-turn-480/480-006x",
    ]) {
      test(`unknown product ${inLang(lang, path)} answers 404 "product not found"`, async ({
        page,
        consoleErrors,
      }) => {
        const response = await page.goto(inLang(lang, path));
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        const expected = { ko: "제품을 찾을 수 없습니다", en: "Product not found" };
        await expect(page.locator("h1")).toHaveText(expected[lang]);
        expect(withoutDocument404(consoleErrors)).toEqual([]);
      });
    }

    for (const id of ["999", "abc"]) {
      test(`${inLang(lang, `/gallery/${id}`)} ends on the gallery list`, async ({ request }) => {
        const { url, doc } = await getPage(request, inLang(lang, `/gallery/${id}`), {
          follow: true,
        });
        expect(url.pathname).toBe(inLang(lang, "/gallery"));
        expect(doc.querySelectorAll("h1").map(words)).toEqual([pick(pages.gallery.title, lang)]);
      });
    }

    test(`other unknown gallery ids redirect to ${inLang(lang, "/gallery")}`, async ({
      request,
      baseURL,
    }) => {
      for (const id of ["0", "01", "1e0", "-1", "99999999999", "1.0"]) {
        const response = await request.get(inLang(lang, `/gallery/${id}`), { maxRedirects: 0 });
        expect([301, 302, 303, 307, 308], id).toContain(response.status());
        const target = new URL(response.headers()["location"] ?? "", baseURL);
        expect(target.pathname, id).toBe(inLang(lang, "/gallery"));
      }
    });
  });
}
