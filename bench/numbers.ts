import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { format } from "prettier";
import type { AppLoadContext } from "react-router";
import { numbersTables, responsesOf } from "../app/admin/numbers/numbers.server";
import { liveProducts, productPath } from "../app/content/catalog/catalog.server";
import { fromVisitor, openStats, viewedPage } from "../server/stats/counter";
import { batchKey } from "../server/stats/store";
import { serveBuilt } from "../tests/server/serve-built";
import { seed } from "./inbox";

/**
 * The owner's numbers (docs/decisions/021): the numbers page's data on 100,000 inquiries and a
 * year of daily counts, in this process (the loader's work without rendering); and the public
 * pages' throughput with counting on as a ratio to counting off (measureCountingLoad).
 * `npx tsx bench/numbers.ts [seconds]` runs it alone; `npm run bench` adds it to the results.
 */

export interface NumbersFigures {
  inquiries: number;
  viewRows: number;
  searchRows: number;
  /** Inquiries of the page's 12 months with a first response (each walked in business time). */
  answered: number;
  /** The numbers page's tables: median and slowest of the timed runs (ms). */
  p50: number;
  max: number;
  /** What counting adds to one request (µs). */
  countingMicros: number;
  load: { target: string; off: number; on: number; ratio: number }[];
}

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ROBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const DAY_MS = 24 * 60 * 60 * 1000;

/** A year of counts: every product page in both languages and 40 other paths, 30 searches a day. */
function seedCounts(dir: string, now: number) {
  const stats = openStats(dir, {
    retentionDays: 400,
    flushSeconds: 3600,
    now: () => now,
    log: () => {},
  });
  const paths = [
    ...liveProducts().flatMap((p) => [productPath(p), `/en${productPath(p)}`]),
    ...Array.from({ length: 40 }, (_, i) => `/page-${i}`),
  ];
  let views = 0;
  let searches = 0;
  for (let day = 0; day < 365; day += 1) {
    const date = new Date(now - day * DAY_MS).toISOString().slice(0, 10);
    const batch = { views: new Map<string, number>(), searches: new Map<string, number>() };
    paths.forEach((path, i) => batch.views.set(batchKey(date, path), 1 + ((day + i) % 17)));
    for (let i = 0; i < 30; i += 1)
      batch.searches.set(batchKey(date, `query ${(day * 7 + i) % 500}`), 1 + (i % 4));
    stats.store.write(batch);
    views += batch.views.size;
    searches += batch.searches.size;
  }
  return { stats, views, searches };
}

export function measureNumbersPage(count = 100_000) {
  const dir = mkdtempSync(join(tmpdir(), "numbers-bench-"));
  try {
    const { store } = seed(join(dir, "inquiries.sqlite"), count);
    const now = Date.parse("2026-11-22T03:00:00Z");
    const { stats, views, searches } = seedCounts(dir, now);
    const context = { inquiries: { store }, stats } as unknown as AppLoadContext;
    // What the page's loader reads: the tables and the response figures.
    let answered = 0;
    const run = () => {
      numbersTables(context, "ko", new Date(now));
      answered = responsesOf(context, new Date(now)).answered;
    };
    for (let i = 0; i < 3; i += 1) run();
    const times: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const start = performance.now();
      run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    stats.close();
    store.close();
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      inquiries: count,
      viewRows: views,
      searchRows: searches,
      answered,
      p50: round(times[10]!),
      max: round(times.at(-1)!),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Requests a second of one URL, as a browser (counted) or as a robot (left out). */
async function throughput(url: string, seconds: number, agent: string) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: { "user-agent": agent, "accept-encoding": "br" },
  });
  return Math.round(result.requests.average);
}

/**
 * One built server, measured in turns (not counted, counted, ...) in short rounds, so that the
 * machine's other work falls on both alike; the ratio is of the sums. "Off" is a robot's user
 * agent, which the counter leaves out after the same middleware: a server started with
 * STATS_RETENTION_DAYS=0 states another privacy policy and so renders its pages instead of
 * serving the prerendered ones (docs/decisions/016), which would measure that instead.
 */
