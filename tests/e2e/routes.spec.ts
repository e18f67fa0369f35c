import {
  LANGS,
  category,
  dict,
  expect,
  hasHangul,
  inLang,
  pick,
  routeCases,
  test,
  waitForHydration,
  withoutDocument404,
} from "./support";
import { pages } from "../../app/site/pages";

for (const lang of LANGS) {
  test.describe(`every route (${lang})`, () => {
    for (const route of routeCases) {
      const url = inLang(lang, route.path);

      test(`${url} answers 200 with its heading, breadcrumb and no console errors`, async ({
        page,
        consoleErrors,
      }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);

        expect(new URL(page.url()).pathname).toBe(url);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);

        const h1 = page.locator("h1");
        await expect(h1).toHaveCount(1);
        if (route.heading) {
          await expect(h1).toHaveText(pick(route.heading, lang));
        } else {
          // Home: the hero sentence, in the page's language, and the page's own title.
          const text = (await h1.innerText()).trim();
          expect(text.length).toBeGreaterThan(0);
          expect(hasHangul(text)).toBe(lang === "ko");
          await expect(page).toHaveTitle(
            `${pick(pages.home.title, lang)} | ${dict[lang]["site.name"]}`,
          );
        }

        // Every page has its own title, in its language, ending with the site's name.
        const title = await page.title();
        expect(title.endsWith(` | ${dict[lang]["site.name"]}`), title).toBe(true);
        if (route.heading) expect(title).toContain(pick(route.heading, lang));

        if (route.badge) {
          await expect(
            page.locator("main").getByText(route.badge, { exact: true }).first(),
          ).toBeVisible();
        }

        const breadcrumb = page.getByRole("navigation", { name: dict[lang]["a11y.breadcrumb"] });
        if (route.path === "/") {
          await expect(breadcrumb).toHaveCount(0);
        } else {
          await expect(breadcrumb).toBeVisible();
          // Home first, the current page last.
          const crumbs = breadcrumb.getByRole("listitem");
          await expect(crumbs.first()).toHaveText(dict[lang]["nav.home"]);
          await expect(crumbs.first().getByRole("link")).toHaveAttribute("href", inLang(lang, "/"));
          await expect(crumbs.last().locator('[aria-current="page"]')).toHaveCount(1);
        }

        expect(consoleErrors).toEqual([]);
      });
    }

    test(`${inLang(lang, "/products/pneumatic/unknown")} falls back to the first pneumatic subcategory`, async ({
      page,
      consoleErrors,
    }) => {
      const url = inLang(lang, "/products/pneumatic/unknown");
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1")).toHaveText(
        pick(category("pneumatic").subcategories[0]!.name, lang),
      );
      expect(consoleErrors).toEqual([]);
    });

    test(`${inLang(lang, "/products/sirca-valves/unknown")} falls back to the first valve subcategory`, async ({
      page,
    }) => {
      const response = await page.goto(inLang(lang, "/products/sirca-valves/unknown"));
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(
        pick(category("sirca-valves").subcategories[0]!.name, lang),
      );
    });

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
          ko: "서브카테고리를 찾을 수 없습니다",
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
        const expected = { ko: "제품을 찾을 수 없습니다", en: "Product Not Found" };
        await expect(page.locator("h1")).toHaveText(expected[lang]);
        expect(withoutDocument404(consoleErrors)).toEqual([]);
      });
    }

    for (const id of ["999", "abc"]) {
      test(`${inLang(lang, `/gallery/${id}`)} ends on the gallery list`, async ({ page }) => {
        const response = await page.goto(inLang(lang, `/gallery/${id}`));
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(inLang(lang, "/gallery"));
        await expect(page.locator("h1")).toHaveText(pick(pages.gallery.title, lang));
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
