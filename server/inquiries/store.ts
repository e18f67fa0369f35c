import { dirname, join } from "node:path";
import type { MigrationStep } from "../db/migrate";
import { openDatabase } from "../db/open";
import { OUTBOX_MIGRATION } from "../mail/outbox/schema";
import { outboxColumn } from "../mail/outbox/columns";
import { openOutboxQueue } from "../mail/outbox/queue";
import { openDigestDays } from "../mail/outbox/digest-days";
import type { InquiryItem } from "./items";
import type { Inquiry } from "./validate";
import { INBOX_MIGRATION } from "./inbox-schema";
import { openQuotations } from "../quotations/store";
import { QUOTATION_MIGRATION } from "../quotations/schema";
import {
  KEPT_STATEMENTS_MIGRATION,
  ORDER_CANCELS_MIGRATION,
  ORDER_BUYER_FORM_MIGRATION,
  ORDER_MAIL_FILES_MIGRATION,
  ORDER_MIGRATION,
} from "../orders/schema";
import { openOrders } from "../orders/store";
import { openKeptStatements } from "../orders/kept";
import { openKeptFiles } from "./kept-files";
import { openMessages } from "./messages";
import {
  MAIL_FILES_QUOTA_MIGRATION,
  MAILBOX_COPY_MIGRATION,
  MESSAGE_HOLD_MIGRATION,
  MESSAGE_MIGRATION,
} from "./messages-schema";
import { openReplies, REPLY_MIGRATION } from "./replies";
import { openRequestPhotos, REQUEST_MIGRATION, type MadePhoto } from "./request-photos";
import { openThreadIds } from "./thread-ids";
import type { ConfirmStatus, MailStatus, StoredInquiry } from "./types";

/** At most this many confirmations to one address in CONFIRMATION_WINDOW. */
export const CONFIRMATIONS_PER_DAY = 3;
export const CONFIRMATION_WINDOW = 24 * 60 * 60 * 1000;