export async function measureCountingLoad(seconds = 12, rounds = 3) {
  const targets = [
    { target: "prerendered product page", path: `/en${productPath(liveProducts()[4]!)}` },
    { target: "search that finds nothing (render cache)", path: "/search?q=zebraquux" },
  ];
  const site = await serveBuilt();
  try {
    const load: NumbersFigures["load"] = [];
    for (const { target, path } of targets) {
      let offSum = 0;
      let onSum = 0;
      // Each kind goes first in every other round: the second of a pair ran on a warmer server.
      for (let round = 0; round < rounds; round += 1) {
        const off = () => throughput(site.origin + path, seconds / rounds, ROBOT);
        const on = () => throughput(site.origin + path, seconds / rounds, BROWSER);
        if (round % 2) {
          onSum += await on();
          offSum += await off();
        } else {
          offSum += await off();
          onSum += await on();
        }
      }
      const row = {
        target,
        off: Math.round(offSum / rounds),
        on: Math.round(onSum / rounds),
        ratio: Math.round((onSum / Math.max(offSum, 1)) * 100) / 100,
      };
      console.log(`not counted / counted, ${target}: ${row.off} / ${row.on} req/s`);
      load.push(row);
    }
    return load;
  } finally {
    await site.stop();
  }
}

/**
 * What counting adds to one request, in microseconds: the checks and the count as the
 * middleware does them, 200,000 times (steadier than throughput on a shared machine).
 */
export function countingMicros(runs = 200_000) {
  const dir = mkdtempSync(join(tmpdir(), "counting-bench-"));
  const stats = openStats(dir, { retentionDays: 400, flushSeconds: 3600, log: () => {} });
  const request = new Headers({ "User-Agent": BROWSER, Accept: "text/html" });
  const answer = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control":
      "public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400",
  });
  const paths = liveProducts().map((p) => productPath(p));
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) {
    const url = new URL(`http://localhost${paths[i % paths.length]}?utm_source=x`);
    if (!fromVisitor(request)) continue;
    const page = viewedPage(url.pathname, answer);
    if (page) stats.countView(page);
  }
  const micros = ((performance.now() - start) * 1000) / runs;
  stats.close();
  rmSync(dir, { recursive: true, force: true });
  return Math.round(micros * 100) / 100;
}

export async function measureNumbers(seconds = 10): Promise<NumbersFigures> {
  return {
    ...measureNumbersPage(),
    countingMicros: countingMicros(),
    // Four rounds of at least 6 s each: rounds of 2 s gave ratios from 0.87 to 1.26 on one
    // machine (bench/results/2026-11-23-numbers.md).
    load: await measureCountingLoad(Math.max(seconds * 2, 24), 4),
  };
}

/** The figures as a Markdown section of the results. */
export function numbersSection(figures: NumbersFigures): string[] {
  return [
    "",
    "## The owner's numbers and the cost of counting",
    "",
    `The numbers page's tables (loader's work, in the server's process) on ${figures.inquiries.toLocaleString("en")} inquiries and a year of counts (${figures.viewRows.toLocaleString("en")} page rows, ${figures.searchRows.toLocaleString("en")} search rows; ${figures.answered.toLocaleString("en")} of the inquiries answered, each first response counted in business hours): p50 ${figures.p50} ms, max ${figures.max} ms. Goal: under 200 ms.`,
    "",
    `Counting adds ${figures.countingMicros} µs of work to a request (the checks and the count, in the server's process).`,
    "",
    "Public pages with counting on, as a ratio to counting off (a robot's requests, which the counter leaves out; goal >= 0.95):",
    "",
    "| target | not counted req/s | counted req/s | ratio |",
    "|---|---|---|---|",
    ...figures.load.map((l) => `| ${l.target} | ${l.off} | ${l.on} | ${l.ratio} |`),
  ];
}

// Alone: `npx tsx bench/numbers.ts [seconds]` writes bench/results/<day>-numbers.md and .json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureNumbers(Number(process.argv[2] ?? 10));
  const day = new Date().toISOString().slice(0, 10);
  const text = [
    `# Benchmark ${day}: the owner's numbers`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end (other builds ran meanwhile).`,
    ...numbersSection(figures),
  ].join("\n");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${day}-numbers.md`, await format(text, { parser: "markdown" }));
  writeFileSync(
    `bench/results/${day}-numbers.json`,
    await format(JSON.stringify(figures), { parser: "json" }),
  );
  console.log(text);
}
