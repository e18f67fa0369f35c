import { FORMS_OPEN_AT } from "../fixtures/units";
import type { Browser, Page, Request } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import type { NewsItem } from "../../app/content/schemas";
import type { Unit } from "../../server/units/store";
import { startAdminSite, type AdminSite } from "./admin-support";
import { expect, inLang, LANGS, test, waitForHydration } from "./support";

/*
 * Content pages load no framework (issue 65, decision 042): at most 20 KB of script over the
 * wire at load, in a real browser with an empty cache, on every content page type in both
 * languages; the buyer's tools and the inquiry form at most 30 KB (issue 78); an island wakes
 * on its own, React fetched only then.
 */

const KB = 1024;
const BOUND = 20 * KB;
const TOOL_BOUND = 30 * KB;

/** The buyer's tools and the inquiry form: islands too, with a bound of their own. */
const TOOL_PAGES = [
  "/search",
  "/search?q=valve",
  "/products/finder",
  "/products/finder?kind=valve&type=butterfly&dn=150&pn=16&temp=180",
  "/products/compare?ids=480-025,480-035,s30",
  "/quote",
  "/contact",
  "/contact/thanks",
];

/**
 * The content page types, language-neutral; the unit's, a plant's, the 410's, the news list's and a
 * notice's (the list is a 404 until the first notice) are added with the server's data.
 */
const CONTENT_PAGES = [
  "/",
  "/products",
  "/products/electric/quarter-turn-480",
  "/products/electric/modular-design",
  "/products/pneumatic/rotary",
  "/products/pneumatic/rotary/ap5",
  "/products/ap5",
  "/about",
  "/about/company",
  "/about/organization",
  "/about/business",
  "/about/map",
  "/gallery",
  "/gallery/1",
  "/sitemap",
  "/privacy",
  "/references",
  "/certificates",
  "/downloads",
  "/no-such-page",
];

interface Loaded {
  status: number;
  /** Each script that finished by the load event, with its bytes over the wire. */
  scripts: { url: string; bytes: number }[];
}

/**
 * A page that counts the script bytes of each page it opens until load, as with an empty cache:
 * one context for a test's pages, its cache turned off (the DevTools switch, memory cache
 * included) and its storage cleared between pages. A fresh context per page cost 0.7 CPU-s.
 */
async function scriptCounter(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  return {
    async at(url: string): Promise<Loaded> {
      const scripts: Promise<{ url: string; bytes: number }>[] = [];
      let loaded = false;
      // A request the page before began (an island woken late) is not this page's.
      const began = Date.now();
      const count = (request: Request) => {
        if (loaded || request.resourceType() !== "script") return;
        if (request.timing().startTime < began) return;
        scripts.push(
          request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
        );
      };
      page.on("requestfinished", count);
      const response = await page.goto(url, { waitUntil: "load" });
      loaded = true;
      page.off("requestfinished", count);
      const result = { status: response!.status(), scripts: await Promise.all(scripts) };
      // Proof that nothing came from a cache: each script the page names came over the wire.
      const named = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((s) => s.src),
      );
      const counted = new Set(result.scripts.filter((s) => s.bytes > 0).map((s) => s.url));
      expect(
        named.filter((src) => !counted.has(src)),
        `${url}: scripts not fetched`,
      ).toEqual([]);
      // The next page as a new visitor's: nothing stored, nothing of this one still loading.
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
      // Its loads stopped here; about:blank between pages would start a renderer each time.
      await page.evaluate(() => window.stop());
      return result;
    },
    close: () => context.close(),
  };
}

function expectWithinBound(path: string, loaded: Loaded, bound = BOUND) {
  const total = loaded.scripts.reduce((sum, s) => sum + s.bytes, 0);
  const list = loaded.scripts.map((s) => `${new URL(s.url).pathname} ${s.bytes} B`).join(", ");
  expect(total, `${path}: ${total} B of script at load (${list})`).toBeLessThanOrEqual(bound);
  // Neither React nor the router: the chunks every app page loads.
  expect(list, path).not.toMatch(/\/assets\/(react|router|shell|entry\.client)-/);
}

for (const lang of LANGS) {
  test(`content pages load at most 20 KB of script and no framework (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const counter = await scriptCounter(browser);
    for (const path of CONTENT_PAGES) {
      const url = new URL(inLang(lang, path), baseURL).href;
      const loaded = await counter.at(url);
      expect([200, 404], `${path}: status`).toContain(loaded.status);
      expectWithinBound(path, loaded);
    }
    await counter.close();
  });
}

for (const lang of LANGS) {
  test(`the buyer's tools and the inquiry form load at most 30 KB of script and no framework (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const counter = await scriptCounter(browser);
    for (const path of TOOL_PAGES) {
      const loaded = await counter.at(new URL(inLang(lang, path), baseURL).href);
      expect(loaded.status, `${path}: status`).toBe(200);
      expectWithinBound(path, loaded, TOOL_BOUND);
    }
    await counter.close();
  });
}

