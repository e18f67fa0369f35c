import { readFileSync } from "node:fs";
import { join } from "node:path";
import { shownCertificates } from "./certificates/certificates.server";
import { policyInForce } from "./content/privacy";

/**
 * What public pages state by the day alone, without a publish: the privacy policy in force
 * (and the consent version the form sends), and the certificates valid that day (/certificates
 * and the product pages they cover; docs/decisions/032-certificates.md). Two days with the same
 * state show the same pages; when the state changes at midnight in Seoul, the server renders
 * again what it had kept. Asked on every request: the certificates are kept per day and content.
 */
export function datedState(day: string): string {
  return JSON.stringify({
    privacy: policyInForce(day),
    certificates: shownCertificates(day).map((certificate) => certificate.id),
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
