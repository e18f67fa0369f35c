import type { Locator, Page } from "@playwright/test";
import {
  findProductsByIds,
  findSection,
  productPath,
} from "../../app/content/catalog/catalog.server";
import { productPage } from "../../app/catalogue/product-data";
import { getPage } from "./html-support";
import {
  LANGS,
  dict,
  expect,
  expectNoViolations,
  inLang,
  pick,
  settledBox,
  subcategory,
  test,
  waitForHydration,
  wheelHandled,
  type Lang,
} from "./support";

/*
 * The catalogue's preview modal (docs/product.md, Product cards and preview): content, zoom at
 * the click point, half-speed pan, closing, size, scroll lock, focus, lazy loading of its code
 * and data, the broken-image fallback and axe. Expected values come from
 * the app's own content and the product page's own data builder.
 */

const ballValves = subcategory("sirca-valves", "ball-valves");
const listPath = "/products/sirca-valves/ball-valves";
const cards = findProductsByIds(
  findSection(ballValves.section)!.pages[0]!.content.flatMap((block) =>
    block.type === "product-catalog" ? block.products : [],
  ),
);
const product = cards[0]!;
/** The drawings of the product page's data in one language (the data carries only that one). */
function drawingsIn(lang: Lang) {
  const data = productPage(lang, product);
  if (data.kind !== "found") throw new Error("test data: the first ball valve is missing");
  return data.drawings;
}
const drawings = drawingsIn("ko");

function card(page: Page, code = product.code): Locator {
  return page.locator("main .product-grid > li").filter({ hasText: code }).locator("a.card__link");
}

function dialog(page: Page, lang: Lang): Locator {
  return page.getByRole("dialog", { name: pick(product.name, lang), exact: true });
}

async function openPreview(page: Page, lang: Lang): Promise<Locator> {
  await card(page).click();
  const modal = dialog(page, lang);
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((d) => d.matches("dialog:modal"))).toBe(true);
  await expect(modal.locator(".zoom-image img").first()).toBeVisible();
  return modal;
}

const htmlOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/** Pointer positions reach the page as whole pixels, and the zoom doubles any difference. */
const TOLERANCE = 2;

function expectNear(actual: number, expected: number, what: string) {
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    TOLERANCE,
  );
}

function expectBox(
  actual: { x: number; y: number; width: number; height: number },
  expected: typeof actual,
) {
  for (const key of ["x", "y", "width", "height"] as const) {
    expectNear(actual[key], expected[key], key);
  }
}

