import { chromium, type Browser } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../tests/chromium";

/** One script response: its URL's path and its body's bytes as they came over the wire. */
export interface ScriptBytes {
  path: string;
  /** Encoded (compressed) body size: what Brotli or gzip left of it. */
  bytes: number;
}

/** The scripts a first visit to one page loads, with an empty cache. */
export interface ScriptsAtLoad {
  page: string;
  url: string;
  status: number;
  /** Scripts whose response ended by the load event. */
  atLoad: ScriptBytes[];
  /** Scripts fetched after it without any interaction (the web-vitals report on idle). */
  afterLoad: ScriptBytes[];
  /** The HTML's encoded body size, for scale. */
  html: number;
}

export const sum = (scripts: ScriptBytes[]) => scripts.reduce((total, s) => total + s.bytes, 0);

/** Debian's Chromium as visitors run it (the compilers on), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
}

/**
 * Opens `url` in a fresh context (an empty cache) and sorts the script responses (Playwright's
 * resource type "script": module scripts, their imports, dynamic imports) by when they ended,
 * against the load event, from the page's own Resource Timing. After load it waits until the
 * network has been quiet for 500 ms (Playwright's "networkidle"), so what a page fetches on idle
 * is seen too.
 */
export async function scriptsAtLoad(
  browser: Browser,
  page: string,
  url: string,
): Promise<ScriptsAtLoad> {
  const context = await browser.newContext();
  // Room for every entry of a page with many pictures (the default keeps 250).
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  try {
    const tab = await context.newPage();
    const finished: Promise<{ url: string; bytes: number }>[] = [];
    tab.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      finished.push(
        request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
      );
    });
    const response = await tab.goto(url, { waitUntil: "load" });
    if (!response) throw new Error(`${url}: no response`);
    await tab.waitForLoadState("networkidle");
    const timing = await tab.evaluate(() => {
      const navigation = performance.getEntriesByType(
        "navigation",
      )[0] as PerformanceNavigationTiming;
      return {
        load: navigation.loadEventStart,
        ends: (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map(
          (entry) => ({ name: entry.name, end: entry.responseEnd, encoded: entry.encodedBodySize }),
        ),
      };
    });
    const html = (await response.request().sizes()).responseBodySize;
    const atLoad: ScriptBytes[] = [];
    const afterLoad: ScriptBytes[] = [];
    for (const script of await Promise.all(finished)) {
      const entry = timing.ends.find((e) => e.name === script.url);
      if (!entry) throw new Error(`${url}: no resource timing for ${script.url}`);
      // Two readings of one figure: the network's and the page's own.
      if (Math.abs(entry.encoded - script.bytes) > 16) {
        console.warn(
          `${script.url}: ${script.bytes} B by the network, ${entry.encoded} B by the page`,
        );
      }
      const item = { path: new URL(script.url).pathname, bytes: script.bytes };
      (entry.end <= timing.load ? atLoad : afterLoad).push(item);
    }
    return { page, url, status: response.status(), atLoad, afterLoad, html };
  } finally {
    await context.close();
  }
}
