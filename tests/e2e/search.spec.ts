import {
  formTarget,
  getPage,
  isHidden,
  link,
  region,
  words,
  type ParsedElement,
  type ServerPage,
} from "./html-support";
import {
  LANGS,
  dict,
  expect,
  expectNoViolations,
  inLang,
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

// Without JavaScript the header's form and the results' links are followed as a browser without
// script follows them: the server's HTML, its GET form's target and its links' addresses.
/** A group of results by its heading and count: "제품 12", and not "제품 안내 페이지 3". */
const groupNamed = (label: string) => new RegExp(`^${label} \\d`);

test.describe("without JavaScript", () => {
  for (const lang of LANGS) {
    test(`the header's GET form shows grouped, marked results (${lang})`, async ({ request }) => {
      const home = await getPage(request, inLang(lang, "/"));
      const forms = home.doc.querySelectorAll(".site-search--header");
      expect(forms).toHaveLength(1);
      const target = formTarget(forms[0]!, { q: "350 Nm" });
      expect(target).toMatch(new RegExp(`${lang === "en" ? "/en" : ""}/search\\?q=350\\+Nm$`));
      const { doc } = await getPage(request, target);
      const products = region(doc, groupNamed(dict[lang]["searchbox.groupProduct"]));
      expect(words(products.querySelector("li"))).toContain("480-035");
      expect(words(products.querySelector("mark"))).toBe("350 N·m");
      region(doc, dict[lang]["searchbox.groupCatalogue"]);
    });
  }

  for (const lang of LANGS) {
    test(`a broad query shows a few of each group, and every result a page away (${lang})`, async ({
      request,
    }) => {
      const query = lang === "ko" ? "밸브" : "valve";
      /** A link's address from the page it is on, as a browser follows it. */
      const follow = (from: ServerPage, a: ParsedElement | undefined) => {
        expect(a, "a link to follow").toBeTruthy();
        const to = new URL(a!.getAttribute("href")!, from.url);
        return getPage(request, to.pathname + to.search);
      };
      const overview = await getPage(
        request,
        inLang(lang, `/search?q=${encodeURIComponent(query)}`),
      );
      const products = region(overview.doc, groupNamed(dict[lang]["searchbox.groupProduct"]));
      const counts = products.querySelectorAll(".search-group__count");
      expect(counts).toHaveLength(1);
      const total = Number(words(counts[0]));
      expect(total).toBeGreaterThan(12);
      // Models come first, a dozen of them on the overview (issue 78).
      expect(products.querySelectorAll("li")).toHaveLength(12);
      const more = products.querySelectorAll(".search-group__more a");
      expect(more).toHaveLength(1);
      let page = await follow(overview, more[0]);
      expect(page.url.search).toMatch(/[?&]group=product/);
      // The group's own pages, 12 results each, reach every one of them once.
      const pageOf = (n: number) =>
        new RegExp(
          `^${dict[lang]["search.pageOf"].replace("{page}", String(n)).replace("{pages}", "\\d+")}$`,
        );
      const seen: string[] = [];
      for (let n = 1; ; n++) {
        const spans = page.doc.querySelectorAll(".search-pages span").map(words);
        expect(
          spans.filter((text) => pageOf(n).test(text)),
          `page ${n}`,
        ).toHaveLength(1);
        seen.push(
          ...page.doc.querySelectorAll(".search-result__link").map((a) => a.getAttribute("href")!),
        );
        const next = page.doc.querySelectorAll('.search-pages a[rel="next"]');
        expect(next.length).toBeLessThanOrEqual(1);
        if (next.length === 0) break;
        page = await follow(page, next[0]);
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      const all = await follow(page, link(page.doc, dict[lang]["search.backToAll"]));
      expect(all.doc.querySelectorAll(".search-group").length).toBeGreaterThan(1);
    });
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
    request,
  }) => {
    // Each word finds something, both together nothing (issue 78: a word found nowhere is left
    // out, so a query needs words that are each somewhere to find nothing).
    const query = "pinch gearbox <b>x</b>";
    const { doc } = await getPage(request, inLang(lang, `/search?q=${encodeURIComponent(query)}`));
    expect(doc.querySelectorAll(".search-page__none-title").map(words)).toEqual([
      dict[lang]["search.noResults"].replace("{query}", query),
    ]);
    expect(doc.querySelectorAll("b").filter((b) => /^x$/.test(words(b)))).toHaveLength(0);
    const suggestions = doc.querySelectorAll(".search-page__suggestions li");
    expect(suggestions.length).toBeGreaterThan(0);
    expect(isHidden(suggestions[0]!)).toBe(false);
    expect(link(doc, dict[lang]["search.finder"]).getAttribute("href")).toBe(
      inLang(lang, "/products/finder"),
    );
    // The inquiry, prefilled with the query.
    expect(
      link(doc, dict[lang]["search.askWith"].replace("{query}", query)).getAttribute("href"),
    ).toMatch(new RegExp(`^${inLang(lang, "/contact")}\\?duty=`));
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

for (const lang of LANGS) {
  test(`the server's results stay as they are when their island wakes (${lang})`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await open(page, inLang(lang, "/search?q=S30"));
    // A keyboard's focus wakes the island (app/islands/boot.ts): it must stay where it was.
    const toggle = page.locator('a.compare-add[href$="/products/compare?ids=s30"]');
    await toggle.evaluate((el: HTMLElement & { focusedFirst?: boolean }) => {
      el.focusedFirst = true;
      el.focus();
    });
    await expect(page.locator('[data-island="search-results"]')).toHaveAttribute(
      "data-hydrated",
      "",
    );
    await page.waitForLoadState("networkidle");
    // The same element, still focused: not drawn again (stop 92: the island's `key` prop never
    // reached it, so it searched again in the browser and replaced every result under the tap).
    expect(
      await page.evaluate(
        () => (document.activeElement as { focusedFirst?: boolean } | null)?.focusedFirst,
      ),
    ).toBe(true);
    expect(requested.filter((url) => SEARCH_CODE.test(url))).toEqual([]);
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
