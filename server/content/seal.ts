import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { CompanySeal } from "../../app/content/schemas";
import { WorkError, work } from "../work/pool";
import { notMadeInTime } from "./photos";
import { sealDir, type SealResult } from "./seal-file";

export { SEAL_SIZE, sealDir, type SealResult } from "./seal-file";

/**
 * The company's seal (직인), printed on quotations beside the supplier's name (issue 48): an
 * upload that passes the photos' checks, kept as one PNG with its transparency (pdfkit prints
 * PNG and JPEG only) in a private folder that nothing serves, so it is never on the public site
 * or in the static export. The company facts name it by its random id; the uploads sweep
 * (sweep.ts) deletes a seal no version of the facts names.
 */

const UUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/** The seal's file, or undefined for anything that is not a seal's id. */
export function sealPath(dataDir: string, file: string): string | undefined {
  return UUID.test(file) ? join(sealDir(dataDir), `${file}.png`) : undefined;
}

/** A seal's limit in the work pool: one image, made at most 600 pixels wide. */
const SEAL_LIMIT_MS = 60_000;

/** Checks and makes an uploaded seal in the work pool (seal-file.ts), or says why not. */
export async function processSeal(
  bytes: Buffer,
  name: string,
  dataDir: string,
): Promise<SealResult> {
  try {
    return await work().run("seal", { bytes, name, dataDir }, { timeoutMs: SEAL_LIMIT_MS });
  } catch (error) {
    if (!(error instanceof WorkError) || error.reason === "failed") throw error;
    return notMadeInTime(error);
  }
}

/** The seal's PNG bytes, or undefined when the file is missing. */
export async function readSeal(dataDir: string, seal: CompanySeal): Promise<Buffer | undefined> {
  const path = sealPath(dataDir, seal.file);
  return path ? readFile(path).catch(() => undefined) : undefined;
}
