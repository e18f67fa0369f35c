import { dirname, join, relative } from "node:path";
import { queueErasure } from "../platform/replica-erasures";
import { seoulDay } from "../platform/seoul-day";
import type { InquiryStore } from "./store";
import type { StoredInquiry } from "./types";

/**
 * What the privacy policy promises of the inquiry database (docs/decisions/009-privacy.md):
 * inquiries older than the retention period are deleted, and a person's inquiries can be found,
 * copied and erased by their e-mail address or phone number. Every deletion removes an inquiry
 * with everything keyed to it in one transaction, overwritten on disk (secure_delete, then a
 * checkpoint that empties the WAL), and is logged with references, count and time only.
 *
 * Used by the staff command (server/admin/inquiries-command.ts) and the server's daily job; a web page of the back office
 * calls the same functions.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** One deletion as the log keeps it: no personal data. */
export interface PrivacyLogEntry {
  at: string;
  action: "purge" | "erase";
  refs: string[];
  count: number;
}

export interface Deletion {
  /** References of the inquiries deleted (or, in a dry run, that would be). */
  refs: string[];
  count: number;
  /** False when another connection kept the WAL from being emptied; the next deletion retries. */
  checkpointed: boolean;
  /** 거래명세서 of the deleted orders' deliveries, kept apart for the tax law (server/orders/kept.ts). */
  kept: number;
  /** The retention's run: kept 거래명세서 deleted past their last day (server/orders/kept.ts). */
  statements?: number;
}

/** A person as the staff name them: an e-mail address, or a phone (or fax) number. */
export type PersonKey = { email: string } | { phone: string };

/** "+82 2-1234-5678", "02 1234 5678" and "0212345678" are one number: digits, Korean prefix as 0. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  const international = /^\s*(\+|00)82/.test(value);
  if (!international) return digits;
  const national = digits.replace(/^(00)?82/, "");
  return national.startsWith("0") ? national : `0${national}`;
}

/** Reads the staff's argument: with an @ an address, otherwise a number of at least 6 digits. */
export function personKey(value: string): PersonKey {
  const text = value.trim();
  if (text.includes("@")) return { email: text.toLowerCase() };
  if (/^[\d\s+\-().]+$/.test(text) && text.replace(/\D/g, "").length >= 6) {
    return { phone: phoneDigits(text) };
  }
  throw new Error(`"${value}" is neither an e-mail address nor a phone number`);
}

