import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { format, resolveConfig } from "prettier";
import { chromiumFlags, chromiumPath } from "../tests/chromium";
import { freePort } from "../tests/free-port";
import { serveBuilt } from "../tests/server/serve-built";
import { startNoJsFloor } from "./no-js-floor";
import { median } from "./site";

/**
 * Lighthouse's first contentful paint of content pages as built beside the same HTML without
 * scripts (the no-JS floor), under both of its throttling methods: "simulate" (its default,
 * the figure bench/islands.ts reports) estimates the paint from a fast load's trace; "devtools"
 * throttles Chromium itself (4x CPU, 1.6 Mbps, 150 ms) and measures it. Decision 042 asked why
 * the simulated paint came later than main's though the pages load a twentieth of the script.
 *
 *   npx tsx bench/islands-fcp.ts [--runs N]     (after npm run build)
 *
 * Writes bench/results/<date>-islands-fcp.md.
 */

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1] ?? 3) || 3;

const PAGES = [
  { name: "home", path: "/" },
  { name: "catalogue, product grid", path: "/products/electric/quarter-turn-480" },
  { name: "product", path: "/products/pneumatic/rotary/ap5" },
  { name: "about: company", path: "/about/company" },
  { name: "gallery item", path: "/gallery/1" },
];
const METHODS = ["simulate", "devtools"] as const;

const load = loadavg()[0]!;
const site = await serveBuilt();
const floor = await startNoJsFloor(site.origin, await freePort());
const chrome = await launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
/** FCP in ms, per method, page and variant, one entry per run. */
const fcp = new Map<string, number[]>();
/** Each script request's priority as Chromium gave it, on the last run of a page as built. */
const priorities = new Map<string, string>();
try {
  // Round by round, so a burst of load on this shared machine lands on one run of each.
  for (let run = 0; run < runs; run++) {
    for (const method of METHODS) {
      for (const page of PAGES) {
        for (const [variant, origin] of [
          ["built", site.origin],
          ["floor", floor.origin],
        ] as const) {
          const result = await lighthouse(origin + page.path, {
            port: chrome.port,
            logLevel: "error",
            onlyCategories: ["performance"],
            throttlingMethod: method,
          });
          const value = result?.lhr.audits["first-contentful-paint"]?.numericValue;
          const key = `${method} ${page.name} ${variant}`;
          fcp.set(key, [...(fcp.get(key) ?? []), value ?? NaN]);
          if (variant === "built" && page.path === "/about/company" && result) {
            const items = (
              result.lhr.audits["network-requests"]?.details as
                { items: { url: string; priority: string; resourceType: string }[] } | undefined
            )?.items;
            for (const item of items ?? []) {
              if (item.resourceType === "Script")
                priorities.set(new URL(item.url).pathname, item.priority);
            }
          }
        }
      }
    }
    console.log(`round ${run + 1} of ${runs} done`);
  }
} finally {
  chrome.kill();
  await floor.stop();
  await site.stop();
}

const cell = (values: number[]) => {
  const shown = values.filter((v) => !Number.isNaN(v)).map(Math.round);
  return shown.length === 0
    ? "-"
    : `${Math.round(median(shown))} (${Math.min(...shown)}-${Math.max(...shown)})`;
};
const day = new Date().toISOString().slice(0, 10);
const lines = [
  `# Islands: first contentful paint, simulated and measured (${day})`,
  "",
  `Decision 042. \`npx tsx bench/islands-fcp.ts --runs ${runs}\`, after \`npm run build\`.`,
  `Machine: ${process.platform} ${process.arch}, ${cpus().length} cores, Node ${process.version};`,
  `load average ${load.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end.`,
  "Lighthouse 12, mobile defaults, Korean pages; median (min-max) of the runs, in ms. Built: the",
  "page as `npm run build` made it; floor: the same HTML with every script removed",
  "(bench/no-js-floor.ts).",
  "",
  "| page | simulate: built | simulate: floor | devtools: built | devtools: floor |",
  "| --- | --- | --- | --- | --- |",
  ...PAGES.map(
    (page) =>
      `| ${page.name} | ${METHODS.flatMap((m) =>
        ["built", "floor"].map((v) => cell(fcp.get(`${m} ${page.name} ${v}`) ?? [])),
      ).join(" | ")} |`,
  ),
  "",
  "Scripts of the company page as built, with the priority Chromium fetched them at:",
  "",
  ...[...priorities].map(([path, priority]) => `- \`${path}\`: ${priority}`),
  "",
];
const file = `bench/results/${day}-islands-fcp.md`;
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  file,
  await format(lines.join("\n"), { ...(await resolveConfig(file)), filepath: file }),
);
console.log(`written: ${file}`);
