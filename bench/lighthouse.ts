import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../chromium";
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

/** Lighthouse 12 with its mobile defaults (throttling included), Debian's Chromium. */
export async function runLighthouse(origin: string, runs: number): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const figures: LighthouseFigures[] = [];
  try {
    for (const page of PAGES) {
      for (const lang of LANGS) {
        const url = origin + inLang(lang, page.path);
        const samples: LighthouseFigures[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(url, { port: chrome.port, logLevel: "error" });
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          const { categories, audits } = result.lhr;
          const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
          const value = (id: string) => audits[id]?.numericValue ?? NaN;
          samples.push({
            page: `${page.name} (${lang})`,
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
          });
        }
        const m = (key: keyof LighthouseFigures) => median(samples.map((s) => s[key] as number));
        figures.push({
          page: samples[0]!.page,
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
        });
        console.log(`lighthouse ${figures.at(-1)!.page}: ${figures.at(-1)!.performance}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
