import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import {
  contentDisposition,
  storePdf,
  UPLOADED_FILE_POLICY,
  type FileResult,
} from "../content/files";

/**
 * A unit's papers on disk: `{DATA_DIR}/unit-papers/{uuid}.pdf` with its record beside it, as
 * server/content/files.ts keeps the content's PDFs (checked by their bytes, names cleaned), but
 * in a folder of their own: nothing there is served by path, only through a unit's token or to
 * signed-in staff, and the content's sweep of unreferenced uploads never looks there.
 */
export const papersDir = (dataDir: string) => join(dataDir, "unit-papers");

const FILE_ID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/** Checks and stores one upload (a PDF of at most 20 MB); the refusal says what to send. */
export function storePaper(dataDir: string, bytes: Buffer, name: string): Promise<FileResult> {
  return storePdf(bytes, name, papersDir(dataDir));
}

/** A stored paper's bytes, or undefined when it is not there. */
export async function readPaper(dataDir: string, file: string): Promise<Buffer | undefined> {
  if (!FILE_ID.test(file)) return undefined;
  return readFile(join(papersDir(dataDir), `${file}.pdf`)).catch(() => undefined);
}

/** A paper as a download under its own name, the same to staff and at the unit's page. */
export function paperResponse(name: string, bytes: Buffer): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(name),
      "Content-Security-Policy": UPLOADED_FILE_POLICY,
    },
  });
}

/** Deletes a removed paper's file and record. */
export async function deletePaper(dataDir: string, file: string): Promise<void> {
  if (!FILE_ID.test(file)) return;
  await rm(join(papersDir(dataDir), `${file}.pdf`), { force: true });
  await rm(join(papersDir(dataDir), `${file}.json`), { force: true });
}
