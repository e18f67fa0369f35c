import "./constants";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { format, resolveConfig } from "prettier";
import { findProductById, productPath } from "../app/content/catalog/catalog.server";
import type { NewsItem } from "../app/content/schemas";
import { contentDatabase, openContentStore } from "../server/content/store";
import { openUnitsStore } from "../server/units/store";
import { deliveredUnit } from "../tests/fixtures/units";
import { freePort } from "../tests/free-port";
import { serveBuilt } from "../tests/server/serve-built";
import { startBaseline } from "./baseline";
import { lighthouseOf, type LighthouseFigures, type LighthouseTarget } from "./lighthouse";
import { startNoJsFloor } from "./no-js-floor";
import { launchChromium, scriptsAtLoad, sum, type ScriptsAtLoad } from "./scripts-at-load";
import { LANGS, inLang, kb, median, type RunningSite } from "./site";

/**
 * `npx tsx bench/islands.ts [--runs N] [--lang ko,en] [--before DIR] [--skip a,b]`, after
 * `npm run build` (issue 65, decision 042): content pages without the framework, measured.
 *
 * 1. Script bytes over the wire (encoded bodies) at load, in Debian's Chromium with an empty
 *    cache, on every content page type in both languages; what loads after load on its own.
 * 2. Lighthouse (mobile defaults, median of --runs) on each content page type: as built, the same
 *    HTML with every script removed (the no-JS floor, bench/no-js-floor.ts), the bare React
 *    Router page (bench/baseline/), and the page as built from main (`--before`, a built
 *    checkout), in the same rounds; the bound TBT <= 1.25 x floor + 20 ms.
 * 3. The first interaction with an island at 4x CPU: a pointer over a product card, ~150 ms, a
 *    click (and a tap without a pointer first), INP as web-vitals reports it and the time from
 *    the press to the preview dialog open and painted; median of --runs fresh pages.
 *
 *   --runs N      Lighthouse runs per page and interaction runs per case (median), default 5
 *   --lang L      the languages of the Lighthouse rounds, default ko (bytes: always both)
 *   --before DIR  a checkout of main with `npm run build` done (its node_modules linked)
 *   --skip a,b    leave out bytes, lighthouse or interaction
 *
 * Writes bench/results/<date>-islands.md and .json.
 */
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    lang: { type: "string", default: "ko" },
    before: { type: "string" },
    skip: { type: "string", default: "" },
  },
});
const RUNS = Number(values.runs);
const skip = new Set(values.skip.split(",").filter(Boolean));
const lighthouseLangs = values.lang.split(",") as (typeof LANGS)[number][];
const beforeDir = values.before;
if (beforeDir && !existsSync(join(beforeDir, "build/app/main.js"))) {
  throw new Error(`--before ${beforeDir}: no build there (npm run build in it first)`);
}

/** A delivered unit of 480-035 and, on the published side, 480-035 retired. */
const RETIRED = findProductById("480-035")!;
const NOTICE: NewsItem = {
  id: 1,
  title: { ko: "연말 휴무 안내", en: "Year-end holidays" },
  date: "2026-11-20",
  body: {
    ko: "<p>12월 31일은 <b>휴무</b>입니다.</p><ul><li>긴급 문의: 메일</li></ul>",
    en: "<p>We are <b>closed</b> on 31 December.</p><ul><li>Urgent: by mail</li></ul>",
  },
  attachments: [],
};

/**
 * One build served twice: as built (its prerendered pages; a unit added, which changes no
 * prerendered page), and with published content (480-035 retired, a notice published), which
 * the 410 page and a notice's page need; a publish makes the server render every page instead.
 */
interface Side {
  label: "after" | "before";
  built: RunningSite & { token: string };
  published: RunningSite;
}