test.describe("pages that need the server's data", () => {
  test.describe.configure({ mode: "serial" });
  let site: AdminSite;
  let unit: Unit;
  /** The unit's plant (its customer and site): the plant's desk. */
  let plantToken = "";
  const product = liveProducts().find((p) => p.code === "480-035")!;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    site = await startAdminSite();
    // The forms and reminders open with the privacy policy that covers them (issue 79).
    site.setClock(FORMS_OPEN_AT);
    unit = site.units.add(
      {
        productId: product.id,
        productCode: product.code,
        tag: "P-101",
        site: "화성 정수장",
        customer: "한빛수자원",
        industry: "water",
        deliveredOn: "2026-11-20",
        nameConsent: false,
        region: "경기",
      },
      "kim@example.com",
    );
    plantToken = site.units.plants.byId(unit.plantId!)!.token;
    // A retired product: its page is the 410 page.
    const by = { by: "islands", baseVersion: site.content.get("product", product.id)!.version };
    expect(site.content.unpublish("product", product.id, by).ok).toBe(true);
    // A notice: the news list and the notice's page (with none, the list is a 404).
    const notice: NewsItem = {
      id: 1,
      title: { ko: "연말 휴무 안내", en: "Year-end holidays" },
      date: "2026-11-20",
      body: { ko: "<p>12월 31일은 휴무입니다.</p>", en: "<p>We are closed on 31 December.</p>" },
      attachments: [],
    };
    const saved = site.content.saveDraft("news", "1", notice, { by: "islands", baseVersion: 0 });
    expect(saved.ok).toBe(true);
    const published = site.content.publish("news", "1", {
      by: "islands",
      baseVersion: saved.ok ? saved.item.version : 0,
    });
    expect(published.ok).toBe(true);
  });
  test.afterAll(async () => {
    await site.close();
  });

  for (const lang of LANGS) {
    test(`news, a notice, a unit's page, its forms, a plant's desk and the 410 page load at most 20 KB of script (${lang})`, async ({
      browser,
    }) => {
      const counter = await scriptCounter(browser);
      for (const path of [
        "/news",
        "/news/1",
        `/u/${unit.token}`,
        `/u/${unit.token}/service`,
        `/u/${unit.token}/parts`,
        `/plant/${plantToken}`,
      ]) {
        const loaded = await counter.at(site.origin + inLang(lang, path));
        expect(loaded.status, path).toBe(200);
        expectWithinBound(path.replace(unit.token, "-").replace(plantToken, "-"), loaded);
      }
      const retired = `/products/electric/quarter-turn-480/${product.code.toLowerCase()}`;
      const loaded = await counter.at(site.origin + inLang(lang, retired));
      expect(loaded.status, retired).toBe(410);
      expectWithinBound(retired, loaded);
      await counter.close();
    });
  }
});

/** Whether React has hydrated an element (its fiber key). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$")));

for (const lang of LANGS) {
  test(`the product grid wakes alone: React fetched once after load, run at the click (${lang})`, async ({
    page,
  }) => {
    let loaded = false;
    page.on("load", () => (loaded = true));
    const react: { url: string; afterLoad: boolean }[] = [];
    let pressed = false;
    const atThePress: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/react-/.test(request.url()))
        react.push({ url: request.url(), afterLoad: loaded });
      if (pressed) atThePress.push(new URL(request.url()).pathname);
    });
    await page.goto(inLang(lang, "/products/electric/quarter-turn-480"));
    await waitForHydration(page);
    // Once loaded and idle, the page fetches what the grid's wake needs, and runs none of it.
    await expect.poll(() => react.length, { message: "React fetched when idle" }).toBe(1);
    expect(react[0]!.afterLoad, "React fetched after the load event").toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await hydrated(page, ".product-card .card__link")).toBe(false);
    await expect(page.locator("[data-island='product-grid']")).not.toHaveAttribute("data-hydrated");

    const card = page.locator(".product-card .card__link").first();
    pressed = true;
    await card.hover();
    await card.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(
      (await card.locator(".card__title").textContent())!,
    );
    // The grid is a root of its own; the header and the rest of the page are still plain HTML.
    await expect(page.locator("[data-island='product-grid']")).toHaveAttribute("data-hydrated", "");
    expect(await hydrated(page, ".site-header")).toBe(false);
    expect(await hydrated(page, ".quick-bar")).toBe(false);
    // What was preloaded is used, never fetched again (the preview's own code comes now).
    const wake = (await page.locator("script[data-wake-files]").getAttribute("data-wake-files"))!;
    expect(atThePress.filter((path) => wake.split(" ").includes(path))).toEqual([]);
    expect(atThePress.some((path) => /\/PreviewModal-[\w-]+\.js$/.test(path))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    expect(react).toHaveLength(1);
  });

  test(`a content page's link to a tool is an ordinary page load, and the tool is an island (${lang})`, async ({
    page,
  }) => {
    await page.goto(inLang(lang, "/products"));
    await waitForHydration(page);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.locator(".site-header .quote-link").click();
    await expect(page).toHaveURL(new RegExp(`${inLang(lang, "/quote")}$`));
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBeUndefined();
    // The list wakes once the page has loaded; the chrome stays plain HTML.
    await expect(page.locator("[data-island='quote']")).toHaveAttribute("data-hydrated", "");
    expect(await hydrated(page, ".quick-bar")).toBe(false);
  });
}
