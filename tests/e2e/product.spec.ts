import { liveProducts, productPath } from "../../app/content/catalog/catalog.server";
import { canonicalPath, getPage, words } from "./html-support";
import {
  LANGS,
  dict,
  expect,
  expectNoViolations,
  inLang,
  pick,
  routeCases,
  test,
  waitForHydration,
  withoutDocument404,
} from "./support";

const products = liveProducts();

/** "AP5" -> "aP5", "pqvf" -> "pQvF": a code in neither upper nor lower case. */
function mixedCase(code: string): string {
  return [...code].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join("");
}

/** Product not found (the Korean title and text are the dictionary's). */
const notFound = {
  title: { ko: dict.ko["missing.productTitle"], en: "Product not found" },
  text: {
    ko: dict.ko["missing.productText"],
    en: "The requested product information could not be found. Please check the URL or explore other products.",
  },
};

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
        // a11y.spec.ts runs axe on the 480-006's page (a route of its own) at this width.
        const inA11y = routeCases.some((route) => route.path === productPath(product));
        if (!inA11y) await expectNoViolations(page, inLang(lang, productPath(product)));
      });
    }

    // The same viewer in both languages: Korean runs its keys; the next test reads its labels.
    if (lang === "ko") {
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
    }

    test("the viewer: arrows wrap both ways, close button and backdrop close it, Tab stays inside, axe passes", async ({
      page,
    }) => {
      const product = sample[5]!;
      await page.goto(inLang(lang, productPath(product)));
      await waitForHydration(page);
      const thumbs = page.locator(".product-drawings a");
      const total = await thumbs.count();
      expect(total, "the product has several drawings").toBeGreaterThan(1);
      const viewer = page.getByRole("dialog", { name: pick(product.name, lang) });
      const counter = viewer.locator(".viewer__counter");
      const close = viewer.getByRole("button", { name: dict[lang]["viewer.close"], exact: true });

      await thumbs.last().click();
      await expect(counter).toHaveText(`${total} / ${total}`);
      await expect(close).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(counter).toHaveText(`1 / ${total}`);
      await viewer.getByRole("button", { name: dict[lang]["viewer.previous"] }).click();
      await expect(counter).toHaveText(`${total} / ${total}`);
      await viewer.getByRole("button", { name: dict[lang]["viewer.next"] }).click();
      await expect(counter).toHaveText(`1 / ${total}`);
      await expect(viewer.locator("img")).toHaveAttribute("src", product.image.src);

      // Tab and Shift+Tab cycle through the viewer's three buttons only.
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press("Tab");
        expect(await viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await close.focus();
      await page.keyboard.press("Shift+Tab");
      expect(await viewer.evaluate((d) => d.contains(document.activeElement))).toBe(true);

      await expectNoViolations(page, `${productPath(product)} with the viewer open`);

      await close.click();
      await expect(viewer).toHaveCount(0);
      await expect(thumbs.last()).toBeFocused();
      await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");

      // A click on the backdrop (outside the picture and the buttons) closes it.
      await thumbs.first().click();
      await expect(viewer).toBeVisible();
      await page.mouse.click(8, 300);
      await expect(viewer).toHaveCount(0);
      await expect(thumbs.first()).toBeFocused();
    });

    for (const product of sample) {
      const codes = [...new Set([product.code.toUpperCase(), mixedCase(product.code)])];
      // The server's answer is what is checked: its status, heading and canonical link.
      test(`${product.code}: the code matches in any case (${codes.join(", ")})`, async ({
        request,
      }) => {
        for (const code of codes) {
          const path = `/products/${product.category}/${product.subcategory}/${code}`;
          const { doc } = await getPage(request, inLang(lang, path));
          expect(doc.querySelectorAll("h1").map(words), path).toEqual([pick(product.name, lang)]);
          expect(doc.querySelectorAll(".page-header__badge").map(words), path).toEqual([
            product.code,
          ]);
          // One canonical URL: the lowercase code.
          expect(canonicalPath(doc), path).toBe(inLang(lang, productPath(product)));
        }
      });
    }

    test("an unknown product code answers 404 with the product-not-found texts", async ({
      page,
      consoleErrors,
    }) => {
      const listPath = "/products/pneumatic/rotary";
      const response = await page.goto(inLang(lang, `${listPath}/ap99`));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator("h1")).toHaveText(notFound.title[lang]);
      await expect(page.locator("main")).toContainText(notFound.text[lang]);
      const back = page
        .locator("main")
        .getByRole("link", { name: dict[lang]["common.backToList"] });
      await expect(back).toHaveAttribute("href", inLang(lang, "/products"));
      await back.click();
      await expect(page).toHaveURL(inLang(lang, "/products"));
      expect(withoutDocument404(consoleErrors)).toEqual([]);
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
