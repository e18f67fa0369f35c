import { randomUUID } from "node:crypto";
import { dirname, join } from "node:path";
import type { MigrationStep } from "../db/migrate";
import { openDatabase } from "../db/open";
import type { InquiryItem } from "./items";
import type { Inquiry } from "./validate";
import { INBOX_MIGRATION } from "./inbox-schema";
import { openMessages } from "./messages";
import { MESSAGE_MIGRATION } from "./messages-schema";
import { openReplies, REPLY_MIGRATION, type ReplyMail } from "./replies";
import { openThreadIds } from "./thread-ids";

/**
 * The staff notice. off: no SMTP configured; pending: waiting for its next try (or being sent);
 * sent; failed: no tries left (see mail_error).
 */
export type MailStatus = "off" | "pending" | "sent" | "failed";

/** The buyer's confirmation: as a notice, or `limited` (not sent: the address had its share). */
export type ConfirmStatus = MailStatus | "limited";

/** At most this many confirmations to one address in CONFIRMATION_WINDOW. */
export const CONFIRMATIONS_PER_DAY = 3;
export const CONFIRMATION_WINDOW = 24 * 60 * 60 * 1000;

export interface StoredInquiry extends Omit<Inquiry, "noticeVersion"> {
  /** The privacy notice agreed to; absent on inquiries stored before schema 5. */
  noticeVersion?: string;
  id: number;
  ref: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  mailStatus: MailStatus;
  /** Tries so far, counted when one starts. */
  mailAttempts: number;
  /** Pending: when the next try is due (ISO 8601, UTC); while claimed, when the claim expires. */
  mailNextAt?: string;
  /** Why the last try failed. */
  mailError?: string;
  /** When the person agreed to the privacy notice (ISO 8601, UTC); absent before schema 5. */
  consentAt?: string;
}

/** A mail this process holds the claim to; only the holder of `token` records its outcome. */
export interface NoticeClaim {
  inquiry: StoredInquiry;
  token: string;
  /** Tries of this mail so far, this one included. */
  attempts: number;
  /** A staff reply's claim: the reply (its event's id and text). */
  reply?: ReplyMail & { id: number };
  /** A buyer-message notice's claim: the message's event id. */
  message?: number;
}

/** One kind of mail waiting in the database: the staff notice or the buyer's confirmation. */
export interface MailQueue {
  /** Claims the mail that is due first, if any (one write under the write lock). */
  claimDue(now: Date, leaseMs: number): NoticeClaim | undefined;
  /** Records a sent try; false when the claim had expired and was taken by another. */
  sent(claim: NoticeClaim, at?: Date): boolean;
  /** Back to pending until `retryAt`, or failed when there is no next try. */
  failed(claim: NoticeClaim, error: string, retryAt?: Date): boolean;
  /** When the earliest pending mail is due (or its claim expires). */
  nextAt(): string | undefined;
}

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
];

const COLUMNS = `id, ref, created_at AS createdAt, lang, company_name AS companyName, name, phone, fax,
  email, inquiry, product_code AS productCode, product_name AS productName, category,
  mail_status AS mailStatus, mail_attempts AS mailAttempts, mail_next_at AS mailNextAt,
  mail_error AS mailError, consent_at AS consentAt, notice_version AS noticeVersion`;

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

/** What a claim by reference found: the claimed notice, or why there is none to send. */
export type RefClaim =
  | { result: "claimed"; claim: NoticeClaim; statusBefore: MailStatus }
  | { result: "unknown" | "sent" | "busy" };

/**
 * Opens (and on first use creates) the inquiry database. Every write is one transaction that
 * is on disk (WAL, synchronous=FULL) when the call returns, so an answer given after it can
 * never be for an inquiry that a crash loses.
 */
