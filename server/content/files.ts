import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { LiveContent } from "../../app/content/live.server";
import { validCertificates } from "../../app/certificates/valid";
import { seoulToday } from "../../app/lib/site-clock";
import type { UploadedFile } from "../../app/content/schemas";
import { DISK_FULL_REFUSAL, isDiskFull, writeFileDurablyAsync } from "../platform/durable-file";
import { sniff } from "../platform/file-kinds";
import { visibleFileName } from "../platform/text";

/**
 * PDFs staff upload (notice attachments, documents on /downloads; docs/decisions/014): checked
 * by their bytes, never by their name or the type the browser claims; stored under a random id
 * in `{DATA_DIR}/uploads/files/{id}.pdf`, with a small record beside it (`{id}.json`: the name
 * to download it as and the hash for its ETag). Nothing else under DATA_DIR is served.
 */

export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Where uploaded PDFs are written, under `{DATA_DIR}/uploads`. */
export const fileDir = (dataDir: string) => join(dataDir, "uploads", "files");

/** The served path of an uploaded PDF: the only form server/app.ts answers. */
export const UPLOADED_FILE =
  /^\/uploads\/files\/([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\.pdf$/;

export type FileResult =
  | { ok: true; file: UploadedFile }
  | { ok: false; message: { ko: string; en: string }; diskFull?: boolean };

const WHAT_TO_SEND = {
  ko: "PDF 파일(20 MB 이하)을 보내 주십시오.",
  en: "Please send a PDF file (up to 20 MB).",
};

const refuse = (ko: string, en: string): FileResult => ({
  ok: false,
  message: { ko: `${ko} ${WHAT_TO_SEND.ko}`, en: `${en} ${WHAT_TO_SEND.en}` },
});

/**
 * The name a download gets: no control or format characters, no leading dots, at most 120
 * characters, ending in .pdf. A name with a directory in it is refused before this (browsers
 * never send one).
 */
export function safeFileName(name: string): string {
  const clean =
    visibleFileName(name)
      .replace(/^[.\s]+/, "")
      .trim() || "document.pdf";
  const pdf = /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
  return pdf.length <= 120 ? pdf : `${pdf.slice(0, 116)}.pdf`;
}

/** pdf.js reads the document: a header alone is not a PDF. Loaded only when a file comes. */
async function readsAsPdf(bytes: Buffer): Promise<boolean> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    stopAtErrors: true,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) return false;
    await doc.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}

/**
 * Checks one upload and stores it: refuses with a message that says what to send, or writes the
 * PDF and its record and returns the file as content refers to it.
 */
export async function storePdf(bytes: Buffer, fileName: string, dir: string): Promise<FileResult> {
  if (/[/\\]/.test(fileName) || fileName.split(/[/\\]/).includes("..")) {
    return refuse("파일 이름에 경로가 들어 있습니다.", "The file name contains a path.");
  }
  if (bytes.length === 0) return refuse("빈 파일입니다.", "The file is empty.");
  if (bytes.length > MAX_FILE_BYTES) {
    return refuse("파일이 20 MB보다 큽니다.", "The file is larger than 20 MB.");
  }
  // "%PDF-" at byte 0 (server/platform/file-kinds.ts), and pdf.js reads it.
  if (sniff(bytes) !== "pdf" || !(await readsAsPdf(bytes))) {
    return refuse("PDF 파일이 아닙니다.", "This file is not a PDF.");
  }
  const file = randomUUID();
  const name = safeFileName(fileName);
  const sha256 = createHash("sha256").update(bytes).digest("base64url");
  try {
    await mkdir(dir, { recursive: true });
    await writeFileDurablyAsync(join(dir, `${file}.pdf`), bytes, 0o644);
    // The record last: a file is served only once both are on disk.
    await writeFileDurablyAsync(join(dir, `${file}.json`), JSON.stringify({ name, sha256 }), 0o644);
  } catch (error) {
    await rm(join(dir, `${file}.pdf`), { force: true }).catch(() => {});
    if (isDiskFull(error)) return DISK_FULL_REFUSAL;
    throw error;
  }
  return { ok: true, file: { file, name, bytes: bytes.length } };
}

/**
 * The header that names a download: an ASCII fallback (`ascii`, else the name with "_" for
 * what ASCII lacks) and the name itself (RFC 6266), both cleaned of what hides or reorders text,
 * for names stored before that was refused. Always an attachment: a PDF opened in the site's
 * own tab could run its scripts there (issue 34).
 */
export function contentDisposition(name: string, ascii?: string): string {
  const shown = visibleFileName(name);
  const fallback = visibleFileName(ascii ?? shown).replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(shown)}`;
}

/** The policy of an uploaded file's answer: nothing in it runs, loads or frames anything. */
export const UPLOADED_FILE_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

/**
 * The uploaded PDFs published content links to: notices' attachments, documents, and the
 * certificates valid on `day` (an expired one's copy goes with it from the public pages).
 */
export function publishedFiles(
  content: Pick<LiveContent, "news" | "documents"> & Partial<Pick<LiveContent, "certificates">>,
  day = seoulToday(),
): Set<string> {
  return new Set([
    ...content.news.flatMap((notice) => notice.attachments.map((attachment) => attachment.file)),
    ...content.documents.map((document) => document.file.file),
    ...validCertificates(content.certificates ?? [], day).map((item) => item.file.file),
  ]);
}

/** The id of an uploaded PDF's served path, or undefined for any other path. */
export const uploadedFileId = (path: string) => UPLOADED_FILE.exec(path)?.[1];

/** An uploaded PDF by its served path, with its name and a strong ETag; undefined if none. */
export async function readStoredPdf(dir: string, path: string) {
  const id = uploadedFileId(path);
  if (!id) return undefined;
  try {
    const record = JSON.parse(await readFile(join(dir, `${id}.json`), "utf8")) as {
      name: string;
      sha256: string;
    };
    const bytes = await readFile(join(dir, `${id}.pdf`));
    return { bytes, name: record.name, etag: `"${record.sha256}"` };
  } catch {
    return undefined;
  }
}
