import type { QueuedKind } from "./queue";

/**
 * The outbox read inside the inquiry database's own queries (the inquiry's columns, the inbox's
 * clauses and sort): SQL subqueries on `mail_outbox`, so that its columns are named here only.
 * `inquiry` and `event` are SQL expressions of the outer query (a column such as
 * `inquiries.id`), never a value from outside.
 */

/** A column of the inquiry's mail of `kind` (one per inquiry: the notice, the confirmation). */
export const outboxColumn = (kind: QueuedKind, column: string, inquiry = "inquiries.id") =>
  `(SELECT ${column} FROM mail_outbox WHERE inquiry_id = ${inquiry} AND kind = '${kind}')`;

/** When each reply of the inquiry left (a SELECT of one column, for a UNION). */
export const repliesSentAt = (inquiry = "inquiries.id") =>
  `SELECT sent_at FROM mail_outbox WHERE inquiry_id = ${inquiry}
      AND kind = 'reply' AND status = 'sent'`;

/** The reply of this event left (an EXISTS). */
export const replyLeft = (event: string) =>
  `EXISTS (SELECT 1 FROM mail_outbox o
  WHERE o.kind = 'reply' AND o.event_id = ${event} AND o.status = 'sent')`;

/** A reply of the inquiry came back undelivered (an EXISTS). */
export const replyBounced = (inquiry = "inquiries.id") =>
  `EXISTS (SELECT 1 FROM mail_outbox WHERE inquiry_id = ${inquiry}
  AND kind = 'reply' AND bounced_at IS NOT NULL)`;

/**
 * The event the next mail of `kind` about the inquiry after `event` is about (the next message
 * notice's first mail), or NULL: where one notice's count ends and the next one's begins.
 */
export const nextEventOf = (kind: QueuedKind, event: string, inquiry = "inquiries.id") =>
  `(SELECT MIN(event_id) FROM mail_outbox WHERE inquiry_id = ${inquiry}
  AND kind = '${kind}' AND event_id > ${event})`;