/** The start of the retention period: inquiries created before it are due for deletion. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function privacyStore(store: InquiryStore) {
  const db = store.database;
  // An inquiry with an order is kept for the contract: its days count from the order's last
  // day, the latest of the day it was won, its promised days and its deliveries. So an order
  // with a day still to come holds it, and one left open with no day to come (a rest never
  // delivered) holds it no longer than its last day (decision 047).
  const expired = db.prepare(
    `SELECT id, ref FROM inquiries i WHERE created_at < @before AND NOT EXISTS (
       SELECT 1 FROM orders o WHERE o.inquiry_id = i.id AND MAX(o.won_on,
         COALESCE((SELECT MAX(l.promised_on) FROM order_lines l WHERE l.order_id = o.id), ''),
         COALESCE((SELECT MAX(d.delivered_on) FROM deliveries d WHERE d.order_id = o.id), '')
       ) >= @beforeDay)
     ORDER BY id`,
  );
  const langOf = db.prepare("SELECT lang FROM inquiries WHERE id = ?").pluck();
  const contacts = db.prepare("SELECT id, ref, email, phone, fax FROM inquiries ORDER BY id");
  const deleteItems = db.prepare("DELETE FROM inquiry_items WHERE inquiry_id = ?");
  const deleteInquiry = db.prepare("DELETE FROM inquiries WHERE id = ?");
  const log = db.prepare(
    "INSERT INTO privacy_log (at, action, refs, count) VALUES (@at, @action, @refs, @count)",
  );
  const logRows = db.prepare("SELECT at, action, refs, count FROM privacy_log ORDER BY id");
  // Buyers' mail (decision 023): its rows go with the inquiry (ON DELETE CASCADE); its files
  // are named first and removed once the rows are gone. Its copies on the mail server lose
  // their mail (ON DELETE SET NULL, schema 12), which queues them: the mailbox reader deletes
  // them when it can reach the server, so erasure completes here at once (issue 47).
  const filesOf = db
    .prepare(
      `SELECT f.file FROM mail_files f JOIN mail_messages m ON m.id = f.message
       WHERE m.inquiry_id = ?`,
    )
    .pluck();
  const looseMail = db.prepare(
    `SELECT id FROM mail_messages WHERE inquiry_id IS NULL
       AND ((@before IS NOT NULL AND dismissed_at IS NOT NULL AND received_at < @before)
         OR (@sender IS NOT NULL AND lower(sender) = @sender))`,
  );
  const filesOfMail = db.prepare("SELECT file FROM mail_files WHERE message = ?").pluck();
  // Replies' attachments and purchase orders (kept-files.ts) go the same way.
  const keptOf = db.prepare("SELECT file FROM inquiry_files WHERE inquiry_id = ?").pluck();
  const deleteMail = db.prepare("DELETE FROM mail_messages WHERE id = ?");

  type Row = { id: number; ref: string };

  // One transaction: every row keyed to the inquiries first (quote lines), then the inquiries,
  // then the log entry. All of it is committed, or none.
  const remove = db.transaction(
    (
      rows: Row[],
      action: PrivacyLogEntry["action"],
      at: Date,
      loose: LooseMail,
      files: string[],
      kept: string[],
      photos: string[],
      statements: { count: number },
    ) => {
      for (const row of rows) {
        files.push(...(filesOf.all(row.id) as string[]));
        kept.push(...(keptOf.all(row.id) as string[]));
        // A service request's photos (request-photos.ts): rows by cascade, files after.
        photos.push(...store.photos.filesOf(row.id));
        // A sale's 거래명세서 outlives its order, for the tax law (server/orders/kept.ts).
        const lang = langOf.get(row.id) === "en" ? "en" : "ko";
        for (const order of store.orders.ofInquiry(row.id)) {
          statements.count += store.keptStatements.keep(
            order,
            store.orders.deliveries(order.id),
            lang,
            at,
          );
        }
        deleteItems.run(row.id);
        deleteInquiry.run(row.id);
      }
      // Unmatched mail: dismissed mail past retention, or a person's own on erasure.
      const mails = looseMail.all(loose) as { id: number }[];
      for (const { id } of mails) {
        files.push(...(filesOfMail.all(id) as string[]));
        deleteMail.run(id);
      }
      if (rows.length === 0) return mails.length;
      log.run({
        at: at.toISOString(),
        action,
        refs: JSON.stringify(rows.map((row) => row.ref)),
        count: rows.length,
      });
      return mails.length;
    },
  );

  const destroyKept = db.transaction((today: string, at: Date) => {
    const labels = store.keptStatements.removeExpired(today);
    if (labels.length > 0) {
      log.run({
        at: at.toISOString(),
        action: "purge",
        refs: JSON.stringify(labels),
        count: labels.length,
      });
    }
    return labels.length;
  });

  /** Moves every page of the WAL into the file and empties it, so no old copy stays on disk. */
  const checkpoint = () => {
    const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    return result?.busy === 0;
  };

  const deletion = (
    rows: Row[],
    action: PrivacyLogEntry["action"],
    at: Date,
    dryRun: boolean,
    loose: LooseMail = { before: null, sender: null },
  ) => {
    const refs = rows.map((row) => row.ref);
    if (dryRun) return { refs, count: rows.length, checkpointed: true, kept: 0 };
    const files: string[] = [];
    const kept: string[] = [];
    const photos: string[] = [];
    const statements = { count: 0 };
    const mails = remove.immediate(rows, action, at, loose, files, kept, photos, statements);
    // The replica's copies go too, by name: its file pass only copies (replica-erasures.ts).
    const root = dirname(store.file);
    queueErasure(root, [
      ...files.map((name) => relative(root, join(store.messages.filesDir, name))),
      ...kept.map((name) => relative(root, join(store.files.dir, name))),
      ...photos.map((name) => relative(root, join(store.photos.dir, name))),
    ]);
    // After the commit: a file is never gone while a row still names it.
    store.messages.removeFiles(files);
    store.files.removeFiles(kept);
    store.photos.removeFiles(photos);
    const deleted = rows.length + mails > 0;
    // The mailbox reader of this process goes at once; another process's at its next look.
    if (deleted) store.messages.copies.due();
    return {
      refs,
      count: rows.length,
      checkpointed: !deleted || checkpoint(),
      kept: statements.count,
    };
  };

  function matching(key: PersonKey): Row[] {
    const rows = contacts.all() as (Row & { email: string; phone: string; fax: string | null })[];
    return rows.filter((row) =>
      "email" in key
        ? row.email.trim().toLowerCase() === key.email
        : phoneDigits(row.phone) === key.phone ||
          (row.fax !== null && phoneDigits(row.fax) === key.phone),
    );
  }

  return {
    /**
     * Deletes every inquiry created more than `days` days before `now`, with its quote lines.
     * A dry run only counts.
     */
    purgeExpired({ days, now = new Date(), dryRun = false }: PurgeOptions): Deletion {
      const cutoff = retentionCutoff(now, days);
      const before = cutoff.toISOString();
      const rows = expired.all({ before, beforeDay: seoulDay(cutoff.getTime()) }) as Row[];
      const result = deletion(rows, "purge", now, dryRun, { before, sender: null });
      if (dryRun) return result;
      // The 거래명세서 kept for the tax law, past their last day (server/orders/kept.ts): their
      // destruction logged by their numbers, as an inquiry's is by its reference.
      const statements = destroyKept.immediate(seoulDay(now.getTime()), now);
      if (statements === 0) return result;
      return { ...result, statements, checkpointed: checkpoint() && result.checkpointed };
    },
    /** Every inquiry of one person (by e-mail, or by phone or fax number), oldest first. */
    findPerson(key: PersonKey): StoredInquiry[] {
      const ids = new Set(matching(key).map((row) => row.id));
      return store.since().filter((inquiry) => ids.has(inquiry.id));
    },
    /** Erases every inquiry of one person, as findPerson finds them. */
    erasePerson(key: PersonKey, now = new Date()): Deletion {
      const sender = "email" in key ? key.email : null;
      return deletion(matching(key), "erase", now, false, { before: null, sender });
    },
    /** The log of deletions, oldest first. */
    log: (): PrivacyLogEntry[] =>
      (logRows.all() as (Omit<PrivacyLogEntry, "refs"> & { refs: string })[]).map((row) => ({
        ...row,
        refs: JSON.parse(row.refs) as string[],
      })),
  };
}