/** Every content page type; `lighthouse` marks the ones of the Lighthouse rounds. */
interface PageType {
  name: string;
  path: (token: string) => string;
  published?: true;
  lighthouse?: true;
  /** Its answer when not 200: a list page is the 404 while it has nothing (decision 043). */
  status?: number;
}
const fixed = (name: string, path: string, lighthouse?: true): PageType => ({
  name,
  path: () => path,
  ...(lighthouse && { lighthouse }),
});
const PAGE_TYPES: PageType[] = [
  fixed("home", "/", true),
  fixed("products", "/products", true),
  fixed("catalogue, product grid", "/products/electric/quarter-turn-480", true),
  fixed("catalogue, blocks", "/products/pneumatic/rotary", true),
  // A section of technical data (enclosure, motor and signal specifications), no products.
  fixed("technical page", "/products/electric/electric-features", true),
  fixed("product", "/products/pneumatic/rotary/ap5", true),
  // The same view as the product's page: bytes only.
  fixed("product, short URL", "/products/ap5"),
  fixed("about: CEO message", "/about"),
  fixed("about: company", "/about/company", true),
  fixed("about: organization", "/about/organization"),
  fixed("about: business", "/about/business"),
  fixed("about: map", "/about/map"),
  fixed("gallery", "/gallery", true),
  fixed("gallery item", "/gallery/1", true),
  { name: "news", path: () => "/news", published: true, lighthouse: true },
  { name: "news item", path: () => "/news/1", published: true, lighthouse: true },
  fixed("sitemap", "/sitemap", true),
  fixed("privacy", "/privacy", true),
  fixed("references", "/references", true),
  // No certificate in the repository's content: the page is the 404 until one is published.
  { name: "certificates (none: 404)", path: () => "/certificates", status: 404 },
  fixed("downloads", "/downloads"),
  { name: "unit", path: (token) => `/u/${token}`, lighthouse: true },
  { name: "unit: service form", path: (token) => `/u/${token}/service`, lighthouse: true },
  { name: "unit: parts form", path: (token) => `/u/${token}/parts` },
  fixed("404", "/no-such-page", true),
  {
    name: "410 (retired product)",
    path: () => productPath(RETIRED),
    published: true,
    lighthouse: true,
  },
];

const origin = (side: Side, type: PageType) => (type.published ? side.published : side.built);
const urlOf = (side: Side, type: PageType, lang: (typeof LANGS)[number]) =>
  origin(side, type).origin + inLang(lang, type.path(side.built.token));

const made: string[] = [];
const running: RunningSite[] = [];

async function serve(dir: string | undefined, prepare: (dataDir: string) => string) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-islands-"));
  made.push(dataDir);
  const token = prepare(dataDir);
  const site = await serveBuilt({ DATA_DIR: dataDir }, [], { cwd: dir });
  running.push(site);
  if (!(await fetch(`${site.origin}/healthz`)).ok) throw new Error(`${dir ?? "."}: not serving`);
  return { ...site, token };
}

/** A unit (a delivered 480-035), before the server starts: its page's token. */
function addUnit(dataDir: string): string {
  const units = openUnitsStore(join(dataDir, "units.sqlite"));
  try {
    const unit = units.add(
      deliveredUnit(RETIRED, { customer: "한빛수자원" }),
      "bench@hanbitflow.example",
    );
    return unit.token;
  } finally {
    units.close();
  }
}

/** 480-035 retired and a notice published, as staff would in the back office. */
function publishContent(dataDir: string): string {
  const store = openContentStore(contentDatabase(dataDir));
  try {
    const by = (baseVersion: number) => ({ by: "bench@hanbitflow.example", baseVersion });
    const product = store.get("product", RETIRED.id)!;
    const retired = store.unpublish("product", RETIRED.id, by(product.version));
    if (!retired.ok) throw new Error(retired.message);
    const saved = store.saveDraft("news", "1", NOTICE, by(0));
    if (!saved.ok) throw new Error(saved.message);
    const published = store.publish("news", "1", by(saved.item.version));
    if (!published.ok) throw new Error(published.message);
  } finally {
    store.close();
  }
  return "";
}

async function startSide(label: Side["label"], dir: string | undefined): Promise<Side> {
  return {
    label,
    built: await serve(dir, addUnit),
    published: await serve(dir, publishContent),
  };
}

// ---- 1. Script bytes at load ----

interface BytesRow extends ScriptsAtLoad {
  side: Side["label"];
  lang: (typeof LANGS)[number];
}

async function measureBytes(browser: Browser, sides: Side[]): Promise<BytesRow[]> {
  const rows: BytesRow[] = [];
  for (const side of sides) {
    for (const type of PAGE_TYPES) {
      for (const lang of LANGS) {
        const loaded = await scriptsAtLoad(browser, type.name, urlOf(side, type, lang));
        const wanted =
          type.status ??
          (type.name.startsWith("404") ? 404 : type.name.startsWith("410") ? 410 : 200);
        // Before decision 043 an empty list page was a page of its own.
        const emptyBefore = side.label === "before" && type.status && loaded.status === 200;
        if (loaded.status !== wanted && !emptyBefore) {
          throw new Error(`${loaded.url}: ${loaded.status}, expected ${wanted}`);
        }
        rows.push({ ...loaded, side: side.label, lang });
      }
    }
    console.log(`bytes: ${side.label} done`);
  }
  return rows;
}

