import type { Locator, Page } from "@playwright/test";
import { pageBytes } from "../../bench/page-bytes";
import { figuresOf } from "../../app/content/catalog/catalog.server";
import { compareRowOf, FIGURES } from "../../app/content/catalog/figure-registry";
import type { MessageKey } from "../../app/i18n/messages";
import {
  canonicalPath,
  formTarget,
  getPage,
  named,
  readableText,
  words,
  type ParsedElement,
} from "./html-support";
import { noScriptPage } from "./inquiry-support";
import {
  LANGS,
  dict,
  expect,
  expectNoViolations,
  inLang,
  open,
  pick,
  product,
  test,
  type Lang,
} from "./support";

/** The figure rows this spec reads, by their key in the figure registry. */
type FigureRowWord = `comparerow.${"torque" | "temp" | "singlePhase"}`;

/** The site's words in `lang`, with the figure rows' labels (the registry's) as `comparerow.*`. */
const wordsOf = (lang: Lang) =>
  ({
    ...dict[lang],
    ...Object.fromEntries(
      // A row two figures share (a model's torque, its series') is labelled as the first, or as
      // the row's own compare label (temperature: operating, actuators' ambient).
      FIGURES.toReversed().flatMap((f) => [
        [`comparerow.${compareRowOf(f).key}`, (f.compare?.label ?? f.label)[lang]],
      ]),
    ),
  }) as Record<MessageKey | FigureRowWord, string>;

/**
 * The comparison (docs/architecture.md, Compare): rendered on the server from the URL, with and
 * without JavaScript; differences only; notes on ids left out; the phone's two columns; print.
 * The browser drives it in Korean; the English page's words, links and forms are read from its
 * server HTML (the same components, the other dictionary), and axe runs in both languages.
 */
const table = (page: Page) => page.locator(".compare-table");
const headers = (page: Page) => table(page).locator("thead th");
/** The cells of the row whose heading is `label`. */
const row = (page: Page, label: string): Locator =>
  table(page)
    .locator("tbody tr")
    .filter({ has: page.locator(`th:text-is("${label}")`) });

/** The toggles' code is loaded on demand: it marks each toggle as a pressed or unpressed button. */
async function togglesReady(page: Page) {
  await expect(page.locator("a.compare-add").first()).toHaveAttribute("aria-pressed", /true|false/);
}
const toggleFor = (page: Page, id: string) =>
  page.locator(`a.compare-add[href$="/products/compare?ids=${id}"]`);
const tray = (page: Page) => page.locator("aside.compare-tray");

const torque = (id: string) => {
  const figures = figuresOf(id);
  if (figures.kind !== "actuator" || figures.maxTorqueNm === undefined) throw new Error(id);
  // As the product page's row writes it: the same text in both (issue 73).
  return `${figures.maxTorqueNm.toLocaleString("en-US")} N·m`;
};

