import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { finderModels } from "../app/finder/models.server";
import { serverSearcher } from "../app/search/index.server";
import { measure, querySet } from "../tests/search-query-set";
import { gzipSize } from "./page-bytes";

export interface ToolFigures {
  /** The search engine alone, in the server process: 1,000 queries. */
  searchMs: { p50: number; p99: number; queries: number };
  /** A results page and a finder page rendered on demand (first request of each URL). */
  searchPageMs: { p50: number; p99: number; pages: number };
  finderPageMs: { p50: number; p99: number; pages: number };
  /** What the first focus of a search field loads: its code and one language's index (gzip). */
  focusBytes: { code: number; index: number };
  /**
   * The query set (tests/search-query-set.ts, expectations worked out from the registry): the
   * share of fitting models found and of listed models that fit, means over the queries.
   */
  querySet: { queries: number; recall: number; precision: number; missed: number };
}

/** Recall and precision of the models the search lists, over the query set. */
export function measureQuerySet(): ToolFigures["querySet"] {
  const models = finderModels().map((m) => ({
    id: `product:${m.id}`,
    code: m.code,
    figures: m.figures,
  }));
  const result = measure(querySet(models), {
    ko: serverSearcher("ko", []),
    en: serverSearcher("en", []),
  });
  const round3 = (n: number) => Math.round(n * 1000) / 1000;
  return {
    queries: result.queries,
    recall: round3(result.recall),
    precision: round3(result.precision),
    missed: result.missed.length,
  };
}

/** Model codes, Korean and English words, figures with units, as visitors type them. */
const QUERIES = [
  "480-035",
  "480035",
  "480 035",
  "S30T",
  "s30t",
  "AP12",
  "ap 12",
  "HT-600",
  "301TSS",
  "401N",
  "버터플라이밸브",
  "버터플라이 밸브",
  "액츄에이터",
  "버터후라이",
  "ㅂㅌㅍㄹㅇ",
  "qjxjvmffkdl",
  "핀치밸브",
  "공압 액추에이터",
  "전동",
  "볼밸브",
  "valves",
  "Butterfly",
  "pinch valve",
  "electric actuator",
  "DN150",
  "150A",
  "PN16",
  "600 °C",
  "350 Nm",
  "F10",
  "ball valve PN40",
  "gearbox",
  "sleeve EPDM",
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) };
};

async function pageTimes(urls: string[]) {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    times.push(performance.now() - started);
  }
  return { ...summary(times), pages: urls.length };
}

/** Bytes of the files under build/client/assets whose names start with one of `prefixes`. */
function assetBytes(prefixes: string[]): number {
  const dir = "build/client/assets";
  return readdirSync(dir)
    .filter((name) => prefixes.some((p) => name.startsWith(p)) && /\.(js|css)$/.test(name))
    .reduce((sum, name) => sum + gzipSize(readFileSync(join(dir, name))), 0);
}

export async function measureTools(origin: string): Promise<ToolFigures> {
  const searcher = serverSearcher("ko", []);
  searcher.search("warm up");
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const query = QUERIES[i % QUERIES.length]!;
    const started = performance.now();
    searcher.search(query);
    times.push(performance.now() - started);
  }
  const q = (s: string) => encodeURIComponent(s);
  const searchPageMs = await pageTimes(
    QUERIES.map((query, i) => `${origin}${i % 2 ? "/en" : ""}/search?q=${q(query)}`),
  );
  const finderPageMs = await pageTimes(
    Array.from(
      { length: 40 },
      (_, i) =>
        `${origin}/products/finder?kind=actuator&torque=${100 + i * 7}&margin=25&flange=F10&supply=3ph`,
    ),
  );
  const index = statSync("build/client/search-index-ko.json.gz").size;
  return {
    searchMs: { ...summary(times), queries: times.length },
    searchPageMs,
    finderPageMs,
    focusBytes: { code: assetBytes(["combobox-", "search-client-"]), index },
    querySet: measureQuerySet(),
  };
}
