import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readFileSync } from "node:fs";
import { liveProducts } from "../app/content/catalog/catalog.server";
import type { DocumentEntry, DocumentManifest } from "../app/documents/library.server";
import { median } from "./site";

const products = liveProducts();

export interface DocumentFigures {
  /** scripts/build-documents.ts on its own, as `npm run build` runs it first (wall time). */
  buildSeconds: number;
  count: number;
  /** Sizes in bytes of the datasheets and of the group catalogues. */
  datasheets: { min: number; median: number; max: number };
  catalogues: { min: number; median: number; max: number };
  /** The quote pack answered by the built server (loopback), 1 and 10 items, ms. */
  quotePack: { items: number; runs: number; p50: number; max: number; bytes: number }[];
}

const spread = (sizes: number[]) => ({
  min: Math.min(...sizes),
  median: median(sizes),
  max: Math.max(...sizes),
});

/** What the documents cost: build time and sizes, and the quote pack's time on request. */
export async function measureDocuments(origin: string, runs = 10): Promise<DocumentFigures> {
  const started = performance.now();
  // Not spawnSync: a blocked event loop lets the server close this process's idle connections
  // unnoticed, and the next fetch fails on one.
  await promisify(execFile)("npx", ["tsx", "scripts/build-documents.ts", "--force"]);
  const buildSeconds = (performance.now() - started) / 1000;
  const list = (
    JSON.parse(readFileSync("app/documents/generated/manifest.json", "utf8")) as DocumentManifest
  ).documents;
  const sizes = (kind: DocumentEntry["kind"]) =>
    list.filter((entry) => entry.kind === kind).map((entry) => entry.bytes);

  const quotePack: DocumentFigures["quotePack"] = [];
  for (const count of [1, 10]) {
    const items = products
      .slice(0, count)
      .map((p) => `${p.id}:2`)
      .join(",");
    const times: number[] = [];
    let bytes = 0;
    // One answer first: the first pack of a process also reads and parses the font files.
    for (let run = 0; run <= runs; run += 1) {
      const at = performance.now();
      const response = await fetch(`${origin}/en/quote.pdf?items=${items}`);
      bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`quote pack answered ${response.status}`);
      if (run > 0) times.push(performance.now() - at);
    }
    quotePack.push({ items: count, runs, p50: median(times), max: Math.max(...times), bytes });
  }
  return {
    buildSeconds,
    count: list.length,
    datasheets: spread(sizes("datasheet")),
    catalogues: spread(sizes("catalogue")),
    quotePack,
  };
}
