import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import type Database from "better-sqlite3";
import { writeFileDurably } from "../platform/durable-file";
import { removeFiles as removeIn } from "./durable-files";
import { withoutFormat } from "../mail/format-chars";
import { visibleFileName } from "../platform/text";
import type { IncomingMail, StoreIncoming } from "../mail/incoming";
import { localPart, referenceIn } from "../mail/thread";
import { openMailboxCopies } from "./mailbox-copies";
import type { OutboxQueue } from "../mail/outbox/queue";
import { nextEventOf } from "../mail/outbox/columns";

/**
 * The buyers' mail on the inquiry database (schema 8, messages-schema.ts; decision 023): each
 * mail the reader hands over is stored once, matched to its inquiry or kept as unmatched mail,
 * its attachments as files of random names in the files folder beside the database.
 */

/** The actor of the events a mail writes (the message itself, the status it brings back). */
export const MAIL_ACTOR = "mail";

/** Sender's address among the inquiries of this many last days, when nothing else matches. */
export const SENDER_MATCH_DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

/**
 * A file in the folder that no row names and older than this was left by a process that died
 * between writing it and committing its row: the sweep at opening removes it. Younger ones may
 * belong to another process storing a mail right now.
 */
export const ORPHAN_AGE = 10 * 60 * 1000;

/** The statuses a buyer's message brings back to "waiting on us" (decision 023). */
const REOPENS: Record<string, string | undefined> = {
  answered: "in_progress",
  closed: "in_progress",
};

/** One mail as the inquiry's page and the unmatched list show it. */
export interface StoredMessage {
  id: number;
  inquiryId?: number;
  eventId?: number;
  receivedAt: string;
  sender: string;
  senderName?: string;
  subject: string;
  sentAt: string;
  body: string;
  quoted?: string;
  kind: IncomingMail["kind"];
  /** On an inquiry by its thread, though neither its buyer nor an address trusted for it sent it. */
  otherSender: boolean;
  /** The body was longer than PAGE_BODY_BYTES: `body` is its beginning. */
  cut?: true;
  /** Why it waits on the unmatched list, when it does for a reason. */
  held?: Held;
  /** The reference of the inquiry it claims, while it waits. */
  claimedRef?: string;
  /** Over the reader's limit: left in the mailbox, its size in bytes. */
  tooLarge?: number;
  dismissedAt?: string;
  files: StoredFile[];
  /** Files that came past the mail files' quota: named, never written (issue 47). */
  notKept: NotKeptFile[];
}

/** A file of a mail that came past the quota: what it was, with the size received. */
export interface NotKeptFile {
  name: string;
  size: number;
}

export interface StoredFile {
  id: number;
  name: string;
  type: string;
  size: number;
}

/** What attaching unmatched mail came to. */
export type AttachResult = "attached" | "unknownRef" | "unknownMail";

const MESSAGE_COLUMNS = `id, inquiry_id AS inquiryId, event_id AS eventId, received_at AS receivedAt,
  sender, sender_name AS senderName, subject, sent_at AS sentAt, body, quoted, kind,
  other_sender AS otherSender, too_large AS tooLarge, dismissed_at AS dismissedAt, held,
  (SELECT ref FROM inquiries WHERE id = claimed_inquiry_id) AS claimedRef`;

/** The left part of a Message-ID the site made with a random part (thread.ts, newMessageLocal). */
const RANDOM_LOCAL = /^hf-[a-z]+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Why a mail waits on the unmatched list (schema 10); none: it named no inquiry at all. */
export type Held = "unproven" | "not-verified" | "own-address" | "unreadable" | "flood";

/**
 * A body longer than this (UTF-8 bytes) is cut on the page (issue 47); the whole message is its
 * .eml download (parse.ts keeps one for such a mail).
 */
export const PAGE_BODY_BYTES = 256 * 1024;

/** How many unmatched mails one page of the list shows. */
export const UNMATCHED_PAGE = 50;

