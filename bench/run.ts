import "./constants";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { format } from "prettier";
import { startBaseline } from "./baseline";
import { largestChunks, type Chunk } from "./chunks";
import { catalogueSection, measureCatalogue, type CatalogueFigures } from "./catalogue";
import { measurePageWords, pageWordsSection, type PageWordsFigures } from "./page-words";
import { inboxSection, measureInbox, type InboxFigures } from "./inbox";
import { measureNumbers, numbersSection, type NumbersFigures } from "./numbers";
import { measureSheet, sheetSection, type SheetFigures } from "./catalogue-sheet";
import { mailIngestSection, measureMailIngest, type MailIngestFigures } from "./mail-ingest";
import { measureQuotation, quotationSection, type QuotationFigures } from "./quotation";
import { measureDocuments, type DocumentFigures } from "./documents";
import { measurePhotos, type PhotoFigures } from "./photos";
import { measureRemake, type RemakeFigures, type Spread } from "./remake";
import { gradeHeaders, type HeaderGrade } from "./headers";
import { runLighthouse, type LighthouseFigures } from "./lighthouse";
import { publishSomething, runLoad, type LoadFigures } from "./load";
import { measureTools, type ToolFigures } from "./search";
import { pageBytes, type PageBytes } from "./page-bytes";
import { launchChromium, scriptsAtLoad, sum, type ScriptsAtLoad } from "./scripts-at-load";
import { serveBuilt } from "../tests/server/serve-built";
import { LANGS, PAGES, inLang, kb } from "./site";

/**
 * `npm run bench` (after a build with BENCH_SOURCEMAPS=1, which the npm script does): figures,
 * not pass/fail. Writes bench/results/<date>.md and .json and prints the summary.
 *   --runs N      Lighthouse runs per page (median), default 5
 *   --seconds S   load-generator time per target, default 10
 *   --skip a,b    leave out scripts, lighthouse, load, tools, documents, remake, photos, headers,
 *                 inbox, numbers, sheet, quotation, mail, catalogue or words
 */
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    seconds: { type: "string", default: "10" },
    skip: { type: "string", default: "" },
  },
});
const skip = new Set(values.skip.split(",").filter(Boolean));
const BASELINE = "bare React Router page (reference)";

const chunks = largestChunks(8);
const site = await serveBuilt({ PORT: "4980" });
const results: {
  date: string;
  bytes: (PageBytes & { page: string })[];
  chunks: Chunk[];
  scripts?: ScriptsAtLoad[];
  lighthouse?: LighthouseFigures[];
  load?: LoadFigures[];
  tools?: ToolFigures;
  documents?: DocumentFigures;
  remake?: RemakeFigures;
  photos?: PhotoFigures;
  headers?: HeaderGrade | string;
  inbox?: InboxFigures;
  numbers?: NumbersFigures;
  quotation?: QuotationFigures;
  catalogue?: CatalogueFigures;
  sheet?: SheetFigures;
  mail?: MailIngestFigures;
  words?: PageWordsFigures;
} = { date: new Date().toISOString(), bytes: [], chunks };

