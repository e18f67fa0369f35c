import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeDocument } from "../../app/documents/library.server";
import type { PlannedDocument } from "../../app/documents/plan.server";

/** What the server hands the worker (server/documents/keeper.ts). */
export interface RemakeJob {
  /** The documents to make, each with exactly what it prints (`inputs`). */
  documents: PlannedDocument[];
  /** Where the site's drawings are: the build's client files. */
  clientDir: string;
  /** The folder to fill, one file per document named as its URL (`datasheet-s30-ko.pdf`). */
  outDir: string;
}

/** What the worker answers when every file is written. */
export interface RemakeResult {
  documents: { href: string; bytes: number }[];
}

/** Makes a job's documents into its folder, one after the other. */
export async function runJob(job: RemakeJob): Promise<RemakeResult> {
  const readDrawing = (src: string) => readFileSync(join(job.clientDir, src), "utf8");
  mkdirSync(job.outDir, { recursive: true });
  const documents: RemakeResult["documents"] = [];
  for (const document of job.documents) {
    const pdf = await makeDocument(document.inputs, readDrawing);
    writeFileSync(join(job.outDir, fileName(document.href)), pdf);
    documents.push({ href: document.href, bytes: pdf.length });
  }
  return { documents };
}

/** `/documents/datasheet-s30-ko.pdf` -> `datasheet-s30-ko.pdf`. */
export const fileName = (href: string) => href.split("/").pop()!;
