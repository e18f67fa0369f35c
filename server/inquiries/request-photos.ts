import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { writeFileDurably } from "../platform/durable-file";
import { removeFiles as removeIn } from "./durable-files";

/**
 * Service and spare-parts requests from a delivered unit's page (issue 58 item 5, amendment of
 * decision 033): an inquiry of its own kind, tied to the unit by its serial (text: units live
 * in their own database), and the photos the engineer took with the phone's camera. The photos
 * are personal data of the inquiry: kept only as the work pool made them again (upright,
 * resized, every piece of metadata gone, GPS included), in `request-photos/` beside the
 * database under random names, shown to signed-in staff only, and deleted with the inquiry
 * (privacy.ts: erasure and retention).
 */

/** The kinds of an inquiry: the contact form's, and the two a unit's page sends. */
export const INQUIRY_KINDS = ["inquiry", "service", "parts"] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Photos one request may carry, and each photo's size as sent. */
export const MAX_REQUEST_PHOTOS = 4;
export const MAX_REQUEST_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * All of a request's photos together: with the words, within the 30 MB body that Caddy passes
 * on (deploy/Caddyfile), so the server, not the proxy, answers a larger one with the form.
 */
export const MAX_REQUEST_PHOTOS_BYTES = 28 * 1024 * 1024;

export const REQUEST_MIGRATION = `
  ALTER TABLE inquiries ADD COLUMN kind TEXT NOT NULL DEFAULT 'inquiry'
    CHECK (kind IN ('inquiry', 'service', 'parts'));
  ALTER TABLE inquiries ADD COLUMN unit_serial TEXT;
  ALTER TABLE inquiries ADD COLUMN elastomer TEXT;
  CREATE INDEX inquiries_kind ON inquiries (kind, created_at);
  CREATE TABLE inquiry_photos (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 1),
    file TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    size INTEGER NOT NULL
  );
  CREATE INDEX inquiry_photos_inquiry ON inquiry_photos (inquiry_id, position);
`;

/** A photo as the work pool made it again: JPEG bytes with no metadata. */
export interface MadePhoto {
  name: string;
  jpeg: Uint8Array;
  width: number;
  height: number;
}

export interface RequestPhoto {
  id: number;
  position: number;
  name: string;
  width: number;
  height: number;
  size: number;
}

export type RequestPhotos = ReturnType<typeof openRequestPhotos>;

export function openRequestPhotos(db: Database.Database, dir: string) {
  const insert = db.prepare(
    `INSERT INTO inquiry_photos (inquiry_id, position, file, name, width, height, size)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const ofInquiry = db.prepare(
    `SELECT id, position, name, width, height, size FROM inquiry_photos
     WHERE inquiry_id = ? ORDER BY position`,
  );
  const one = db.prepare(
    "SELECT file, name, size, inquiry_id AS inquiryId FROM inquiry_photos WHERE id = ?",
  );
  const filesOf = db.prepare("SELECT file FROM inquiry_photos WHERE inquiry_id = ?").pluck();
  const removeFiles = (names: readonly string[]) => removeIn(dir, names);

  return {
    dir,
    /**
     * Writes the photos to disk (each forced there) before the caller's transaction, and gives
     * it `record(inquiryId)` to add their rows; the files go again when the commit throws.
     */
    keep<T>(photos: readonly MadePhoto[], commit: (record: (inquiryId: number) => void) => T): T {
      const written = photos.map((photo) => ({ ...photo, file: randomBytes(16).toString("hex") }));
      if (written.length > 0) mkdirSync(dir, { recursive: true, mode: 0o700 });
      try {
        for (const photo of written)
          writeFileDurably(join(dir, photo.file), Buffer.from(photo.jpeg));
        return commit((inquiryId) => {
          written.forEach((photo, index) => {
            insert.run(
              inquiryId,
              index + 1,
              photo.file,
              photo.name,
              photo.width,
              photo.height,
              photo.jpeg.length,
            );
          });
        });
      } catch (error) {
        removeFiles(written.map((photo) => photo.file));
        throw error;
      }
    },
    /** An inquiry's photos, in the order sent. */
    ofInquiry: (inquiryId: number) => ofInquiry.all(inquiryId) as RequestPhoto[],
    /** One photo's bytes and name, for the staff's page; undefined when gone. */
    read(id: number): { name: string; inquiryId: number; bytes: Buffer } | undefined {
      const row = one.get(id) as { file: string; name: string; inquiryId: number } | undefined;
      if (!row) return undefined;
      try {
        return {
          name: row.name,
          inquiryId: row.inquiryId,
          bytes: readFileSync(join(dir, row.file)),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    /** The files of an inquiry's photos, for privacy.ts to remove after the rows. */
    filesOf: (inquiryId: number) => filesOf.all(inquiryId) as string[],
    removeFiles,
  };
}
