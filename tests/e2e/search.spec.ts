import { getPage, words } from "./html-support";
import {
  LANGS,
  dict,
  expect,
  expectNoViolations,
  inLang,
  isolatedTest,
  open,
  product,
  settle,
  test,
} from "./support";

/**
 * The site search (docs/architecture.md, "Site search"): the server-rendered results page that
 * works without JavaScript, and the combobox under the header's field with it.
 */
const SEARCH_CODE = /\/assets\/(combobox|search-client)-|\/search-index-(ko|en)\.json/;

isolatedTest.describe("without JavaScript", () => {
  isolatedTest.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    isolatedTest(
      `the header's GET form shows grouped, marked results (${lang})`,
      async ({ page }) => {
        await page.goto(inLang(lang, "/"));
        const form = page.locator(".site-search--header");
        await form.locator("input[name=q]").fill("350 Nm");
        await form.locator("input[name=q]").press("Enter");
        await expect(page).toHaveURL(
          new RegExp(`${lang === "en" ? "/en" : ""}/search\\?q=350\\+Nm$`),
        );
        const products = page.getByRole("region", { name: dict[lang]["searchbox.groupProduct"] });
        await expect(products.getByRole("listitem").first()).toContainText("480-035");
        await expect(products.locator("mark").first()).toHaveText("350 N·m");
        await expect(
          page.getByRole("region", { name: dict[lang]["searchbox.groupCatalogue"] }),
        ).toBeVisible();
      },
    );
  }

  for (const lang of LANGS) {
    isolatedTest(
      `a broad query shows a few of each group, and every result a page away (${lang})`,
      async ({ page }) => {
        const query = lang === "ko" ? "밸브" : "valve";
        await page.goto(inLang(lang, `/search?q=${encodeURIComponent(query)}`));
        const products = page.getByRole("region", { name: dict[lang]["searchbox.groupProduct"] });
        const total = Number(await products.locator(".search-group__count").innerText());
        expect(total).toBeGreaterThan(12);
        // Models come first, a dozen of them on the overview (issue 78).
        await expect(products.getByRole("listitem")).toHaveCount(12);
        await products.locator(".search-group__more a").click();
        await expect(page).toHaveURL(/[?&]group=product/);
        // The group's own pages, 12 results each, reach every one of them once.
        // A click without JavaScript commits the next document before it is parsed: each page is
        // read once its own "page N of M" is there.
        const pagesOf = (n: number) =>
          page.locator(".search-pages span", {
            hasText: new RegExp(
              `^${dict[lang]["search.pageOf"].replace("{page}", String(n)).replace("{pages}", "\\d+")}$`,
            ),
          });
        const seen: string[] = [];
        for (let n = 1; ; n++) {
          await expect(pagesOf(n)).toBeVisible();
          seen.push(
            ...(await page
              .locator(".search-result__link")
              .evaluateAll((links) => links.map((a) => a.getAttribute("href")!))),
          );
          const next = page.locator('.search-pages a[rel="next"]');
          if ((await next.count()) === 0) break;
          await next.click();
        }
        expect(seen).toHaveLength(total);
        expect(new Set(seen).size).toBe(total);
        await page.getByRole("link", { name: dict[lang]["search.backToAll"] }).click();
        // More than one group: a count of 0 would be the next document not yet parsed.
        await expect.poll(() => page.locator(".search-group").count()).toBeGreaterThan(1);
      },
    );
  }
});

// The order of results is the server's: read from its HTML, as a reader without JavaScript gets it.
test("the exact model code comes first, in any form", async ({ request }) => {
  for (const query of ["480 035", "480035", "HT-600"]) {
    const { doc } = await getPage(request, `/en/search?q=${encodeURIComponent(query)}`);
    const first = doc.querySelector(".search-result");
    const code = query === "HT-600" ? "HT600" : "480-035";
    expect(words(first?.querySelector(".search-result__code")), query).toContain(code);
  }
});

test("a spaced code comes before the model named by its first word", async ({ request }) => {
  for (const lang of LANGS) {
    const { doc } = await getPage(
      request,
      inLang(lang, `/search?q=${encodeURIComponent("S30 T")}`),
    );
    const codes = doc.querySelectorAll(".search-result__code").map(words);
    expect(codes[0], lang).toMatch(/(^|\s)S30T$/);
    expect(codes[1], lang).toMatch(/(^|\s)S30$/);
  }
});