// ---- 2. Lighthouse ----

type Variant = "after" | "floor" | "before" | "bare";
interface LighthouseRow extends LighthouseFigures {
  type: string;
  lang: string;
  variant: Variant;
}

async function measureLighthouse(after: Side, before: Side | undefined): Promise<LighthouseRow[]> {
  const floor = {
    built: await startNoJsFloor(after.built.origin, await freePort()),
    published: await startNoJsFloor(after.published.origin, await freePort()),
  };
  const bare = await startBaseline(await freePort());
  running.push(floor.built, floor.published, bare);
  const targets: (LighthouseTarget & { type: string; lang: string; variant: Variant })[] = [];
  for (const lang of lighthouseLangs) {
    for (const type of PAGE_TYPES.filter((t) => t.lighthouse)) {
      const path = inLang(lang, type.path(after.built.token));
      const floorOrigin = (type.published ? floor.published : floor.built).origin;
      const variants: [Variant, string][] = [
        ["after", urlOf(after, type, lang)],
        ["floor", floorOrigin + path],
        ...(before ? [["before", urlOf(before, type, lang)] as [Variant, string]] : []),
      ];
      for (const [variant, url] of variants) {
        targets.push({
          page: `${type.name} (${lang}), ${variant}`,
          url,
          type: type.name,
          lang,
          variant,
          ignoreStatusCode: /^4\d\d/.test(type.name),
        });
      }
    }
  }
  targets.push({
    page: "bare",
    url: `${bare.origin}/`,
    type: "bare React Router page",
    lang: "-",
    variant: "bare",
  });
  console.log(`lighthouse: ${targets.length} pages, ${RUNS} rounds`);
  const figures = await lighthouseOf(targets, RUNS);
  return figures.map((f, i) => ({
    ...f,
    type: targets[i]!.type,
    lang: targets[i]!.lang,
    variant: targets[i]!.variant,
  }));
}

// ---- 3. The first interaction with an island ----

const WEB_VITALS = readFileSync(
  join(import.meta.dirname, "../node_modules/web-vitals/dist/web-vitals.iife.js"),
  "utf8",
);

/**
 * Runs in the page before its own scripts: web-vitals' INP (every change, the lowest duration
 * threshold the Event Timing API takes), the raw event entries beside it, the press's time, and the dialog's first paint (the frame after the one in which it opened: a
 * task posted from requestAnimationFrame runs once that frame is painted).
 */
const PROBE = `${WEB_VITALS}
(() => {
  const bench = (window.__bench = { inp: [], events: [] });
  webVitals.onINP((metric) => bench.inp.push(metric.value), {
    reportAllChanges: true,
    durationThreshold: 16,
  });
  const observe = (type, take) =>
    new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({
      type, buffered: true, ...(type === "event" && { durationThreshold: 16 }),
    });
  observe("event", (e) => e.interactionId && bench.events.push(e.duration));
  observe("first-input", (e) => bench.events.push(e.duration));
  addEventListener("pointerdown", (event) => { bench.press ??= event.timeStamp; }, true);
  const seen = () => {
    if (bench.opened !== undefined || !document.querySelector("dialog[open]")) return;
    bench.opened = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { bench.painted = performance.now(); };
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(seen).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["open"],
  });
})();`;

interface Probe {
  inp: number[];
  events: number[];
  press: number;
  opened: number;
  painted: number;
}

interface InteractionRun {
  /** web-vitals' INP, its last report. */
  inp: number;
  /** The longest event entry of the interaction (what INP is made of). */
  longestEvent: number;
  /** From the press (pointerdown) to the dialog open in the DOM, and to its first paint. */
  pressToOpen: number;
  pressToPaint: number;
  /** Scripts fetched from the first pointer event until the dialog painted. */
  fetchedScripts: number;
}

const MODES = ["pointer over, 150 ms, click", "tap, no pointer before"] as const;
type Mode = (typeof MODES)[number];
/**
 * How the page is before the press: as built (once loaded and idle, it preloads the files an
 * island's wake fetches, app/islands/boot.ts); or with the grid also hydrated then (a focusin,
 * which wakes it), what `wake="idle"` would give.
 */
