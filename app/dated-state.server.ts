import { readFileSync } from "node:fs";
import { join } from "node:path";
import { shownCertificates } from "./certificates/certificates.server";
import { policyInForce } from "./content/privacy";
import { emptyPages, type EmptyPagesSource } from "./empty-pages.server";

/**
 * What public pages state without a publish: by the day, the privacy policy in force (and the
 * consent version the form sends) and the certificates valid that day (/certificates and the
 * product pages they cover; docs/decisions/032-certificates.md); by the day and the units
 * store, which pages are empty lists, out of every page's menus (app/empty-pages.server.ts).
 * Two days with the same state show the same pages; when the state changes (at midnight in
 * Seoul, or the first unit recorded), the server renders again what it had kept, and the
 * build's prerendered pages give way when theirs differs. Asked on every request: each part
 * is kept per day, content and units' edition.
 */
export function datedState(day: string, source?: EmptyPagesSource): string {
  return JSON.stringify({
    privacy: policyInForce(day),
    certificates: shownCertificates(day).map((certificate) => certificate.id),
    empty: emptyPages(day, source),
  });
}

/** The file beside build/client where the build writes the state its prerendered pages show. */
export const DATED_FILE = "dated-state.json";

/** The state the build's prerendered pages show, or undefined for a build without the file. */
export function builtDatedState(buildDir: string): string | undefined {
  try {
    return readFileSync(join(buildDir, DATED_FILE), "utf8");
  } catch {
    return undefined;
  }
}
