// Part of `npm run build` and `npm run export`, before the pages: the datasheets and catalogues
// (app/documents/) as files under public/documents/, which Vite copies into both builds, and
// their list for the pages (app/documents/generated/manifest.json, read by
// app/documents/manifest.server.ts) with the digest of the company facts they print. Both are
// generated, never committed. A file that already has the same bytes is left alone (its date
// too); files no longer made are removed.
//
// They print the repository's company facts; with `--published` (`npm run export`) the facts
// published in DATA_DIR's content database, so the export ships what staff published. The
// server makes them again itself when the published facts differ (server/documents/).
//
// Making them takes 10-15 s here, so when nothing they are made from changed since the last run
// (the app's sources, the drawings, the locked dependencies, this script) the run stops at once:
// `npm run export` after `npm run build` reuses them. `--force` makes them anyway.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { liveContent } from "../app/content/live.server.ts";
import { documentFacts, factsDigest } from "../app/documents/facts.server.ts";
import {
  DOCUMENTS_DIR,
  makeDocuments,
  type DocumentManifest,
} from "../app/documents/library.server.ts";
import { readExportSettings } from "../config/settings.ts";
import { showPublishedContent } from "../server/content/live.ts";
import { writeDocuments } from "../server/documents/write.ts";
import { filesUnder } from "../server/static-files.ts";

const root = resolve(import.meta.dirname, "..");
const publicDir = join(root, "public");
const out = join(publicDir, DOCUMENTS_DIR);
const generated = join(root, "app/documents/generated");
const manifest = join(generated, "manifest.json");
const stamp = join(generated, "inputs.sha256");

if (process.argv.includes("--published")) showPublishedContent(readExportSettings().DATA_DIR);
const facts = documentFacts(liveContent().company);
const digest = factsDigest(facts);

const inputs = [
  ...filesUnder(join(root, "app")).filter((file) => !file.startsWith(generated)),
  ...filesUnder(join(publicDir, "images")),
  join(root, "package-lock.json"),
  join(root, "scripts/build-documents.ts"),
].sort();
const hash = createHash("sha256");
for (const file of inputs) hash.update(`${relative(root, file)}\n`).update(readFileSync(file));
hash.update(`facts ${digest}\n`);
const inputHash = hash.digest("hex");
const upToDate =
  !process.argv.includes("--force") &&
  existsSync(manifest) &&
  existsSync(stamp) &&
  readFileSync(stamp, "utf8") === inputHash &&
  (JSON.parse(readFileSync(manifest, "utf8")) as DocumentManifest).documents.every((entry) =>
    existsSync(join(publicDir, entry.href)),
  );

if (upToDate) {
  console.log("documents: up to date (their inputs have not changed)");
} else {
  const started = performance.now();
  const made = await makeDocuments((src) => readFileSync(join(publicDir, src), "utf8"), facts);
  writeDocuments(out, made);
  mkdirSync(generated, { recursive: true });
  const list: DocumentManifest = { facts: digest, documents: made.map(({ entry }) => entry) };
  writeFileSync(manifest, `${JSON.stringify(list, null, 1)}\n`);
  writeFileSync(stamp, inputHash);

  const sizes = made.map(({ pdf }) => pdf.length);
  console.log(
    `documents: ${made.length} PDFs, ${(sizes.reduce((a, b) => a + b, 0) / 1e6).toFixed(1)} MB, ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
