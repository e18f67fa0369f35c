import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { factsDigest, type DocumentFacts } from "../../app/documents/facts.server";
import { makeDocuments, type DocumentManifest } from "../../app/documents/library.server";
import { writeDocuments } from "./write";

/** What the server hands the worker (server/documents/keeper.ts). */
export interface RemakeJob {
  facts: DocumentFacts;
  /** Where the site's drawings are: the build's client files. */
  clientDir: string;
  /** The folder to fill: the PDFs, then `manifest.json` last (its presence says "complete"). */
  outDir: string;
}

// A worker thread (build/app/documents-worker.js): making every document is seconds of CPU,
// kept off the thread that answers requests.
const job = workerData as RemakeJob;
const started = performance.now();
const made = await makeDocuments(
  (src) => readFileSync(join(job.clientDir, src), "utf8"),
  job.facts,
);
writeDocuments(job.outDir, made);
const manifest: DocumentManifest = {
  facts: factsDigest(job.facts),
  documents: made.map(({ entry }) => entry),
};
writeFileSync(join(job.outDir, "manifest.json"), JSON.stringify(manifest));
parentPort?.postMessage({ count: made.length, ms: Math.round(performance.now() - started) });
