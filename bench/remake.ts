import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { seedProductItem } from "../app/content/catalog/seed.server";
import { composeContent } from "../app/content/live.server";
import type { ProductItem } from "../app/content/schemas";
import { plannedDocuments, type PlannedDocument } from "../app/documents/plan.server";
import { contentDatabase, openContentStore } from "../server/content/store";
import { inWorker } from "../server/documents/thread";
import { median } from "./site";

/**
 * What a product's publish costs in documents (server/documents/), S30's maximum temperature
 * published: its datasheet in both languages, and its group's catalogue in both languages, each
 * made as the server makes them, in a worker thread (build/app/documents-worker.js): a fresh one
 * (the first publish after two idle minutes: it parses the fonts and runs cold code) and a warm
 * one (the next publish), wall time and CPU time; the digests of all 88 documents the server
 * computes on its own thread after each publish; and, on the built server, the time from a
 * publish until the datasheet's URL serves the new file (the 4-document job, plus up to 250 ms
 * for the server to see the publish).
 */
export interface RemakeFigures {
  runs: number;
  /** S30's datasheet, Korean and English. */
  datasheet: Made;
  /** The group catalogue that prints S30 (sirca-valves), both languages. */
  catalogue: Made;
  catalogueBytes: number;
  /** Every document's digest, on the server's thread, ms. */
  plan: Spread;
  /** Publish to the new datasheet served, on the built server (loopback), ms. */
  served: Spread;
  /** The machine's 1-minute load average before and after (2 cores: above 2, others wait). */
  load: [number, number];
}

/** Wall times on a shared machine: the least is the work itself, the median what one waits. */
export interface Spread {
  min: number;
  p50: number;
  max: number;
}
const spread = (times: number[]): Spread => ({
  min: Math.min(...times),
  p50: median(times),
  max: Math.max(...times),
});

/** Wall and CPU time (this process idles meanwhile: the worker's), ms; CPU varies less with load. */
interface Made {
  fresh: Spread;
  freshCpu: Spread;
  warm: Spread;
  warmCpu: Spread;
}

const DATASHEETS = ["/documents/datasheet-s30-ko.pdf", "/documents/datasheet-s30-en.pdf"];
const CATALOGUES = [
  "/documents/catalogue-sirca-valves-ko.pdf",
  "/documents/catalogue-sirca-valves-en.pdf",
];
const WORKER = resolve("build/app/documents-worker.js");

const withMax = (item: ProductItem, max: number): ProductItem => {
  if (item.figures.kind !== "valve") throw new Error("bench: S30 is a valve");
  return { ...item, figures: { ...item.figures, tempC: { ...item.figures.tempC, max } } };
};

/** The documents at `hrefs` made `runs` times in fresh threads, then in one warm thread. */
async function timeJobs(planned: PlannedDocument[], hrefs: string[], runs: number) {
  const documents = planned.filter((d) => hrefs.includes(d.href));
  const outDir = mkdtempSync(join(tmpdir(), "bench-remake-"));
  const job = async (run: ReturnType<typeof inWorker>) => {
    const at = performance.now();
    const cpu = process.cpuUsage();
    const result = await run({ documents, clientDir: resolve("build/client"), outDir });
    const { user, system } = process.cpuUsage(cpu);
    const bytes = result.documents.reduce((sum, d) => sum + d.bytes, 0);
    return { ms: performance.now() - at, cpuMs: (user + system) / 1000, bytes };
  };
  try {
    const fresh = [];
    // Idle 0: each thread ends after its job, the next starts another.
    for (let run = 0; run < runs; run += 1) fresh.push(await job(inWorker(WORKER, 0)));
    const thread = inWorker(WORKER, 10_000);
    await job(thread);
    const warm = [];
    for (let run = 0; run < runs; run += 1) warm.push(await job(thread));
    const made: Made = {
      fresh: spread(fresh.map((j) => j.ms)),
      freshCpu: spread(fresh.map((j) => j.cpuMs)),
      warm: spread(warm.map((j) => j.ms)),
      warmCpu: spread(warm.map((j) => j.cpuMs)),
    };
    return { made, bytes: fresh[0]!.bytes };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

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
  const datasheet = await timeJobs(planned, DATASHEETS, runs);
  const catalogue = await timeJobs(planned, CATALOGUES, runs);

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
    datasheet: datasheet.made,
    catalogue: catalogue.made,
    catalogueBytes: catalogue.bytes,
    plan: spread(planTimes),
    served: spread(served),
    load: [loadBefore, loadavg()[0]!],
  } satisfies RemakeFigures;
}
