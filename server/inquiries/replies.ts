import type Database from "better-sqlite3";
import type { MailboxConfig } from "../mail/incoming";
import { mailProblem, type MailProblem, type Sender } from "../mail/settings";
import { threadHeaders } from "../mail/thread";
import { headerText } from "./mail";
import { eventQueue } from "./event-queue";
import type { NoticeClaim, StoredInquiry } from "./store";
import type { ReplyText } from "./reply-template";
import type { ThreadIds } from "./thread-ids";

/**
 * Staff replies to buyers, sent from the inquiry's page through an outbox like the notice's
 * (decision 008): the reply's text is the timeline event `reply` (value: JSON of subject, body,
 * to, replyTo; `at` when it was queued), its delivery a row of `inquiry_replies` keyed by that
 * event. Both leave with their inquiry (ON DELETE CASCADE), so erasure and retention take them.
 */

/**
 * Schema 7. SQLite cannot change a CHECK constraint in place: the events table is made again
 * with the new kind and every row copied, ids kept (the timeline's order).
 */
export const REPLY_MIGRATION = `
  CREATE TABLE inquiry_events_7 (
    id INTEGER PRIMARY KEY,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('viewed', 'status', 'assignee', 'note', 'reply')),
    value TEXT
  );
  INSERT INTO inquiry_events_7 (id, inquiry_id, at, actor, kind, value)
    SELECT id, inquiry_id, at, actor, kind, value FROM inquiry_events;
  DROP TABLE inquiry_events;
  ALTER TABLE inquiry_events_7 RENAME TO inquiry_events;
  CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, id);

  CREATE TABLE inquiry_replies (
    event_id INTEGER PRIMARY KEY REFERENCES inquiry_events (id) ON DELETE CASCADE,
    inquiry_id INTEGER NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at TEXT,
    claim TEXT,
    error TEXT,
    sent_at TEXT
  );
  CREATE INDEX inquiry_replies_due ON inquiry_replies (status, next_at);
`;

/** The stored reply (the event's value). */
export interface ReplyMail extends ReplyText {
  to: string;
  replyTo: string;
  /** The staff member's name, in the From display name (absent on replies before schema 8). */
  staff?: string;
}

/** One reply's delivery, as the inquiry's page shows it. */
export interface ReplyState {
  status: "pending" | "sent" | "failed";
  attempts: number;
  nextAt?: string;
  error?: string;
  /** The kind of the last failure, for the page's words (`replyProblem`). */
  problem?: MailProblem;
  sentAt?: string;
  /** A delivery report came back for it: when, and the remote server's words. */
  bouncedAt?: string;
  bounce?: string;
}

/** What `queue` came to: queued (the event's id), or no such inquiry. */
export type QueueResult = { result: "queued"; id: number } | { result: "unknown" };

export type Replies = ReturnType<typeof openReplies>;

