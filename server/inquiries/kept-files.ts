import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { writeFileDurably } from "../platform/durable-file";
import { removeFiles as removeIn } from "./durable-files";
import { visibleFileName } from "../platform/text";

/**
 * Files the site keeps with an inquiry besides buyers' mail (`inquiry_files`, schema step in
 * server/quotations/schema.ts; decision 027): the files staff attach to a reply, and a buyer's
 * purchase order sent with an acceptance. Each is a file of a random name in the `reply-files`
 * folder beside the database; the row keeps the name as given, its type and size. The rows go
 * with their inquiry (ON DELETE CASCADE); privacy.ts removes the files after.
 *
 * A reply refused for another reason than its files keeps them as pending: rows of the inquiry
 * with neither event nor quotation, named on the returned form by their random file name (the
 * token), so the next post sends them without choosing them again. They go when a reply of the
 * inquiry is sent, or after a day (`sweepPending`, with the retention job).
 */

/** All of a reply's files together, counted as the bytes arrive (the form's body limit). */
export const MAX_REPLY_FILES_BYTES = 20 * 1024 * 1024;
/** Files of one reply. */
export const MAX_REPLY_FILES = 20;
/** A purchase order's file. */
export const MAX_PO_BYTES = 10 * 1024 * 1024;

export interface NewFile {
  name: string;
  type: string;
  content: Buffer;
}

/** How long a refused reply's files wait for the next try. */
export const PENDING_MS = 24 * 60 * 60 * 1000;

/** A token as the form carries it back: a kept file's random name. */
const TOKEN = /^[0-9a-f]{32}$/;

/** A refused reply's file, as its form lists it. */
export interface PendingFile {
  token: string;
  name: string;
  size: number;
}

export interface KeptFile {
  id: number;
  name: string;
  type: string;
  size: number;
}

/** A name as shown and mailed: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...visibleFileName(base).trim()].slice(-200).join("");
  return clean || "file";
}

/** A type as a mail header may carry it; anything else is application/octet-stream. */
export function cleanFileType(type: string): string {
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,60}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,60}$/i.test(type)
    ? type.toLowerCase()
    : "application/octet-stream";
}

export type KeptFiles = ReturnType<typeof openKeptFiles>;