// Each entry upgrades the schema by one version (PRAGMA user_version); never edit a shipped one.
// Each shipped version has a fixture in tests/fixtures/databases/ (tests/ops/upgrade.test.ts).
export const MIGRATIONS: readonly MigrationStep[] = [
  `CREATE TABLE inquiries (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     ref TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     lang TEXT NOT NULL CHECK (lang IN ('ko', 'en')),
     company_name TEXT NOT NULL,
     name TEXT NOT NULL,
     phone TEXT NOT NULL,
     fax TEXT,
     email TEXT NOT NULL,
     inquiry TEXT NOT NULL,
     product_code TEXT,
     product_name TEXT,
     category TEXT,
     mail_status TEXT NOT NULL CHECK (mail_status IN ('off', 'pending', 'sent', 'failed')),
     mail_error TEXT
   );
   CREATE INDEX inquiries_created_at ON inquiries (created_at);`,
  // The notice outbox. A row is claimed by setting mail_claim and pushing mail_next_at to the
  // end of the claim's lease. Notices that were pending before this version are due now.
  `ALTER TABLE inquiries ADD COLUMN mail_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE inquiries ADD COLUMN mail_next_at TEXT;
   ALTER TABLE inquiries ADD COLUMN mail_claim TEXT;
   UPDATE inquiries SET mail_next_at = created_at WHERE mail_status = 'pending';
   UPDATE inquiries SET mail_attempts = 1 WHERE mail_status IN ('sent', 'failed');
   CREATE INDEX inquiries_mail ON inquiries (mail_status, mail_next_at);`,
  // One row that /healthz rewrites: a real write, whatever else the database holds.
  `CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
  // The quote list: one row per line, position 1, 2, ... in the order sent; code and name as the
  // catalogue had them then, the name in the inquiry's language.
  `CREATE TABLE inquiry_items (
     inquiry_id INTEGER NOT NULL REFERENCES inquiries (id),
     position INTEGER NOT NULL CHECK (position >= 1),
     product_id TEXT NOT NULL,
     code TEXT NOT NULL,
     name TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 100000),
     note TEXT,
     PRIMARY KEY (inquiry_id, position)
   );`,
  // Consent (docs/decisions/009-privacy.md): when it was given and the notice's version; and a
  // log of what the retention job and erasure requests deleted, without the personal data:
  // action, references (a JSON array), count, time.
  `ALTER TABLE inquiries ADD COLUMN consent_at TEXT;
   ALTER TABLE inquiries ADD COLUMN notice_version TEXT;
   CREATE TABLE privacy_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('purge', 'erase')),
     refs TEXT NOT NULL,
     count INTEGER NOT NULL CHECK (count >= 0)
   );`,
  INBOX_MIGRATION,
  // Staff replies (server/inquiries/replies.ts): the event kind `reply` and their outbox.
  REPLY_MIGRATION,
  // The conversation by mail (messages-schema.ts, docs/decisions/023-mail-conversation.md).
  MESSAGE_MIGRATION,
  // One outbox for every kind of mail (server/mail/outbox/schema.ts, decision 026).
  OUTBOX_MIGRATION,
  // Incoming mail held until it proves itself (messages-schema.ts, issue 47).
  MESSAGE_HOLD_MIGRATION,
  // Quotations, files kept with an inquiry, outcomes (server/quotations/schema.ts, decision 027):
  // new tables only, so this step may be renumbered after any other.
  QUOTATION_MIGRATION,
  // Where each stored mail is on the mail server, to move and delete it (messages-schema.ts).
  MAILBOX_COPY_MIGRATION,
  // Mail files past the quota: named, not written (messages-schema.ts, issue 47).
  MAIL_FILES_QUOTA_MIGRATION,
  // Service and spare-parts requests from a unit's page, with photos (request-photos.ts).
  REQUEST_MIGRATION,
  // Orders, their promised days and deliveries (server/orders/schema.ts, decision 047): new
  // tables only, so this step may be renumbered after any other.
  ORDER_MIGRATION,
  // A purchase order that came by mail, attached to its order (server/orders/schema.ts).
  ORDER_MAIL_FILES_MIGRATION,
  // The 거래명세서's buyer block: its 성명 and 사업장 주소 (server/orders/schema.ts).
  ORDER_BUYER_FORM_MIGRATION,
  // The 거래명세서 kept for the tax law once its order is gone (server/orders/kept.ts).
  KEPT_STATEMENTS_MIGRATION,
  // What is left of a line cancelled, with its reason (server/orders/schema.ts).
  ORDER_CANCELS_MIGRATION,
];

/** The staff notice's row in the outbox, if it has one. */
const NOTICE = (column: string) => outboxColumn("notice", column);
const COLUMNS = `id, ref, created_at AS createdAt, lang, company_name AS companyName, name, phone, fax,
  email, inquiry, product_code AS productCode, product_name AS productName, category,
  COALESCE(${NOTICE("status")}, 'off') AS mailStatus,
  COALESCE(${NOTICE("attempts")}, 0) AS mailAttempts, ${NOTICE("next_at")} AS mailNextAt,
  ${NOTICE("error")} AS mailError, consent_at AS consentAt, notice_version AS noticeVersion,
  kind, unit_serial AS unitSerial, elastomer`;

/** YYYY-MM-DD, the day in Seoul. */
export const seoulDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** HF-YYYYMMDD-000123: the Seoul date and the row id, so it is unique and tells the day. */
export function referenceNumber(id: number, at: Date): string {
  return `HF-${seoulDate.format(at).replaceAll("-", "")}-${String(id).padStart(6, "0")}`;
}

function withoutNulls<T = StoredInquiry>(row: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as T;
}

export type InquiryStore = ReturnType<typeof openStore>;

/**
 * Opens (and on first use creates) the inquiry database. Every write is one transaction that
 * is on disk (WAL, synchronous=FULL) when the call returns, so an answer given after it can
 * never be for an inquiry that a crash loses. `mailFilesQuota`: the bytes buyers' mail files may
 * take (MAIL_FILES_QUOTA_MB; messages.ts).
 */
export function openStore(file: string, options: { mailFilesQuota?: number } = {}) {
  const db = openDatabase(file, `the inquiry database INQUIRY_DB=${file}`, MIGRATIONS, [
    // A quote line always belongs to a stored inquiry.
    "foreign_keys = ON",
    // A deleted inquiry's text is overwritten with zeros, not left in free pages of the file.
    "secure_delete = ON",
  ]);

  const insert = db.prepare(
    `INSERT INTO inquiries (ref, created_at, lang, company_name, name, phone, fax, email, inquiry,
       product_code, product_name, category, consent_at, notice_version, confirm_status, kind,
       unit_serial, elastomer)
     VALUES (@ref, @createdAt, @lang, @companyName, @name, @phone, @fax, @email, @inquiry,
       @productCode, @productName, @category, @createdAt, @noticeVersion, @confirmStatus, @kind,
       @unitSerial, @elastomer)`,
  );
  // Confirmations given to one address in the last day (limited ones were not given).
  const confirmationsTo = db
    .prepare(
      `SELECT COUNT(*) FROM inquiries WHERE lower(email) = lower(?) AND created_at > ?
         AND confirm_status IN ('pending', 'sent', 'failed')`,
    )
    .pluck();
  const setRef = db.prepare("UPDATE inquiries SET ref = ? WHERE id = ?");
  const threadIds = openThreadIds(db);
  const outbox = openOutboxQueue(db);
  const insertItem = db.prepare(
    `INSERT INTO inquiry_items (inquiry_id, position, product_id, code, name, quantity, note)
     VALUES (@inquiryId, @position, @productId, @code, @name, @quantity, @note)`,
  );
  const itemsOf = db.prepare(
    `SELECT product_id AS productId, code, name, quantity, note FROM inquiry_items
     WHERE inquiry_id = ? ORDER BY position`,
  );
  /** A row as read, with its quote lines (absent when none). */
  const stored = (row: Record<string, unknown>): StoredInquiry => {
    const inquiry = withoutNulls(row);
    const items = (itemsOf.all(inquiry.id) as Record<string, unknown>[]).map((item) =>
      withoutNulls<InquiryItem>(item),
    );
    return items.length > 0 ? { ...inquiry, items } : inquiry;
  };
  // The inquiry and its lines are one transaction: both are committed, or neither.
  const add = db.transaction(
    (
      inquiry: Inquiry,
      mailStatus: MailStatus,
      at: Date,
      confirm: boolean,
      recordPhotos?: (inquiryId: number) => void,
    ) => {
      const createdAt = at.toISOString();
      // Counted under the write lock, so two posts at once cannot both be the fourth.
      const dayAgo = new Date(at.getTime() - CONFIRMATION_WINDOW).toISOString();
      const confirmStatus: ConfirmStatus = !confirm
        ? "off"
        : (confirmationsTo.get(inquiry.email, dayAgo) as number) >= CONFIRMATIONS_PER_DAY
          ? "limited"
          : "pending";
      const { items, ...fields } = inquiry;
      const row = {
        fax: null,
        productCode: null,
        productName: null,
        category: null,
        kind: "inquiry",
        unitSerial: null,
        elastomer: null,
        ...fields,
        // Unique placeholder until the id is known; replaced in the same transaction.
        ref: `pending-${process.pid}-${Math.random()}`,
        createdAt,
        confirmStatus,
      };
      const id = Number(insert.run(row).lastInsertRowid);
      const ref = referenceNumber(id, at);
      setRef.run(ref, id);
      // Each mail due at once, in the outbox, in the transaction that stores the inquiry.
      if (mailStatus === "pending") outbox.add({ kind: "notice", inquiryId: id }, at);
      if (confirmStatus === "pending") {
        threadIds.addConfirmation(id);
        outbox.add({ kind: "confirmation", inquiryId: id }, at);
      }
      items?.forEach((item, index) => {
        insertItem.run({ note: null, ...item, inquiryId: id, position: index + 1 });
      });
      recordPhotos?.(id);
      return {
        // As read back: a form's inquiry is of the kind "inquiry" (schema 14).
        kind: "inquiry",
        ...inquiry,
        id,
        ref,
        createdAt,
        // Consent is given by the post that is stored now.
        consentAt: createdAt,
        mailStatus,
        mailAttempts: 0,
        ...(mailStatus === "pending" && { mailNextAt: createdAt }),
      } satisfies StoredInquiry;
    },
  );
  const recent = db.prepare(`SELECT ${COLUMNS} FROM inquiries ORDER BY id DESC LIMIT ?`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM inquiries WHERE id = ?`);
  const since = db.prepare(`SELECT ${COLUMNS} FROM inquiries WHERE created_at >= ? ORDER BY id`);
  const byRef = db.prepare("SELECT id FROM inquiries WHERE ref = ?");

  const healthWrite = db.prepare(
    `INSERT INTO health (id, checked_at) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
  );
  const inquiryById = (id: number) => {
    const row = byId.get(id) as Record<string, unknown> | undefined;
    return row && stored(row);
  };
  const replies = openReplies(db, threadIds, outbox);
  // A unit's service request's photos: a folder of their own beside the database (in DATA_DIR).
  const photos = openRequestPhotos(db, join(dirname(file), "request-photos"));
  // The attachments of buyers' mail: a folder of their own beside the database (in DATA_DIR).
  const messages = openMessages(db, join(dirname(file), "mail-files"), outbox, {
    ...(options.mailFilesQuota !== undefined && { quota: options.mailFilesQuota }),
  });

  return {
    file,
    /**
     * The connection, for the modules of this folder that keep their own statements (privacy.ts,
     * inbox.ts).
     */
    database: db,
    /** Stores one inquiry; returns once it is committed to disk. */
    add: (inquiry: Inquiry, mailStatus: MailStatus, at = new Date(), confirm = false) =>
      add.immediate(inquiry, mailStatus, at, confirm),
    /**
     * Stores a request from a unit's page with its photos: the files are on disk before the
     * inquiry commits, and the inquiry, its rows and the photos' rows are one transaction.
     */
    addWithPhotos: (
      inquiry: Inquiry,
      made: readonly MadePhoto[],
      mailStatus: MailStatus,
      at = new Date(),
      confirm = false,
    ) => photos.keep(made, (record) => add.immediate(inquiry, mailStatus, at, confirm, record)),
    /** The photos of service requests (request-photos.ts). */
    photos,
    /** Newest first. */
    recent: (limit: number) => (recent.all(limit) as Record<string, unknown>[]).map(stored),
    /** Oldest first, created at or after `from` (all when omitted). */
    since: (from?: Date) =>
      (since.all(from ? from.toISOString() : "") as Record<string, unknown>[]).map(stored),
    has: (ref: string) => byRef.get(ref) !== undefined,
    /** The inquiries with these row ids, in the order given; ids not found are left out. */
    byIds: (ids: readonly number[]) =>
      ids.flatMap((id) => {
        const row = byId.get(id) as Record<string, unknown> | undefined;
        return row ? [stored(row)] : [];
      }),

    /** Every queued mail: the one outbox (server/mail/outbox/queue.ts). */
    outbox,
    /** The daily digest's days and their mails in the outbox (server/mail/outbox/digest-days.ts). */
    digests: openDigestDays(db, outbox),
    /** An inquiry by its row id. */
    byId: inquiryById,
    /** An inquiry's row id by its reference. */
    idOf: (ref: string) => (byRef.get(ref) as { id: number } | undefined)?.id,
    /** Staff replies: their writes (replies.ts). */
    replies,
    /** Buyers' mail: stored once, matched, its files (messages.ts). */
    messages,
    /** Files kept with an inquiry: replies' attachments, purchase orders (kept-files.ts). */
    files: openKeptFiles(db, join(dirname(file), "reply-files")),
    /** Quotations: drafts, sent versions, the buyer's answers (server/quotations/store.ts). */
    quotations: openQuotations(db),
    /** Orders: made from an accepted quotation or by staff, their deliveries (server/orders/). */
    orders: openOrders(db),
    /** The 거래명세서 kept for the tax law once their order went (server/orders/kept.ts). */
    keptStatements: openKeptStatements(db),
    /** The Message-IDs of each inquiry's mails, for the thread headers (thread-ids.ts). */
    threadIds,
    noticeCounts: () => outbox.counts("notice"),
    /** Pending and failed notices, oldest first; `sending` while a live claim is held. */
    unsent: (now = new Date()) =>
      outbox.unsent("notice", now).flatMap(({ inquiryId, sending }) => {
        const inquiry = inquiryById(inquiryId);
        return inquiry ? [{ ...inquiry, sending }] : [];
      }),
    failedRefs: () => outbox.failedInquiries("notice").flatMap((id) => inquiryById(id)?.ref ?? []),
    /** A real, committed write: throws when the database cannot be written. */
    writeHealthRow: (at = new Date()) => {
      healthWrite.run(at.toISOString());
    },
    close: () => db.close(),
  };
}
