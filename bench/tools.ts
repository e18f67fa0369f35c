import "./constants";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { serveBuilt } from "../tests/server/serve-built";
import { launchChromium, scriptsAtLoad, sum } from "./scripts-at-load";
import { LANGS, inLang, kb, median } from "./site";

/**
 * `npx tsx bench/tools.ts [--runs N] [--before DIR] [--skip bytes,inp,suggest]`, after
 * `npm run build` (issue 78, items 4 and 7): the buyer's tools as islands, measured.
 *
 * 1. Script bytes over the wire at load (empty cache, Debian's Chromium) on search, the finder,
 *    compare, the quote list and contact, both languages; `--before` a built checkout of main.
 * 2. INP at 4x CPU (web-vitals, every change reported) of a person's first moves on the
 *    inquiry form (a click into the company field, a few letters typed, the consent box) and
 *    on the finder (a size chosen, a torque typed), each on a fresh page loaded and idle.
 * 3. The search box's first suggestion at 4x CPU: the time from a key's press to the first
 *    option in the list, the field focused once (its index fetched then) and the page idle.
 *
 * Writes bench/results/<date>-tools.md and .json.
 */
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    before: { type: "string" },
    skip: { type: "string", default: "" },
  },
});
const RUNS = Number(values.runs);
const skip = new Set(values.skip.split(",").filter(Boolean));
const beforeDir = values.before;
if (beforeDir && !existsSync(join(beforeDir, "build/app/main.js"))) {
  throw new Error(`--before ${beforeDir}: no build there (npm run build in it first)`);
}

const TOOLS = [
  { name: "search", path: "/search" },
  { name: "search, results", path: "/search?q=valve" },
  { name: "finder", path: "/products/finder" },
  { name: "compare", path: "/products/compare?ids=480-025,480-035,s30" },
  { name: "quote list", path: "/quote" },
  { name: "contact", path: "/contact" },
] as const;

const WEB_VITALS = readFileSync(
  join(import.meta.dirname, "../node_modules/web-vitals/dist/web-vitals.iife.js"),
  "utf8",
);

/** web-vitals' INP in the page, before its own scripts, every change reported. */
const PROBE = `${WEB_VITALS}
(() => {
  const bench = (window.__bench = { inp: [] });
  webVitals.onINP((metric) => bench.inp.push(metric.value), {
    reportAllChanges: true,
    durationThreshold: 16,
  });
})();`;

type Side = { label: "before" | "after"; origin: string; stop: () => Promise<unknown> };

async function start(label: Side["label"], cwd?: string): Promise<Side> {
  const server = await serveBuilt({}, [], { cwd });
  return { label, origin: server.origin, stop: () => server.stop() };
}

async function bytes(browser: Browser, sides: Side[]) {
  const rows: { side: string; page: string; lang: string; atLoad: number; files: string }[] = [];
  for (const side of sides) {
    for (const tool of TOOLS) {
      for (const lang of LANGS) {
        const loaded = await scriptsAtLoad(
          browser,
          tool.name,
          side.origin + inLang(lang, tool.path),
        );
        if (loaded.status !== 200) throw new Error(`${tool.path}: ${loaded.status}`);
        rows.push({
          side: side.label,
          page: tool.name,
          lang,
          atLoad: sum(loaded.atLoad),
          files: loaded.atLoad
            .map((s) => `${s.path.replace("/assets/", "")} ${kb(s.bytes)}`)
            .join(", "),
        });
      }
    }
  }
  return rows;
}

/** Waits until the browser has been idle twice after two frames: web-vitals has reported. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            requestIdleCallback(() => requestIdleCallback(() => resolve())),
          ),
        ),
      ),
  );

async function throttledPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "load" });
  // The islands' boot says so; main's app has hydrated the page's end.
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.scripts === "ready") return true;
    const rendered = [...document.body.children].filter((el) => el.tagName !== "SCRIPT");
    const last = rendered[rendered.length - 1];
    return !!last && Object.keys(last).some((key) => key.startsWith("__reactFiber$"));
  });
  await page.waitForLoadState("networkidle");
  return { context, page };
}

const inpOf = async (page: Page) => {
  await settled(page);
  type W = { __bench: { inp: number[] } };
  await page.waitForFunction(() => (window as unknown as W).__bench.inp.length > 0);
  const inp = await page.evaluate(() => (window as unknown as W).__bench.inp);
  return inp[inp.length - 1]!;
};

/** A person's first moves on the inquiry form: click, type, tick the consent box. */
async function inquiryRun(browser: Browser, side: Side): Promise<number> {
  const { context, page } = await throttledPage(browser, side.origin + "/contact");
  try {
    await page.locator("#companyName").click();
    await page.keyboard.type("한빛", { delay: 80 });
    await page.locator("#name").click();
    await page.keyboard.type("Kim", { delay: 80 });
    await page.locator("input[type=checkbox][name]").last().check();
    return await inpOf(page);
  } finally {
    await context.close();
  }
}

