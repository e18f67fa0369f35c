import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import type { MailQueue, NoticeClaim, StoredInquiry } from "./store";

/** A claimed row: its event's id and inquiry. */
interface ClaimedRow {
  id: number;
  inquiryId: number;
}

/**
 * An outbox's queue (store.ts's MailQueue) over a table of mails keyed by their timeline event
 * (`event_id`, `inquiry_id`, `status`, `attempts`, `next_at`, `claim`, `error`, `sent_at`): staff
 * replies and the notices of buyers' messages. A claim takes one row for one try, as store.ts's.
 */
export function eventQueue(
  db: Database.Database,
  table: "inquiry_replies" | "mail_notices",
  inquiryById: (id: number) => StoredInquiry | undefined,
  /** What the mailer needs of the claimed row beyond the inquiry; `idOf` reads its id back. */
  claimOf: (row: ClaimedRow) => Partial<NoticeClaim>,
  idOf: (claim: NoticeClaim) => number,
): MailQueue {
  const claimDue = db.prepare(
    `UPDATE ${table} SET claim = @token, next_at = @leaseEnd, attempts = attempts + 1
     WHERE event_id = (SELECT event_id FROM ${table} WHERE status = 'pending' AND next_at <= @now
                       ORDER BY next_at, event_id LIMIT 1)
       AND status = 'pending' AND next_at <= @now
     RETURNING event_id AS id, inquiry_id AS inquiryId, attempts`,
  );
  const finish = db.prepare(
    `UPDATE ${table} SET status = @status, next_at = @nextAt, error = @error, claim = NULL,
       sent_at = @sentAt
     WHERE event_id = @id AND claim = @token`,
  );
  const nextDue = db.prepare(`SELECT MIN(next_at) FROM ${table} WHERE status = 'pending'`).pluck();
  const claimNext = db.transaction((now: Date, leaseMs: number): NoticeClaim | undefined => {
    const token = `${process.pid}-${randomUUID()}`;
    const row = claimDue.get({
      token,
      now: now.toISOString(),
      leaseEnd: new Date(now.getTime() + leaseMs).toISOString(),
    }) as (ClaimedRow & { attempts: number }) | undefined;
    const inquiry = row && inquiryById(row.inquiryId);
    return inquiry && { inquiry, token, attempts: row.attempts, ...claimOf(row) };
  });
  const finishOf = (claim: NoticeClaim) => ({ id: idOf(claim), token: claim.token });
  return {
    claimDue: (now, leaseMs) => claimNext.immediate(now, leaseMs),
    sent: (claim, at = new Date()) =>
      finish.run({
        ...finishOf(claim),
        status: "sent",
        nextAt: null,
        error: null,
        sentAt: at.toISOString(),
      }).changes === 1,
    failed: (claim, error, retryAt) =>
      finish.run({
        ...finishOf(claim),
        status: retryAt ? "pending" : "failed",
        nextAt: retryAt ? retryAt.toISOString() : null,
        error: error.slice(0, 500),
        sentAt: null,
      }).changes === 1,
    nextAt: () => (nextDue.get() as string | null) ?? undefined,
  };
}
