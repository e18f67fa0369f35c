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

    test(`${inLang(lang, "/products/electric/unknown")} says the subcategory is not found, with 404`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(inLang(lang, "/products/electric/unknown"));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // SPEC section 2: the Korean "subcategory not found"; the English page says it in English.
      const message = { ko: "서브카테고리를 찾을 수 없습니다", en: dict.en["products.subcategoryNotFound"] };
      await expect(page.locator("h1")).toHaveText(message[lang]);
      await expect(page.getByRole("status")).toHaveText(message[lang]);
      expect(withoutDocument404(consoleErrors)).toEqual([]);
    });

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

    for (const id of ["999", "abc", "01", "0"]) {
      test(`${inLang(lang, `/gallery/${id}`)} ends on the gallery list`, async ({ page }) => {
        const response = await page.goto(inLang(lang, `/gallery/${id}`));
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(inLang(lang, "/gallery"));
        await expect(page.locator("h1")).toHaveText(pick(pages.gallery.title, lang));
      });
    }
  });
}
