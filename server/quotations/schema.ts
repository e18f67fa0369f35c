import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";

/**
 * The quotations' schema step of the inquiry database (docs/decisions/027-quotations.md), one
 * self-contained step: new tables only, nothing of an earlier table changed, so it stands after
 * whatever step comes before it.
 *
 * - `quotations`: one row per version. A draft (`sent_at` NULL) may be half done; a sent one is
 *   never changed again but for its state: `replaced` by a newer version, or the buyer's answer.
 *   The number (Q-2026-0001) is given when the first version is sent, per Seoul year, from
 *   `quotation_numbers`; later versions keep it. The figures are stored as computed at sending
 *   (integers, whole won), with the supplier's and the buyer's blocks as printed (JSON), so a
 *   quotation reads as it was sent whatever changes after. `nonce` is the random half of its
 *   link; the link's signature comes from `quotation_key`.
 * - `quotation_lines`: a version's lines in order; the unit price NULL until typed.
 * - `inquiry_files`: files the site keeps with an inquiry besides buyers' mail: a reply's
 *   attachments (`event_id`: the reply) and a buyer's purchase order (`quotation_id`). They live
 *   in the `reply-files` folder beside the database and go with the inquiry (privacy.ts).
 * - `inquiry_outcomes`: won or lost (and why), by the buyer's answer or set by staff.
 * - `quotation_key`: the HMAC key of the links, made once at random when this step runs.
 */
export const QUOTATION_MIGRATION = (db: Database.Database) => {
  db.exec(`
    CREATE TABLE quotations (
      id INTEGER PRIMARY KEY,
      inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
      number TEXT,
      version INTEGER NOT NULL CHECK (version >= 1),
      state TEXT NOT NULL
        CHECK (state IN ('draft', 'sent', 'replaced', 'accepted', 'declined')),
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      actor TEXT NOT NULL,
      valid_days INTEGER NOT NULL,
      lead_time TEXT NOT NULL DEFAULT '',
      payment TEXT NOT NULL DEFAULT '',
      delivery TEXT NOT NULL DEFAULT '',
      notes TEXT NOT NULL DEFAULT '',
      sent_at TEXT,
      issued_on TEXT,
      valid_until TEXT,
      supply INTEGER,
      tax INTEGER,
      total INTEGER,
      supplier TEXT,
      buyer TEXT,
      event_id INTEGER REFERENCES inquiry_events (id) ON DELETE SET NULL,
      nonce TEXT UNIQUE,
      answered_at TEXT,
      answer_name TEXT,
      po_number TEXT,
      decline_reason TEXT,
      UNIQUE (number, version)
    );
    CREATE INDEX quotations_inquiry ON quotations (inquiry_id, id);
    -- At most one draft per inquiry.
    CREATE UNIQUE INDEX quotations_draft ON quotations (inquiry_id) WHERE state = 'draft';

    CREATE TABLE quotation_lines (
      quotation_id INTEGER NOT NULL REFERENCES quotations (id) ON DELETE CASCADE,
      position INTEGER NOT NULL CHECK (position >= 1),
      code TEXT NOT NULL,
      name TEXT NOT NULL,
      note TEXT NOT NULL,
      quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
      unit_price INTEGER CHECK (unit_price IS NULL OR unit_price >= 0),
      PRIMARY KEY (quotation_id, position)
    );

    CREATE TABLE quotation_numbers (
      year INTEGER PRIMARY KEY,
      last INTEGER NOT NULL
    );

    CREATE TABLE inquiry_files (
      id INTEGER PRIMARY KEY,
      inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
      event_id INTEGER REFERENCES inquiry_events (id) ON DELETE CASCADE,
      quotation_id INTEGER REFERENCES quotations (id) ON DELETE CASCADE,
      file TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      type TEXT NOT NULL,
      size INTEGER NOT NULL CHECK (size >= 0)
    );
    CREATE INDEX inquiry_files_inquiry ON inquiry_files (inquiry_id);
    CREATE INDEX inquiry_files_event ON inquiry_files (event_id);

    CREATE TABLE inquiry_outcomes (
      inquiry_id INTEGER PRIMARY KEY REFERENCES inquiries (id) ON DELETE CASCADE,
      outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost')),
      reason TEXT,
      at TEXT NOT NULL,
      actor TEXT NOT NULL
    );

    CREATE TABLE quotation_key (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      key BLOB NOT NULL
    );
  `);
  db.prepare("INSERT INTO quotation_key (id, key) VALUES (1, ?)").run(randomBytes(32));
};
