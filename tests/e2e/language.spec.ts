import type { BrowserContext, Locator, Page } from "@playwright/test";
import {
  LANG_STORAGE_KEY,
  dict,
  expect,
  inLang,
  isolatedTest,
  test,
  waitForHydration,
  type Lang,
} from "./support";

const other = (lang: Lang): Lang => (lang === "ko" ? "en" : "ko");

function pathAndSearch(location: string, baseURL: string): string {
  const url = new URL(location, baseURL);
  return url.pathname + url.search;
}

async function storedLang(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), LANG_STORAGE_KEY);
}

/*
 * Tests that start from no stored choice use the shared page, whose storage is cleared after
 * every test; those that plant a choice or an init script get a context of their own.
 */

/** Gives the browser context a stored language choice, as a returning visitor has. */
async function rememberLang(context: BrowserContext, lang: Lang, baseURL: string) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/healthz`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [LANG_STORAGE_KEY, lang],
  );
  await page.close();
}

test.describe("?lang query parameter", () => {
  const redirects: [from: string, to: string][] = [
    ["/?lang=en", "/en"],
    ["/products?lang=en&page=2", "/en/products?page=2"],
    ["/products/electric?page=3&lang=en&q=valve", "/en/products/electric?page=3&q=valve"],
    ["/about/map?lang=en", "/en/about/map"],
    ["/en/about/map?lang=ko", "/about/map"],
    ["/en?lang=ko&x=1", "/?x=1"],
    ["/en/gallery/1?lang=ko", "/gallery/1"],
    ["/en/products?lang=en", "/en/products"],
    ["/sitemap?lang=ko", "/sitemap"],
  ];

  for (const [from, to] of redirects) {
    test(`${from} redirects (301) to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(pathAndSearch(response.headers()["location"] ?? "", baseURL!)).toBe(to);
    });
  }

  for (const value of ["xx", "", "fr", "english"]) {
    test(`?lang=${value} is ignored`, async ({ page, request }) => {
      for (const path of ["/about", "/en/about"]) {
        const direct = await request.get(`${path}?lang=${value}`, { maxRedirects: 0 });
        expect(direct.status(), path).toBe(200);
      }
      const response = await page.goto(`/about?lang=${value}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/about");
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      expect(await storedLang(page)).toBeNull();
    });
  }

  test("?lang=en in the browser lands on the English page and remembers the choice", async ({
    page,
  }) => {
    await page.goto("/products?lang=en&page=2");
    await waitForHydration(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/en/products?page=2");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await storedLang(page)).toBe("en");
  });

  isolatedTest(
    "?lang=ko for a visitor who chose English stores ko and stays Korean",
    async ({ page, context, baseURL }) => {
      await rememberLang(context, "en", baseURL!);
      await page.goto("/en/about/company?lang=ko");
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/about/company");
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      expect(await storedLang(page)).toBe("ko");

      // The Korean URL opened directly on the Korean side as well.
      await rememberLang(context, "en", baseURL!);
      await page.goto("/gallery?lang=ko");
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/gallery");
      expect(await storedLang(page)).toBe("ko");

      // Later Korean URLs stay Korean.
      await page.goto("/products");
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/products");
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    },
  );
});

type Variant = "compact" | "header" | "default";

/** Where each variant of the switcher lives. */
function switcher(page: Page, lang: Lang, variant: Variant): Locator {
  const region =
    variant === "compact"
      ? page.getByRole("navigation", { name: dict[lang]["a11y.topStrip"] })
      : variant === "header"
        ? page.getByRole("banner")
        : page.getByRole("contentinfo");
  return region.locator("a[hreflang]");
}

const variants: { variant: Variant; width: number }[] = [
  { variant: "compact", width: 1280 },
  { variant: "compact", width: 375 },
  { variant: "header", width: 375 },
  { variant: "default", width: 1280 },
];

for (const lang of ["ko", "en"] as const) {
  for (const { variant, width } of variants) {
    test(`the ${variant} switcher at ${width} px offers ${other(lang)} on ${lang} pages and switches`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const path = "/about/map";
      await page.goto(`${inLang(lang, path)}?from=test`);
      await waitForHydration(page);

      const link = switcher(page, lang, variant);
      await expect(link).toHaveCount(1);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("hreflang", other(lang));
      await expect(link).toHaveAttribute("href", `${inLang(other(lang), path)}?from=test`);
      await expect(link).toContainText(dict[lang][`lang.${variant}`]);

      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === inLang(other(lang), path));
      expect(new URL(page.url()).search).toBe("?from=test");
      await expect(page.locator("html")).toHaveAttribute("lang", other(lang));
      await expect(page.locator("h1")).toHaveText(other(lang) === "ko" ? "오시는 길" : "Location");
      expect(await storedLang(page)).toBe(other(lang));
    });
  }

  test(`the header switcher is hidden at 768 px and up (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto(inLang(lang, "/"));
    await expect(switcher(page, lang, "header")).toBeHidden();
    await expect(switcher(page, lang, "compact")).toBeVisible();
  });
}

isolatedTest.describe("a returning visitor who chose English", () => {
  /**
   * Records, in sessionStorage (which survives same-tab navigations), every contentful paint of a
   * document whose URL is Korean. The English twin reads the record.
   */
  async function recordKoreanPaints(page: Page) {
    await page.addInitScript(() => {
      const path = location.pathname;
      if (path === "/en" || path.startsWith("/en/") || path === "/healthz") return;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name !== "first-contentful-paint") continue;
          const log = JSON.parse(sessionStorage.getItem("korean-paints") ?? "[]") as string[];
          log.push(`${path}: ${entry.name} at ${Math.round(entry.startTime)} ms`);
          sessionStorage.setItem("korean-paints", JSON.stringify(log));
        }
      }).observe({ type: "paint", buffered: true });
    });
  }

  for (const path of ["/", "/products/electric", "/about/map", "/gallery/1"]) {
    isolatedTest(
      `opening ${path} lands on its English twin without painting Korean`,
      async ({ page, context, baseURL }) => {
        await rememberLang(context, "en", baseURL!);
        await recordKoreanPaints(page);
        // The English answer is held back, so a Korean document left on screen would paint.
        await page.route(
          (url) => url.pathname === "/en" || url.pathname.startsWith("/en/"),
          async (route) => {
            if (route.request().isNavigationRequest()) await new Promise((r) => setTimeout(r, 500));
            await route.continue();
          },
        );
        await page.goto(`${path}?ref=mail`);
        await page.waitForURL((url) => url.pathname === inLang("en", path));
        await waitForHydration(page);

        expect(new URL(page.url()).search).toBe("?ref=mail");
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        const painted = await page.evaluate(() => sessionStorage.getItem("korean-paints"));
        expect(painted, "the Korean document was painted before the redirect").toBeNull();
      },
    );
  }

  isolatedTest(
    "switching back to Korean with the switcher keeps Korean URLs Korean",
    async ({ page, context, baseURL }) => {
      await rememberLang(context, "en", baseURL!);
      await page.goto("/about");
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe("/en/about");

      await switcher(page, "en", "compact").click();
      await expect(page).toHaveURL((url) => url.pathname === "/about");
      await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      expect(await storedLang(page)).toBe("ko");

      for (const path of ["/products", "/about/company", "/"]) {
        await page.goto(path);
        await waitForHydration(page);
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator("html")).toHaveAttribute("lang", "ko");
      }
    },
  );
});

test("a visitor with no stored choice (a crawler) stays on Korean URLs", async ({ page }) => {
  await page.goto("/products/pneumatic");
  await waitForHydration(page);
  expect(new URL(page.url()).pathname).toBe("/products/pneumatic");
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  expect(await storedLang(page)).toBeNull();
});
