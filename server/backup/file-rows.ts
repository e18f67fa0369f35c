/**
 * Every database column whose value names a file the site keeps (issue 72 item 2), in one list
 * that the restores' check reads (file-check.ts): a new store that keeps files adds its line
 * here. tests/unit/file-rows.test.ts fails on a column named like a file (`file`, `path`,
 * `*_file`, …) in any schema step that neither list names.
 */

/** One column that names files, and how to find them. */
export interface FileColumn {
  /** The database's file name in DATA_DIR; the inquiries' is INQUIRY_DB, wherever it is. */
  database: "inquiries.sqlite" | "units.sqlite" | "content.sqlite";
  table: string;
  column: string;
  /** SQL over the row: how the check's line names it (its id, and what staff know it by). */
  row: string;
  /**
   * The files a value names, relative to the database's folder; a name ending in `.*` is any
   * extension (a photo's original keeps the one it came with).
   */
  files: (value: string) => string[];
}

/** A value that is a file's name in `folder`, as the stores write them (random names). */
const inFolder =
  (folder: string, suffix = "") =>
  (value: string) => [`${folder}/${value}${suffix}`];

const UUID = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/;

/**
 * Every upload a content value refers to, however deep (server/content/: photos.ts, files.ts,
 * seal.ts), by the shapes they are stored as, as the uploads' sweep finds them: a photo (a UUID
 * `id` with `widths`) is both formats at each width and its original; a PDF (a UUID `file` with
 * `bytes`) is the file and its record, both needed to serve it; the seal (a UUID `file` with
 * `width`) is one PNG.
 */
export function uploadsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) uploadsIn(item, found);
  } else if (value && typeof value === "object") {
    const object = value as Record<string, unknown>;
    const { id, file, widths } = object;
    if (typeof id === "string" && UUID.test(id) && Array.isArray(widths)) {
      for (const width of widths) {
        if (!Number.isInteger(width)) continue;
        found.add(`uploads/photos/${id}-${width}.avif`);
        found.add(`uploads/photos/${id}-${width}.webp`);
      }
      found.add(`originals/${id}.*`);
    } else if (typeof file === "string" && UUID.test(file)) {
      if (typeof object.bytes === "number") {
        found.add(`uploads/files/${file}.pdf`);
        found.add(`uploads/files/${file}.json`);
      } else if (typeof object.width === "number") found.add(`seals/${file}.png`);
    }
    for (const item of Object.values(object)) uploadsIn(item, found);
  }
  return found;
}

const contentUploads = (json: string) => [...uploadsIn(JSON.parse(json))];

/** The inquiry a row belongs to, by its reference (what staff search for). */
const ofInquiry = (id: string, inquiryId = "inquiry_id") =>
  `'id ' || ${id} || ' (' || COALESCE((SELECT ref FROM inquiries WHERE inquiries.id = ${inquiryId}), 'no inquiry') || ')'`;

export const FILE_COLUMNS: readonly FileColumn[] = [
  // A service request's photos (server/inquiries/request-photos.ts).
  {
    database: "inquiries.sqlite",
    table: "inquiry_photos",
    column: "file",
    row: ofInquiry("id"),
    files: inFolder("request-photos"),
  },
  // Buyers' mail's attachments, read from the mailbox (server/inquiries/messages.ts); a mail
  // not matched to an inquiry is named by its own id.
  {
    database: "inquiries.sqlite",
    table: "mail_files",
    column: "file",
    row: `'id ' || id || ' (' || COALESCE((SELECT ref FROM inquiries WHERE inquiries.id = (SELECT inquiry_id FROM mail_messages WHERE mail_messages.id = message)), 'mail ' || message) || ')'`,
    files: inFolder("mail-files"),
  },
  // Replies' attachments and buyers' purchase orders (server/inquiries/kept-files.ts).
  {
    database: "inquiries.sqlite",
    table: "inquiry_files",
    column: "file",
    row: ofInquiry("id"),
    files: inFolder("reply-files"),
  },
  // A delivered unit's papers (server/units/papers.ts), by the unit's serial.
  {
    database: "units.sqlite",
    table: "unit_papers",
    column: "file",
    row: `'id ' || id || ' (' || COALESCE((SELECT serial FROM units WHERE units.id = unit_id), 'no unit') || ')'`,
    files: inFolder("unit-papers", ".pdf"),
  },
  // Published content: photos, notices' attachments, documents, certificates, the seal. Every
  // version in the history too: the uploads' sweep keeps their files, and a restore of one
  // shows them again.
  {
    database: "content.sqlite",
    table: "items",
    column: "draft",
    row: "kind || '/' || id",
    files: contentUploads,
  },
  {
    database: "content.sqlite",
    table: "items",
    column: "published",
    row: "kind || '/' || id",
    files: contentUploads,
  },
  {
    database: "content.sqlite",
    table: "history",
    column: "value",
    row: "kind || '/' || id || ' version ' || version",
    files: contentUploads,
  },
];

/**
 * Columns named like files that name none in DATA_DIR, each with what it holds: the test reads
 * this list beside FILE_COLUMNS, so a new column is one or the other.
 */
export const NOT_FILE_COLUMNS: Readonly<Record<string, string>> = {
  "edge_queue.paths": "pages' URL paths that a publish changed, for the caches",
  "edge_pages.path": "a page's URL path",
  "page_views.path": "a counted page's URL path",
  "product_paths.path": "a URL path a product was published at",
  "order_mail_files.mail_file": "the id of a mail_files row (its file is that row's)",
};
