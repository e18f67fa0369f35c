import type Database from "better-sqlite3";
import { messageIdHeader, newMessageLocal } from "../mail/thread";

/**
 * The Message-IDs of an inquiry's mails (schema 8, `inquiry_mail_ids` and `mail_messages`):
 * made when a mail to the buyer is queued, read when it is sent, so every try of one mail has
 * one id and each later mail names the earlier ones (docs/decisions/023-mail-conversation.md).
 */
export function openThreadIds(db: Database.Database) {
  const insert = db.prepare(
    "INSERT INTO inquiry_mail_ids (local, inquiry_id, reply_id) VALUES (?, ?, ?)",
  );
  const confirmationOf = db
    .prepare("SELECT local FROM inquiry_mail_ids WHERE inquiry_id = ? AND reply_id IS NULL")
    .pluck();
  const replyOf = db.prepare("SELECT local FROM inquiry_mail_ids WHERE reply_id = ?").pluck();
  // In the timeline's order: the confirmation (made with the inquiry) first, then the replies
  // and the buyer's messages by their events' ids, before `before` (an event id).
  const earlier = db.prepare(
    `SELECT 0 AS incoming, local AS id, 0 AS position FROM inquiry_mail_ids
       WHERE inquiry_id = @inquiry AND reply_id IS NULL
     UNION ALL
     SELECT 0, local, reply_id FROM inquiry_mail_ids
       WHERE inquiry_id = @inquiry AND reply_id < @before
     UNION ALL
     SELECT 1, message_id, event_id FROM mail_messages
       WHERE inquiry_id = @inquiry AND event_id < @before AND message_id IS NOT NULL
         AND kind = 'message'
     ORDER BY position`,
  );

  return {
    /** A new id for the inquiry's confirmation (in the transaction that stores the inquiry). */
    addConfirmation(inquiryId: number) {
      insert.run(newMessageLocal("confirmation"), inquiryId, null);
    },
    /** A new id for a reply, by its event (in the transaction that queues it). */
    addReply(inquiryId: number, replyId: number) {
      insert.run(newMessageLocal("reply"), inquiryId, replyId);
    },
    /** The confirmation's id as sent from `from`, when it has one. */
    confirmation(inquiryId: number, from: string): string | undefined {
      const local = confirmationOf.get(inquiryId) as string | undefined;
      return local === undefined ? undefined : messageIdHeader(local, from);
    },
    reply(replyId: number, from: string): string | undefined {
      const local = replyOf.get(replyId) as string | undefined;
      return local === undefined ? undefined : messageIdHeader(local, from);
    },
    /**
     * The ids (with angle brackets) of the inquiry's mails before the event `before` (all when
     * omitted), oldest first; the site's own as sent from `from`.
     */
    earlier(inquiryId: number, from: string, before = Number.MAX_SAFE_INTEGER): string[] {
      const rows = earlier.all({ inquiry: inquiryId, before }) as {
        incoming: number;
        id: string;
      }[];
      return rows.map((row) => (row.incoming ? `<${row.id}>` : messageIdHeader(row.id, from)));
    },
  };
}

export type ThreadIds = ReturnType<typeof openThreadIds>;
