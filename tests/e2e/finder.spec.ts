import type { Page } from "@playwright/test";
import { formTarget, getPage, isHidden, words, type ParsedElement } from "./html-support";
import {
  LANGS,
  expect,
  expectNoViolations,
  inLang,
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

/** The model codes of a results table of the server's HTML, in order. */
function modelsIn(doc: ParsedElement, id: string): string[] {
  return doc.querySelectorAll(`table[data-results="${id}"] tbody th > a:first-child`).map(words);
}

/** The finder's form of one kind (its hidden `kind` field). */
function finderForm(doc: ParsedElement, kind: string): ParsedElement {
  const forms = doc
    .querySelectorAll("form")
    .filter((form) => form.querySelector(`input[value="${kind}"]`));
  expect(forms, `the ${kind} form`).toHaveLength(1);
  return forms[0]!;
}

// Without JavaScript the GET forms are sent as a browser without script sends them (their
// fields and target from the server's HTML); the pages' console in a browser is the axe test's.
test.describe("without JavaScript", () => {
  for (const lang of LANGS) {
    test(`the GET forms give the exact results (${lang})`, async ({ request }) => {
      const finder = await getPage(request, inLang(lang, "/products/finder"));
      const valveTarget = formTarget(finderForm(finder.doc, "valve"), {
        type: "butterfly",
        dn: "150",
        pn: "16",
        temp: "180",
      });
      expect(valveTarget).toMatch(/kind=valve/);
      const valve = await getPage(request, valveTarget);
      expect(valve.url.searchParams.get("dn")).toBe("150");
      expect(modelsIn(valve.doc, "valve-matches")).toEqual(["301TSS", "401N", "501M", "HT600"]);
      expect(modelsIn(valve.doc, "valve-close")).toEqual(["301", "301E"]);

      const actuatorTarget = formTarget(finderForm(valve.doc, "actuator"), {
        torque: "300",
        margin: "0",
        flange: "F10",
        supply: "3ph",
      });
      expect(actuatorTarget).toMatch(/kind=actuator/);
      const actuator = await getPage(request, actuatorTarget);
      expect(modelsIn(actuator.doc, "actuator-matches")).toEqual(["480-035", "480-050"]);
      const margin25 = await getPage(
        request,
        inLang(lang, `/products/finder?${ACTUATOR.replace("margin=0", "margin=25")}`),
      );
      expect(modelsIn(margin25.doc, "actuator-matches")).toEqual(["480-050"]);
    });
  }

  test("bad inputs get a message and the form, never a 500", async ({ request }) => {
    for (const query of [
      "kind=valve&dn=abc&temp=-99999",
      "kind=actuator&torque=1e400&flange=Z",
      "kind=%00",
    ]) {
      const { doc } = await getPage(request, `/en/products/finder?${query}`);
      const alerts = doc.querySelectorAll('[role="alert"]').filter((el) => !isHidden(el));
      expect(alerts, query).toHaveLength(1);
      expect(words(alerts[0]), query).toContain("Please check your inputs");
      // The two finders; the site search forms are in the header.
      expect(doc.querySelectorAll("main form"), query).toHaveLength(2);
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
  test(`the finder with results has no axe violations (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(inLang(lang, `/products/finder?${VALVE}`));
    await settle(page);
    await expectNoViolations(page, `valve results (${lang})`);
    await page.goto(inLang(lang, `/products/finder?${ACTUATOR}`));
    await settle(page);
    await expectNoViolations(page, `actuator results (${lang})`);
    expect(consoleErrors).toEqual([]);
  });
}

test("finder URLs with inputs are noindex, the bare page is canonical", async ({ request }) => {
  const html = await (await request.get(`/products/finder?${VALVE}`)).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/products\/finder"\/>/);
  const bare = await (await request.get("/en/products/finder")).text();
  expect(bare).toContain('<meta name="robots" content="index, follow"/>');
});

test("catalogue pages, the products index and the menu link to the finder", async ({ request }) => {
  let doc: ParsedElement | undefined;
  for (const path of [
    "/en/products",
    "/en/products/sirca-valves/butterfly-valves",
    "/en/products/electric/quarter-turn-480",
  ]) {
    ({ doc } = await getPage(request, path));
    const shown = doc
      .querySelectorAll('main a[href="/en/products/finder"]')
      .filter((a) => !isHidden(a));
    expect(shown.length, path).toBeGreaterThan(0);
  }
  expect(doc!.querySelectorAll('header a[href="/en/products/finder"]').length).toBeGreaterThan(0);
  // Catalogue cards show each model's key figures under its name.
  const figures = "350 N·m · F10/F12 · 31 s";
  // As getByText: the innermost element that holds the words, never a script's data.
  const holders = doc!
    .querySelectorAll("main *")
    .filter((el) => !["script", "style", "template"].includes(el.rawTagName.toLowerCase()))
    .filter(
      (el) =>
        words(el).includes(figures) &&
        !el.querySelectorAll("*").some((inner) => words(inner).includes(figures)),
    );
  expect(holders).toHaveLength(1);
  expect(isHidden(holders[0]!)).toBe(false);
});
