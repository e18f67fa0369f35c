/**
 * The inbox's schema change to the inquiry database (one entry of store.ts's MIGRATIONS):
 * status, assignee and a revision for conflicting edits; the timeline's events (views, status
 * and assignee changes, notes); when the staff notice went out; the buyer's confirmation mail
 * (an outbox like the notice's); and the search index (docs/decisions/011-inbox.md).
 */

/** SQL for `value` with the separators of model codes and phone numbers taken out, lower case. */
function compact(value: string): string {
  let sql = `lower(${value})`;
  for (const separator of ["-", " ", ".", "/", "_", "(", ")", "+"]) {
    sql = `replace(${sql}, '${separator}', '')`;
  }
  return sql;
}

/**
 * The `codes` column of one inquiry `i`: the product code and the quote lines' codes as written
 * and compact ("480-035 480035"), and the phone number's digits, so that a code or number in any
 * form finds it. Only built-in SQL functions: any process (the staff command, sqlite3) that
 * writes the tables keeps the index right through the triggers.
 */
const codes = (i: string) =>
  `trim(coalesce(${i}.product_code || ' ' || ${compact(`${i}.product_code`)}, '') || ' ' ||
   ${compact(`${i}.phone`)} || ' ' ||
   coalesce((SELECT group_concat(code || ' ' || ${compact("code")}, ' ')
             FROM inquiry_items WHERE inquiry_id = ${i}.id), ''))`;

/**
 * The indexed values end with a space, so that a word at the very end of a field still begins
 * a trigram: a one- or two-character word is then found through the trigrams it begins
 * (inbox.ts, `shortWord`).
 */
const indexed = (i: string) =>
  `${i}.id, ${i}.ref || ' ', ${i}.company_name || ' ', ${i}.name || ' ', ${i}.email || ' ',
   ${i}.phone || ' ', ${i}.inquiry || ' ', ${codes(i)} || ' '`;

const indexRow = (i: string) =>
  `INSERT INTO inquiry_search (rowid, ref, company, name, email, phone, body, codes)
   VALUES (${indexed(i)});`;

const reindexCodes = (inquiryId: string) =>
  `UPDATE inquiry_search
   SET codes = (SELECT ${codes("i")} || ' ' FROM inquiries i WHERE i.id = ${inquiryId})
   WHERE rowid = ${inquiryId};`;

/** Fills the index from the tables (the migration; a bulk load that dropped the triggers). */
export const SEARCH_BACKFILL = `
  INSERT INTO inquiry_search (rowid, ref, company, name, email, phone, body, codes)
    SELECT ${indexed("i")} FROM inquiries i;`;

/** The triggers that keep the index right on every write. */
export const SEARCH_TRIGGERS = `
  CREATE TRIGGER inquiries_search_insert AFTER INSERT ON inquiries BEGIN
    ${indexRow("new")}
  END;
  CREATE TRIGGER inquiries_search_update
  AFTER UPDATE OF ref, company_name, name, email, phone, inquiry, product_code ON inquiries BEGIN
    DELETE FROM inquiry_search WHERE rowid = old.id;
    ${indexRow("new")}
  END;
  CREATE TRIGGER inquiries_search_delete AFTER DELETE ON inquiries BEGIN
    DELETE FROM inquiry_search WHERE rowid = old.id;
  END;
  CREATE TRIGGER inquiry_items_search_insert AFTER INSERT ON inquiry_items BEGIN
    ${reindexCodes("new.inquiry_id")}
  END;
  CREATE TRIGGER inquiry_items_search_update AFTER UPDATE ON inquiry_items BEGIN
    ${reindexCodes("new.inquiry_id")}
  END;
  CREATE TRIGGER inquiry_items_search_delete AFTER DELETE ON inquiry_items BEGIN
    ${reindexCodes("old.inquiry_id")}
  END;`;

export const SEARCH_TRIGGER_NAMES = ["inquiries", "inquiry_items"].flatMap((table) =>
  ["insert", "update", "delete"].map((change) => `${table}_search_${change}`),
);

export const INBOX_MIGRATION = `
  ALTER TABLE inquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'in_progress', 'answered', 'closed', 'spam'));
  ALTER TABLE inquiries ADD COLUMN assignee TEXT;
  ALTER TABLE inquiries ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE inquiries ADD COLUMN mail_sent_at TEXT;
  ALTER TABLE inquiries ADD COLUMN confirm_status TEXT NOT NULL DEFAULT 'off'
    CHECK (confirm_status IN ('off', 'pending', 'sent', 'failed', 'limited'));
  ALTER TABLE inquiries ADD COLUMN confirm_attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE inquiries ADD COLUMN confirm_next_at TEXT;
  ALTER TABLE inquiries ADD COLUMN confirm_claim TEXT;
  ALTER TABLE inquiries ADD COLUMN confirm_error TEXT;
  ALTER TABLE inquiries ADD COLUMN confirm_sent_at TEXT;
  CREATE INDEX inquiries_status ON inquiries (status, id);
  CREATE INDEX inquiries_assignee ON inquiries (assignee, status, created_at);
  CREATE INDEX inquiries_day ON inquiries (created_at, status, assignee);
  CREATE INDEX inquiries_confirm ON inquiries (confirm_status, confirm_next_at);
  CREATE INDEX inquiries_email ON inquiries (lower(email), created_at);

  CREATE TABLE inquiry_events (
    id INTEGER PRIMARY KEY,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('viewed', 'status', 'assignee', 'note')),
    value TEXT
  );
  CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, id);

  CREATE VIRTUAL TABLE inquiry_search USING fts5 (
    ref, company, name, email, phone, body, codes, tokenize = 'trigram remove_diacritics 1'
  );
  -- An erased inquiry's words leave the index at once, not at its next merge.
  INSERT INTO inquiry_search (inquiry_search, rank) VALUES ('secure-delete', 1);
  CREATE VIRTUAL TABLE inquiry_search_terms USING fts5vocab (inquiry_search, 'row');
  ${SEARCH_BACKFILL}
  ${SEARCH_TRIGGERS}
`;