/** Which unmatched mail a deletion takes along (SQL parameters: null for none). */
interface LooseMail {
  before: string | null;
  sender: string | null;
}

export interface PurgeOptions {
  days: number;
  now?: Date;
  dryRun?: boolean;
}

/** How the job waits: setInterval in the server, a hand-cranked timer in tests. */
export interface JobTimer {
  every(ms: number, run: () => void): { stop(): void };
}

const realTimer: JobTimer = {
  every(ms, run) {
    const timer = setInterval(run, ms);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  },
};

/**
 * The retention job: runs at once (at server start), then every day. A failed run is logged and
 * the next one tries again; one line per run, counts only. It also sweeps the files kept from
 * refused replies past their day.
 */
export function startRetentionJob(
  store: InquiryStore,
  options: { days: number; now?: () => Date; timer?: JobTimer },
) {
  const privacy = privacyStore(store);
  const now = options.now ?? (() => new Date());
  const run = () => {
    try {
      const { count, checkpointed, statements } = privacy.purgeExpired({
        days: options.days,
        now: now(),
      });
      const wal = checkpointed ? "" : " (WAL still in use: emptied at a later deletion)";
      if (count > 0) {
        console.log(`Retention: ${count} inquiries older than ${options.days} days deleted${wal}`);
      }
      if (statements) {
        console.log(`Retention: ${statements} kept statement(s) past their last day deleted${wal}`);
      }
    } catch (error) {
      console.error("Retention: deleting expired inquiries failed:", error);
    }
    // A refused reply's files, kept a day for the next try (kept-files.ts).
    try {
      const swept = store.files.sweepPending(now());
      if (swept > 0) console.log(`Retention: ${swept} file(s) of refused replies deleted`);
    } catch (error) {
      console.error("Retention: deleting the files of refused replies failed:", error);
    }
  };
  run();
  const timer = (options.timer ?? realTimer).every(DAY_MS, run);
  return { stop: () => timer.stop() };
}
