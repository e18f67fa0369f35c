// Part of `npm run build` and `npm run export`, before the pages: the datasheets and catalogues
// (app/documents/) as files under public/documents/, which Vite copies into both builds, and
// their list for the pages (app/documents/generated/manifest.json, read by
// app/documents/manifest.server.ts). Both are generated, never committed. A file that already
// has the same bytes is left alone (its date too); files no longer made are removed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DOCUMENTS_DIR, makeDocuments } from "../app/documents/library.server.ts";

const root = resolve(import.meta.dirname, "..");
const publicDir = join(root, "public");
const out = join(publicDir, DOCUMENTS_DIR);
const manifest = join(root, "app/documents/generated/manifest.json");

const started = performance.now();
const made = await makeDocuments((src) => readFileSync(join(publicDir, src), "utf8"));
mkdirSync(out, { recursive: true });
const names = new Set(made.map(({ entry }) => entry.href.split("/").pop()!));
for (const name of readdirSync(out)) if (!names.has(name)) rmSync(join(out, name));
for (const { entry, pdf } of made) {
  const file = join(publicDir, entry.href);
  if (!existsSync(file) || !readFileSync(file).equals(pdf)) writeFileSync(file, pdf);
}
mkdirSync(join(manifest, ".."), { recursive: true });
writeFileSync(
  manifest,
  `${JSON.stringify(
    made.map(({ entry }) => entry),
    null,
    1,
  )}\n`,
);

const sizes = made.map(({ pdf }) => pdf.length);
console.log(
  `documents: ${made.length} PDFs, ${(sizes.reduce((a, b) => a + b, 0) / 1e6).toFixed(1)} MB, ` +
    `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