/** A person's first moves on the finder: a size chosen, a pressure typed, the answer shown. */
async function finderRun(browser: Browser, side: Side): Promise<number> {
  const url = side.origin + "/products/finder";
  const { context, page } = await throttledPage(browser, url);
  try {
    // A person reaches the field and enters it (a click or a tab), then chooses.
    await page.locator("#dn").hover();
    await page.locator("#dn").focus();
    await page.locator("#dn").selectOption("150");
    await page.waitForFunction(() => location.search.includes("dn=150"));
    await page.waitForSelector(".finder__results", { state: "attached" });
    await page.locator("#pn").click();
    await page.keyboard.type("16", { delay: 80 });
    await page.waitForFunction(() => location.search.includes("pn=16"));
    return await inpOf(page);
  } finally {
    await context.close();
  }
}

/** From a key's press in the header's search field to the first option shown, in ms. */
async function suggestRun(browser: Browser, side: Side, lang: "ko" | "en"): Promise<number> {
  const { context, page } = await throttledPage(browser, side.origin + inLang(lang, "/products"));
  try {
    const input = page.locator("input.site-search__input").first();
    const open = page.locator(".site-search__menu-toggle, .site-header__search-toggle");
    if (!(await input.isVisible()) && (await open.count())) await open.first().click();
    await input.focus();
    // The index comes at the first focus: the first key is pressed once it is in.
    await page.waitForLoadState("networkidle");
    await settled(page);
    await page.evaluate(() => {
      const w = window as unknown as { __suggest: { down?: number; shown?: number } };
      w.__suggest = {};
      addEventListener("keydown", (e) => (w.__suggest.down ??= e.timeStamp), true);
      new MutationObserver(() => {
        if (w.__suggest.shown === undefined && document.querySelector(".site-search__option"))
          w.__suggest.shown = performance.now();
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.keyboard.press(lang === "ko" ? "4" : "4");
    type W = { __suggest: { down: number; shown?: number } };
    await page.waitForFunction(() => (window as unknown as W).__suggest.shown !== undefined);
    const s = await page.evaluate(() => (window as unknown as W).__suggest);
    return s.shown! - s.down;
  } finally {
    await context.close();
  }
}

async function repeat(run: () => Promise<number>) {
  const values: number[] = [];
  for (let i = 0; i < RUNS; i++) values.push(await run());
  return { median: median(values), max: Math.max(...values), runs: values };
}

const browser = await launchChromium();
const sides: Side[] = [await start("after")];
if (beforeDir) sides.unshift(await start("before", beforeDir));
try {
  const date = new Date().toISOString().slice(0, 10);
  const result: Record<string, unknown> = { date, runs: RUNS };
  const md: string[] = [`# The buyer's tools as islands (${date})`, ""];
  if (!skip.has("bytes")) {
    const rows = await bytes(browser, sides);
    result.bytes = rows;
    md.push(
      "Script bytes over the wire by the load event (empty cache), KB.",
      "",
      "| build | page | lang | KB at load | files (KB) |",
      "| --- | --- | --- | ---: | --- |",
      ...rows.map((r) => `| ${r.side} | ${r.page} | ${r.lang} | ${kb(r.atLoad)} | ${r.files} |`),
      "",
    );
  }
  if (!skip.has("inp")) {
    const inp: Record<string, unknown>[] = [];
    for (const side of sides) {
      inp.push({
        side: side.label,
        job: "inquiry form",
        ...(await repeat(() => inquiryRun(browser, side))),
      });
      inp.push({
        side: side.label,
        job: "finder",
        ...(await repeat(() => finderRun(browser, side))),
      });
    }
    result.inp = inp;
    md.push(
      `INP at 4x CPU (web-vitals), ${RUNS} fresh pages each, ms.`,
      "",
      "| build | job | median | max | runs |",
      "| --- | --- | ---: | ---: | --- |",
      ...inp.map(
        (r) =>
          `| ${r.side} | ${r.job} | ${(r.median as number).toFixed(0)} | ${(r.max as number).toFixed(0)} | ${(r.runs as number[]).map((v) => v.toFixed(0)).join(", ")} |`,
      ),
      "",
    );
  }
  if (!skip.has("suggest")) {
    const rows: Record<string, unknown>[] = [];
    for (const side of sides) {
      for (const lang of LANGS) {
        rows.push({
          side: side.label,
          lang,
          ...(await repeat(() => suggestRun(browser, side, lang))),
        });
      }
    }
    result.suggest = rows;
    md.push(
      `The search box: a key's press to the first suggestion shown, 4x CPU, ${RUNS} runs, ms.`,
      "",
      "| build | lang | median | max | runs |",
      "| --- | --- | ---: | ---: | --- |",
      ...rows.map(
        (r) =>
          `| ${r.side} | ${r.lang} | ${(r.median as number).toFixed(0)} | ${(r.max as number).toFixed(0)} | ${(r.runs as number[]).map((v) => v.toFixed(0)).join(", ")} |`,
      ),
      "",
    );
  }
  const out = join(import.meta.dirname, "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${date}-tools-islands.json`), JSON.stringify(result, null, 2) + "\n");
  writeFileSync(join(out, `${date}-tools-islands.md`), md.join("\n"));
  console.log(md.join("\n"));
} finally {
  await browser.close();
  for (const side of sides) await side.stop();
}
