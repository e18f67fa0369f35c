import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions, default as AxeCore } from "axe-core";
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from "@playwright/test";
import { categories } from "../../app/content/catalog/categories";
import { galleryItems } from "../../app/content/gallery";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { en } from "../../app/i18n/messages";
import { ko } from "../../app/i18n/messages";
import { LANG_STORAGE_KEY, type Lang } from "../../app/i18n/lang";
import type { Localized } from "../../app/i18n/localized";
import { pages } from "../../app/site/pages";
import { policyVersions } from "../../app/content/privacy";
import { LIVE_CHECK_MS } from "../../server/content/live";

const products = liveProducts();

export { expect };
export type { Lang, Localized };

export const LANGS: readonly Lang[] = ["ko", "en"];
export { LANG_STORAGE_KEY };

/** The UI dictionaries, read from the app so labels follow the app's wording. */
export const dict = { ko, en } as const;

/** A language-neutral path in one language: Korean unprefixed, English under /en. */
export function inLang(lang: Lang, path: string): string {
  if (lang === "ko") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

export function pick(text: Localized, lang: Lang): string {
  return text[lang];
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`test data: ${what} is missing from the app's content`);
  return value;
}

export function category(id: string) {
  return need(
    categories.find((c) => c.id === id),
    `category ${id}`,
  );
}

export function subcategory(categoryId: string, id: string) {
  return need(
    category(categoryId).subcategories.find((s) => s.id === id),
    `subcategory ${categoryId}/${id}`,
  );
}

export function product(code: string) {
  return need(
    products.find((p) => p.code === code),
    `product ${code}`,
  );
}

export const galleryItem = need(galleryItems[0], "gallery item");

const product480 = product("480-006");

export interface RouteCase {
  /** Language-neutral path. */
  path: string;
  /** The page's h1; null for the home page, whose hero sentence is checked differently. */
  heading: Localized | null;
  /** Further text the page header must show (a product's code badge). */
  badge?: string;
}

/** Every route of docs/product.md with the heading the app's own data gives it. */
export const routeCases: RouteCase[] = [
  { path: "/", heading: null },
  { path: "/products", heading: pages.products.title },
  { path: "/products/finder", heading: pages.finder.title },
  { path: "/products/compare", heading: pages.compare.title },
  { path: "/products/electric", heading: category("electric").subcategories[0]!.name },
  { path: "/products/pneumatic/rotary", heading: subcategory("pneumatic", "rotary").name },
  {
    path: "/products/sirca-valves/butterfly-valves",
    heading: subcategory("sirca-valves", "butterfly-valves").name,
  },
  {
    path: "/products/electric/quarter-turn-480/480-006",
    heading: product480.name,
    badge: product480.code,
  },
  { path: "/products/480-006", heading: product480.name, badge: product480.code },
  { path: "/about", heading: pages.about.title },
  { path: "/about/company", heading: pages["about-company"].title },
  { path: "/about/organization", heading: pages["about-organization"].title },
  { path: "/about/business", heading: pages["about-business"].title },
  { path: "/about/map", heading: pages["about-map"].title },
  { path: "/gallery", heading: pages.gallery.title },
  { path: `/gallery/${galleryItem.id}`, heading: galleryItem.title },
  { path: "/contact", heading: pages.contact.title },
  { path: "/support", heading: pages.contact.title },
  { path: "/quote", heading: pages.quote.title },
  { path: "/downloads", heading: pages.downloads.title },
  { path: "/sitemap", heading: pages.sitemap.title },
  { path: "/search", heading: pages.search.title },
  { path: "/privacy", heading: pages.privacy.title },
  { path: `/privacy/${policyVersions[0]}`, heading: pages.privacy.title },
];

/**
 * The pages that are empty lists on the test site (no notice, certificate or delivered unit; the
 * 400·410 series): the site's 404 page there (app/empty-pages.server.ts). Their pages with
 * content: news.spec.ts, certificates.spec.ts, references.spec.ts, live-catalogue.test.ts.
 */
export const emptyRouteCases = [
  "/news",
  "/certificates",
  "/references",
  "/products/electric/400-410-series",
];