try {
  const text = async (url: string) => (await fetch(url)).text();
  for (const page of PAGES) {
    for (const lang of LANGS) {
      const bytes = await pageBytes(site.origin + inLang(lang, page.path), text);
      results.bytes.push({ page: `${page.name} (${lang})`, ...bytes });
    }
  }
  // What a browser fetches, beside what the HTML names (bench/islands.ts has the whole story).
  if (!skip.has("scripts")) {
    const browser = await launchChromium();
    try {
      results.scripts = [];
      for (const page of PAGES) {
        for (const lang of LANGS) {
          const url = site.origin + inLang(lang, page.path);
          results.scripts.push(await scriptsAtLoad(browser, `${page.name} (${lang})`, url));
        }
      }
    } finally {
      await browser.close();
    }
  }
  if (!skip.has("lighthouse")) {
    const baseline = await startBaseline(4981);
    try {
      results.lighthouse = await runLighthouse(site.origin, Number(values.runs), [
        { page: BASELINE, url: `${baseline.origin}/` },
      ]);
    } finally {
      await baseline.stop();
    }
  }
  if (!skip.has("tools")) results.tools = await measureTools(site.origin);
  if (!skip.has("documents")) results.documents = await measureDocuments(site.origin);
  if (!skip.has("photos")) results.photos = await measurePhotos(20, Number(values.runs));
  if (!skip.has("load")) {
    results.load = await runLoad(site.origin, Number(values.seconds), () =>
      publishSomething(site.dir),
    );
  }
  // After the load test: it publishes S30, and the pages then render rather than prerendered.
  if (!skip.has("remake")) results.remake = await measureRemake(site.origin, site.dir);
  if (!skip.has("headers")) results.headers = await gradeHeaders(site.origin);
  if (!skip.has("inbox")) results.inbox = measureInbox();
  if (!skip.has("numbers")) results.numbers = await measureNumbers(Number(values.seconds));
  if (!skip.has("sheet")) results.sheet = await measureSheet();
  if (!skip.has("quotation")) results.quotation = await measureQuotation();
  if (!skip.has("mail")) results.mail = await measureMailIngest();
  // Last: it publishes products, which the figures above must not see.
  if (!skip.has("catalogue")) results.catalogue = await measureCatalogue(site.origin, site.dir);
  // After it, for the same reason: it publishes the home page's and the company pages' words.
  if (!skip.has("words")) {
    results.words = await measurePageWords(site.origin, site.dir, Number(values.runs));
  }
} finally {
  await site.stop();
}

