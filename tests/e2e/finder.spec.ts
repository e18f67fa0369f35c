import type { Page } from "@playwright/test";
import {
  LANGS,
  expect,
  expectNoViolations,
  inLang,
  isolatedTest,
  settle,
  test,
  waitForHydration,
} from "./support";

/*
 * The product finders (/products/finder): the examples hold exactly, without JavaScript
 * (a plain GET form answered by the server) and with it (results and URL follow the inputs).
 */

const VALVE = "kind=valve&type=butterfly&dn=150&pn=16&temp=180";
const ACTUATOR = "kind=actuator&torque=300&margin=0&flange=F10&supply=3ph";

/** The model codes of a results table, in order. */
async function models(page: Page, id: string): Promise<string[]> {
  return page.locator(`table[data-results="${id}"] tbody th > a:first-child`).allInnerTexts();
}

isolatedTest.describe("without JavaScript", () => {
  isolatedTest.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    isolatedTest(
      `the GET forms give the exact results (${lang})`,
      async ({ page, consoleErrors }) => {
        await page.goto(inLang(lang, "/products/finder"));
        const valve = page.locator("form").filter({ has: page.locator('input[value="valve"]') });
        await valve.locator("#type").selectOption("butterfly");
        await valve.locator("#dn").selectOption("150");
        await valve.locator("#pn").fill("16");
        await valve.locator("#temp").fill("180");
        await valve.getByRole("button").click();
        await page.waitForURL(/kind=valve/);
        expect(new URL(page.url()).searchParams.get("dn")).toBe("150");
        expect(await models(page, "valve-matches")).toEqual(["301TSS", "401N", "501M", "HT600"]);
        expect(await models(page, "valve-close")).toEqual(["301", "301E"]);

        const actuator = page
          .locator("form")
          .filter({ has: page.locator('input[value="actuator"]') });
        await actuator.locator("#torque").fill("300");
        await actuator.locator("#margin").fill("0");
        await actuator.locator("#flange").selectOption("F10");
        await actuator.locator("#supply").selectOption("3ph");
        await actuator.getByRole("button").click();
        await page.waitForURL(/kind=actuator/);
        expect(await models(page, "actuator-matches")).toEqual(["480-035", "480-050"]);
        await page.goto(
          inLang(lang, `/products/finder?${ACTUATOR.replace("margin=0", "margin=25")}`),
        );
        expect(await models(page, "actuator-matches")).toEqual(["480-050"]);
        expect(consoleErrors).toEqual([]);
      },
    );
  }

  isolatedTest("bad inputs get a message and the form, never a 500", async ({ page }) => {
    for (const query of [
      "kind=valve&dn=abc&temp=-99999",
      "kind=actuator&torque=1e400&flange=Z",
      "kind=%00",
    ]) {
      const response = await page.goto(`/en/products/finder?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole("alert")).toContainText("Please check your inputs");
      // The two finders; the site search forms are in the header.
      await expect(page.locator("main form")).toHaveCount(2);
    }
  });
});

test("with JavaScript the results and the URL follow the inputs", async ({ page }) => {
  await page.goto(`/en/products/finder?${ACTUATOR}`);
  await waitForHydration(page);
  expect(await models(page, "actuator-matches")).toEqual(["480-035", "480-050"]);
  await page.locator("#margin").fill("25");
  await expect(page).toHaveURL(/margin=25/);
  await expect(
    page.locator('table[data-results="actuator-matches"] tbody th > a:first-child'),
  ).toHaveText(["480-050"]);
  await page.locator("#type").selectOption("butterfly");
  await expect(page).toHaveURL(/kind=valve&type=butterfly/);
  await page.locator("#dn").selectOption("150");
  await page.locator("#pn").fill("16");
  await page.locator("#temp").fill("180");
  await expect(page).toHaveURL(new RegExp(`\\?${VALVE}$`));
  await expect(
    page.locator('table[data-results="valve-matches"] tbody th > a:first-child'),
  ).toHaveText(["301TSS", "401N", "501M", "HT600"]);
  // Ask us about this duty: the inquiry form, pre-filled with the inputs and results.
  await page.getByRole("link", { name: "Ask us about this duty" }).click();
  await expect(page).toHaveURL(/\/en\/contact\?duty=/);
  await expect(page.locator("textarea")).toHaveValue(
    /DN 150, PN16, 180 °C\nModels that cover it: 301TSS, 401N, 501M, HT600/,
  );
});

for (const lang of LANGS) {
  test(`the finder with results has no axe violations (${lang})`, async ({ page }) => {
    await page.goto(inLang(lang, `/products/finder?${VALVE}`));
    await settle(page);
    await expectNoViolations(page, `valve results (${lang})`);
    await page.goto(inLang(lang, `/products/finder?${ACTUATOR}`));
    await settle(page);
    await expectNoViolations(page, `actuator results (${lang})`);
  });
}

test("finder URLs with inputs are noindex, the bare page is canonical", async ({ request }) => {
  const html = await (await request.get(`/products/finder?${VALVE}`)).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/products\/finder"\/>/);
  const bare = await (await request.get("/en/products/finder")).text();
  expect(bare).toContain('<meta name="robots" content="index, follow"/>');
});

test("catalogue pages, the products index and the menu link to the finder", async ({ page }) => {
  for (const path of [
    "/en/products",
    "/en/products/sirca-valves/butterfly-valves",
    "/en/products/electric/quarter-turn-480",
  ]) {
    await page.goto(path);
    await expect(page.locator('main a[href="/en/products/finder"]').first()).toBeVisible();
  }
  await expect(page.locator('header a[href="/en/products/finder"]').first()).toBeAttached();
  // Catalogue cards show each model's key figures under its name.
  await expect(page.getByText("350 N·m · F10/F12 · 31 s")).toBeVisible();
});
