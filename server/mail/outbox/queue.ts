import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import type { QueuedKind } from "../kinds";
import type { QueuedClaim } from "../kinds/kind";
import { newMessageLocal } from "../thread";
import type { MailProblem } from "../problem";

/**
 * The outbox's table (schema 9, `mail_outbox`): one row per queued mail of any kind, claimed
 * for one try at a time. A claim sets a new token and pushes `next_at` to the end of its lease,
 * under the database's write lock, so no other process claims the same try, and the claim of a
 * process that dies mid-send expires by itself (decision 026).
 */

/** The kinds of mail that wait in the outbox: those whose file declares `queued`. */
export type { QueuedKind };

export type QueueStatus = "pending" | "sent" | "failed";

/** One row as claimed for a try; its kind reads the `QueuedClaim` part. */
export interface OutboxClaim extends QueuedClaim {
  id: number;
  kind: QueuedKind;
  token: string;
}

/** A row's delivery, as the pages show it. */
export interface DeliveryState {
  status: QueueStatus;
  attempts: number;
  nextAt?: string;
  error?: string;
  /** The kind of the last failure, for the page's words. */
  problem?: MailProblem;
  sentAt?: string;
  /** A delivery report came back for it: when, and the remote server's words. */
  bouncedAt?: string;
  bounce?: string;
}

/** What to queue: the kind, and what it is about. */
export interface NewMail {
  kind: QueuedKind;
  inquiryId?: number;
  eventId?: number;
  payload?: unknown;
}

