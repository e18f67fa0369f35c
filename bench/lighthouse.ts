import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/chromium";
import { LANGS, PAGES, inLang, median } from "./site";

/** The figures of one page: median of each over the runs. */
export interface LighthouseFigures {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  /** Lighthouse's benchmarkIndex of the machine during the runs (higher is faster). */
  cpuIndex: number;
}

/** A page to measure; `ignoreStatusCode` for an error page (404, 410), which Lighthouse refuses. */
export interface LighthouseTarget {
  page: string;
  url: string;
  ignoreStatusCode?: boolean;
}

/** One Lighthouse run's figures. */
async function measure(
  port: number,
  { page, url, ignoreStatusCode = false }: LighthouseTarget,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, logLevel: "error", ignoreStatusCode });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  // A run whose trace failed has no score: NaN, which the median leaves out, not a 0.
  const score = (id: string) => {
    const value = categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : NaN;
  };
  const value = (id: string) => {
    const audit = audits[id];
    if (audit?.numericValue === undefined) {
      console.warn(`lighthouse: no ${id} for ${url}: ${audit?.errorMessage ?? "no such audit"}`);
    }
    return audit?.numericValue ?? NaN;
  };
  return {
    page,
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    totalBytes: value("total-byte-weight"),
    cpuIndex: result.lhr.environment.benchmarkIndex,
  };
}

/**
 * Lighthouse 12 with its mobile defaults (throttling included), Debian's Chromium. The runs go
 * round by round over all pages rather than page by page, so a burst of load on this shared
 * machine lands on one run of several pages instead of on most runs of one page.
 */
export async function runLighthouse(
  origin: string,
  runs: number,
  /** Other pages measured in the same rounds, for comparison. */
  references: { page: string; url: string }[] = [],
): Promise<LighthouseFigures[]> {
  const targets = [
    ...PAGES.flatMap((page) =>
      LANGS.map((lang) => ({
        page: `${page.name} (${lang})`,
        url: origin + inLang(lang, page.path),
      })),
    ),
    ...references,
  ];
  return lighthouseOf(targets, runs);
}

/** The median figures of each target over `runs` rounds. */
export async function lighthouseOf(
  targets: LighthouseTarget[],
  runs: number,
): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const samples = targets.map((): LighthouseFigures[] => []);
  try {
    for (let run = 0; run < runs; run++) {
      for (const [i, target] of targets.entries()) {
        samples[i]!.push(await measure(chrome.port, target));
      }
      console.log(`lighthouse: round ${run + 1} of ${runs} done`);
    }
  } finally {
    chrome.kill();
  }
  return targets.map(({ page, url }, i) => {
    const m = (key: keyof LighthouseFigures) => median(samples[i]!.map((s) => s[key] as number));
    return {
      page,
      url,
      performance: m("performance"),
      accessibility: m("accessibility"),
      bestPractices: m("bestPractices"),
      seo: m("seo"),
      fcp: m("fcp"),
      lcp: m("lcp"),
      tbt: m("tbt"),
      cls: m("cls"),
      totalBytes: m("totalBytes"),
      cpuIndex: m("cpuIndex"),
    };
  });
}