export function openStore(file: string) {
  const db = openDatabase(file, `the inquiry database INQUIRY_DB=${file}`, MIGRATIONS, [
    // A quote line always belongs to a stored inquiry.
    "foreign_keys = ON",
    // A deleted inquiry's text is overwritten with zeros, not left in free pages of the file.
    "secure_delete = ON",
  ]);

  const insert = db.prepare(
    `INSERT INTO inquiries (ref, created_at, lang, company_name, name, phone, fax, email, inquiry,
       product_code, product_name, category, mail_status, mail_next_at, consent_at, notice_version,
       confirm_status, confirm_next_at)
     VALUES (@ref, @createdAt, @lang, @companyName, @name, @phone, @fax, @email, @inquiry,
       @productCode, @productName, @category, @mailStatus, @mailNextAt, @createdAt, @noticeVersion,
       @confirmStatus, @confirmNextAt)`,
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
    (inquiry: Inquiry, mailStatus: MailStatus, at: Date, confirm: boolean) => {
      const createdAt = at.toISOString();
      // A new notice is due at once.
      const mailNextAt = mailStatus === "pending" ? createdAt : undefined;
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
        ...fields,
        // Unique placeholder until the id is known; replaced in the same transaction.
        ref: `pending-${process.pid}-${Math.random()}`,
        createdAt,
        mailStatus,
        mailNextAt: mailNextAt ?? null,
        confirmStatus,
        confirmNextAt: confirmStatus === "pending" ? createdAt : null,
      };
      const id = Number(insert.run(row).lastInsertRowid);
      const ref = referenceNumber(id, at);
      setRef.run(ref, id);
      if (confirmStatus === "pending") threadIds.addConfirmation(id);
      items?.forEach((item, index) => {
        insertItem.run({ note: null, ...item, inquiryId: id, position: index + 1 });
      });
      return {
        ...inquiry,
        id,
        ref,
        createdAt,
        // Consent is given by the post that is stored now.
        consentAt: createdAt,
        mailStatus,
        mailAttempts: 0,
        ...(mailNextAt && { mailNextAt }),
      } satisfies StoredInquiry;
    },
  );
  const recent = db.prepare(`SELECT ${COLUMNS} FROM inquiries ORDER BY id DESC LIMIT ?`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM inquiries WHERE id = ?`);
  const since = db.prepare(`SELECT ${COLUMNS} FROM inquiries WHERE created_at >= ? ORDER BY id`);
  const byRef = db.prepare("SELECT id, mail_status AS mailStatus FROM inquiries WHERE ref = ?");

  /**
   * One outbox over the inquiries' rows: `mail_*` columns for the staff notice, `confirm_*` for
   * the buyer's confirmation. A claim takes the row for one try: a new token, the attempt
   * counted, and `*_next_at` at the end of the lease, so that the claim of a process that dies
   * mid-send expires by itself.
   */
  const queue = (p: "mail" | "confirm"): MailQueue => {
    const claimDue = db.prepare(
      `UPDATE inquiries
       SET ${p}_claim = @token, ${p}_next_at = @leaseEnd, ${p}_attempts = ${p}_attempts + 1
       WHERE id = (SELECT id FROM inquiries WHERE ${p}_status = 'pending' AND ${p}_next_at <= @now
                   ORDER BY ${p}_next_at, id LIMIT 1)
         AND ${p}_status = 'pending' AND ${p}_next_at <= @now
       RETURNING ${COLUMNS}, ${p}_attempts AS attempts`,
    );
    const finish = db.prepare(
      `UPDATE inquiries SET ${p}_status = @status, ${p}_next_at = @nextAt, ${p}_error = @error,
         ${p}_claim = NULL, ${p}_sent_at = @sentAt
       WHERE id = @id AND ${p}_claim = @token`,
    );
    const nextDue = db
      .prepare(`SELECT MIN(${p}_next_at) FROM inquiries WHERE ${p}_status = 'pending'`)
      .pluck();
    const claimNext = db.transaction((now: Date, leaseMs: number) => {
      const params = newClaim(now, leaseMs);
      const row = claimDue.get(params) as Record<string, unknown> | undefined;
      return claimed(row, params.token);
    });
    return {
      claimDue: (now, leaseMs) => claimNext.immediate(now, leaseMs),
      sent: ({ inquiry, token }, at = new Date()) =>
        finish.run({
          id: inquiry.id,
          token,
          status: "sent",
          nextAt: null,
          error: null,
          sentAt: at.toISOString(),
        }).changes === 1,
      failed: ({ inquiry, token }, error, retryAt) =>
        finish.run({
          id: inquiry.id,
          token,
          status: retryAt ? "pending" : "failed",
          nextAt: retryAt ? retryAt.toISOString() : null,
          error: error.slice(0, 500),
          sentAt: null,
        }).changes === 1,
      nextAt: () => (nextDue.get() as string | null) ?? undefined,
    };
  };
  const claimId = db.prepare(
    `UPDATE inquiries SET mail_status = 'pending', mail_claim = @token, mail_next_at = @leaseEnd,
       mail_attempts = mail_attempts + 1
     WHERE id = @id AND mail_status IN ('off', 'pending', 'failed')
       AND (mail_claim IS NULL OR mail_next_at <= @now)
     RETURNING ${COLUMNS}, mail_attempts AS attempts`,
  );
  const counts = db.prepare(
    `SELECT mail_status AS status, COUNT(*) AS count FROM inquiries
     WHERE mail_status IN ('pending', 'failed') GROUP BY mail_status`,
  );
  const unsent = db.prepare(
    `SELECT ${COLUMNS}, mail_claim IS NOT NULL AND mail_next_at > ? AS sending FROM inquiries
     WHERE mail_status IN ('pending', 'failed') ORDER BY id`,
  );
  const failedRefs = db
    .prepare("SELECT ref FROM inquiries WHERE mail_status = 'failed' ORDER BY id")
    .pluck();
  const healthWrite = db.prepare(
    `INSERT INTO health (id, checked_at) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
  );

  const newClaim = (now: Date, leaseMs: number) => ({
    token: `${process.pid}-${randomUUID()}`,
    now: now.toISOString(),
    leaseEnd: new Date(now.getTime() + leaseMs).toISOString(),
  });
  const claimed = (row: Record<string, unknown> | undefined, token: string) => {
    if (!row) return undefined;
    const { attempts, ...inquiry } = row;
    return { inquiry: stored(inquiry), token, attempts: attempts as number } satisfies NoticeClaim;
  };

  const claimByRef = db.transaction((ref: string, now: Date, leaseMs: number): RefClaim => {
    const row = byRef.get(ref) as { id: number; mailStatus: MailStatus } | undefined;
    if (!row) return { result: "unknown" };
    if (row.mailStatus === "sent") return { result: "sent" };
    const params = newClaim(now, leaseMs);
    const found = claimId.get({ ...params, id: row.id }) as Record<string, unknown> | undefined;
    const claim = claimed(found, params.token);
    return claim ? { result: "claimed", claim, statusBefore: row.mailStatus } : { result: "busy" };
  });
  const notices = queue("mail");
  const confirmations = queue("confirm");
  const inquiryById = (id: number) => {
    const row = byId.get(id) as Record<string, unknown> | undefined;
    return row && stored(row);
  };
  const replies = openReplies(db, threadIds, inquiryById);
  // The attachments of buyers' mail: a folder of their own beside the database (in DATA_DIR).
  const messages = openMessages(db, join(dirname(file), "mail-files"), inquiryById);

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

    /** The staff notices' outbox. */
    notices,
    /** The buyers' confirmations' outbox (CONFIRM_MAIL). */
    confirmations,
    /** Staff replies: their writes and outbox (replies.ts). */
    replies,
    /** Buyers' mail: stored once, matched, its files and notices (messages.ts). */
    messages,
    /** The Message-IDs of each inquiry's mails, for the thread headers (thread-ids.ts). */
    threadIds,
    /**
     * Claims the notice that is due first, if any. The claim is one write under the database's
     * write lock, so no other process or connection can claim the same try.
     */
    claimDueNotice: (now: Date, leaseMs: number) => notices.claimDue(now, leaseMs),
    /**
     * Claims one notice for the staff command, whether due or not (also a failed or an off
     * one), unless it was sent or another process holds a live claim to it.
     */
    claimNotice: (ref: string, now: Date, leaseMs: number) =>
      claimByRef.immediate(ref, now, leaseMs),
    /** Records a try's outcome; false when the claim had expired and was taken by another. */
    noticeSent: (claim: NoticeClaim) => notices.sent(claim),
    /** Back to pending until `retryAt`, or failed when there is no next try. */
    noticeFailed: (claim: NoticeClaim, error: string, retryAt?: Date) =>
      notices.failed(claim, error, retryAt),
    /** When the earliest pending notice is due (or its claim expires). */
    nextNoticeAt: () => notices.nextAt(),
    noticeCounts() {
      const found = Object.fromEntries(
        (counts.all() as { status: string; count: number }[]).map((row) => [row.status, row.count]),
      );
      return { pending: found.pending ?? 0, failed: found.failed ?? 0 };
    },
    /** Pending and failed notices, oldest first; `sending` while a live claim is held. */
    unsent: (now = new Date()) =>
      (unsent.all(now.toISOString()) as Record<string, unknown>[]).map((row) => ({
        ...stored(row),
        sending: row.sending === 1,
      })),
    failedRefs: () => failedRefs.all() as string[],
    /** A real, committed write: throws when the database cannot be written. */
    writeHealthRow: (at = new Date()) => {
      healthWrite.run(at.toISOString());
    },
    close: () => db.close(),
  };
}
