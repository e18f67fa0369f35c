import type { PublishWarning } from "../item-action.server";

/** What the catalogue list shows after a post of its spreadsheet forms (import.server.ts). */

/** A product whose row changed: each changed column's header, before and after. */
export interface ChangeView {
  id: string;
  code: string;
  name: string;
  fields: { header: string; before: string; after: string }[];
  /** Its texts that still state a value the row changed. */
  stale: PublishWarning[];
}

export interface SheetAnswer {
  intent: "upload" | "publish";
  /** The uploaded file's name, shown again with the problems. */
  file?: string;
  /** What is wrong with the file as a whole. */
  message?: string;
  /** Each problem: where (row, column and its header) and what. */
  problems?: { where?: string; message: string }[];
  changes?: ChangeView[];
  /** What the publish button publishes: "id@version" per saved draft. */
  publish?: string[];
  unchanged?: number;
  published?: { code: string; name: string; page: string }[];
  refused?: { id: string; code: string; name: string; reasons: string[] }[];
}