/** The body as a page shows it: at most PAGE_BODY_BYTES, never a broken character at the end. */
function forPage(body: string): { body: string; cut?: true } {
  if (body.length <= PAGE_BODY_BYTES / 4 || Buffer.byteLength(body) <= PAGE_BODY_BYTES) {
    return { body };
  }
  const cut = Buffer.from(body)
    .subarray(0, PAGE_BODY_BYTES)
    .toString("utf8")
    .replace(/\uFFFD+$/, "");
  return { body: cut, cut: true };
}

/** The disk buyers' mail files may take by default (MAIL_FILES_QUOTA_MB's default, 2 GB). */
export const MAIL_FILES_QUOTA = 2000 * 1_000_000;

/** The mail files' use against their quota, in bytes: the owner's home warns from 80%. */
export interface MailFilesUse {
  used: number;
  quota: number;
}

/** More mails than this from one sender within an hour are held, unnotified (issue 47). */
export const FLOOD_PER_HOUR = 20;
const HOUR = 60 * 60 * 1000;

/**
 * At most one notice of a buyer's mail per inquiry in this long (issue 63): 35 answers in two
 * minutes sent seven. Mail within it after a notice left waits for its end, in one notice.
 */
export const NOTICE_WINDOW = 10 * 60 * 1000;

/** Where a mail goes: on an inquiry, or held on the unmatched list naming what it claims. */
interface Placement {
  inquiryId?: number;
  otherSender?: boolean;
  held?: Held;
  claimed?: number;
}

export type Messages = ReturnType<typeof openMessages>;

