import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import type Database from "better-sqlite3";

/**
 * Files the site keeps with an inquiry besides buyers' mail (`inquiry_files`, schema step in
 * server/quotations/schema.ts; decision 027): the files staff attach to a reply, and a buyer's
 * purchase order sent with an acceptance. Each is a file of a random name in the `reply-files`
 * folder beside the database; the row keeps the name as given, its type and size. The rows go
 * with their inquiry (ON DELETE CASCADE); privacy.ts removes the files after.
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

export interface KeptFile {
  id: number;
  name: string;
  type: string;
  size: number;
}

/** A name as shown and mailed: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = [...base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim()].slice(-200).join("");
  return clean || "file";
}

/** A type as a mail header may carry it; anything else is application/octet-stream. */
export function cleanFileType(type: string): string {
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,60}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,60}$/i.test(type)
    ? type.toLowerCase()
    : "application/octet-stream";
}

function writeDurably(path: string, content: Buffer) {
  const fd = openSync(path, "wx", 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
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

  function removeFiles(names: readonly string[]) {
    for (const name of names) {
      try {
        unlinkSync(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }

  return {
    dir,
    /**
     * Writes the files to disk first (each forced to disk), then runs `commit` with a function
     * that records them under an inquiry and an event or a quotation, inside the caller's
     * transaction. When the commit throws or records nothing, the files are removed again.
     */
    keep<T>(
      files: readonly NewFile[],
      commit: (
        record: (owner: { inquiryId: number; eventId?: number; quotationId?: number }) => void,
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
        for (const file of written) writeDurably(join(dir, file.file), file.content);
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
        });
        if (!recorded) removeFiles(written.map((file) => file.file));
        return result;
      } catch (error) {
        removeFiles(written.map((file) => file.file));
        throw error;
      }
    },
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
  };
}