const PREPARED = ["as built", "island woken on idle"] as const;
type Prepared = (typeof PREPARED)[number];

interface InteractionFigures {
  side: Side["label"];
  prepared: Prepared;
  mode: Mode;
  runs: InteractionRun[];
}

const GRID = "/products/electric/quarter-turn-480";

/** Loaded and started: the islands' boot says so; the full app has hydrated the page's end. */
async function started(page: Page) {
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.scripts === "ready") return true;
    const rendered = [...document.body.children].filter((el) => el.tagName !== "SCRIPT");
    const last = rendered[rendered.length - 1];
    return !!last && Object.keys(last).some((key) => key.startsWith("__reactFiber$"));
  });
  // And what the page fetches on idle (the web-vitals report) is in, so nothing is in flight.
  await page.waitForLoadState("networkidle");
}

/** Opens the grid page in a fresh context, 4x CPU, with the probe; the first card's centre. */
async function openGrid(browser: Browser, side: Side, mode: Mode) {
  const touch = mode.startsWith("tap");
  const context = await browser.newContext(
    touch
      ? { viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(side.built.origin + GRID, { waitUntil: "load" });
  await started(page);
  const card = page.locator(".product-card .card__link").first();
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  const at = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 100) };
  return { context, page, card, at, touch };
}

/** Presses the card as a person would, and waits for the preview to be painted. */
async function press(page: Page, at: { x: number; y: number }, touch: boolean): Promise<Probe> {
  if (touch) {
    await page.touchscreen.tap(at.x, at.y);
  } else {
    await page.mouse.move(at.x, at.y);
    // The deliberate gap of a person's hand between reaching the card and pressing it.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await page.mouse.click(at.x, at.y);
  }
  type Window = { __bench: Probe };
  await page.waitForFunction(() => (window as unknown as Window).__bench.painted !== undefined);
  // web-vitals reports once the browser is idle after the entries came: two frames, two idles.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            requestIdleCallback(() => requestIdleCallback(() => resolve())),
          ),
        ),
      ),
  );
  // The first input is always reported (whatever its duration), so INP always comes.
  await page.waitForFunction(() => (window as unknown as Window).__bench.inp.length > 0);
  return page.evaluate(() => (window as unknown as Window).__bench);
}

async function firstInteraction(
  browser: Browser,
  side: Side,
  mode: Mode,
  prepared: Prepared,
): Promise<InteractionRun> {
  const { context, page, card, at, touch } = await openGrid(browser, side, mode);
  try {
    if (prepared === "island woken on idle") {
      await page.locator("[data-island='product-grid']").dispatchEvent("focusin");
      await page.waitForSelector("[data-island='product-grid'][data-hydrated]");
    }
    let fetched = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "script") fetched += 1;
    });
    const probe = await press(page, at, touch);
    // The dialog is the preview of the card pressed.
    const title = (await card.locator(".card__title").textContent())!;
    const heading = await page.locator("dialog[open] h2").first().textContent();
    if (heading !== title) throw new Error(`the dialog says "${heading}", the card "${title}"`);
    return {
      inp: probe.inp[probe.inp.length - 1]!,
      longestEvent: Math.max(...probe.events),
      pressToOpen: probe.opened - probe.press,
      pressToPaint: probe.painted - probe.press,
      fetchedScripts: fetched,
    };
  } finally {
    await context.close();
  }
}

async function measureInteractions(browser: Browser, sides: Side[]): Promise<InteractionFigures[]> {
  const figures: InteractionFigures[] = [];
  for (const side of sides) {
    // Main's grid is the whole app, already awake: only "as built" says anything there.
    for (const prepared of side.label === "after" ? PREPARED : PREPARED.slice(0, 1)) {
      for (const mode of MODES) figures.push({ side: side.label, prepared, mode, runs: [] });
    }
  }
  // Round by round, as Lighthouse's: a burst of load on the host spreads over the cases.
  for (let run = 0; run < RUNS; run++) {
    for (const f of figures) {
      const side = sides.find((s) => s.label === f.side)!;
      f.runs.push(await firstInteraction(browser, side, f.mode, f.prepared));
    }
    console.log(`interaction: round ${run + 1} of ${RUNS} done`);
  }
  return figures;
}

// ---- The run ----

const results: {
  date: string;
  before?: string;
  lighthouseLangs: string[];
  runs: number;
  bytes?: BytesRow[];
  lighthouse?: LighthouseRow[];
  interaction?: InteractionFigures[];
  load: number[];
} = { date: new Date().toISOString(), before: beforeDir, lighthouseLangs, runs: RUNS, load: [] };