export function openMessages(
  db: Database.Database,
  filesDir: string,
  outbox: OutboxQueue,
  options: { quota?: number } = {},
) {
  const quota = options.quota ?? MAIL_FILES_QUOTA;
  const known = db
    .prepare(
      "SELECT id FROM mail_messages WHERE mailbox_key = ? OR (? IS NOT NULL AND message_id = ?)",
    )
    .pluck();
  // Where each stored mail is on the mail server: moved to the site's folder, deleted there.
  const copies = openMailboxCopies(db);
  const mark = db.prepare(
    `INSERT INTO mailbox_marks (uid_validity, last_uid) VALUES (?, ?)
     ON CONFLICT (uid_validity) DO UPDATE SET last_uid = max(last_uid, excluded.last_uid)`,
  );
  const lastUid = db.prepare("SELECT last_uid FROM mailbox_marks WHERE uid_validity = ?").pluck();
  const startOf = db.prepare("SELECT first_uid FROM mailbox_start WHERE uid_validity = ?").pluck();
  const anyStart = db.prepare("SELECT 1 FROM mailbox_start LIMIT 1").pluck();
  const anyMark = db.prepare("SELECT 1 FROM mailbox_marks LIMIT 1").pluck();
  const addStart = db.prepare(
    "INSERT INTO mailbox_start (uid_validity, first_uid, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  /**
   * The UID up to which the folder holds history the site never reads (the reader's `startAt`):
   * set at the first connection ever, to the last UID then; a new UIDVALIDITY (the folder made
   * again) starts at 0, as all its mail is new to the site. An install that read mail before
   * (marks, no start) reads as it did.
   */
  const startAt = db.transaction((uidValidity: string, uidNext: number, now: Date) => {
    const known = startOf.get(uidValidity) as number | undefined;
    if (known !== undefined) return known;
    if (anyMark.get() && !anyStart.get()) return undefined;
    const first = anyStart.get() ? 0 : Math.max(0, uidNext - 1);
    addStart.run(uidValidity, first, now.toISOString());
    return first;
  });
  const byOutgoing = db.prepare("SELECT inquiry_id FROM inquiry_mail_ids WHERE local = ?").pluck();
  const byRef = db.prepare("SELECT id FROM inquiries WHERE ref = ?").pluck();
  // The buyer's newest inquiry of the last days, or the newest one staff trusted them for.
  const bySender = db
    .prepare(
      `SELECT id FROM (
         SELECT id FROM inquiries WHERE lower(trim(email)) = ? AND created_at >= ?
         UNION SELECT inquiry_id FROM inquiry_trusted_senders WHERE address = ?
       ) ORDER BY id DESC LIMIT 1`,
    )
    .pluck();
  const fromSenderSince = db
    .prepare("SELECT COUNT(*) FROM mail_messages WHERE sender = ? AND received_at >= ?")
    .pluck();
  // A notice of a buyer's mail not yet being sent: a new mail joins it (one per inquiry).
  const noticeWaiting = (inquiryId: number, at: string) => outbox.waiting("message", inquiryId, at);
  /**
   * The first mail after a quiet spell is told at once; one within the window after a notice
   * left waits for the window's end, a row due then that the next mails join (issue 63).
   */
  const noticeDue = (inquiryId: number, at: string) => {
    const last = outbox.lastSent("message", inquiryId, at);
    const end = last === undefined ? 0 : Date.parse(last) + NOTICE_WINDOW;
    return new Date(Math.max(Date.parse(at), end));
  };
  // Up to the next notice's first mail: mail that came while one was leaving is the next one's.
  const mailsSince = db
    .prepare(
      `SELECT COUNT(*) FROM inquiry_events
       WHERE inquiry_id = @inquiryId AND kind = 'message' AND value = 'message'
         AND id >= @eventId
         AND id < COALESCE(${nextEventOf("message", "@eventId", "@inquiryId")}, id + 1)`,
    )
    .pluck();
  const trustedFor = db.prepare(
    "SELECT 1 FROM inquiry_trusted_senders WHERE inquiry_id = ? AND address = ?",
  );
  const trust = db.prepare(
    `INSERT INTO inquiry_trusted_senders (inquiry_id, address, trusted_at) VALUES (?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const inquiryState = db.prepare("SELECT email, status FROM inquiries WHERE id = ?");
  const addEvent = db.prepare(
    "INSERT INTO inquiry_events (inquiry_id, at, actor, kind, value) VALUES (?, ?, ?, ?, ?)",
  );
  const setStatus = db.prepare(
    "UPDATE inquiries SET status = ?, revision = revision + 1 WHERE id = ?",
  );
  const addMessage = db.prepare(
    `INSERT INTO mail_messages (mailbox_key, message_id, inquiry_id, event_id, received_at, sender,
       sender_name, subject, sent_at, body, quoted, refs, kind, other_sender, too_large, held,
       claimed_inquiry_id)
     VALUES (@mailboxKey, @messageId, @inquiryId, @eventId, @receivedAt, @sender, @senderName,
       @subject, @sentAt, @body, @quoted, @refs, @kind, @otherSender, @tooLarge, @held,
       @claimed)`,
  );
  const addFile = db.prepare(
    "INSERT INTO mail_files (message, file, name, type, size) VALUES (?, ?, ?, ?, ?)",
  );
  const addNotKept = db.prepare(
    "INSERT INTO mail_files_not_kept (message, name, type, size) VALUES (?, ?, ?, ?)",
  );
  const notKeptOf = db.prepare(
    "SELECT name, size FROM mail_files_not_kept WHERE message = ? ORDER BY id",
  );
  // The bytes written, as each row recorded them when its file was: survives a restart, and an
  // erasure's rows take their bytes with them.
  const filesBytes = db.prepare("SELECT COALESCE(SUM(size), 0) FROM mail_files").pluck();
  const replyOfLocal = db
    .prepare("SELECT reply_id FROM inquiry_mail_ids WHERE local = ? AND reply_id IS NOT NULL")
    .pluck();
  const messageRow = db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM mail_messages WHERE id = ?`);
  const ofInquiry = db.prepare(
    `SELECT ${MESSAGE_COLUMNS} FROM mail_messages WHERE inquiry_id = ? ORDER BY event_id`,
  );
  const unmatched = db.prepare(
    `SELECT ${MESSAGE_COLUMNS} FROM mail_messages
     WHERE inquiry_id IS NULL AND dismissed_at IS NULL ORDER BY received_at, id LIMIT ? OFFSET ?`,
  );
  const unmatchedCount = db
    .prepare("SELECT COUNT(*) FROM mail_messages WHERE inquiry_id IS NULL AND dismissed_at IS NULL")
    .pluck();
  const filesOf = db.prepare(
    "SELECT id, name, type, size FROM mail_files WHERE message = ? ORDER BY id",
  );
  const fileRow = db.prepare(
    `SELECT f.file, f.name, f.type, f.size, m.inquiry_id AS inquiryId FROM mail_files f
     JOIN mail_messages m ON m.id = f.message WHERE f.id = ?`,
  );
  const recorded = db.prepare("SELECT 1 FROM mail_files WHERE file = ?");
  const assigneeOf = db.prepare("SELECT assignee FROM inquiries WHERE id = ?").pluck();
  const attachRow = db.prepare(
    `UPDATE mail_messages SET inquiry_id = ?, event_id = ?, other_sender = ?, dismissed_at = NULL,
       held = NULL, claimed_inquiry_id = NULL
     WHERE id = ? AND inquiry_id IS NULL`,
  );
  const dismissRow = db.prepare(
    "UPDATE mail_messages SET dismissed_at = ? WHERE id = ? AND inquiry_id IS NULL AND dismissed_at IS NULL",
  );

  /**
   * The inquiry one of the site's own Message-IDs names. Only the random ones count (made with
   * crypto.randomUUID since schema 8): the ids of mails sent before it were built from the
   * reference and a counter, so anyone could write them.
   */
  function byOwnId(id: string): number | undefined {
    const local = localPart(id);
    return RANDOM_LOCAL.test(local) ? (byOutgoing.get(local) as number | undefined) : undefined;
  }

  /** Whether `sender` is the inquiry's buyer (the exact address) or one staff trusted for it. */
  function fromBuyer(inquiryId: number, sender: string) {
    const inquiry = inquiryState.get(inquiryId) as { email: string } | undefined;
    const address = sender.trim().toLowerCase();
    if (!address || !inquiry) return false;
    return inquiry.email.trim().toLowerCase() === address || trustedFor.get(inquiryId, address);
  }

  /**
   * Where a mail goes (decision 023, amendments of 2026-11-25 and 11-26): on an inquiry only
   * when it proves itself, by naming one of the site's random Message-IDs of that inquiry (a
   * delivery report: the one of the mail it reports on), or by coming from the buyer's exact
   * address (or one staff trusted for that inquiry) with the receiving server's proof of the
   * From: domain (`fromVerified`): a From: line alone anyone can write. Otherwise it waits on the
   * unmatched list, held for a reason and naming the inquiry it claims, if any.
   */
  function place(mail: IncomingMail, at: Date, own: ReadonlySet<string>): Placement {
    const sender = mail.from.address.trim().toLowerCase();
    if (mail.unreadable) return { held: "unreadable" };
    const bounce = mail.kind === "bounce";
    const byThread = bounce
      ? mail.bounce?.messageId
        ? byOwnId(mail.bounce.messageId)
        : undefined
      : [...mail.references]
          .reverse()
          .reduce<number | undefined>((found, ref) => found ?? byOwnId(ref), undefined);
    const reference = referenceIn(mail.subject);
    const bySubject = reference ? (byRef.get(reference) as number | undefined) : undefined;
    const since = new Date(at.getTime() - SENDER_MATCH_DAYS * DAY).toISOString();
    const bySenderOf = () =>
      bounce || !sender ? undefined : (bySender.get(sender, since, sender) as number | undefined);
    // What it claims, strongest first: its thread, its subject, its sender.
    const claimed = () => byThread ?? bySubject ?? bySenderOf();
    if (mail.notVerified) return { held: "not-verified", claimed: claimed() };
    if (own.has(sender)) return { held: "own-address", claimed: claimed() };
    if (byThread !== undefined) {
      return { inquiryId: byThread, otherSender: !bounce && !fromBuyer(byThread, sender) };
    }
    if (bounce)
      return { held: bySubject === undefined ? undefined : "unproven", claimed: bySubject };
    if (bySubject !== undefined) {
      if (!fromBuyer(bySubject, sender)) return { held: "unproven", claimed: bySubject };
      return mail.fromVerified
        ? { inquiryId: bySubject, otherSender: false }
        : { held: "not-verified", claimed: bySubject };
    }
    const bySenderId = bySenderOf();
    if (bySenderId === undefined) return {};
    return mail.fromVerified
      ? { inquiryId: bySenderId, otherSender: false }
      : { held: "not-verified", claimed: bySenderId };
  }

  /**
   * Held for the flood: the sender's mails of the last hour, this one included, are more than
   * FLOOD_PER_HOUR. It claims what it would have gone on, and nobody is told of it. A mail held
   * for a graver reason (not verified, unreadable, own address) keeps that reason.
   */
  function flooding(placed: Placement, mail: IncomingMail, now: Date): Placement {
    const sender = mail.from.address.trim().toLowerCase();
    if (!sender || mail.kind === "bounce") return placed;
    if (placed.held && placed.held !== "unproven") return placed;
    const since = new Date(now.getTime() - HOUR).toISOString();
    if ((fromSenderSince.get(sender, since) as number) < FLOOD_PER_HOUR) return placed;
    return { held: "flood", claimed: placed.inquiryId ?? placed.claimed };
  }

  /**
   * The mail on the inquiry's timeline (a `message` event, valued by its kind or `too-large`),
   * and what a buyer's message brings: the inquiry waiting on us again (with a status event) and,
   * when `notify`, the assignee's notice. Returns the event's id.
   */
  function onTimeline(inquiryId: number, mail: IncomingMail, at: string, notify: boolean) {
    const inquiry = inquiryState.get(inquiryId) as { email: string; status: string };
    const value = mail.tooLarge ? "too-large" : mail.kind;
    const eventId = Number(
      addEvent.run(inquiryId, at, MAIL_ACTOR, "message", value).lastInsertRowid,
    );
    if (mail.kind === "message") {
      const reopened = REOPENS[inquiry.status];
      if (reopened) {
        setStatus.run(reopened, inquiryId);
        addEvent.run(inquiryId, at, MAIL_ACTOR, "status", reopened);
      }
      if (notify && inquiry.status !== "spam" && !noticeWaiting(inquiryId, at)) {
        outbox.add({ kind: "message", inquiryId, eventId }, noticeDue(inquiryId, at));
      }
    }
    return eventId;
  }

  const commit = db.transaction(
    (
      mail: IncomingMail,
      files: { file: string; name: string; type: string; size: number }[],
      notKept: { name: string; type: string; size: number }[],
      now: Date,
      own: ReadonlySet<string>,
    ) => {
      mark.run(mail.key.uidValidity, mail.key.uid);
      const twin = known.get(mailboxKeyOf(mail), mail.messageId ?? null, mail.messageId ?? null);
      if (twin !== undefined) {
        // Another delivery of a mail known (same Message-ID): a copy of it, to follow as it does.
        copies.add(twin as number, mail);
        return "duplicate" as const;
      }
      const at = now.toISOString();
      const placed = flooding(place(mail, now, own), mail, now);
      const inquiryId = placed.inquiryId;
      const eventId = inquiryId === undefined ? undefined : onTimeline(inquiryId, mail, at, true);
      const id = Number(
        addMessage.run({
          mailboxKey: mailboxKeyOf(mail),
          messageId: mail.messageId ?? null,
          inquiryId: inquiryId ?? null,
          eventId: eventId ?? null,
          receivedAt: at,
          sender: mail.from.address,
          senderName: mail.from.name ?? null,
          subject: mail.subject,
          sentAt: mail.date,
          body: mail.text,
          quoted: mail.quoted ?? null,
          refs: JSON.stringify(mail.references),
          kind: mail.kind,
          otherSender: placed.otherSender ? 1 : 0,
          tooLarge: mail.tooLarge?.size ?? null,
          held: placed.held ?? null,
          claimed: placed.claimed ?? null,
        }).lastInsertRowid,
      );
      for (const file of files) addFile.run(id, file.file, file.name, file.type, file.size);
      for (const file of notKept) addNotKept.run(id, file.name, file.type, file.size);
      copies.add(id, mail);
      if (mail.kind === "bounce" && inquiryId !== undefined && mail.bounce?.messageId) {
        const words = [mail.bounce.status, mail.bounce.diagnostic].filter(Boolean).join(" ");
        const reply = replyOfLocal.get(localPart(mail.bounce.messageId)) as number | undefined;
        if (reply !== undefined) outbox.bounced(reply, now, words.slice(0, 1000));
      }
      return "stored" as const;
    },
  );

  /** Removes the files a process that died before its commit left behind (see ORPHAN_AGE). */
  function sweep(now = Date.now()) {
    let names: string[];
    try {
      names = readdirSync(filesDir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const path = join(filesDir, name);
      if (recorded.get(name) || now - statSync(path).mtimeMs < ORPHAN_AGE) continue;
      unlinkSync(path);
      removed += 1;
    }
    return removed;
  }
  sweep();

  // Whether the last mail with files came past the quota: the warning is logged once per spell.
  let overQuota = false;
  const receive = async (mail: IncomingMail, now = new Date(), own: readonly string[] = []) => {
    // Known already: only the mark and its copy are written (the reader marks it seen again).
    const twin = known.get(mailboxKeyOf(mail), mail.messageId ?? null, mail.messageId ?? null);
    if (twin !== undefined) {
      knownAgain.immediate(twin as number, mail);
      return "duplicate" as const;
    }
    const all = mail.attachments.map((attachment) => ({
      file: randomUUID(),
      name: attachment.filename.slice(0, 255),
      type: attachment.contentType.slice(0, 255),
      size: attachment.content.length,
      content: attachment.content,
    }));
    // The quota (issue 47): a file is written while the bytes kept are under it, so the total
    // passes it by one file at most; past it the mail is stored with its files only named.
    let used = filesBytes.get() as number;
    const files: typeof all = [];
    const notKept: typeof all = [];
    for (const file of all) {
      if (used < quota) {
        files.push(file);
        used += file.size;
      } else notKept.push(file);
    }
    if (notKept.length > 0 && !overQuota) {
      console.warn(
        `Mail files are at ${Math.round(used / 1_000_000)} MB of their quota of ${Math.round(quota / 1_000_000)} MB (MAIL_FILES_QUOTA_MB): new mail's attachments are not kept`,
      );
    }
    if (all.length > 0) overQuota = notKept.length > 0;
    // Files first, then the rows that name them: a row never names a missing file.
    const written: string[] = [];
    try {
      if (files.length > 0) mkdirSync(filesDir, { recursive: true, mode: 0o700 });
      for (const file of files) {
        writeFileDurably(join(filesDir, file.file), file.content);
        written.push(file.file);
      }
      const ownSet = new Set(own.map((address) => address.trim().toLowerCase()).filter(Boolean));
      const result = commit.immediate(mail, files, notKept, now, ownSet);
      if (result === "duplicate") removeFiles(written);
      return result;
    } catch (error) {
      removeFiles(written);
      throw error;
    }
  };

  const removeFiles = (names: readonly string[]) => removeIn(filesDir, names);

  const withFiles = (row: Record<string, unknown>): StoredMessage => {
    const message = Object.fromEntries(
      Object.entries(row).filter(([, value]) => value !== null),
    ) as unknown as StoredMessage;
    // Rows stored before schema 10 may hold format characters: none reaches a page.
    return {
      ...message,
      ...forPage(message.body),
      subject: withoutFormat(message.subject),
      ...(message.senderName && { senderName: withoutFormat(message.senderName) }),
      otherSender: row.otherSender === 1,
      files: (filesOf.all(row.id) as StoredFile[]).map((file) => ({
        ...file,
        name: visibleFileName(file.name),
      })),
      notKept: (notKeptOf.all(row.id) as NotKeptFile[]).map((file) => ({
        ...file,
        name: visibleFileName(file.name),
      })),
    };
  };

  const knownAgain = db.transaction((twin: number, mail: IncomingMail) => {
    mark.run(mail.key.uidValidity, mail.key.uid);
    copies.add(twin, mail);
  });

  // Dismissed: kept on the site until retention, but deleted from the mail server now.
  const dismiss = db.transaction((id: number, now: Date) => {
    if (dismissRow.run(now.toISOString(), id).changes !== 1) return false;
    copies.release(id);
    return true;
  });

  const attach = db.transaction(
    (id: number, ref: string, now: Date, trustSender: boolean): AttachResult => {
      const inquiryId = byRef.get(ref.trim().toUpperCase()) as number | undefined;
      if (inquiryId === undefined) return "unknownRef";
      const row = messageRow.get(id) as Record<string, unknown> | undefined;
      if (!row || row.inquiryId !== null) return "unknownMail";
      const sender = String(row.sender).trim().toLowerCase();
      // Only an address can be trusted: never the mail of an unreadable or empty sender.
      if (trustSender && sender) trust.run(inquiryId, sender, now.toISOString());
      const mail = {
        kind: row.kind,
        from: { address: row.sender },
        ...(row.tooLarge !== null && { tooLarge: { size: row.tooLarge } }),
      } as IncomingMail;
      // Staff attach it themselves: the inquiry may wait on us again, but nobody is told by mail.
      const eventId = onTimeline(inquiryId, mail, now.toISOString(), false);
      const other = row.kind !== "bounce" && !fromBuyer(inquiryId, sender);
      attachRow.run(inquiryId, eventId, other ? 1 : 0, id);
      return "attached";
    },
  );

  return {
    /** Stores one mail from the mailbox, once (a StoreIncoming; decision 023). */
    receive: receive as StoreIncoming &
      ((mail: IncomingMail, now?: Date, own?: readonly string[]) => ReturnType<StoreIncoming>),
    /** Where reading starts in this UIDVALIDITY (the reader's `startAt`; see above). */
    startAt: (uidValidity: string, uidNext: number, now = new Date()) =>
      startAt.immediate(uidValidity, uidNext, now),
    /** The highest UID stored of this UIDVALIDITY (the reader's `lastStored`). */
    lastUid: (uidValidity: string) => (lastUid.get(uidValidity) as number | undefined) ?? undefined,
    /** The inquiry's mails in the timeline's order, with their files. */
    ofInquiry: (inquiryId: number) =>
      (ofInquiry.all(inquiryId) as Record<string, unknown>[]).map(withFiles),
    /** Unmatched mail that is not dismissed, oldest first: one page of UNMATCHED_PAGE (from 1). */
    unmatched: (page = 1) =>
      (
        unmatched.all(UNMATCHED_PAGE, (Math.max(1, page) - 1) * UNMATCHED_PAGE) as Record<
          string,
          unknown
        >[]
      ).map(withFiles),
    /** How many mails wait on the unmatched list (the inbox names them). */
    unmatchedCount: () => unmatchedCount.get() as number,
    /**
     * Attaches unmatched mail to the inquiry `ref` (no notice: staff do it); `trust` trusts its
     * sender for that inquiry, so their later mail goes on it as the buyer's does.
     */
    attach: (id: number, ref: string, now = new Date(), trust = false) =>
      attach.immediate(id, ref, now, trust),
    /**
     * Dismisses unmatched mail: kept until retention takes it (privacy.ts), never shown; its
     * copy on the mail server is deleted by the reader at once.
     */
    dismiss(id: number, now = new Date()) {
      const done = dismiss.immediate(id, now);
      if (done) copies.due();
      return done;
    },
    /** Where the stored mail is on the mail server (mailbox-copies.ts): the reader's `copies`. */
    copies,
    /** One attachment to serve: its path, name and type, and the inquiry it belongs to. */
    file(id: number) {
      const row = fileRow.get(id) as
        | { file: string; name: string; type: string; size: number; inquiryId: number | null }
        | undefined;
      return row && { ...row, name: visibleFileName(row.name), path: join(filesDir, row.file) };
    },
    /** The bytes the mail files take and their quota (the owner's home warns from 80%). */
    filesUse: (): MailFilesUse => ({ used: filesBytes.get() as number, quota }),
    /** The stored file names of these rows' files, for deletion after their rows go. */
    removeFiles,
    sweep,
    filesDir,
    /**
     * How many buyer's mails came to the inquiry from the event `eventId` on, until the next
     * notice's first one (a notice's count).
     */
    mailsSince: (inquiryId: number, eventId: number) =>
      mailsSince.get({ inquiryId, eventId }) as number,
    /** The inquiry's assignee, whom its notice goes to. */
    assignee: (inquiryId: number) => (assigneeOf.get(inquiryId) as string | null) ?? undefined,
  };
}

export const mailboxKeyOf = (mail: IncomingMail) => `${mail.key.uidValidity}:${mail.key.uid}`;
