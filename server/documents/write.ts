import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { DocumentEntry } from "../../app/documents/library.server";

/**
 * Writes a made set of documents into `dir` (`/documents/x.pdf` -> `dir/x.pdf`): a file that
 * already has the same bytes is left alone (its date too); files no longer made are removed.
 */
export function writeDocuments(dir: string, made: { entry: DocumentEntry; pdf: Buffer }[]) {
  mkdirSync(dir, { recursive: true });
  const names = new Set(made.map(({ entry }) => fileName(entry.href)));
  for (const name of readdirSync(dir)) if (!names.has(name)) rmSync(join(dir, name));
  for (const { entry, pdf } of made) {
    const file = join(dir, fileName(entry.href));
    if (!existsSync(file) || !readFileSync(file).equals(pdf)) writeFileSync(file, pdf);
  }
}

const fileName = (href: string) => href.split("/").pop()!;
