import { categories } from "../../app/content/catalog/categories";
import {
  LANGS,
  category,
  dict,
  expect,
  inLang,
  pick,
  routeCases,
  test,
  settle,
  expectNoViolations,
  withoutDocument404,
} from "./support";

/** catalogue.spec.ts runs axe on every subcategory page, at this width too. */
const subcategoryPages = new Set(
  categories.flatMap((cat) => cat.subcategories.map((sub) => `/products/${cat.id}/${sub.id}`)),
);
const pages = [
  ...routeCases.map((r) => r.path).filter((path) => !subcategoryPages.has(path)),
  "/no-such-page",
];

for (const lang of LANGS) {
  test.describe(`axe at 1280 px (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    for (const path of pages) {
      const url = inLang(lang, path);
      const route = routeCases.find((r) => r.path === path);
      test(`${url} has no violations, hydrates without console errors`, async ({
        page,
        consoleErrors,
      }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(route ? 200 : 404);
        // expectNoViolations waits for hydration and animations first (settle).
        await expectNoViolations(page, url);
        // What routes.spec.ts reads in the server's HTML is on screen once hydrated.
        if (route && route.path !== "/") {
          await expect(
            page.getByRole("navigation", { name: dict[lang]["a11y.breadcrumb"] }),
          ).toBeVisible();
        }
        if (route?.badge) {
          await expect(
            page.locator("main").getByText(route.badge, { exact: true }).first(),
          ).toBeVisible();
        }
        expect(route ? consoleErrors : withoutDocument404(consoleErrors)).toEqual([]);
      });
    }

    test(`an open dropdown has no violations (${lang})`, async ({ page }) => {
      await page.goto(inLang(lang, "/products/electric/quarter-turn-480"));
      await settle(page);
      const label = pick(category("electric").name, lang);
      const toggle = page
        .getByRole("navigation", { name: dict[lang]["a11y.mainNav"] })
        .getByRole("button", { name: dict[lang]["a11y.submenuOf"].replace("{label}", label) });
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expectNoViolations(page, "an open dropdown");
    });
  });

  test.describe(`axe at 375 px with the menu open (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    for (const path of ["/", "/products/electric", "/products/pneumatic/rotary"]) {
      const url = inLang(lang, path);
      test(`${url} has no violations`, async ({ page }) => {
        await page.goto(url);
        await settle(page);
        const button = page
          .getByRole("banner")
          .getByRole("button", { name: dict[lang]["nav.menu"], exact: true });
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        await expect(
          page.getByRole("navigation", { name: dict[lang]["a11y.mobileNav"] }),
        ).toBeVisible();
        await expectNoViolations(page, `${url} at 375 px, menu open`);
      });
    }
  });
}
