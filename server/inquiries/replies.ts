import type Database from "better-sqlite3";
import type { ReplyMail } from "../mail/kinds/inquiry";
import type { DeliveryState, OutboxQueue } from "../mail/outbox/queue";
import type { ThreadIds } from "./thread-ids";

/**
 * Staff replies to buyers, sent from the inquiry's page through the outbox (decisions 008 and
 * 026): the reply's text is the timeline event `reply` (value: JSON of subject, body, to,
 * replyTo; `at` when it was queued), its delivery an outbox row keyed by that event.
 * Both leave with their inquiry (ON DELETE CASCADE), so erasure and retention take them. A reply
 * is an answer once the mail server took it: only then is the inquiry marked answered.
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

export type { ReplyMail };

/** One reply's delivery, as the inquiry's page shows it. */
export type ReplyState = DeliveryState;

/** What `queue` came to: queued (the event's id), or no such inquiry. */
export type QueueResult = { result: "queued"; id: number } | { result: "unknown" };

export type Replies = ReturnType<typeof openReplies>;

/** The replies' writes, on the inquiry store's connection and its outbox. */
export function openReplies(db: Database.Database, threadIds: ThreadIds, outbox: OutboxQueue) {
  const state = db.prepare("SELECT id, status, revision FROM inquiries WHERE ref = ?");
  const statusOf = db.prepare("SELECT status FROM inquiries WHERE id = ?").pluck();
  const addEvent = db.prepare(
    `INSERT INTO inquiry_events (inquiry_id, at, actor, kind, value) VALUES (?, ?, ?, ?, ?)`,
  );
  const eventOf = db.prepare("SELECT actor, value FROM inquiry_events WHERE id = ?");
  const answered = db.prepare(
    "UPDATE inquiries SET status = 'answered', revision = revision + 1 WHERE id = ?",
  );

  /** The reply's event, its thread id and its row in the outbox; the event's id. */
  const add = (inquiryId: number, mail: ReplyMail, actor: string, at: Date, due = at) => {
    const id = Number(
      addEvent.run(inquiryId, at.toISOString(), actor, "reply", JSON.stringify(mail))
        .lastInsertRowid,
    );
    outbox.add({ kind: "reply", inquiryId, eventId: id }, due);
    threadIds.addReply(inquiryId, id);
    return id;
  };

  /** The reply as an event and its mail in the outbox: one transaction. */
  const queue = db.transaction(
    (ref: string, mail: ReplyMail, actor: string, at: Date, also?: (id: number) => void) => {
      const row = state.get(ref) as { id: number; status: string } | undefined;
      if (!row) return { result: "unknown" } satisfies QueueResult;
      const id = add(row.id, mail, actor, at);
      also?.(id);
      return { result: "queued", id } satisfies QueueResult;
    },
  );

  // Once the mail server took a reply, an open inquiry is answered, in the transaction that
  // records it, with its status event at that moment (the response times read it).
  outbox.onSent("reply", (claim, at) => {
    if (claim.inquiryId === undefined || claim.eventId === undefined) return;
    const status = statusOf.get(claim.inquiryId) as string | undefined;
    if (status !== "new" && status !== "in_progress") return;
    const { actor } = eventOf.get(claim.eventId) as { actor: string };
    answered.run(claim.inquiryId);
    addEvent.run(claim.inquiryId, at.toISOString(), actor, "status", "answered");
  });

  return {
    /** Queues a reply to the inquiry `ref`; it answers the inquiry once it has left. */
    queue: (
      ref: string,
      mail: ReplyMail,
      actor: string,
      at = new Date(),
      also?: (eventId: number) => void,
    ): QueueResult => queue.immediate(ref, mail, actor, at, also),
    /**
     * Queues a reply inside a transaction of the caller's (a quotation's sending); the event's
     * id. Not a transaction of its own: call it only within one. `due`: when the outbox may
     * send it, by the outbox's own clock.
     */
    queueIn: (inquiryId: number, mail: ReplyMail, actor: string, at: Date, due = at) =>
      add(inquiryId, mail, actor, at, due),
    /** A failed reply of `ref` due again now (its tries start over); false when it is not failed. */
    resend(ref: string, id: number, at = new Date()) {
      const row = state.get(ref) as { id: number } | undefined;
      return row !== undefined && outbox.resend("reply", row.id, id, at);
    },
    /** The stored reply of an event. */
    mail(eventId: number): ReplyMail | undefined {
      const row = eventOf.get(eventId) as { value: string } | undefined;
      return row && (JSON.parse(row.value) as ReplyMail);
    },
    /** Each reply's delivery by its event's id. */
    states(inquiryId: number): Map<number, ReplyState> {
      return new Map(
        outbox
          .ofInquiry(inquiryId)
          .filter((row) => row.kind === "reply" && row.eventId !== undefined)
          .map(({ id: _id, kind: _kind, eventId, createdAt: _at, ...rest }) => [eventId!, rest]),
      );
    },
  };
}
