/**
 * The folders of the mailbox the site reads (issue 47). A module of its own, without imapflow,
 * so the settings page's browser code can name the default.
 */

/**
 * The folder of the mailbox the site owns: mail it has read and kept is moved there from the
 * folder read, and deleted there with its inquiry. Made at the first move when missing.
 */
export const SITE_FOLDER = "Hanbit-site";

/** A folder name the mailbox settings take: printable, no IMAP wildcard, at most 200. */
export const FOLDER_NAME = /^[^\p{Cc}*%]{1,200}$/u;

/** Whether two folder names are one folder (INBOX in any case is the inbox). */
export function sameFolder(a: string, b: string) {
  const inbox = (name: string) => (name.trim().toUpperCase() === "INBOX" ? "INBOX" : name.trim());
  return inbox(a) === inbox(b);
}
