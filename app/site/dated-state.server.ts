import { readFileSync } from "node:fs";
import { join } from "node:path";
import { policyInForce } from "../content/privacy";

/**
 * What public pages state by the day alone, without a publish: the privacy policy in force
 * (and the consent version the form sends). Two days with the same state show the same pages;
 * when the state changes at midnight in Seoul, the server renders again what it had kept.
 */
export function datedState(day: string): string {
  return JSON.stringify({ privacy: policyInForce(day) });
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