export const notFoundTitle: Localized = { ko: "페이지를 찾을 수 없습니다", en: "Page not found" };
export const homeLinkLabel: Localized = { ko: "홈페이지로 이동", en: "Go to homepage" };

/** True when the text contains Hangul syllables. */
export function hasHangul(text: string): boolean {
  return /[\uac00-\ud7a3]/.test(text);
}

/**
 * Console errors and uncaught exceptions of the page, collected for the whole test. The browser's
 * own "Failed to load resource ... 404" line for a page that is meant to answer 404 is expected
 * there and can be left out with `withoutDocument404`.
 */
const withConsole = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === "error") {
        const where = message.location().url;
        errors.push(`${message.text()}${where ? ` (${where})` : ""}`);
      }
    };
    const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
    page.on("console", onConsole);
    page.on("pageerror", onPageError);
    await provide(errors);
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  },
});

/** A fresh browser context for every test: for tests that depend on storage, cookies or touch. */
export const isolatedTest = withConsole;

/**
 * One page per worker, reused by every test (a new context per test costs several times the page
 * load itself). Each test gets it at its own viewport with the mouse parked, and leaves it with
 * no routes, listeners, cookies, storage or extra tabs behind.
 */
export const test = withConsole.extend<{ page: Page }, { sharedContext: BrowserContext }>({
  sharedContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await provide(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ sharedContext, viewport }, provide) => {
    const open = sharedContext.pages().filter((p) => !p.isClosed());
    const page = open[0] ?? (await sharedContext.newPage());
    for (const extra of open.slice(1)) await extra.close();
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.mouse.move(0, 0);
    await provide(page);
    page.removeAllListeners("dialog");
    page.removeAllListeners("framenavigated");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    if (!page.isClosed() && page.url().startsWith("http")) {
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
      // The page's script stopped before its cookies go: a test that ended before its page
      // settled left it making requests, and one sent without a cookie set a CSRF token over
      // the one the next test's page was given (that test's sign-in was refused). A file of the
      // site rather than about:blank: the same site keeps its renderer, about:blank began anew.
      await page.goto("/favicon.svg").catch(() => undefined);
    }
    await sharedContext.clearCookies();
  },
});

export function withoutDocument404(errors: string[]): string[] {
  return errors.filter(
    (text) => !/Failed to load resource: the server responded with a status of 404/.test(text),
  );
}

/**
 * Waits until the page's script is in place: on a content page the plain script says so on
 * `<html data-scripts="ready">` (its islands wake later, each on its own: decision 042); under
 * the app every element React renders carries its fiber key once hydrated, the quick bar being
 * the last one. Two frames more let a commit finish.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => {
    // A page of plain HTML with no script (a quotation's or an order's) is as it will stay.
    if (document.scripts.length === 0) return true;
    if (document.documentElement.dataset.scripts === "ready") return true;
    const rendered = [...document.body.children].filter((el) => el.tagName !== "SCRIPT");
    const last = rendered[rendered.length - 1];
    return !!last && Object.keys(last).some((key) => key.startsWith("__reactFiber$"));
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Presses a button or link that loads a whole new page (a plain form's post or get, a page
 * without script) and waits for that page to load: Playwright's click can return before the
 * browser starts a form's navigation, and what the answer shows may already be on the page it
 * replaces (a refusal refused again, a state line). Not for React Router's fetch posts.
 */
export async function submitAndLoad(page: Page, control: Locator): Promise<void> {
  const answered = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
  await control.click();
  await answered;
  await page.waitForLoadState();
}

/**
 * Presses a content editor's publish (or "publish anyway") and waits for the publish's own page:
 * its address says `done=publish` and its status says `said`. The page before already says
 * "게시됨" / "Published" in its state line.
 */
export async function publishAndLoad(page: Page, button: Locator, said: string): Promise<void> {
  await submitAndLoad(page, button);
  await expect(page).toHaveURL(/[?&]done=publish&/);
  await expect(page.locator(".content-status")).toContainText(said);
}