/** The replies' writes and their outbox, on the inquiry store's connection. */
export function openReplies(
  db: Database.Database,
  threadIds: ThreadIds,
  inquiryById: (id: number) => StoredInquiry | undefined,
) {
  const state = db.prepare("SELECT id, status, revision FROM inquiries WHERE ref = ?");
  const addEvent = db.prepare(
    `INSERT INTO inquiry_events (inquiry_id, at, actor, kind, value) VALUES (?, ?, ?, ?, ?)`,
  );
  const addReply = db.prepare(
    `INSERT INTO inquiry_replies (event_id, inquiry_id, status, next_at) VALUES (?, ?, 'pending', ?)`,
  );
  const answered = db.prepare(
    "UPDATE inquiries SET status = 'answered', revision = revision + 1 WHERE id = ?",
  );
  const again = db.prepare(
    `UPDATE inquiry_replies SET status = 'pending', next_at = ?, error = NULL, attempts = 0
     WHERE event_id = ? AND inquiry_id = ? AND status = 'failed'`,
  );
  const states = db.prepare(
    `SELECT event_id AS id, status, attempts, next_at AS nextAt, error, sent_at AS sentAt,
       bounced_at AS bouncedAt, bounce
     FROM inquiry_replies WHERE inquiry_id = ?`,
  );

  /**
   * The reply as an event and a pending row, and the inquiry answered (with its status event,
   * so the timeline and the response times read it as any status change): one transaction.
   */
  const queue = db.transaction((ref: string, mail: ReplyMail, actor: string, at: Date) => {
    const row = state.get(ref) as { id: number; status: string } | undefined;
    if (!row) return { result: "unknown" } satisfies QueueResult;
    const when = at.toISOString();
    const id = Number(
      addEvent.run(row.id, when, actor, "reply", JSON.stringify(mail)).lastInsertRowid,
    );
    addReply.run(id, row.id, when);
    threadIds.addReply(row.id, id);
    if (row.status !== "answered") {
      answered.run(row.id);
      addEvent.run(row.id, when, actor, "status", "answered");
    }
    return { result: "queued", id } satisfies QueueResult;
  });

  const valueOf = db.prepare("SELECT value FROM inquiry_events WHERE id = ?").pluck();
  /** The outbox's queue (store.ts's MailQueue) over the replies. */
  const outbox = eventQueue(
    db,
    "inquiry_replies",
    inquiryById,
    (row) => ({
      reply: { id: row.id, ...(JSON.parse(valueOf.get(row.id) as string) as ReplyMail) },
    }),
    (claim) => claim.reply!.id,
  );

  return {
    outbox,
    /** Queues a reply to the inquiry `ref` and marks it answered. */
    queue: (ref: string, mail: ReplyMail, actor: string, at = new Date()): QueueResult =>
      queue.immediate(ref, mail, actor, at),
    /** A failed reply of `ref` due again now (its tries start over); false when it is not failed. */
    resend(ref: string, id: number, at = new Date()) {
      const row = state.get(ref) as { id: number } | undefined;
      return row !== undefined && again.run(at.toISOString(), id, row.id).changes === 1;
    },
    /** Each reply's delivery by its event's id. */
    states(inquiryId: number): Map<number, ReplyState> {
      const rows = states.all(inquiryId) as (ReplyState & { id: number })[];
      return new Map(
        rows.map(({ id, ...rest }) => [
          id,
          Object.fromEntries(
            Object.entries(rest).filter(([, v]) => v !== null),
          ) as unknown as ReplyState,
        ]),
      );
    },
  };
}

/**
 * Sends one claimed reply with the settings of the moment: from the sender (MAIL_FROM, under the
 * staff member's and the company's name), to the buyer, Reply-To the mailbox the site reads (so
 * the answer comes back to the inquiry), else the staff member; threaded after the inquiry's
 * earlier mails, with the id stored when it was queued.
 */
export function createReplyMailer(
  settings: () => Sender | undefined,
  companyName: (lang: StoredInquiry["lang"]) => string,
  threadIds: ThreadIds,
  mailbox: () => MailboxConfig | undefined = () => undefined,
) {
  return async (inquiry: StoredInquiry, claim?: NoticeClaim) => {
    const mail = settings();
    if (!mail) throw new Error("the mail settings were removed before the reply was sent");
    const reply = claim?.reply;
    if (!reply) throw new Error("a reply claim without its reply");
    const company = companyName(inquiry.lang);
    const name = reply.staff ? `${reply.staff}, ${company}` : company;
    await mail.send({
      from: { name: headerText(name, 100), address: mail.from },
      to: reply.to,
      replyTo: mailbox()?.address ?? reply.replyTo,
      // The same for every try (stored when queued), so a mail program folds a repeated try.
      messageId: threadIds.reply(reply.id, mail.from),
      ...threadHeaders(threadIds.earlier(inquiry.id, mail.from, reply.id)),
      subject: headerText(reply.subject, 200),
      text: reply.body.endsWith("\n") ? reply.body : `${reply.body}\n`,
    });
  };
}

/** The kind of a stored failure, for the page's plain words (the server's text is English). */
export function replyProblem(error: string | undefined): MailProblem {
  if (!error) return "other";
  if (error.startsWith("the mail settings were removed")) return "noServer";
  const { kind } = mailProblem({ message: error });
  // nodemailer's refusals read "... rejected: 550 ..." without a code once stored.
  return kind === "other" && /rejected|\b5\d\d\b/i.test(error) ? "refused" : kind;
}
