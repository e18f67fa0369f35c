import type Database from "better-sqlite3";
import type { IncomingMail, ServerCopies, ServerCopy } from "../mail/incoming";

/**
 * Where each stored mail is on the mail server (schema 12, messages-schema.ts; issue 47): the
 * reader moves a stored mail from the folder read to the site's own folder, and deletes it there
 * once its mail is erased, expired or dismissed. The rows are the durable queue: erasure only
 * cuts the link (ON DELETE SET NULL), so it completes at once even when the server is away.
 */

/** A refused deletion waits this long, doubled at each try, up to DELETE_RETRY_MAX. */
const DELETE_RETRY_FIRST = 60_000;
const DELETE_RETRY_MAX = 6 * 60 * 60_000;

const COLUMNS = `id, account, folder, uid_validity AS uidValidity, uid, message_id AS messageId`;

export type MailboxCopies = ReturnType<typeof openMailboxCopies>;

export function openMailboxCopies(db: Database.Database) {
  // A copy of a dismissed mail is due for deletion as soon as it is known.
  const add = db.prepare(
    `INSERT INTO mailbox_copies (message, account, uid_validity, uid, message_id)
     SELECT CASE WHEN dismissed_at IS NULL THEN id END, @account, @uidValidity, @uid, @messageId
     FROM mail_messages WHERE id = @message
       AND NOT EXISTS (SELECT 1 FROM mailbox_copies
         WHERE folder IS NULL AND uid_validity = @uidValidity AND uid = @uid)`,
  );
  const toMove = db.prepare(
    `SELECT ${COLUMNS} FROM mailbox_copies
     WHERE folder IS NULL AND message IS NOT NULL AND uid_validity = ?
       AND (account IS NULL OR account = ?)
     ORDER BY uid LIMIT ?`,
  );
  const moved = db.prepare(
    `UPDATE mailbox_copies SET account = @account, folder = @folder, uid_validity = @uidValidity,
       uid = @uid WHERE id = @id`,
  );
  const forget = db.prepare("DELETE FROM mailbox_copies WHERE id = ?");
  const toDelete = db.prepare(
    `SELECT ${COLUMNS} FROM mailbox_copies
     WHERE message IS NULL AND (next_at IS NULL OR next_at <= ?)
       AND (account IS NULL OR account = ?)
     ORDER BY id LIMIT ?`,
  );
  const attempts = db.prepare("SELECT attempts FROM mailbox_copies WHERE id = ?").pluck();
  const later = db.prepare("UPDATE mailbox_copies SET attempts = ?, next_at = ? WHERE id = ?");
  const release = db.prepare("UPDATE mailbox_copies SET message = NULL WHERE message = ?");
  const waiting = db.prepare("SELECT COUNT(*) FROM mailbox_copies WHERE message IS NULL").pluck();
  const listeners = new Set<() => void>();

  const row = (found: Record<string, unknown>): ServerCopy =>
    Object.fromEntries(
      Object.entries(found).filter(([, value]) => value !== null),
    ) as unknown as ServerCopy;

  const copies = {
    /** The copy of a mail just stored (or a second delivery of one known), in the folder read. */
    add(message: number, mail: IncomingMail) {
      add.run({
        message,
        account: mail.account ?? null,
        uidValidity: mail.key.uidValidity,
        uid: mail.key.uid,
        messageId: mail.messageId ?? null,
      });
    },
    /** The mail `message` no longer wants its copies on the server (dismissed): due now. */
    release(message: number) {
      return release.run(message).changes;
    },
    toMove: (account: string, uidValidity: string, limit: number) =>
      (toMove.all(uidValidity, account, limit) as Record<string, unknown>[]).map(row),
    moved(id: number, to: Parameters<ServerCopies["moved"]>[1]) {
      moved.run({
        id,
        account: to.account,
        folder: to.folder,
        uidValidity: to.uidValidity ?? null,
        uid: to.uid ?? null,
      });
    },
    gone: (id: number) => void forget.run(id),
    toDelete: (account: string, now: Date, limit: number) =>
      (toDelete.all(now.toISOString(), account, limit) as Record<string, unknown>[]).map(row),
    deleted: (id: number) => void forget.run(id),
    retryLater(id: number, now: Date) {
      const tries = ((attempts.get(id) as number | undefined) ?? 0) + 1;
      const wait = Math.min(DELETE_RETRY_FIRST * 2 ** (tries - 1), DELETE_RETRY_MAX);
      later.run(tries, new Date(now.getTime() + wait).toISOString(), id);
    },
    /** How many copies wait to be deleted on the server (any account). */
    waiting: () => waiting.get() as number,
    /** Tells the listeners (the reader) that copies are due for deletion. */
    due() {
      for (const listener of listeners) listener();
    },
    onDue(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } satisfies ServerCopies & Record<string, unknown>;
  return copies;
}
