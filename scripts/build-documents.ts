// Part of `npm run build` and `npm run export`, before the pages: the datasheets and catalogues
// (app/documents/) as files under public/documents/, which Vite copies into both builds, and
// their list for the pages (app/documents/generated/manifest.json, read by
// app/documents/manifest.server.ts) with each document's digest of what it prints. Both are
// generated, never committed.
//
// They print the repository's content; with `--published` (`npm run export`) the products,
// sections and company facts published in DATA_DIR's content database, so the export ships
// what staff published. The server keeps them equal to the live content itself
// (server/documents/), comparing the same digests.
//
// Making all of them takes 6-15 s here, so a document whose digest is the one the last run
// recorded, with its file there, is kept as it is (its date too): `npm run export` after
// `npm run build` makes only what staff changed. The digests include `maker`, a hash of the
// code that draws them (app/, the drawings, the locked dependencies, this script), so a change
// to any of it makes them all again. `--force` makes them all anyway.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { liveContent } from "../app/content/live.server.ts";
import { madeEntry, makeDocument, type DocumentManifest } from "../app/documents/library.server.ts";
import { DOCUMENTS_DIR, plannedDocuments } from "../app/documents/plan.server.ts";
import { readExportSettings } from "../config/settings.ts";
import { showPublishedContent } from "../server/content/live.ts";
import { writeDocuments } from "../server/documents/write.ts";
import { filesUnder } from "../server/http/static-files.ts";

const root = resolve(import.meta.dirname, "..");
const publicDir = join(root, "public");
const out = join(publicDir, DOCUMENTS_DIR);
const generated = join(root, "app/documents/generated");
const manifest = join(generated, "manifest.json");

const started = performance.now();
if (process.argv.includes("--published")) showPublishedContent(readExportSettings().DATA_DIR);

const inputs = [
  ...filesUnder(join(root, "app")).filter((file) => !file.startsWith(generated)),
  ...filesUnder(join(publicDir, "images")),
  join(root, "package-lock.json"),
  join(root, "scripts/build-documents.ts"),
].sort();
const hash = createHash("sha256");
for (const file of inputs) hash.update(`${relative(root, file)}\n`).update(readFileSync(file));
const maker = hash.digest("hex").slice(0, 32);

const planned = plannedDocuments(liveContent(), maker);
const last = new Map(
  !process.argv.includes("--force") && existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, "utf8")) as DocumentManifest).documents.map((entry) => [
        entry.href,
        entry.digest,
      ])
    : [],
);
const readDrawing = (src: string) => readFileSync(join(publicDir, src), "utf8");
const made: Parameters<typeof writeDocuments>[1] = [];
const remade: string[] = [];
for (const document of planned) {
  const file = join(publicDir, document.href);
  const kept = last.get(document.href) === document.digest && existsSync(file);
  const pdf = kept ? readFileSync(file) : await makeDocument(document.inputs, readDrawing);
  if (!kept) remade.push(document.href.split("/").pop()!);
  made.push({ entry: madeEntry(document, pdf.length), pdf });
}
writeDocuments(out, made);
mkdirSync(generated, { recursive: true });
const list: DocumentManifest = { maker, documents: made.map(({ entry }) => entry) };
writeFileSync(manifest, `${JSON.stringify(list, null, 1)}\n`);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (remade.length === 0) {
  console.log(`documents: up to date (${planned.length} PDFs print what they did), ${seconds} s`);
} else {
  const sizes = made.map(({ pdf }) => pdf.length);
  const shown = remade.length > 6 ? `${remade.slice(0, 6).join(", ")}, ...` : remade.join(", ");
  console.log(
    `documents: ${remade.length} of ${made.length} PDFs made (${shown}), ` +
      `${(sizes.reduce((a, b) => a + b, 0) / 1e6).toFixed(1)} MB in all, in ${seconds} s`,
  );
}
