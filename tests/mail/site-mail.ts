import { expect, vi } from "vitest";
import type { Receiver } from "../receiver/harness";
import type { Dovecot } from "./dovecot";

/** How long a test waits for the site's reader (a bound for a hang, never a measure). */
type Wait = { timeout: number; interval: number };

/**
 * Resolves once the site's reader has first connected and marked the mailbox's history: mail
 * appended before that is history it never reads (issue 47), and would wait forever.
 */
export async function readerConnected(site: Receiver, wait: Wait) {
  const db = site.store.database;
  const started = () => db.prepare("SELECT COUNT(*) FROM mailbox_start").pluck().get();
  await vi.waitFor(() => expect(started()).toBe(1), wait);
}

/**
 * Appends the mails to the mailbox's INBOX over one connection (a login per mail is most of
 * the time on a busy machine) and waits until the site's reader stored them all.
 */
export async function deliver(
  site: Receiver,
  mailbox: Dovecot,
  mails: readonly (string | Buffer)[],
  wait: Wait,
) {
  const db = site.store.database;
  const stored = () => db.prepare("SELECT COUNT(*) FROM mail_messages").pluck().get() as number;
  const before = stored();
  const imap = await mailbox.client();
  try {
    for (const mail of mails) await imap.append("INBOX", mail);
  } finally {
    await imap.logout();
  }
  await vi.waitFor(() => expect(stored()).toBe(before + mails.length), wait);
}
