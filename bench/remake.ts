import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { seedProductItem } from "../app/content/catalog/seed.server";
import { composeContent } from "../app/content/live.server";
import type { ProductItem } from "../app/content/schemas";
import { plannedDocuments } from "../app/documents/plan.server";
import { contentDatabase, openContentStore } from "../server/content/store";
import { inWorker } from "../server/documents/keeper";
import { median } from "./site";

/**
 * What a product's publish costs in documents (server/documents/): S30's maximum temperature
 * published, its datasheet in both languages, and its group's catalogue in both languages, each
 * made again as the server makes them: in a fresh worker thread (build/app/documents-worker.js),
 * which parses the fonts and runs cold code, timed from its start to its end; the digests of
 * all 88 documents the server computes on its own thread after each publish; and, on the built
 * server, the time from a publish until the datasheet's URL serves the new file (the 4-document
 * job, plus up to 250 ms for the server to see the publish).
 */
export interface RemakeFigures {
  runs: number;
  /** S30's datasheet, Korean and English, in a worker of its own, ms. */
  datasheet: Spread;
  /** The group catalogue that prints S30 (sirca-valves), both languages, likewise, ms. */
  catalogue: Spread;
  catalogueBytes: number;
  /** Every document's digest, on the server's thread, ms. */
  plan: Spread;
  /** Publish to the new datasheet served, on the built server (loopback), ms. */
  served: Spread;
  /** The machine's 1-minute load average before and after (2 cores: above 2, others wait). */
  load: [number, number];
}

/** Wall times on a shared machine: the least is the work itself, the median what one waits. */
interface Spread {
  min: number;
  p50: number;
  max: number;
}
const spread = (times: number[]): Spread => ({
  min: Math.min(...times),
  p50: median(times),
  max: Math.max(...times),
});

const DATASHEETS = ["/documents/datasheet-s30-ko.pdf", "/documents/datasheet-s30-en.pdf"];
const CATALOGUES = [
  "/documents/catalogue-sirca-valves-ko.pdf",
  "/documents/catalogue-sirca-valves-en.pdf",
];

const withMax = (item: ProductItem, max: number): ProductItem => {
  if (item.figures.kind !== "valve") throw new Error("bench: S30 is a valve");
  return { ...item, figures: { ...item.figures, tempC: { ...item.figures.tempC, max } } };
};

export async function measureRemake(origin: string, dataDir: string, runs = 5) {
  const loadBefore = loadavg()[0]!;
  const s30 = seedProductItem("s30")!;
  const content = composeContent(1, {
    gallery: new Map(),
    products: new Map([["s30", withMax(s30, 240)]]),
  });
  const planTimes: number[] = [];
  let planned = plannedDocuments(content, "bench");
  for (let run = 0; run < runs; run += 1) {
    const at = performance.now();
    planned = plannedDocuments(content, "bench");
    planTimes.push(performance.now() - at);
  }
  const inThread = inWorker(resolve("build/app/documents-worker.js"));
  const outDir = mkdtempSync(join(tmpdir(), "bench-remake-"));
  /** A job of the documents at `hrefs` in a fresh worker, as the server runs one: ms, bytes. */
  async function job(hrefs: string[]) {
    const at = performance.now();
    const documents = planned.filter((d) => hrefs.includes(d.href));
    const result = await inThread({ documents, clientDir: resolve("build/client"), outDir });
    const bytes = result.documents.reduce((sum, d) => sum + d.bytes, 0);
    return { ms: performance.now() - at, bytes };
  }
  const datasheet: number[] = [];
  const catalogue: number[] = [];
  let catalogueBytes = 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      datasheet.push((await job(DATASHEETS)).ms);
      const made = await job(CATALOGUES);
      catalogue.push(made.ms);
      catalogueBytes = made.bytes;
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }

  // On the built server: publish, then ask for the datasheet's ETag until it moves.
  const store = openContentStore(contentDatabase(dataDir));
  const etag = async () =>
    (await fetch(origin + DATASHEETS[0], { method: "HEAD" })).headers.get("ETag");
  const publish = (item: ProductItem) => {
    const current = store.get("product", "s30")!;
    const saved = store.saveDraft("product", "s30", item, {
      by: "bench",
      baseVersion: current.version,
    });
    const done =
      saved.ok &&
      store.publish("product", "s30", { by: "bench", baseVersion: saved.item.version }).ok;
    if (!done) throw new Error("bench: the publish of S30 was refused");
  };
  const served: number[] = [];
  try {
    let before = await etag();
    for (let run = 0; run < runs; run += 1) {
      publish(withMax(s30, 240 + 10 * run));
      const at = performance.now();
      for (;;) {
        const now = await etag();
        if (now !== before) {
          before = now;
          break;
        }
        if (performance.now() - at > 120_000) throw new Error("bench: S30's datasheet not made");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      served.push(performance.now() - at);
    }
    // Back to the repository's S30: the build's files are served again, nothing to make.
    publish(s30);
  } finally {
    store.close();
  }
  return {
    runs,
    datasheet: spread(datasheet),
    catalogue: spread(catalogue),
    catalogueBytes,
    plan: spread(planTimes),
    served: spread(served),
    load: [loadBefore, loadavg()[0]!],
  } satisfies RemakeFigures;
}
