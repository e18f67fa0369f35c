import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import type { Inquiry } from "./validate";

/** off: no SMTP configured; pending: queued; sent; failed (see mail_error). */
export type MailStatus = "off" | "pending" | "sent" | "failed";

export interface StoredInquiry extends Inquiry {
  id: number;
  ref: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  mailStatus: MailStatus;
  mailError?: string;
}

// Each entry upgrades the schema by one version (PRAGMA user_version); never edit a shipped one.
const MIGRATIONS = [
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
];

const COLUMNS = `id, ref, created_at AS createdAt, lang, company_name AS companyName, name, phone, fax,
  email, inquiry, product_code AS productCode, product_name AS productName, category,
  mail_status AS mailStatus, mail_error AS mailError`;

const seoulDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** HF-YYYYMMDD-000123: the Seoul date and the row id, so it is unique and tells the day. */
export function referenceNumber(id: number, at: Date): string {
  return `HF-${seoulDate.format(at).replaceAll("-", "")}-${String(id).padStart(6, "0")}`;
}

function withoutNulls(row: Record<string, unknown>): StoredInquiry {
  return Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== null),
  ) as unknown as StoredInquiry;
}

export type InquiryStore = ReturnType<typeof openStore>;

/**
 * Opens (and on first use creates) the inquiry database. Every write is one transaction that
 * is on disk (WAL, synchronous=FULL) when the call returns, so an answer given after it can
 * never be for an inquiry that a crash loses.
 */
export function openStore(file: string) {
  let db: Database.Database;
  try {
    if (file !== ":memory:") mkdirSync(dirname(resolve(file)), { recursive: true });
    db = new Database(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot open the inquiry database INQUIRY_DB=${file}: ${reason}`);
  }
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  // Several server processes may share the file; wait for a writer instead of failing.
  db.pragma("busy_timeout = 5000");
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > MIGRATIONS.length) {
    throw new Error(`${file}: schema version ${version} is newer than this program knows`);
  }
  db.transaction(() => {
    MIGRATIONS.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();

  const insert = db.prepare(
    `INSERT INTO inquiries (ref, created_at, lang, company_name, name, phone, fax, email, inquiry,
       product_code, product_name, category, mail_status)
     VALUES (@ref, @createdAt, @lang, @companyName, @name, @phone, @fax, @email, @inquiry,
       @productCode, @productName, @category, @mailStatus)`,
  );
  const setRef = db.prepare("UPDATE inquiries SET ref = ? WHERE id = ?");
  const add = db.transaction((inquiry: Inquiry, mailStatus: MailStatus, at: Date) => {
    const row = {
      fax: null,
      productCode: null,
      productName: null,
      category: null,
      ...inquiry,
      // Unique placeholder until the id is known; replaced in the same transaction.
      ref: `pending-${process.pid}-${Math.random()}`,
      createdAt: at.toISOString(),
      mailStatus,
    };
    const id = Number(insert.run(row).lastInsertRowid);
    const ref = referenceNumber(id, at);
    setRef.run(ref, id);
    return { ...inquiry, id, ref, createdAt: row.createdAt, mailStatus } satisfies StoredInquiry;
  });
  const setMail = db.prepare("UPDATE inquiries SET mail_status = ?, mail_error = ? WHERE id = ?");
  const recent = db.prepare(`SELECT ${COLUMNS} FROM inquiries ORDER BY id DESC LIMIT ?`);
  const since = db.prepare(`SELECT ${COLUMNS} FROM inquiries WHERE created_at >= ? ORDER BY id`);

  return {
    file,
    /** Stores one inquiry; returns once it is committed to disk. */
    add: (inquiry: Inquiry, mailStatus: MailStatus, at = new Date()) =>
      add.immediate(inquiry, mailStatus, at),
    setMailStatus(id: number, status: MailStatus, error?: string) {
      setMail.run(status, error ?? null, id);
    },
    /** Newest first. */
    recent: (limit: number) => (recent.all(limit) as Record<string, unknown>[]).map(withoutNulls),
    /** Oldest first, created at or after `from` (all when omitted). */
    since: (from?: Date) =>
      (since.all(from ? from.toISOString() : "") as Record<string, unknown>[]).map(withoutNulls),
    close: () => db.close(),
  };
}
