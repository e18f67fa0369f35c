import { productPath, products } from "../../app/content/catalog/catalog.server";
import {
  LANGS,
  dict,
  expect,
  expectNoViolations,
  inLang,
  pick,
  test,
  waitForHydration,
} from "./support";

/** One product of each group, so every family's page is seen. */
const sample = ["480-006", "AP5", "4HO", "301TSS", "S70", "PQVF"].map((code) => {
  const product = products.find((p) => p.code === code);
  if (!product) throw new Error(`no product ${code}`);
  return product;
});

for (const lang of LANGS) {
  test.describe(`product detail (${lang})`, () => {
    for (const product of sample) {
      test(`${product.code}: overview, features, specifications and drawings`, async ({ page }) => {
        const response = await page.goto(inLang(lang, productPath(product)));
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.locator("h1")).toHaveText(pick(product.name, lang));
        await expect(page.locator(".page-header__badge")).toHaveText(product.code);
        const main = page.locator("main");
        await expect(main).toContainText(pick(product.detailDescription, lang));
        await expect(main.locator(".product-detail .feature-list > li")).toHaveCount(
          product.features[lang].length,
        );
        await expect(main.locator(".spec-table tr")).toHaveCount(product.specifications.length);
        const drawings = new Set([product.image, ...product.detailImages].map((i) => i.src));
        await expect(main.locator(".product-drawings img")).toHaveCount(drawings.size);
        await expectNoViolations(page, inLang(lang, productPath(product)));
      });
    }

    test("a drawing opens the viewer; Escape closes it and focus returns", async ({ page }) => {
      const product = sample[0]!;
      await page.goto(inLang(lang, productPath(product)));
      await waitForHydration(page);
      const first = page.locator(".product-drawings a").first();
      await first.click();
      const viewer = page.getByRole("dialog", { name: pick(product.name, lang) });
      await expect(viewer).toBeVisible();
      const total = await page.locator(".product-drawings a").count();
      await expect(viewer.locator(".viewer__counter")).toHaveText(`1 / ${total}`);
      await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
      await page.keyboard.press("ArrowLeft");
      await expect(viewer.locator(".viewer__counter")).toHaveText(`${total} / ${total}`);
      await page.keyboard.press("Escape");
      await expect(viewer).toHaveCount(0);
      await expect(first).toBeFocused();
    });

    test("a broken drawing falls back to the placeholder product image", async ({ page }) => {
      const product = sample[1]!;
      await page.route(`**${product.image.src}`, (route) => route.fulfill({ status: 404 }));
      await page.goto(inLang(lang, productPath(product)));
      await waitForHydration(page);
      await expect(page.locator(".product-drawings img").first()).toHaveAttribute(
        "src",
        /\/images\/products\/placeholder\.svg$/,
      );
    });

    test("Request Quote goes to the contact page with the product", async ({ page }) => {
      await page.goto(inLang(lang, productPath(sample[2]!)));
      await waitForHydration(page);
      await page.getByRole("link", { name: dict[lang]["products.requestQuote"] }).click();
      await expect(page).toHaveURL(`${inLang(lang, "/contact")}?product=${sample[2]!.id}`);
    });
  });
}