export function openKeptFiles(db: Database.Database, dir: string) {
  const insert = db.prepare(
    `INSERT INTO inquiry_files (inquiry_id, event_id, quotation_id, file, name, type, size)
     VALUES (@inquiryId, @eventId, @quotationId, @file, @name, @type, @size)`,
  );
  const ofEvent = db.prepare(
    "SELECT id, name, type, size FROM inquiry_files WHERE event_id = ? ORDER BY id",
  );
  const ofQuotation = db.prepare(
    "SELECT id, name, type, size FROM inquiry_files WHERE quotation_id = ? ORDER BY id",
  );
  const ofInquiry = db.prepare(
    `SELECT id, event_id AS eventId, quotation_id AS quotationId, name, type, size
     FROM inquiry_files WHERE inquiry_id = ? ORDER BY id`,
  );
  const one = db.prepare(
    "SELECT file, name, type, size, inquiry_id AS inquiryId FROM inquiry_files WHERE id = ?",
  );
  const storedOf = db.prepare(
    "SELECT file, name, type FROM inquiry_files WHERE event_id = ? ORDER BY id",
  );
  const PENDING = "event_id IS NULL AND quotation_id IS NULL";
  const pendingOne = db.prepare(
    `SELECT file AS token, name, size FROM inquiry_files
     WHERE inquiry_id = ? AND file = ? AND ${PENDING}`,
  );
  const claim = db.prepare(
    `UPDATE inquiry_files SET event_id = ? WHERE inquiry_id = ? AND file = ? AND ${PENDING}`,
  );
  const pendingOf = db
    .prepare(`SELECT file FROM inquiry_files WHERE inquiry_id = ? AND ${PENDING}`)
    .pluck();
  const everyPending = db.prepare(`SELECT file FROM inquiry_files WHERE ${PENDING}`).pluck();
  const forget = db.prepare(`DELETE FROM inquiry_files WHERE file = ? AND ${PENDING}`);
  // Rows first, in one transaction (only those still pending); their files once it is committed.
  const forgetAll = db.transaction((files: readonly string[]) =>
    files.filter((file) => forget.run(file).changes > 0),
  );
  const forgetPending = (files: readonly string[]) => {
    const gone = forgetAll.immediate(files);
    removeFiles(gone);
    return gone.length;
  };

  const removeFiles = (names: readonly string[]) => removeIn(dir, names);

  /**
   * Writes the files to disk first (each forced to disk), then runs `commit` with a function
   * that records them under an inquiry and an event or a quotation, inside the caller's
   * transaction (and names them as a form lists them). When the commit throws or records
   * nothing, the files are removed again.
   */
  function keep<T>(
    files: readonly NewFile[],
    commit: (
      record: (owner: {
        inquiryId: number;
        eventId?: number;
        quotationId?: number;
      }) => PendingFile[],
    ) => T,
  ): T {
    const written = files.map((file) => ({
      ...file,
      file: randomBytes(16).toString("hex"),
      name: cleanFileName(file.name),
      type: cleanFileType(file.type),
    }));
    if (written.length > 0) mkdirSync(dir, { recursive: true, mode: 0o700 });
    let recorded = false;
    try {
      for (const file of written) writeFileDurably(join(dir, file.file), file.content);
      const result = commit((owner) => {
        for (const file of written) {
          insert.run({
            inquiryId: owner.inquiryId,
            eventId: owner.eventId ?? null,
            quotationId: owner.quotationId ?? null,
            file: file.file,
            name: file.name,
            type: file.type,
            size: file.content.length,
          });
        }
        recorded = true;
        return written.map((file) => ({
          token: file.file,
          name: file.name,
          size: file.content.length,
        }));
      });
      if (!recorded) removeFiles(written.map((file) => file.file));
      return result;
    } catch (error) {
      removeFiles(written.map((file) => file.file));
      throw error;
    }
  }

  return {
    dir,
    keep,
    /** A reply's files, in the order attached. */
    ofEvent: (eventId: number) => ofEvent.all(eventId) as KeptFile[],
    ofQuotation: (quotationId: number) => ofQuotation.all(quotationId) as KeptFile[],
    ofInquiry: (inquiryId: number) =>
      ofInquiry.all(inquiryId) as (KeptFile & {
        eventId: number | null;
        quotationId: number | null;
      })[],
    /** One file with its path, for the staff's download. */
    file(id: number) {
      const row = one.get(id) as
        { file: string; name: string; type: string; size: number; inquiryId: number } | undefined;
      return row && { ...row, path: join(dir, row.file) };
    },
    /** A reply's files as its mail carries them, read from disk when it is sent. */
    attachments: (eventId: number) =>
      (storedOf.all(eventId) as { file: string; name: string; type: string }[]).map((row) => ({
        filename: row.name,
        contentType: row.type,
        content: readFileSync(join(dir, row.file)),
      })),
    removeFiles,
    /**
     * A refused reply's files, kept as pending under the inquiry (own transaction); what its
     * form lists. Named, typed and written as any kept file.
     */
    keepPending: (inquiryId: number, files: readonly NewFile[]): PendingFile[] =>
      keep(files, (record) => db.transaction(() => record({ inquiryId })).immediate()),
    /**
     * The pending files a form names, of this inquiry only: anything else (a forged token,
     * another inquiry's, a sent file's name) is left out, and so are repeats and all past
     * MAX_REPLY_FILES.
     */
    pending(inquiryId: number, tokens: readonly unknown[]): PendingFile[] {
      const named = [...new Set(tokens)]
        .filter((token): token is string => typeof token === "string" && TOKEN.test(token))
        .slice(0, MAX_REPLY_FILES);
      return named.flatMap((token) => {
        const row = pendingOne.get(inquiryId, token) as PendingFile | undefined;
        return row ? [row] : [];
      });
    },
    /** Pending files join the reply `eventId`; inside the reply's transaction. */
    claimPending(inquiryId: number, eventId: number, files: readonly PendingFile[]) {
      for (const file of files) claim.run(eventId, inquiryId, file.token);
    },
    /** The inquiry's pending files left out of the reply just sent: rows, then files. */
    dropPending: (inquiryId: number) => forgetPending(pendingOf.all(inquiryId) as string[]),
    /**
     * Every pending file kept more than PENDING_MS before `now` (by its file's time), or whose
     * file is gone; how many.
     */
    sweepPending(now: Date) {
      const old = (everyPending.all() as string[]).filter((file) => {
        try {
          return now.getTime() - statSync(join(dir, file)).mtimeMs > PENDING_MS;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
          throw error;
        }
      });
      return forgetPending(old);
    },
  };
}
