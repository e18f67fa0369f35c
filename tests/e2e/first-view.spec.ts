import { type Request } from "@playwright/test";
import { LANGS, PAGES, inLang } from "../../bench/site";
import { expect, isolatedTest, open, waitForHydration } from "./support";

/**
 * A page paints from its HTML alone (docs/decisions/001-first-view-inline-css.md). Its
 * stylesheets come inline, no module is preloaded ahead of the content, and only the print sheet
 * is linked (for print media). React still hydrates against that head, and other pages' sheets
 * load as a visitor moves on.
 */
const INLINE_STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/g;

for (const page of PAGES) {
  for (const lang of LANGS) {
    const path = inLang(lang, page.path);
    isolatedTest(
      `${page.name} (${lang}): its stylesheets arrive inside the HTML`,
      async ({ request }) => {
        const html = await (await request.get(path)).text();
        expect(html).not.toContain('rel="modulepreload"');
        const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
        expect(linked, "only the print sheet is linked").toHaveLength(1);
        expect(linked[0]).toContain('media="print"');

        const inline = [...html.matchAll(INLINE_STYLE)];
        // The root's (the site chrome's with it: decision 042's chunks) and the page's, if any.
        expect(inline.length, "the root's and the page's").toBeGreaterThanOrEqual(1);
        for (const [, href, css] of inline) {
          // Each inline sheet is exactly the built file it stands for.
          expect(css, href).toBe(await (await request.get(href!.replace(/#$/, ""))).text());
        }
        // Head first: the stylesheets come before any of the page's content.
        expect(html.indexOf("<style data-href")).toBeLessThan(html.indexOf("<body"));
      },
    );
  }
}

isolatedTest(
  "a page is styled without fetching a screen stylesheet, and hydrates against the same head",
  async ({ page, consoleErrors }) => {
    const sheets: string[] = [];
    page.on("request", (r: Request) => {
      if (r.resourceType() === "stylesheet") sheets.push(new URL(r.url()).pathname);
    });
    await open(page, "/");
    expect(
      sheets.every((sheet) => /\/print-[\w-]+\.css$/.test(sheet)),
      sheets.join(),
    ).toBe(true);
    await expect(page.locator(".main-nav__list")).toHaveCSS("display", "flex");
    await expect(page.locator(".card-grid").first()).toHaveCSS("display", "grid");
    // Hydration kept the inline sheets and added no screen <link> of its own.
    await expect(page.locator("style[data-href]")).toHaveCount(2);
    await expect(page.locator('link[rel="stylesheet"]:not([media="print"])')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  },
);

isolatedTest(
  "moving on to another page loads it styled by its own sheets, and coming back keeps the first one styled",
  async ({ page, consoleErrors }) => {
    const screenLinks = 'link[rel="stylesheet"]:not([media="print"])';

    // Content pages (decision 042): the next one is a page load, styled by its own inline sheets.
    await open(page, "/");
    await page.locator('.card a[href="/products/electric"]').first().click();
    await expect(page).toHaveURL(/\/products\/electric$/);
    await waitForHydration(page);
    await expect(page.locator(".catalog-page__title")).toHaveCSS("font-size", "24px");
    await expect(page.locator(screenLinks)).toHaveCount(0);

    // The buyer's tools too (issue 78): the quote list from search is a page load, styled by its
    // own inline sheets, and coming back the search page is styled as it was.
    await open(page, "/search");
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.locator(".site-header .quote-link").click();
    await expect(page).toHaveURL(/\/quote$/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBeUndefined();
    await expect(page.locator(".main-nav__list")).toHaveCSS("display", "flex");
    await expect(page.locator(screenLinks)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator(".main-nav__list")).toHaveCSS("display", "flex");
    expect(consoleErrors).toEqual([]);
  },
);

isolatedTest(
  "below a phone's first screen, the footer and the home page's later sections are laid out as the reader nears them, and all of it prints",
  async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, "/");
    // checkVisibility({ contentVisibilityAuto: true }) is false while the browser skips the box.
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) =>
          e.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions),
        );
    const later = ".hero + section ~ section";
    expect(await rendered(".hero h1")).toBe(true);
    expect(await rendered(".hero + section h2")).toBe(true);
    expect(await rendered(`${later} h2`)).toBe(false);
    expect(await rendered(".site-footer a")).toBe(false);

    // Keyboard and reading are unchanged: tabbing on reaches the footer's links, shown in view.
    const inFooter = () => page.evaluate(() => !!document.activeElement?.closest(".site-footer"));
    for (let presses = 0; presses < 80 && !(await inFooter()); presses++) {
      await page.keyboard.press("Tab");
    }
    expect(await inFooter()).toBe(true);
    await expect(page.locator(".site-footer a:focus")).toBeInViewport();
    await expect.poll(() => rendered(".site-footer a")).toBe(true);
    await page.locator(`${later} h2`).first().scrollIntoViewIfNeeded();
    // The browser decides at its next frame.
    await expect.poll(() => rendered(`${later} h2`)).toBe(true);

    await page.emulateMedia({ media: "print" });
    for (const selector of [later, ".site-footer"]) {
      await expect(page.locator(selector).first()).toHaveCSS("content-visibility", "visible");
    }
    await page.emulateMedia({ media: "screen" });
    expect(consoleErrors).toEqual([]);
  },
);

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** A page's start and on-demand scripts: which must be at start, which must load on demand. */
const HINTED_PAGES = [
  // A content page: its one script and what it imports (decision 042).
  {
    path: "/products/pneumatic/rotary/ap5",
    atStart: ["/islands-", "/plain-"],
    onDemand: /\/(hydrate|ImageViewer|web-vitals)-/,
    onDemandCount: 3,
  },
  // An app page, the back office's: the entry, React, the router, the root.
  {
    path: "/admin/sign-in",
    atStart: ["/entry.client-", "/react-", "/router-", "/root-"],
    onDemand: /\/(web-vitals)-/,
    onDemandCount: 1,
  },
];

isolatedTest(
  "the scripts a page runs as it starts carry V8's compile hint; code it loads on demand does not",
  async ({ request }) => {
    const texts = new Map<string, string>();
    const text = async (path: string) => {
      if (!texts.has(path)) texts.set(path, await (await request.get(path)).text());
      return texts.get(path)!;
    };
    for (const page of HINTED_PAGES) {
      const html = await text(page.path);
      // The page's module scripts import the rest (the app's inline one, a content page's file).
      const roots = [
        ...html.matchAll(/(?:from |import\(|<script type="module" src=)"(\/assets\/[\w.-]+\.js)"/g),
      ];
      const atStart = new Set<string>();
      const dynamic = new Set<string>();
      const imports = async (path: string) => {
        const code = await text(path);
        const static_ = [...code.matchAll(/(?:from|import)"\.\/([\w.-]+\.js)"/g)];
        const lazy = [...code.matchAll(/import\(`\.\/([\w.-]+\.js)`\)/g)];
        return {
          static_: static_.map(([, n]) => `/assets/${n}`),
          lazy: lazy.map(([, n]) => `/assets/${n}`),
        };
      };
      const walk = async (path: string) => {
        if (atStart.has(path)) return;
        atStart.add(path);
        const { static_, lazy } = await imports(path);
        for (const next of static_) await walk(next);
        for (const next of lazy) dynamic.add(next);
      };
      for (const [, path] of roots) await walk(path!);
      // What loads on demand, and what that loads on demand in turn.
      for (const path of dynamic) {
        if (atStart.has(path)) continue;
        for (const next of (await imports(path)).lazy) dynamic.add(next);
      }
      const onDemand = [...dynamic].filter((path) => !atStart.has(path));

      const names = [...atStart].join();
      for (const part of page.atStart) expect(names, `${page.path}: ${part}`).toContain(part);
      for (const path of atStart) {
        expect((await text(path)).startsWith(COMPILE_HINT), path).toBe(true);
      }
      // Loaded on a click and when the page is idle. (A chunk one page loads on demand and
      // another runs at start, like the 404 view, is start code and keeps the hint.)
      const lazyOnes = onDemand.filter((path) => page.onDemand.test(path));
      expect(lazyOnes, `${page.path}: ${onDemand.join()}`).toHaveLength(page.onDemandCount);
      for (const path of lazyOnes) {
        expect((await text(path)).startsWith(COMPILE_HINT), path).toBe(false);
      }
    }
  },
);