{
  const lang: Lang = "ko";
  const t = wordsOf(lang);
  const path = (query = "") => inLang(lang, `/products/compare${query}`);
  const name480 = pick(product("480-025").name, lang);

  test.describe(`compare page (${lang})`, () => {
    test("the URL alone shows the products in columns, each figure as its page writes it", async ({
      page,
    }) => {
      await open(page, path("?ids=480-025,480-035"));
      await expect(headers(page)).toHaveCount(3);
      await expect(headers(page).nth(1)).toContainText(name480);
      await expect(headers(page).nth(1).getByRole("link", { name: name480 })).toHaveAttribute(
        "href",
        inLang(lang, "/products/electric/quarter-turn-480/480-025"),
      );
      // The figures of figures.server.ts, written as the product page's rows write them.
      const torqueRow = row(page, t["comparerow.torque"]);
      await expect(torqueRow.locator("td")).toHaveText([torque("480-025"), torque("480-035")]);
      await expect(torqueRow).toHaveClass("num");
      expect(
        await torqueRow
          .locator("td")
          .first()
          .evaluate((td) => getComputedStyle(td).textAlign),
      ).toBe("right");
      expect(await table(page).evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain(
        "tabular-nums",
      );
      // A comparison is noindex; its canonical is the bare page.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${path()}$`),
      );
      await expect(page.locator("h1")).toHaveText(
        pick({ ko: "제품 비교", en: "Compare products" }, lang),
      );
    });

    test("the bare page is indexed and shows how to start", async ({ page }) => {
      await open(page, path());
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index/);
      await expect(table(page)).toHaveCount(0);
      const main = page.locator("main");
      await expect(main).toContainText(t["comparestart.start"]);
      for (const [key, to] of [
        ["comparestart.browse", "/products"],
        ["comparestart.finder", "/products/finder"],
        ["comparestart.search", "/search"],
      ] as const) {
        await expect(main.getByRole("link", { name: t[key] })).toHaveAttribute(
          "href",
          inLang(lang, to),
        );
      }
      // Choosing a product starts a comparison.
      await page.getByLabel(t["compare.add"]).selectOption("s30");
      await page.getByRole("button", { name: t["compare.addButton"] }).click();
      await expect(page).toHaveURL(new RegExp(`${path()}\\?ids=s30$`));
      await expect(headers(page)).toHaveCount(2);
    });

    test("unknown and repeated ids are dropped with a note; more than four are cut", async ({
      page,
    }) => {
      await open(page, path("?ids=480-025,no-such,480-025,s30,ap5,301,pqvf"));
      await expect(headers(page)).toHaveCount(5);
      const notes = page.locator("main [role=status]");
      await expect(notes).toContainText(t["compare.dropped"].replace("{ids}", "480-025, no-such"));
      await expect(notes).toContainText(
        t["compare.cut"].replace("{max}", "4").replace("{ids}", "PQVF"),
      );
      // Four is full: no way to add a fifth, a note instead.
      await expect(page.getByLabel(t["compare.add"])).toHaveCount(0);
      await expect(page.locator("main")).toContainText(t["compare.full"]);
    });

    test("models of different groups: shared attributes first, then the rest", async ({ page }) => {
      // 4HO states no temperature: its cell asks.
      await open(page, path("?ids=4ho,s30"));
      const groups = table(page).locator("tbody");
      await expect(groups).toHaveCount(2);
      await expect(groups.first().locator("tr").first()).toHaveText(t["compare.shared"]);
      await expect(groups.nth(1).locator("tr").first()).toHaveText(t["compare.other"]);
      await expect(groups.first()).toContainText(t["comparerow.group"]);
      await expect(groups.first()).toContainText(t["comparerow.temp"]);
      // Torque is the actuator's alone: "does not apply" under the valve.
      const torqueRow = row(page, t["comparerow.torque"]);
      await expect(groups.nth(1)).toContainText(t["comparerow.torque"]);
      await expect(torqueRow.locator("td").nth(1)).toHaveText(`—${t["compare.none"]}`);
      // A figure the catalogue does not state is never guessed: "ask us", about this product.
      const ask = row(page, t["comparerow.temp"]).locator("td").first().getByRole("link");
      await expect(ask).toHaveText(t["compare.ask"]);
      await expect(ask).toHaveAttribute("href", inLang(lang, "/contact?product=4ho"));
    });

    test("differences only, in place, and each column's links", async ({ page }) => {
      await open(page, path("?ids=480-025,480-035"));
      const same = row(page, t["comparerow.singlePhase"]);
      await expect(same).toHaveCount(1);
      const box = page.getByRole("checkbox", { name: t["compare.diffOnly"] });
      // Once hydrated the box applies at once; its Apply button is for pages without JS.
      await expect(page.getByRole("button", { name: t["compare.apply"] })).toHaveCount(0);
      await box.check();
      await expect(page).toHaveURL(/[?&]diff=1/);
      await expect(same).toHaveCount(0);
      await expect(row(page, t["comparerow.torque"])).toHaveCount(1);
      await box.uncheck();
      await expect(same).toHaveCount(1);
      // Add to quote and remove, in each column.
      const columns = headers(page);
      await expect(table(page).locator("tfoot a.quote-add")).toHaveCount(2);
      await columns
        .nth(1)
        .getByRole("link", { name: t["compare.removeItem"].replace("{product}", "480-025") })
        .click();
      await expect(page).toHaveURL(new RegExp(`ids=480-035$`));
      await expect(columns).toHaveCount(2);
    });

    test("keyboard: the table scrolls and differences only toggles", async ({ page }) => {
      await open(page, path("?ids=480-025,480-035"));
      const region = page.getByRole("region", {
        name: t["compare.caption"].replace("{count}", "2"),
      });
      await expect(region).toHaveAttribute("tabindex", "0");
      await page.getByRole("checkbox", { name: t["compare.diffOnly"] }).focus();
      await page.keyboard.press("Space");
      await expect(page).toHaveURL(/[?&]diff=1/);
      await expect(row(page, t["comparerow.singlePhase"])).toHaveCount(0);
    });

    test("prints every column, without the controls", async ({ page }) => {
      await open(page, path("?ids=480-025,480-035,s30,ap5"));
      await page.emulateMedia({ media: "print" });
      await expect(page.locator(".compare__diff")).toBeHidden();
      await expect(page.getByText(t["compare.full"])).toBeHidden();
      await expect(table(page).locator("tfoot")).toBeHidden();
      await expect(headers(page).nth(1).locator(".compare-table__remove")).toBeHidden();
      const box = page.locator(".compare__scroll");
      expect(await box.evaluate((el) => getComputedStyle(el).overflow)).toBe("visible");
      expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      await page.emulateMedia({ media: "screen" });
    });
  });

  test.describe(`compare on a phone (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("two products beside the attributes, the rest sideways; names stay in view", async ({
      page,
    }) => {
      // A short screen, so that the table is taller than its box: its rows scroll under the names.
      await page.setViewportSize({ width: 375, height: 560 });
      await open(page, path("?ids=480-025,480-035,480-050,480-080"));
      const box = page.locator(".compare__scroll");
      const inView = async (nth: number) => {
        const frame = (await box.boundingBox())!;
        const cell = (await headers(page).nth(nth).boundingBox())!;
        return cell.x >= frame.x - 1 && cell.x + cell.width <= frame.x + frame.width + 1;
      };
      expect([await inView(0), await inView(1), await inView(2), await inView(3)]).toEqual([
        true,
        true,
        true,
        false,
      ]);
      // Sideways: the attribute column stays, the next products come in.
      await box.evaluate((el) => el.scrollBy({ left: 2000 }));
      expect([await inView(0), await inView(3), await inView(4)]).toEqual([true, true, true]);
      // Down: the names stay at the top of the box.
      const top = (await box.boundingBox())!.y;
      await box.evaluate((el) => el.scrollBy({ top: 2000 }));
      expect(Math.abs((await headers(page).nth(4).boundingBox())!.y - top)).toBeLessThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    });
  });

  test.describe(`compare toggles and tray (${lang})`, () => {
    test("from cards, a product page, search and the finder; up to four; to the table", async ({
      page,
    }) => {
      await open(page, inLang(lang, "/products/electric/quarter-turn-480"));
      await page.evaluate(() => localStorage.removeItem("hf-compare"));
      await page.reload();
      await togglesReady(page);
      await expect(tray(page)).toHaveCount(0);

      // Cards: each toggle adds in place, pressed; the tray names the selection.
      const card = toggleFor(page, "480-025");
      await expect(card).toHaveText(t["nav.compare"]);
      await card.click();
      await expect(page).toHaveURL(/quarter-turn-480$/);
      await expect(card).toHaveAttribute("aria-pressed", "true");
      await expect(tray(page)).toContainText("480-025");
      await toggleFor(page, "480-035").click();
      await expect(tray(page).locator("li")).toHaveCount(2);
      // Pressed again, removed again.
      await toggleFor(page, "480-035").click();
      await expect(toggleFor(page, "480-035")).toHaveAttribute("aria-pressed", "false");
      await expect(tray(page).locator("li")).toHaveCount(1);
      await toggleFor(page, "480-035").press("Space");
      await expect(tray(page).locator("li")).toHaveCount(2);

      // A product page, then search results and finder results.
      await open(page, inLang(lang, "/products/pneumatic/rotary/ap5"));
      await togglesReady(page);
      await expect(tray(page).locator("li")).toHaveCount(2);
      await page.locator("main").getByRole("button", { name: t["nav.compare"] }).click();
      await expect(tray(page).locator("li")).toHaveCount(3);
      await open(page, inLang(lang, "/search?q=S30"));
      await togglesReady(page);
      // The tray drawn on this page first: its data loaded, as a visitor sees it before a click.
      await expect(tray(page).locator("li")).toHaveCount(3);
      await toggleFor(page, "s30").click();
      await expect(tray(page).locator("li")).toHaveCount(4);
      await expect(tray(page)).toContainText("(4/4)");
      await open(page, inLang(lang, "/products/finder?kind=actuator&torque=300&margin=0"));
      await togglesReady(page);
      await expect(tray(page).locator("li")).toHaveCount(4);
      // A fifth is refused with a note.
      await toggleFor(page, "480-050").click();
      await expect(toggleFor(page, "480-050")).toHaveAttribute("aria-pressed", "false");
      await expect(tray(page).getByRole("status")).toHaveText(t["comparetray.full"]);
      await expectNoViolations(page, `${lang} finder with the compare tray`);
      // Removed from the tray, then added from the finder.
      await tray(page)
        .getByRole("button", { name: t["comparetray.remove"].replace("{product}", "S30") })
        .click();
      await toggleFor(page, "480-050").click();
      await expect(tray(page).locator("li")).toHaveCount(4);

      // The tray's link is the comparison; the comparison page shows no tray.
      await tray(page)
        .getByRole("link", { name: t["comparetray.open"].replace("{count}", "4") })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${inLang(lang, "/products/compare")}\\?ids=480-025,480-035,ap5,480-050$`),
      );
      await expect(headers(page)).toHaveCount(5);
      await expect(tray(page)).toHaveCount(0);
      // Removing a column there is the tray's selection too.
      await headers(page)
        .nth(3)
        .getByRole("link", { name: t["compare.removeItem"].replace("{product}", "AP5") })
        .click();
      await expect(headers(page)).toHaveCount(4);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("hf-compare")))
        .toBe("480-025,480-035,480-050");
      await page.evaluate(() => localStorage.removeItem("hf-compare"));
    });

    test("keyboard: a toggle is a button that Enter and Space press", async ({ page }) => {
      await open(page, inLang(lang, "/products/electric/quarter-turn-480/480-080"));
      await page.evaluate(() => localStorage.removeItem("hf-compare"));
      await page.reload();
      await togglesReady(page);
      const toggle = page.locator("main").getByRole("button", { name: t["nav.compare"] });
      await toggle.focus();
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await expect(tray(page)).toHaveCount(0);
      // Space pressed the button; it did not scroll the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  });

  test.describe(`compare tray on a phone (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("sits on the quick bar, codes in a row", async ({ page }) => {
      await open(page, inLang(lang, "/products/electric/quarter-turn-480"));
      await page.evaluate(() => localStorage.setItem("hf-compare", "480-025,480-035,s30"));
      await page.reload();
      await expect(tray(page).locator("li")).toHaveCount(3);
      const trayBox = (await tray(page).boundingBox())!;
      const bar = (await page.locator(".quick-bar").boundingBox())!;
      expect(Math.abs(trayBox.y + trayBox.height - bar.y)).toBeLessThan(2);
      expect(trayBox.width).toBe(375);
      expect(trayBox.height).toBeLessThan(200);
      await page.evaluate(() => localStorage.removeItem("hf-compare"));
    });
  });

  test.describe(`compare without JavaScript (${lang})`, () => {
    test("a card's Compare is a link to a comparison of that product", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await noScriptPage(browser, baseURL);
      try {
        await page.goto(inLang(lang, "/products/electric/quarter-turn-480"));
        await toggleFor(page, "480-035").click();
        await expect(page).toHaveURL(new RegExp(`${path()}\\?ids=480-035$`));
        await expect(headers(page)).toHaveCount(2);
      } finally {
        await context.close();
      }
    });

    test("the URL, differences only, remove and add all work as plain GETs", async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await noScriptPage(browser, baseURL);
      try {
        await page.goto(path("?ids=480-025,480-035"));
        await expect(headers(page)).toHaveCount(3);
        await expect(row(page, t["comparerow.singlePhase"])).toHaveCount(1);
        await page.getByRole("checkbox", { name: t["compare.diffOnly"] }).check();
        await page.getByRole("button", { name: t["compare.apply"] }).click();
        await expect(page).toHaveURL(/ids=480-025%2C480-035&diff=1/);
        await expect(row(page, t["comparerow.singlePhase"])).toHaveCount(0);
        await page.getByLabel(t["compare.add"]).selectOption("ap5");
        await page.getByRole("button", { name: t["compare.addButton"] }).click();
        await expect(headers(page)).toHaveCount(4);
        await expect(headers(page).nth(3)).toContainText("AP5");
        // Still differences only; removing keeps it.
        await headers(page)
          .nth(1)
          .getByRole("link", { name: t["compare.removeItem"].replace("{product}", "480-025") })
          .click();
        await expect(page).toHaveURL(new RegExp(`${path()}\\?ids=480-035,ap5&diff=1$`));
        await expect(headers(page)).toHaveCount(3);
      } finally {
        await context.close();
      }
    });
  });
}

for (const lang of LANGS) {
  test(`compare page has no axe violations, with the table and without (${lang})`, async ({
    page,
  }) => {
    await open(page, inLang(lang, "/products/compare?ids=480-025,s30,ap5"));
    await expectNoViolations(page, `${lang} comparison`);
    await open(page, inLang(lang, "/products/compare"));
    await expectNoViolations(page, `${lang} empty comparison`);
  });
}

test("the tray in English: full at four, its words, axe clean", async ({ page }) => {
  // The tray is drawn by its script from the browser's storage, so its words need the browser.
  const t = wordsOf("en");
  await open(page, "/en/products/finder?kind=actuator&torque=300&margin=0");
  await page.evaluate(() => localStorage.setItem("hf-compare", "480-025,480-035,ap5,s30"));
  await page.reload();
  await togglesReady(page);
  await expect(tray(page)).toContainText("(4/4)");
  await toggleFor(page, "480-050").click();
  await expect(toggleFor(page, "480-050")).toHaveAttribute("aria-pressed", "false");
  await expect(tray(page).getByRole("status")).toHaveText(t["comparetray.full"]);
  await expectNoViolations(page, "en finder with the compare tray");
  await tray(page)
    .getByRole("button", { name: t["comparetray.remove"].replace("{product}", "S30") })
    .click();
  await expect(tray(page).locator("li")).toHaveCount(3);
  await expect(
    tray(page).getByRole("link", { name: t["comparetray.open"].replace("{count}", "3") }),
  ).toHaveAttribute("href", "/en/products/compare?ids=480-025,480-035,ap5");
  await page.evaluate(() => localStorage.removeItem("hf-compare"));
});

test.describe("compare in English, from the server's HTML", () => {
  const t = wordsOf("en");
  const path = (query = "") => `/en/products/compare${query}`;
  const heads = (doc: ParsedElement) => doc.querySelectorAll(".compare-table thead th");
  /** The cells of the row whose heading is `label`, or undefined. */
  const cells = (doc: ParsedElement, label: string) =>
    doc
      .querySelectorAll(".compare-table tbody tr")
      .find((tr) => words(tr.querySelector("th")) === label)
      ?.querySelectorAll("td")
      .map(words);

  test("the URL alone: columns, units, links, the form's words, noindex", async ({ request }) => {
    const { doc } = await getPage(request, path("?ids=480-025,480-035"));
    const name = pick(product("480-025").name, "en");
    expect(heads(doc)).toHaveLength(3);
    const link = heads(doc)[1]!
      .querySelectorAll("a")
      .find((a) => words(a) === name);
    expect(link?.getAttribute("href")).toBe("/en/products/electric/quarter-turn-480/480-025");
    expect(cells(doc, t["comparerow.torque"])).toEqual([torque("480-025"), torque("480-035")]);
    const torqueRow = doc
      .querySelectorAll(".compare-table tbody tr")
      .find((tr) => words(tr.querySelector("th")) === t["comparerow.torque"]);
    expect(torqueRow?.classList.contains("num")).toBe(true);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(canonicalPath(doc)).toBe(path());
    expect(words(doc.querySelector("h1"))).toBe("Compare products");
    // The scrolling region, named by its caption, takes the keyboard's focus.
    const region = doc.querySelector(".compare__scroll")!;
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(named(doc, "div", t["compare.caption"].replace("{count}", "2"))).toHaveLength(1);
    // Differences only, Apply for pages without JavaScript, each column's links.
    expect(words(doc.querySelector("form.compare__diff label"))).toBe(t["compare.diffOnly"]);
    expect(words(doc.querySelector("form.compare__diff button"))).toBe(t["compare.apply"]);
    expect(doc.querySelectorAll(".compare-table tfoot a.quote-add")).toHaveLength(2);
    const remove = named(doc, "a", t["compare.removeItem"].replace("{product}", "480-025"));
    expect(remove.map((a) => a.getAttribute("href"))).toEqual([path("?ids=480-035")]);
  });

  test("the bare page is indexed and shows how to start", async ({ request }) => {
    const { doc } = await getPage(request, path());
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/^index/);
    expect(doc.querySelector(".compare-table")).toBeNull();
    const main = doc.querySelector("main")!;
    expect(readableText(main)).toContain(t["comparestart.start"]);
    for (const [key, to] of [
      ["comparestart.browse", "/products"],
      ["comparestart.finder", "/products/finder"],
      ["comparestart.search", "/search"],
    ] as const) {
      const links = main.querySelectorAll("a").filter((a) => words(a) === t[key]);
      expect(links.map((a) => a.getAttribute("href"))).toEqual([inLang("en", to)]);
    }
    // Choosing a product starts a comparison (the form as a browser without script sends it).
    const form = doc.querySelector("form.compare__add")!;
    const select = form.querySelector("select")!;
    expect(words(form.querySelector(`label[for="${select.id}"]`))).toBe(t["compare.add"]);
    expect(words(form.querySelector("button"))).toBe(t["compare.addButton"]);
    const { doc: chosen } = await getPage(request, formTarget(form, { add: "s30" }));
    expect(heads(chosen).map((th) => words(th.querySelector(".badge")))).toEqual(["", "S30"]);
  });

  test("unknown and repeated ids are dropped with a note; more than four are cut", async ({
    request,
  }) => {
    const { doc } = await getPage(request, path("?ids=480-025,no-such,480-025,s30,ap5,301,pqvf"));
    expect(heads(doc)).toHaveLength(5);
    // Each column names its code once: in its name (480-025, AP5) or in its badge (S30, 301).
    const once = (code: string) => {
      const name = pick(product(code).name, "en");
      return name.startsWith(`${code} `) ? name : `${code} ${name}`;
    };
    expect(
      heads(doc)
        .slice(1)
        .map((th) => words(th).replace(/ Remove$/, "")),
    ).toEqual(["480-025", "S30", "AP5", "301"].map(once));
    expect(once("480-025")).toBe("480-025 Quarter-turn electric actuator");
    expect(once("S30")).toMatch(/^S30 Class 150/);
    const notes = words(doc.querySelector("main [role=status]"));
    expect(notes).toContain(t["compare.dropped"].replace("{ids}", "480-025, no-such"));
    expect(notes).toContain(t["compare.cut"].replace("{max}", "4").replace("{ids}", "PQVF"));
    expect(doc.querySelector("form.compare__add")).toBeNull();
    expect(readableText(doc.querySelector("main")!)).toContain(t["compare.full"]);
  });

  test("models of different groups: shared attributes first, then the rest", async ({
    request,
  }) => {
    // 4HO states no temperature: its cell asks.
    const { doc } = await getPage(request, path("?ids=4ho,s30"));
    const groups = doc.querySelectorAll(".compare-table tbody");
    expect(groups.map((g) => words(g.querySelector("tr")))).toEqual([
      t["compare.shared"],
      t["compare.other"],
    ]);
    expect(words(groups[0])).toContain(t["comparerow.group"]);
    expect(words(groups[0])).toContain(t["comparerow.temp"]);
    expect(words(groups[1])).toContain(t["comparerow.torque"]);
    expect(cells(doc, t["comparerow.torque"])?.[1]).toBe(`—${t["compare.none"]}`);
    const ask = doc
      .querySelectorAll(".compare-table tbody tr")
      .find((tr) => words(tr.querySelector("th")) === t["comparerow.temp"])
      ?.querySelector("td a");
    expect(words(ask)).toBe(t["compare.ask"]);
    expect(ask?.getAttribute("href")).toBe("/en/contact?product=4ho");
  });

  test("without JavaScript: a card's link, differences only, add and remove as plain GETs", async ({
    request,
  }) => {
    const { doc: cards } = await getPage(request, "/en/products/electric/quarter-turn-480");
    const card = cards.querySelector('a.compare-add[href="/en/products/compare?ids=480-035"]');
    expect(words(card)).toBe(t["nav.compare"]);
    const { doc } = await getPage(request, path("?ids=480-025,480-035"));
    expect(cells(doc, t["comparerow.singlePhase"])).toHaveLength(2);
    const diff = formTarget(doc.querySelector("form.compare__diff")!, { diff: "1" });
    expect(diff).toBe(path("?ids=480-025%2C480-035&diff=1"));
    const { doc: differing } = await getPage(request, diff);
    expect(cells(differing, t["comparerow.singlePhase"])).toBeUndefined();
    expect(cells(differing, t["comparerow.torque"])).toHaveLength(2);
    const add = formTarget(differing.querySelector("form.compare__add")!, { add: "ap5" });
    const { doc: added } = await getPage(request, add);
    expect(heads(added)).toHaveLength(4);
    expect(words(heads(added)[3])).toContain("AP5");
    // Still differences only; removing keeps it.
    const remove = named(added, "a", t["compare.removeItem"].replace("{product}", "480-025"));
    expect(remove.map((a) => a.getAttribute("href"))).toEqual([path("?ids=480-035,ap5&diff=1")]);
    const { doc: removed } = await getPage(request, remove[0]!.getAttribute("href")!);
    expect(heads(removed)).toHaveLength(3);
  });
});

test("the toggles' and tray's code is in no page's initial JavaScript", async ({
  request,
  baseURL,
}) => {
  for (const path of [
    "/products/electric/quarter-turn-480",
    "/products/pneumatic/rotary/ap5",
    "/search?q=S30",
    "/products/compare?ids=480-025,s30",
  ]) {
    const bytes = await pageBytes(new URL(path, baseURL).href, async (url) =>
      (await request.get(url)).text(),
    );
    const files = bytes.scripts.map((s) => s.file);
    expect(files.length, path).toBeGreaterThan(3);
    expect(
      files.filter((f) => /\/(tray|QuoteCount)-/.test(f)),
      path,
    ).toEqual([]);
  }
});

export type { Lang };