for (const lang of LANGS) {
  test.describe(`preview modal (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("opens from a card with code, name, description, features, specifications and a link; its code and data load only then", async ({
      page,
      consoleErrors,
    }) => {
      const requests: string[] = [];
      page.on("request", (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(inLang(lang, listPath));
      await waitForHydration(page);

      // Before opening: no modal code, no product data request, no product text in the page.
      expect(requests.filter((path) => /PreviewModal|\.data$/.test(path))).toEqual([]);
      const html = await page.content();
      expect(html).not.toContain(pick(product.description, lang));
      expect(html).not.toContain(product.features[lang][0]!);
      await expect(card(page)).toHaveAttribute("href", inLang(lang, productPath(product)));
      await expect(card(page)).toHaveAttribute("aria-haspopup", "dialog");

      const modal = await openPreview(page, lang);
      expect(requests.filter((path) => /\/PreviewModal-[\w-]+\.js$/.test(path))).toHaveLength(1);
      expect(requests).toContain(`${inLang(lang, productPath(product))}.data`);

      await expect(modal.locator(".badge")).toHaveText(product.code);
      await expect(modal.getByRole("heading", { level: 2 })).toHaveText(pick(product.name, lang));
      await expect(modal).toContainText(pick(product.description, lang));
      await expect(modal.locator(".feature-list > li")).toHaveText(product.features[lang]);
      await expect(modal.locator(".spec-table th")).toHaveText(
        product.specifications.map((row) => pick(row.label, lang)),
      );
      await expect(modal.locator(".spec-table td")).toHaveText(
        product.specifications.map((row) => pick(row.value, lang)),
      );
      // Each drawing is a zoom toggle button, not pressed to begin with.
      await expect(modal.locator(".zoom-image img")).toHaveCount(drawings.length);
      await expect(modal.locator('.zoom-image button[aria-pressed="false"]')).toHaveCount(
        drawings.length,
      );
      for (const [index, image] of drawingsIn(lang).entries()) {
        await expect(modal.locator(".zoom-image img").nth(index)).toHaveAttribute("src", image.src);
        await expect(modal.locator(".zoom-image img").nth(index)).toHaveAccessibleName(image.alt);
      }

      // The product's page: /products/{category}/{subcategory}/{lowercase code}.
      const link = modal.getByRole("link", { name: dict[lang]["preview.openPage"] });
      const href = inLang(lang, `/products/sirca-valves/ball-valves/${product.code.toLowerCase()}`);
      await expect(link).toHaveAttribute("href", href);
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page.locator("h1")).toHaveText(pick(product.name, lang));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await htmlOverflow(page)).not.toBe("hidden");
      expect(consoleErrors).toEqual([]);
    });

    // Pointer, keys and focus do the same in both languages: Korean, the site's default, runs
    // them; the English labels are read by the tests beside them.
    if (lang === "ko") {
      test("zoom at the click point, pan at half the drag, click again to unzoom; reset on reopen", async ({
        page,
      }) => {
        await page.goto(inLang(lang, listPath));
        await waitForHydration(page);
        let modal = await openPreview(page, lang);
        const button = modal.locator(".zoom-image__frame").first();
        const img = button.locator("img");
        const start = await settledBox(img);

        // Click at 30% across and 40% down: scale 2 about that point, which stays under the pointer.
        const ox = start.width * 0.3;
        const oy = start.height * 0.4;
        const cx = start.x + ox;
        const cy = start.y + oy;
        await page.mouse.click(cx, cy);
        await expect(button).toHaveAttribute("aria-pressed", "true");
        const origin = await img.evaluate((el) => getComputedStyle(el).transformOrigin);
        const [originX, originY] = origin.split(" ").map((v) => parseFloat(v));
        expectNear(originX!, ox, "transform-origin x");
        expectNear(originY!, oy, "transform-origin y");
        const zoomed = await settledBox(img);
        expectBox(zoomed, {
          x: cx - 2 * ox,
          y: cy - 2 * oy,
          width: start.width * 2,
          height: start.height * 2,
        });

        // Drag by (-80, -60): the drawing follows by half, and the drag does not unzoom.
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        await page.mouse.move(cx - 40, cy - 30, { steps: 4 });
        await page.mouse.move(cx - 80, cy - 60, { steps: 4 });
        await page.mouse.up();
        await expect(button).toHaveAttribute("aria-pressed", "true");
        expectBox(await settledBox(img), { ...zoomed, x: zoomed.x - 40, y: zoomed.y - 30 });

        // A plain click unzooms.
        await page.mouse.click(cx, cy);
        await expect(button).toHaveAttribute("aria-pressed", "false");
        expectBox(await settledBox(img), start);

        // Zoom and pan again, close, reopen: the drawing is back at rest.
        await page.mouse.click(cx, cy);
        await page.mouse.down();
        await page.mouse.move(cx + 30, cy + 30, { steps: 4 });
        await page.mouse.up();
        await expect(button).toHaveAttribute("aria-pressed", "true");
        await page.keyboard.press("Escape");
        await expect(modal).toHaveCount(0);
        modal = await openPreview(page, lang);
        const again = modal.locator(".zoom-image__frame").first();
        await expect(again).toHaveAttribute("aria-pressed", "false");
        expect(await again.locator("img").evaluate((el) => getComputedStyle(el).transform)).toBe(
          "none",
        );
        expectBox(await settledBox(again.locator("img")), start);
      });

      test("the keyboard zooms at the centre and the arrow keys pan", async ({ page }) => {
        await page.goto(inLang(lang, listPath));
        await waitForHydration(page);
        const modal = await openPreview(page, lang);
        const button = modal.getByRole("button", {
          name: dict[lang]["preview.zoom"].replace("{alt}", drawingsIn(lang)[0]!.alt),
        });
        const img = button.locator("img");
        const start = await settledBox(img);
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(button).toHaveAttribute("aria-pressed", "true");
        const zoomed = await settledBox(img);
        expectBox(zoomed, {
          x: start.x - start.width / 2,
          y: start.y - start.height / 2,
          width: start.width * 2,
          height: start.height * 2,
        });
        // ArrowRight shows more of the right side: the drawing moves left.
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("ArrowDown");
        const moved = await settledBox(img);
        expect(moved.x).toBeLessThan(zoomed.x - 10);
        expect(moved.y).toBeLessThan(zoomed.y - 10);
        await page.keyboard.press("Space");
        await expect(button).toHaveAttribute("aria-pressed", "false");
        expectBox(await settledBox(img), start);
      });

      test("Escape and a backdrop click close it; focus returns to the card; the page does not scroll meanwhile", async ({
        page,
      }) => {
        await page.goto(inLang(lang, listPath));
        await waitForHydration(page);
        await card(page).scrollIntoViewIfNeeded();
        const scrollY = await page.evaluate(() => window.scrollY);

        let modal = await openPreview(page, lang);
        expect(await htmlOverflow(page)).toBe("hidden");
        // The close button is the first stop; the wheel over the backdrop does not scroll the page.
        await expect(
          modal.getByRole("button", { name: dict[lang]["viewer.close"], exact: true }),
        ).toBeFocused();
        await page.mouse.move(20, 400);
        await wheelHandled(page, 0, 600);
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

        await page.keyboard.press("Escape");
        await expect(modal).toHaveCount(0);
        await expect(card(page)).toBeFocused();
        expect(await htmlOverflow(page)).not.toBe("hidden");

        modal = await openPreview(page, lang);
        await page.mouse.click(20, 400);
        await expect(modal).toHaveCount(0);
        await expect(card(page)).toBeFocused();

        // The close button closes it too.
        modal = await openPreview(page, lang);
        await modal.getByRole("button", { name: dict[lang]["viewer.close"], exact: true }).click();
        await expect(modal).toHaveCount(0);
        await expect(card(page)).toBeFocused();
      });

      // One opening of the modal serves its Tab order and then its axe run (Tab changes no markup).
    }

    test("Tab and Shift+Tab stay inside the modal; open, it has no axe violations", async ({
      page,
    }) => {
      await page.goto(inLang(lang, listPath));
      await waitForHydration(page);
      const modal = await openPreview(page, lang);
      const close = modal.getByRole("button", { name: dict[lang]["viewer.close"], exact: true });
      // The last stop is "Add to quote", after the product page's link.
      const last = modal.getByRole("link", { name: dict[lang]["nav.addToQuote"] });
      await expect(close).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(last).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(close).toBeFocused();
      // Every Tab stop in between belongs to the modal.
      const stops = await modal.locator("button, a[href], [tabindex]").count();
      for (let i = 0; i < stops + 1; i += 1) {
        await page.keyboard.press("Tab");
        expect(await modal.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await expect(modal).toBeVisible();
      await expectNoViolations(page, `${inLang(lang, listPath)} with the preview open`);
    });
  });
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`preview modal size at ${width} px`, () => {
    test.use({ viewport: { width, height } });
    test(`is min(85vw, 1100 px) wide and 90vh tall, centred`, async ({ page }) => {
      await page.goto(listPath);
      await waitForHydration(page);
      const modal = await openPreview(page, "ko");
      const box = (await modal.boundingBox())!;
      expect(box.width).toBeCloseTo(Math.min(0.85 * width, 1100), 0);
      expect(box.height).toBeCloseTo(0.9 * height, 0);
      expect(box.x).toBeCloseTo((width - box.width) / 2, 0);
      // Nothing inside is wider than the modal: its body scrolls vertically only.
      expect(
        await modal
          .locator(".preview__body")
          .evaluate((body) => body.scrollWidth <= body.clientWidth),
      ).toBe(true);
    });
  });
}

test("a broken drawing in the modal falls back to the placeholder product image", async ({
  page,
}) => {
  const broken = drawings[0]!.src;
  await page.route(`**${broken}`, (route) => route.abort());
  await page.goto(listPath);
  await waitForHydration(page);
  const modal = await openPreview(page, "ko");
  const img = modal.locator(".zoom-image img").first();
  await expect(img).toHaveAttribute("src", /\/images\/products\/placeholder\.svg$/);
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
});

test("without JavaScript a card is a plain link to the product page", async ({ request }) => {
  const { doc } = await getPage(request, listPath);
  const links = doc
    .querySelectorAll("main .product-grid > li")
    .filter((li) => li.text.includes(product.code))
    .map((li) => li.querySelector("a.card__link")?.getAttribute("href"));
  expect(links).toEqual([productPath(product)]);
});