/** Opens a page, checks it answered, and waits for hydration. */
export async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response, `no response for ${path}`).not.toBeNull();
  expect(response!.status(), `HTTP status of ${path}`).toBe(status);
  await waitForHydration(page);
}

/** Waits for hydration and for finite animations (fade-ins, transitions), so axe sees colours at rest. */
export async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Turns the mouse wheel over the page and waits until the page has had the wheel event and two
 * frames more, by which any scroll it starts has moved the page: a check that the page did not
 * scroll then waits on the event, not on a guess of time.
 */
export async function wheelHandled(page: Page, deltaX: number, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    const seen = new Promise<void>((resolve) =>
      addEventListener(
        "wheel",
        () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        { once: true, capture: true, passive: true },
      ),
    );
    Reflect.set(window, "__wheelHandled", seen);
  });
  await page.mouse.wheel(deltaX, deltaY);
  await page.evaluate(() => Reflect.get(window, "__wheelHandled") as Promise<void>);
}

/**
 * The box of an image once it is decoded and every finite animation and transition of the page
 * has finished (a zoom's transform, a dialog's opening).
 */
export async function settledBox(image: Locator) {
  await image.evaluate(async (element) => {
    // Two frames first: a render the last pointer event scheduled has then started its transition.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (element instanceof HTMLImageElement) await element.decode().catch(() => undefined);
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
  const box = await image.boundingBox();
  if (!box) throw new Error("the image has no box: it is not on screen");
  return box;
}

/** axe-core's browser bundle, read once per test process. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** WCAG 2.1 A and AA and best practices; only violations, whose details cost half the run else. */
const axeOptions: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};

/** Runs axe (WCAG 2.1 A and AA, best practices) and fails with every violation and its target. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  await settle(page);
  // axe.run in the page checks the page and its same-origin frames; it skips cross-origin frames,
  // and the site has none.
  const origin = new URL(page.url()).origin;
  const foreign = page.frames().filter((frame) => new URL(frame.url(), origin).origin !== origin);
  expect(
    foreign.map((frame) => frame.url()),
    `cross-origin frames on ${what}`,
  ).toEqual([]);
  // axe goes into each document once: @axe-core/playwright sends its 550 KB source twice a run,
  // which made a run a third dearer (docs/decisions/019-test-suite-speed.md).
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource);
  }
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    axe.configure({ allowedOrigins: ["<same_origin>"] });
    const results: AxeResults = await axe.run(document, options);
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({
        target: target.map(String),
        failureSummary,
      })),
    }));
  }, axeOptions);
  const report = violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        `${v.id} (${v.impact ?? "?"}): ${v.help}\n    target: ${node.target.join(" ")}\n    ${node.failureSummary?.replace(/\n/g, "\n    ") ?? ""}`,
    ),
  );
  expect(report, `axe violations on ${what}:\n${report.join("\n")}`).toEqual([]);
}

/**
 * How long after a publish its change is on the pages: the time from `start` (when the test
 * knows the publish is committed) to the sending of the first request whose answer passes
 * `check`. The server looks for a publish at most every LIVE_CHECK_MS (server/content/live.ts),
 * so the first request sent that long after it must show it: asking no sooner, and timing the
 * request's sending rather than its answer, makes the figure the server's rule and not the
 * machine's load. Polls on while the publish is still on its way (the test clicked Publish).
 */
export async function timeUntil(url: string, check: (body: string) => boolean): Promise<number> {
  return timeUntilAnswer(url, (_status, body) => check(body));
}

/** As `timeUntil`, where the check reads the status too (a retired page's 410). */
export async function timeUntilAnswer(
  url: string,
  check: (status: number, body: string) => boolean,
): Promise<number> {
  const start = Date.now();
  await new Promise((done) => setTimeout(done, LIVE_CHECK_MS));
  for (;;) {
    const sent = Date.now();
    const response = await fetch(url);
    if (check(response.status, await response.text())) return sent - start;
    if (Date.now() - start > 20_000) throw new Error(`${url} did not change within 20 s`);
    await new Promise((done) => setTimeout(done, 50));
  }
}
