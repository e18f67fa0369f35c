import { expect, test, inLang, LANGS, product } from "./support";

/** A product or catalogue page prints as a clean document. */
const ap5 = product("AP5");
const printable = [
  "/products/pneumatic/rotary/ap5",
  "/products/electric/quarter-turn-480",
  "/products/sirca-valves/butterfly-valves",
];

for (const lang of LANGS) {
  for (const path of printable) {
    test(`${inLang(lang, path)} prints as a document without the screen's navigation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi
      await page.emulateMedia({ media: "print" });
      try {
        await page.goto(inLang(lang, path));
        // Navigation, actions and fixed bars are gone on paper.
        for (const selector of [
          ".top-strip",
          ".main-nav",
          ".quick-bar",
          ".breadcrumb",
          ".pagination",
          ".button-row",
          ".side-menu",
          ".site-footer__nav",
        ]) {
          for (const element of await page.locator(selector).all()) {
            await expect(element, selector).toBeHidden();
          }
        }
        // The document stays: its heading, its tables and the company's contact facts.
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.locator("main table").first()).toBeVisible();
        await expect(page.locator(".site-footer__facts")).toBeVisible();
        const layout = await page.evaluate(() => ({
          header: getComputedStyle(document.querySelector(".site-header")!).position,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          background: getComputedStyle(document.body).backgroundColor,
        }));
        expect(layout.header).toBe("static");
        expect(layout.overflow).toBeLessThanOrEqual(0);
        expect(layout.background).toBe("rgb(255, 255, 255)");
      } finally {
        await page.emulateMedia({ media: null });
      }
    });
  }
}

test("the printed product page keeps its code and the whole specification table", async ({
  page,
}) => {
  await page.emulateMedia({ media: "print" });
  try {
    await page.goto(inLang("en", "/products/pneumatic/rotary/ap5"));
    await expect(page.locator(".page-header__badge")).toHaveText(ap5.code);
    await expect(page.locator(".page-header__badge")).toBeVisible();
    const rows = page.locator(".spec-table tr");
    await expect(rows).toHaveCount(ap5.specifications.length);
    for (const row of await rows.all()) await expect(row).toBeVisible();
  } finally {
    await page.emulateMedia({ media: null });
  }
});