for (const lang of LANGS) {
  test(`a Korean query on the ${lang} page lists that language's results`, async ({ request }) => {
    const { doc } = await getPage(
      request,
      inLang(lang, `/search?q=${encodeURIComponent("버터플라이밸브")}`),
    );
    const titles = doc.querySelectorAll(".search-result__title");
    const ht600 = product("HT600");
    expect(titles.map(words).some((text) => text.includes(ht600.name[lang]))).toBe(true);
    if (lang === "en") expect(words(titles[0])).not.toMatch(/[\uac00-\ud7a3]/);
    // The words of the page's language are marked.
    expect(words(titles[0]?.querySelector("mark"))).toMatch(
      lang === "en" ? /^butterfly/i : /^버터/,
    );
  });

  test(`no results: says so, offers closest matches, the finder and the form (${lang})`, async ({
    page,
  }) => {
    // Each word finds something, both together nothing (issue 78: a word found nowhere is left
    // out, so a query needs words that are each somewhere to find nothing).
    const query = "pinch gearbox <b>x</b>";
    await page.goto(inLang(lang, `/search?q=${encodeURIComponent(query)}`));
    await expect(page.locator(".search-page__none-title")).toHaveText(
      dict[lang]["search.noResults"].replace("{query}", query),
    );
    await expect(page.locator("b", { hasText: /^x$/ })).toHaveCount(0);
    await expect(page.locator(".search-page__suggestions li").first()).toBeVisible();
    await expect(page.getByRole("link", { name: dict[lang]["search.finder"] })).toHaveAttribute(
      "href",
      inLang(lang, "/products/finder"),
    );
    // The inquiry, prefilled with the query.
    await expect(
      page.getByRole("link", { name: dict[lang]["search.askWith"].replace("{query}", query) }),
    ).toHaveAttribute("href", new RegExp(`^${inLang(lang, "/contact")}\\?duty=`));
  });

  test(`axe: the results page has no violations (${lang})`, async ({ page }) => {
    await page.goto(inLang(lang, `/search?q=${encodeURIComponent("밸브 valve")}`));
    await settle(page);
    await expectNoViolations(page, `search results (${lang})`);
    await page.goto(inLang(lang, "/search?q=zzqxw"));
    await expectNoViolations(page, `no results (${lang})`);
  });

  test(`axe: the open combobox has no violations (${lang})`, async ({ page }) => {
    await open(page, inLang(lang, "/"));
    const field = page.locator(".site-search--header input");
    await field.fill("480");
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await field.press("ArrowDown");
    await expectNoViolations(page, `open combobox (${lang})`);
  });
}

test("the search code loads on first focus, not with the page", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await open(page, "/en/products");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((url) => SEARCH_CODE.test(url))).toEqual([]);
  // At the URL of the content the page was made from (?v=, app/lib/fetch-once.ts).
  const index = page.waitForResponse(/\/search-index-en\.json\?v=0$/);
  await page.locator(".site-search--header input").focus();
  expect((await index).status()).toBe(200);
  expect(requested.some((url) => /\/assets\/(combobox|search-client)-/.test(url))).toBe(true);
});

test("the combobox by keyboard: type, arrows, Enter opens the result", async ({ page }) => {
  await open(page, "/");
  const field = page.locator(".site-search--header input");
  await expect(field).not.toHaveAttribute("role");
  await field.focus();
  await expect(field).toHaveAttribute("role", "combobox");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await field.pressSequentially("ap 12", { delay: 20 });
  await expect(field).toHaveAttribute("aria-expanded", "true");
  const listbox = page.getByRole("listbox");
  await expect(listbox.getByRole("option").first()).toContainText("AP12");
  await expect(field).not.toHaveAttribute("aria-activedescendant");
  await field.press("ArrowDown");
  const first = listbox.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await field.press("Enter");
  await expect(page).toHaveURL(/\/products\/pneumatic\/rotary\/ap12$/);
});

test("Escape closes the list; Enter without a choice opens the results page", async ({ page }) => {
  await open(page, "/en");
  const field = page.locator(".site-search--header input");
  await field.fill("valves");
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await field.press("ArrowDown");
  await field.press("Escape");
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).not.toHaveAttribute("aria-activedescendant");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(field).toHaveValue("valves");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?q=valves$/);
  await expect(page.locator(".search-result").first()).toBeVisible();
  await expect(page.locator(".search-result mark").first()).toBeVisible();
});

test("the mobile menu has the search field below 768 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, "/");
  await expect(page.locator(".site-search--header input")).toBeHidden();
  await page
    .getByRole("banner")
    .getByRole("button", { name: dict.ko["nav.menu"], exact: true })
    .click();
  const field = page
    .getByRole("navigation", { name: dict.ko["a11y.mobileNav"] })
    .locator("input[name=q]");
  await field.fill("s30t");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("S30T");
});

test("the results page: noindex with a query, canonical the bare page", async ({ request }) => {
  const html = await (await request.get("/en/search?q=PN16")).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/search"\/>/);
  const bare = await (await request.get("/en/search")).text();
  expect(bare).toMatch(/<meta name="robots" content="index, follow"\/>/);
});

test("hostile queries never cause a server error", async ({ request }) => {
  for (const q of [
    "%",
    "%E0%A4%A",
    "<script>",
    "a".repeat(5000),
    "\u0000",
    "(((",
    "ㅂ".repeat(400),
  ]) {
    const response = await request.get(`/search?q=${encodeURIComponent(q)}`);
    expect(response.status(), q.slice(0, 20)).toBe(200);
  }
  const raw = await request.get("/search?q=%E0%A4%A");
  expect(raw.status()).toBeLessThan(500);
});