const withoutNulls = <T>(row: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as T;

export type OutboxQueue = ReturnType<typeof openOutboxQueue>;

/** The outbox's reads and writes on the inquiry database's connection. */
export function openOutboxQueue(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO mail_outbox (kind, inquiry_id, event_id, payload, local, created_at, status,
       next_at)
     VALUES (@kind, @inquiryId, @eventId, @payload, @local, @at, 'pending', @at)`,
  );
  const claimDue = db.prepare(
    `UPDATE mail_outbox SET claim = @token, next_at = @leaseEnd, attempts = attempts + 1
     WHERE id = (SELECT id FROM mail_outbox WHERE kind = @kind AND status = 'pending'
                 AND next_at <= @now ORDER BY next_at, id LIMIT 1)
       AND status = 'pending' AND next_at <= @now
     RETURNING id, kind, inquiry_id AS inquiryId, event_id AS eventId, payload, local, attempts`,
  );
  // The staff command's resend: a row whether due or not, unless sent or held by a live claim.
  const claimRow = db.prepare(
    `UPDATE mail_outbox SET status = 'pending', claim = @token, next_at = @leaseEnd,
       attempts = attempts + 1
     WHERE id = @id AND status IN ('pending', 'failed') AND (claim IS NULL OR next_at <= @now)
     RETURNING id, kind, inquiry_id AS inquiryId, event_id AS eventId, payload, local, attempts`,
  );
  const finish = db.prepare(
    `UPDATE mail_outbox SET status = @status, next_at = @nextAt, error = @error,
       problem = @problem, claim = NULL, sent_at = @sentAt
     WHERE id = @id AND claim = @token`,
  );
  // A try its gate held back: not a try, the row waits for its time with its tries as they were.
  const hold = db.prepare(
    `UPDATE mail_outbox SET next_at = ?, claim = NULL, attempts = MAX(attempts - 1, 0)
     WHERE id = ? AND claim = ? AND status = 'pending'`,
  );
  const drop = db.prepare("DELETE FROM mail_outbox WHERE id = ? AND claim = ?");
  const again = db.prepare(
    `UPDATE mail_outbox SET status = 'pending', next_at = ?, error = NULL, problem = NULL,
       attempts = 0
     WHERE kind = ? AND event_id = ? AND inquiry_id = ? AND status = 'failed'`,
  );
  const nextDue = db
    .prepare("SELECT MIN(next_at) FROM mail_outbox WHERE kind = ? AND status = 'pending'")
    .pluck();
  const byInquiry = db.prepare(
    `SELECT id, kind, event_id AS eventId, created_at AS createdAt, status, attempts,
       next_at AS nextAt, error, problem, sent_at AS sentAt, bounced_at AS bouncedAt, bounce
     FROM mail_outbox WHERE inquiry_id = ? ORDER BY id`,
  );
  const rowOf = db.prepare("SELECT id, status FROM mail_outbox WHERE kind = ? AND inquiry_id = ?");
  const bounceOf = db.prepare(
    `UPDATE mail_outbox SET bounced_at = ?, bounce = ? WHERE kind = 'reply' AND event_id = ?`,
  );
  const counts = db.prepare(
    `SELECT status, COUNT(*) AS count FROM mail_outbox
     WHERE kind = ? AND status IN ('pending', 'failed') GROUP BY status`,
  );
  const unsentRows = db.prepare(
    `SELECT inquiry_id AS inquiryId, claim IS NOT NULL AND next_at > ? AS sending FROM mail_outbox
     WHERE kind = ? AND status IN ('pending', 'failed') ORDER BY inquiry_id`,
  );
  const waitingOf = db.prepare(
    `SELECT 1 FROM mail_outbox WHERE kind = ? AND inquiry_id = ? AND status = 'pending'
       AND (claim IS NULL OR next_at <= ?)`,
  );
  // A mail under a live claim is leaving now: it counts as gone at `at`.
  const lastGone = db
    .prepare(
      `SELECT MAX(CASE WHEN status = 'sent' THEN sent_at ELSE @at END) FROM mail_outbox
       WHERE kind = @kind AND inquiry_id = @inquiryId
         AND (status = 'sent' OR (status = 'pending' AND claim IS NOT NULL AND next_at > @at))`,
    )
    .pluck();
  const failedOf = db
    .prepare(
      "SELECT inquiry_id FROM mail_outbox WHERE kind = ? AND status = 'failed' ORDER BY inquiry_id",
    )
    .pluck();

  // A plant's mails (decision 046) name their contact in the payload, never an inquiry.
  const forgetContact = db.prepare(
    `DELETE FROM mail_outbox WHERE kind IN ('plantreminder', 'plantconsent')
       AND json_extract(payload, '$.contactId') = ? AND status <> 'sent'
       AND (claim IS NULL OR next_at <= ?)`,
  );
  const eraseContact = db.prepare(
    `DELETE FROM mail_outbox WHERE kind IN ('plantreminder', 'plantconsent')
       AND json_extract(payload, '$.contactId') = ?`,
  );
  const eraseAddress = db.prepare(
    `DELETE FROM mail_outbox WHERE kind IN ('plantreminder', 'plantconsent')
       AND lower(json_extract(payload, '$.to')) = ?`,
  );

  const newToken = () => `${process.pid}-${randomUUID()}`;
  const claimed = (row: Record<string, unknown> | undefined, token: string) => {
    if (!row) return undefined;
    const found = withoutNulls<Omit<OutboxClaim, "token">>(row);
    const payload = typeof row.payload === "string" ? JSON.parse(row.payload) : undefined;
    return { ...found, token, ...(payload !== undefined && { payload }) } as OutboxClaim;
  };
  const claimNext = db.transaction((kind: QueuedKind, now: Date, leaseMs: number) => {
    const token = newToken();
    const row = claimDue.get({
      kind,
      token,
      now: now.toISOString(),
      leaseEnd: new Date(now.getTime() + leaseMs).toISOString(),
    }) as Record<string, unknown> | undefined;
    return claimed(row, token);
  });
  const claimOne = db.transaction((id: number, now: Date, leaseMs: number) => {
    const token = newToken();
    const row = claimRow.get({
      id,
      token,
      now: now.toISOString(),
      leaseEnd: new Date(now.getTime() + leaseMs).toISOString(),
    }) as Record<string, unknown> | undefined;
    return claimed(row, token);
  });
  /** Listeners of a sent mail, in the transaction that records it (a reply answers its inquiry). */
  const onSent = new Map<QueuedKind, (claim: OutboxClaim, at: Date) => void>();
  const recordSent = db.transaction((claim: OutboxClaim, at: Date) => {
    const done =
      finish.run({
        id: claim.id,
        token: claim.token,
        status: "sent",
        nextAt: null,
        error: null,
        problem: null,
        sentAt: at.toISOString(),
      }).changes === 1;
    if (done) onSent.get(claim.kind)?.(claim, at);
    return done;
  });

  /** Told of every mail queued (the runners' wake, which looks only after the caller's turn). */
  const added = new Set<(kind: QueuedKind) => void>();

  return {
    /**
     * Queues one mail, due now; call inside the transaction that makes what it is about. The
     * runner of its kind is woken: it looks after this turn, so after the commit.
     */
    add(mail: NewMail, at = new Date()): number {
      for (const listener of added) listener(mail.kind);
      return Number(
        insert.run({
          kind: mail.kind,
          inquiryId: mail.inquiryId ?? null,
          eventId: mail.eventId ?? null,
          payload: mail.payload === undefined ? null : JSON.stringify(mail.payload),
          local: newMessageLocal(mail.kind),
          at: at.toISOString(),
        }).lastInsertRowid,
      );
    },
    /** Claims the mail of `kind` that is due first, if any (one write under the write lock). */
    claimDue: (kind: QueuedKind, now: Date, leaseMs: number) =>
      claimNext.immediate(kind, now, leaseMs),
    /** Claims the mail of `kind` about this inquiry, due or not (the staff command's resend). */
    claimFor(kind: QueuedKind, inquiryId: number, now: Date, leaseMs: number) {
      const row = rowOf.get(kind, inquiryId) as { id: number; status: QueueStatus } | undefined;
      if (!row) return { result: "none" as const };
      if (row.status === "sent") return { result: "sent" as const };
      const claim = claimOne.immediate(row.id, now, leaseMs);
      return claim
        ? { result: "claimed" as const, claim, statusBefore: row.status }
        : { result: "busy" as const };
    },
    /** Records a sent try; false when the claim had expired and was taken by another. */
    sent: (claim: OutboxClaim, at = new Date()) => recordSent.immediate(claim, at),
    /** Back to pending until `retryAt`, or failed when there is no next try. */
    failed: (claim: OutboxClaim, error: string, problem: MailProblem, retryAt?: Date) =>
      finish.run({
        id: claim.id,
        token: claim.token,
        status: retryAt ? "pending" : "failed",
        nextAt: retryAt ? retryAt.toISOString() : null,
        error: error.slice(0, 500),
        problem,
        sentAt: null,
      }).changes === 1,
    /** A claimed mail that may not go before `until` (its kind's gate): it waits, not a try. */
    held: (claim: OutboxClaim, until: Date) =>
      hold.run(until.toISOString(), claim.id, claim.token).changes === 1,
    /**
     * Removes a claimed mail that has nobody left to go to (a digest whose account was disabled
     * meanwhile): it was not sent, so it is not recorded as sent; the log says why.
     */
    dropped: (claim: OutboxClaim) => drop.run(claim.id, claim.token).changes === 1,
    /** When the earliest pending mail of `kind` is due (or its claim expires). */
    nextAt: (kind: QueuedKind) => (nextDue.get(kind) as string | null) ?? undefined,
    /** A failed mail about an event (a reply) due again now, its tries started over. */
    resend: (kind: QueuedKind, inquiryId: number, eventId: number, at = new Date()) =>
      again.run(at.toISOString(), kind, eventId, inquiryId).changes === 1,
    /** Every mail about one inquiry, oldest first. */
    ofInquiry: (inquiryId: number) =>
      (byInquiry.all(inquiryId) as Record<string, unknown>[]).map((row) =>
        withoutNulls<
          DeliveryState & { id: number; kind: QueuedKind; eventId?: number; createdAt: string }
        >(row),
      ),
    /** A delivery report came back for the reply of this event. */
    bounced: (eventId: number, at: Date, words: string) =>
      bounceOf.run(at.toISOString(), words, eventId).changes === 1,
    counts(kind: QueuedKind) {
      const found = Object.fromEntries(
        (counts.all(kind) as { status: string; count: number }[]).map((r) => [r.status, r.count]),
      );
      return { pending: found.pending ?? 0, failed: found.failed ?? 0 };
    },
    /** The inquiries whose mail of `kind` is pending or failed; `sending` under a live claim. */
    unsent: (kind: QueuedKind, now = new Date()) =>
      (unsentRows.all(now.toISOString(), kind) as { inquiryId: number; sending: number }[]).map(
        (row) => ({ inquiryId: row.inquiryId, sending: row.sending === 1 }),
      ),
    failedInquiries: (kind: QueuedKind) => failedOf.all(kind) as number[],
    /**
     * Whether a mail of `kind` about this inquiry waits and is not being sent (no live claim at
     * `at`, ISO 8601): what happens meanwhile joins it (a buyer's new mail joins its notice).
     */
    waiting: (kind: QueuedKind, inquiryId: number, at: string) =>
      waitingOf.get(kind, inquiryId, at) !== undefined,
    /**
     * When the latest mail of `kind` about this inquiry left (ISO 8601): its `sent_at`, or `at`
     * for one under a live claim at `at`; undefined when none has (the message notice's window).
     */
    lastSent: (kind: QueuedKind, inquiryId: number, at: string) =>
      (lastGone.get({ kind, inquiryId, at }) as string | null) ?? undefined,
    /**
     * A contact stopped (an unsubscribe, a bounce): their plant mails not yet sent are removed,
     * unless one is leaving now under a live claim.
     */
    forgetContact: (contactId: number, at = new Date()) =>
      forgetContact.run(contactId, at.toISOString()).changes,
    /** An erasure of one contact: every plant mail to them, sent or not. */
    eraseContact: (contactId: number) => eraseContact.run(contactId).changes,
    /** An erasure: every plant mail to the address, sent or not, goes with the person. */
    eraseAddress: (email: string) => eraseAddress.run(email.trim().toLowerCase()).changes,
    /** Calls `listener` with the kind of each mail queued (server/inquiries/setup.ts wakes). */
    onAdded(listener: (kind: QueuedKind) => void) {
      added.add(listener);
      return () => void added.delete(listener);
    },
    /** Runs `listener` in the transaction that records a sent mail of `kind`. */
    onSent(kind: QueuedKind, listener: (claim: OutboxClaim, at: Date) => void) {
      onSent.set(kind, listener);
    },
  };
}