const lines: string[] = [
  `# Benchmark ${results.date.slice(0, 10)}`,
  "",
  `Machine: ${process.platform} ${process.arch}, Node ${process.version}. Budgets: docs/architecture.md.`,
  "",
  "## Bytes per page (gzip)",
  "",
  "| page | HTML KB | CSS KB | initial JS KB | JS files |",
  "|---|---|---|---|---|",
  ...results.bytes.map(
    (b) => `| ${b.page} | ${kb(b.html)} | ${kb(b.css)} | ${kb(b.js)} | ${b.scripts.length} |`,
  ),
  "",
  "## Largest client chunks",
  "",
  "| chunk | gzip KB | contents (share of source) |",
  "|---|---|---|",
  ...chunks.map(
    (c) =>
      `| ${c.file} | ${kb(c.gzip)} | ${c.contents.map((x) => `${x.name} ${Math.round(x.share * 100)}%`).join(", ")} |`,
  ),
];
if (results.scripts) {
  lines.push(
    "",
    "## Script over the wire at load (Chromium, empty cache)",
    "",
    "Encoded bodies of the script responses that ended by the load event, and of those fetched",
    "after it with no interaction (bench/scripts-at-load.ts).",
    "",
    "| page | at load KB | files | after load KB |",
    "|---|---|---|---|",
    ...results.scripts.map(
      (s) => `| ${s.page} | ${kb(sum(s.atLoad))} | ${s.atLoad.length} | ${kb(sum(s.afterLoad))} |`,
    ),
  );
}
if (results.lighthouse) {
  lines.push(
    "",
    `## Lighthouse 12 (mobile defaults, median of ${values.runs})`,
    "",
    "CPU index: Lighthouse's benchmarkIndex of this machine during the runs (higher is faster).",
    "TBT is wall-clock time times four, so a busy host shows as a lower index and a longer TBT.",
    `The last row is the framework's floor measured in the same rounds: a bare React Router page`,
    "(`bench/baseline/`: one heading and one paragraph) served by the site's own server code.",
    "",
    "| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | total KB | CPU index |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...results.lighthouse.map(
      (l) =>
        `| ${l.page} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${Math.round(l.fcp)} | ${Math.round(l.lcp)} | ${Math.round(l.tbt)} | ${l.cls.toFixed(3)} | ${kb(l.totalBytes)} | ${Math.round(l.cpuIndex)} |`,
    ),
  );
}
if (results.load) {
  const ceiling = results.load.find((l) => l.target.startsWith("nginx"));
  const prerendered = results.load.find((l) => l.target === "prerendered page");
  lines.push(
    "",
    `## Throughput on loopback (autocannon, 50 connections, ${values.seconds} s each)`,
    "",
    "| target | req/s | p99 ms | KB per answer | non-2xx | errors |",
    "|---|---|---|---|---|---|",
    ...results.load.map(
      (l) =>
        `| ${l.target} | ${l.requestsPerSecond} | ${l.p99} | ${kb(l.bytes)} | ${l.non2xx} | ${l.errors} |`,
    ),
  );
  if (ceiling && prerendered) {
    const percent = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
    const of = (target: string) => results.load!.find((l) => l.target === target);
    lines.push(
      "",
      "| ratio | measured | goal |",
      "|---|---|---|",
      `| prerendered page, Node / nginx | ${percent(prerendered.requestsPerSecond, ceiling.requestsPerSecond)} | >= 75% |`,
    );
    for (const [target, goal] of [
      ["same page, ?utm_source=x", ">= 90%"],
      ["catalogue page ?page=2", ">= 90%"],
      ["random unknown paths (404)", ">= 50%"],
      ["random unknown paths (404), after a publish", ">= 50%"],
    ] as const) {
      const row = of(target);
      if (!row) continue;
      lines.push(
        `| ${target} / bare page, req/s | ${percent(row.requestsPerSecond, prerendered.requestsPerSecond)} | ${goal} |`,
        `| ${target}, p99 / bare page's p99 | ${(row.p99 / Math.max(prerendered.p99, 1)).toFixed(1)}x | <= 3x |`,
      );
    }
  }
}
if (results.tools) {
  const { searchMs, searchPageMs, finderPageMs, focusBytes, querySet } = results.tools;
  lines.push(
    "",
    "## Search and finders",
    "",
    "| figure | p50 | p99 |",
    "|---|---|---|",
    `| search engine on the server, ${searchMs.queries} queries (ms) | ${searchMs.p50} | ${searchMs.p99} |`,
    `| results page rendered on demand, ${searchPageMs.pages} pages (ms, loopback) | ${Math.round(searchPageMs.p50)} | ${Math.round(searchPageMs.p99)} |`,
    `| finder page rendered on demand, ${finderPageMs.pages} pages (ms, loopback) | ${Math.round(finderPageMs.p50)} | ${Math.round(finderPageMs.p99)} |`,
    "",
    `A search field's first focus loads ${kb(focusBytes.code)} KB of code and a ${kb(focusBytes.index)} KB index (gzip).`,
    "",
    `Query set (${querySet.queries} queries, both languages, models expected from the registry's figures): recall ${querySet.recall}, precision ${querySet.precision}, ${querySet.missed} queries missed a fitting model.`,
  );
}
if (results.documents) {
  const { buildSeconds, count, datasheets, catalogues, quotePack } = results.documents;
  const sizes = (s: { min: number; median: number; max: number }) =>
    `${kb(s.min)} / ${kb(s.median)} / ${kb(s.max)}`;
  lines.push(
    "",
    "## Documents (PDF)",
    "",
    "| figure | measured |",
    "|---|---|",
    `| ${count} PDFs made by scripts/build-documents.ts (what the build adds) | ${buildSeconds.toFixed(1)} s |`,
    `| datasheet size, min / median / max (KB) | ${sizes(datasheets)} |`,
    `| group catalogue size, min / median / max (KB) | ${sizes(catalogues)} |`,
    ...quotePack.map(
      (q) =>
        `| quote pack, ${q.items} item${q.items > 1 ? "s" : ""} (${kb(q.bytes)} KB), p50 / max of ${q.runs} (ms, loopback) | ${Math.round(q.p50)} / ${Math.round(q.max)} |`,
    ),
  );
}
if (results.remake) {
  const r = results.remake;
  const ms = (s: Spread, digits = 0) =>
    `${s.min.toFixed(digits)} / ${s.p50.toFixed(digits)} / ${s.max.toFixed(digits)}`;
  const made = (what: string, m: RemakeFigures["datasheet"]) => [
    `| ${what}, a fresh worker thread: wall | ${ms(m.fresh)} |`,
    `| the same, CPU | ${ms(m.freshCpu)} |`,
    `| ${what}, the thread kept warm: wall | ${ms(m.warm)} |`,
    `| the same, CPU | ${ms(m.warmCpu)} |`,
  ];
  lines.push(
    "",
    "## Documents made again after a publish (server/documents/)",
    "",
    `S30's maximum temperature published, ${r.runs} runs each; load average ${r.load[0].toFixed(1)} before, ${r.load[1].toFixed(1)} after (2 cores).`,
    "",
    "| figure | min / median / max (ms) |",
    "|---|---|",
    ...made("S30's datasheet, Korean and English", r.datasheet),
    ...made(`its group catalogue, Korean and English (${kb(r.catalogueBytes)} KB)`, r.catalogue),
    `| digests of all 88 documents, on the server's thread | ${ms(r.plan, 1)} |`,
    `| publish to the new datasheet served (4 PDFs in the worker) | ${ms(r.served)} |`,
  );
}
if (results.photos) {
  const p = results.photos;
  lines.push(
    "",
    "## Photos (server/content/photos.ts)",
    "",
    "| figure | measured |",
    "|---|---|",
    `| ${p.photos} phone photos of ${p.megapixels} MP (${kb(p.inputBytes)} KB JPEG each): wall time / CPU time | ${p.seconds.toFixed(1)} s / ${p.cpuSeconds.toFixed(1)} s |`,
    `| load average at the end (2 cores) | ${p.load.toFixed(1)} |`,
    `| served copies of one photo (AVIF and WebP, every width), mean | ${kb(p.servedBytes)} KB |`,
    ...p.page.map(
      (g) =>
        `| gallery job of ${p.photos} photos (${g.lang}): HTML / CSS / JS KB (gzip), LCP, all it loaded | ${kb(g.html)} / ${kb(g.css)} / ${kb(g.js)} KB, ${Math.round(g.lcp)} ms, ${kb(g.totalBytes)} KB |`,
    ),
  );
}
if (results.headers) {
  lines.push("", "## Headers (MDN HTTP Observatory, behind nginx TLS)", "");
  if (typeof results.headers === "string") lines.push(results.headers);
  else {
    lines.push(
      `Grade **${results.headers.grade}**, score ${results.headers.score}.`,
      "",
      ...results.headers.tests.map((t) => `- ${t.name}: ${t.result} (${t.scoreModifier})`),
    );
  }
}

if (results.inbox) lines.push(...inboxSection(results.inbox));
if (results.numbers) lines.push(...numbersSection(results.numbers));
if (results.catalogue) lines.push(...catalogueSection(results.catalogue));
if (results.sheet) lines.push(...sheetSection(results.sheet));
if (results.mail) lines.push(...mailIngestSection(results.mail));
if (results.quotation) lines.push(...quotationSection(results.quotation));
if (results.words) lines.push(...pageWordsSection(results.words, Number(values.runs)));

const day = results.date.slice(0, 10);
mkdirSync("bench/results", { recursive: true });
// Formatted as the repository's check wants it, so a fresh result can be committed as it is.
writeFileSync(`bench/results/${day}.md`, await format(lines.join("\n"), { parser: "markdown" }));
writeFileSync(
  `bench/results/${day}.json`,
  await format(JSON.stringify(results), { parser: "json" }),
);
console.log(lines.join("\n"));
console.log(`\nwritten: bench/results/${day}.md`);