const loadAverage = () => Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
results.load.push(loadAverage());
const browser = await launchChromium();
try {
  const after = await startSide("after", undefined);
  const before = beforeDir ? await startSide("before", beforeDir) : undefined;
  const sides = before ? [after, before] : [after];
  if (!skip.has("bytes")) results.bytes = await measureBytes(browser, sides);
  if (!skip.has("interaction")) results.interaction = await measureInteractions(browser, sides);
  if (!skip.has("lighthouse")) results.lighthouse = await measureLighthouse(after, before);
} finally {
  await browser.close();
  for (const site of running.reverse()) await site.stop();
  for (const dir of made) await rm(dir, { recursive: true, force: true });
}
results.load.push(loadAverage());

// ---- The report ----

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "-");
const list = (scripts: { path: string; bytes: number }[]) =>
  scripts.map((s) => `${s.path.replace(/^\/assets\//, "")} ${kb(s.bytes)}`).join(", ") || "none";

const lines = [
  `# Islands: content pages without the framework (${results.date.slice(0, 10)})`,
  "",
  `Issue 65, decision 042. \`npx tsx bench/islands.ts --runs ${RUNS} --lang ${values.lang}${beforeDir ? ` --before ${beforeDir}` : ""}\`, after \`npm run build\`.`,
  `Machine: ${process.platform} ${process.arch}, Node ${process.version}, 2 cores shared with other work; load average ${results.load[0]} at the start, ${results.load[1]} at the end.`,
  `"after" is this branch's build; "before" is main's build${beforeDir ? ` (${beforeDir})` : " (not measured: no --before)"}; both served by their own \`build/app/main.js\`.`,
];

if (results.bytes) {
  lines.push(
    "",
    "## 1. Script over the wire at load (KB, encoded bodies)",
    "",
    "Debian's Chromium through Playwright, a fresh context (an empty cache) per page. At load: the",
    "responses of resource type script that ended by the load event (the page's Resource Timing);",
    "after load: those that came later with no interaction, until the network was quiet for 500 ms.",
    "The bound is 20 KB at load.",
    "",
    "| page | lang | before: at load | after: at load | after: after load | HTML | after: scripts at load |",
    "|---|---|---|---|---|---|---|",
  );
  for (const type of PAGE_TYPES) {
    for (const lang of LANGS) {
      const row = (side: string) =>
        results.bytes!.find((b) => b.page === type.name && b.lang === lang && b.side === side);
      const a = row("after")!;
      const b = row("before");
      lines.push(
        `| ${type.name} | ${lang} | ${b ? kb(sum(b.atLoad)) : "-"} | ${kb(sum(a.atLoad))} | ${kb(sum(a.afterLoad))} | ${kb(a.html)} | ${list(a.atLoad)} |`,
      );
    }
  }
  const after = results.bytes.filter((b) => b.side === "after");
  const at = after.map((b) => sum(b.atLoad));
  const later = new Map<string, number>();
  for (const b of after) for (const s of b.afterLoad) later.set(s.path, s.bytes);
  lines.push(
    "",
    `After: ${kb(Math.min(...at))} to ${kb(Math.max(...at))} KB at load on all ${after.length} pages (bound 20 KB: ${at.every((x) => x <= 20 * 1024) ? "held on every page" : "NOT held"}).`,
    `After load, without interaction: ${list([...later].map(([path, bytes]) => ({ path, bytes })))}.`,
  );
  const before = results.bytes.filter((b) => b.side === "before");
  if (before.length) {
    const was = before.map((b) => sum(b.atLoad));
    lines.push(`Before: ${kb(Math.min(...was))} to ${kb(Math.max(...was))} KB at load.`);
  }
}

