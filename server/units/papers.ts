import { readFile, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { queueErasure } from "../platform/replica-erasures";
import {
  contentDisposition,
  storePdf,
  UPLOADED_FILE_POLICY,
  type FileResult,
} from "../content/files";
import { dayText } from "../../app/i18n/day-text";
import type { Lang } from "../../app/i18n/lang";
import { seoulToday } from "../../app/lib/site-clock";
import { unitKindWord } from "./kind-words";
import type { Paper } from "./store";

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

/**
 * How the unit's public page and its downloads name each paper: by its kind and the day it was
 * added in Seoul ("시험성적서 · 2026. 11. 3.", "Test report · 2026-11-03"), never by the name it
 * was uploaded under, which may name the customer or the plant, or hide a bidi override (issue 63).
 * Papers of one kind and day are told apart by their order: "(2)", "(3)". The file name is the
 * unit's serial, the kind and the ISO day, with the English words as its ASCII fallback.
 */
export function paperNames(serial: string, papers: readonly Paper[], lang: Lang) {
  const seen = new Map<string, number>();
  return new Map(
    papers.map((paper) => {
      const day = seoulToday(paper.addedAt);
      const key = `${paper.kind} ${day}`;
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      const nth = count > 1 ? ` (${count})` : "";
      const kind = (of: Lang) => unitKindWord(of, `paper.${paper.kind}`);
      return [
        paper.id,
        {
          shown: `${kind(lang)} · ${dayText(day, lang)}${nth}`,
          file: `${serial} ${kind(lang)} ${day}${nth}.pdf`,
          ascii: `${serial} ${kind("en")} ${day}${nth}.pdf`,
        },
      ];
    }),
  );
}

/**
 * A paper as a download: under the name it was uploaded with to staff (cleaned), under its kind
 * and day at the unit's page (`ascii`, the header's fallback: see paperNames).
 */
export function paperResponse(name: string, bytes: Buffer, ascii?: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(name, ascii),
      "Content-Security-Policy": UPLOADED_FILE_POLICY,
    },
  });
}

/** Deletes a removed paper's file and record, here and in the replica (replica-erasures.ts). */
export async function deletePaper(dataDir: string, file: string): Promise<void> {
  if (!FILE_ID.test(file)) return;
  const paths = [`${file}.pdf`, `${file}.json`].map((name) => join(papersDir(dataDir), name));
  queueErasure(
    dataDir,
    paths.map((path) => relative(dataDir, path)),
  );
  for (const path of paths) await rm(path, { force: true });
}