if (results.interaction) {
  const med = (runs: InteractionRun[], key: keyof InteractionRun) =>
    median(runs.map((r) => r[key]));
  const spread = (runs: InteractionRun[], key: keyof InteractionRun) => {
    const v = runs.map((r) => r[key]);
    return `${ms(med(runs, key))} (${ms(Math.min(...v))}-${ms(Math.max(...v))})`;
  };
  lines.push(
    "",
    "## 3. The first interaction with an island, 4x CPU (median, min-max of " +
      RUNS +
      " fresh pages)",
    "",
    `The product-grid page (${GRID}, Korean) in Debian's Chromium with \`Emulation.setCPUThrottlingRate\` 4, no network`,
    "throttling (loopback). Pointer: 1280 x 800, the pointer moved over the first card, 150 ms, a",
    "click. Tap: 375 x 800 with touch, a tap with nothing before it. INP is web-vitals' `onINP`",
    "(`reportAllChanges`, `durationThreshold` 16); press to open / painted run from the",
    "pointerdown's timestamp to the preview `<dialog>` open in the DOM / its first frame painted.",
    "As built, the page preloads (`<link rel=modulepreload>`) what an island's wake fetches once",
    'it has loaded and is idle (app/islands/boot.ts), and the press comes after that; "island woken',
    'on idle": the grid also hydrated then (a focus event on it), as `wake="idle"` would.',
    "",
    "| build | page before the press | interaction | INP ms | longest event ms | press to open ms | press to painted ms | scripts fetched |",
    "|---|---|---|---|---|---|---|---|",
    ...results.interaction.map(
      (f) =>
        `| ${f.side} | ${f.prepared} | ${f.mode} | ${spread(f.runs, "inp")} | ${spread(f.runs, "longestEvent")} | ${spread(f.runs, "pressToOpen")} | ${spread(f.runs, "pressToPaint")} | ${ms(med(f.runs, "fetchedScripts"))} |`,
    ),
  );
}

if (results.lighthouse) {
  const of = (type: string, lang: string, variant: Variant) =>
    results.lighthouse!.find((l) => l.type === type && l.lang === lang && l.variant === variant);
  const bare = results.lighthouse.find((l) => l.variant === "bare")!;
  lines.push(
    "",
    `## 2. Lighthouse 12, mobile defaults, median of ${RUNS} (${lighthouseLangs.join(", ")})`,
    "",
    "In the same rounds, page by page: the page as built (after), the same HTML with every",
    "`<script>` element removed, JSON-LD and the islands' data included, by a proxy in front of the",
    "after server (the no-JS floor, bench/no-js-floor.ts), the page as built from main (before),",
    "and once per round the bare React Router page (bench/baseline/).",
    `Bare React Router page: TBT ${ms(bare.tbt)} ms, score ${bare.performance}, FCP ${ms(bare.fcp)}, LCP ${ms(bare.lcp)}, CPU index ${ms(bare.cpuIndex)}.`,
    "",
    "| page | lang | TBT before | TBT after | TBT floor | bound 1.25 x floor + 20 | held | TBT bare |",
    "|---|---|---|---|---|---|---|---|",
  );
  const rows: string[] = [];
  for (const lang of lighthouseLangs) {
    for (const type of PAGE_TYPES.filter((t) => t.lighthouse)) {
      const a = of(type.name, lang, "after")!;
      const f = of(type.name, lang, "floor")!;
      const b = of(type.name, lang, "before");
      const bound = 1.25 * f.tbt + 20;
      lines.push(
        `| ${type.name} | ${lang} | ${b ? ms(b.tbt) : "-"} | ${ms(a.tbt)} | ${ms(f.tbt)} | ${ms(bound)} | ${a.tbt <= bound ? "yes" : "**no**"} | ${ms(bare.tbt)} |`,
      );
      for (const l of [b, a, f].filter((x) => x !== undefined)) {
        rows.push(
          `| ${type.name} | ${lang} | ${l.variant} | ${l.performance} | ${ms(l.fcp)} | ${ms(l.lcp)} | ${ms(l.tbt)} | ${kb(l.totalBytes)} | ${ms(l.cpuIndex)} |`,
        );
      }
    }
  }
  lines.push(
    "",
    "| page | lang | variant | score | FCP ms | LCP ms | TBT ms | total KB | CPU index |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    `| bare React Router page | - | bare | ${bare.performance} | ${ms(bare.fcp)} | ${ms(bare.lcp)} | ${ms(bare.tbt)} | ${kb(bare.totalBytes)} | ${ms(bare.cpuIndex)} |`,
  );
}

const day = results.date.slice(0, 10);
mkdirSync("bench/results", { recursive: true });
// Formatted as the repository's `prettier --check` wants them (its configuration included).
const written = async (file: string, text: string) =>
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
await written(`bench/results/${day}-islands.md`, lines.join("\n"));
await written(`bench/results/${day}-islands.json`, JSON.stringify(results));
console.log(lines.join("\n"));
console.log(`\nwritten: bench/results/${day}-islands.md`);
