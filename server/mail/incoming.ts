/**
 * A mail read from the mailbox the site reads (server/mail/reader.ts), as the mail room hands it
 * to whoever stores it (the inquiry store). The mail room parses and classifies; the store
 * matches it to an inquiry and commits it once (docs/decisions/023-mail-conversation.md).
 */

/** Where the message sits in the mailbox: UIDVALIDITY and UID together name it for good. */
export interface MailboxKey {
  /** The folder's UIDVALIDITY (a decimal string: it may exceed 2^53 in theory). */
  uidValidity: string;
  uid: number;
}

/** What kind of mail it is: a person's message, an automatic reply, or a delivery report. */
export type IncomingKind = "message" | "auto-reply" | "bounce";

export interface IncomingAttachment {
  /** The name as sent, cleaned to a safe file name (never a path). */
  filename: string;
  /** As declared by the sender: never trusted to serve (downloads are always attachments). */
  contentType: string;
  content: Buffer;
}

export interface IncomingMail {
  key: MailboxKey;
  /** The mailbox it was read from (`accountOf`), so its copy is never looked for in another. */
  account?: string;
  /** The Message-ID without angle brackets, when the message has one. */
  messageId?: string;
  /** In-Reply-To and References, without angle brackets, oldest first. */
  references: string[];
  subject: string;
  from: { address: string; name?: string };
  /** The Date header (ISO 8601, UTC), else when the server received it. */
  date: string;
  /** The new words as text (HTML turned to text by a sanitiser); quoted history apart. */
  text: string;
  /** The quoted history the sender's program appended, folded on the page. */
  quoted?: string;
  kind: IncomingKind;
  /** For a bounce: the reply it reports on and the remote server's words. */
  bounce?: { messageId?: string; recipient?: string; status?: string; diagnostic?: string };
  attachments: IncomingAttachment[];
  /** Over the size limit: nothing but the headers was read; the message stays in the mailbox. */
  tooLarge?: { size: number };
  /**
   * The receiving server's verdict (its Authentication-Results, under the authserv-id the
   * settings name) failed: DMARC, or SPF without a proof of the From: domain. Held out of every
   * inquiry.
   */
  notVerified?: { spf?: string; dkim?: string; dmarc?: string };
  /**
   * The same verdict proved the From: domain (server/mail/authentication.ts): `dmarc=pass` for
   * it, or a `dkim=pass` signed by it (or a parent). Only then does the buyer's address count as
   * the buyer's; without it only the thread's own Message-IDs do (decision 023).
   */
  fromVerified?: { by: "dmarc" | "dkim"; domain: string };
  /** It could not be parsed or converted: the raw message is its one attachment. */
  unreadable?: true;
}

/**
 * Stores one mail; resolves once it is committed (or known already). The reader marks the
 * message seen only after this resolves, so a crash in between repeats the call, never the row.
 */
export type StoreIncoming = (mail: IncomingMail) => Promise<"stored" | "duplicate">;

/**
 * The mailbox the site reads, as the settings give it (IMAP_URL, else what an owner saved in the
 * back office); the reader connects with it (imapflow's options are made from it).
 */
export interface MailboxConfig {
  host: string;
  port: number;
  /** tls: TLS from the first byte (993); starttls: upgraded, required; none: loopback only. */
  security: "tls" | "starttls" | "none";
  user: string;
  password: string;
  /** The folder read, INBOX unless set. */
  folder: string;
  /**
   * The site's own folder: mail the store kept is moved there, and deleted there with its
   * inquiry (issue 47). Made when missing; SITE_FOLDER unless set; never the folder read.
   */
  siteFolder?: string;
  /** The mailbox's address: every mail to a buyer has it as Reply-To. */
  address: string;
  /**
   * The authserv-id of the server that receives this mailbox's mail (mx.google.com for Gmail):
   * only its topmost Authentication-Results header is read; none read while unset, and then
   * only replies naming the site's own Message-IDs go on an inquiry by themselves.
   */
  authservId?: string;
}

/** The mailbox as the store names it beside a copy: host and user, in lower case. */
export const accountOf = (config: Pick<MailboxConfig, "host" | "user">) =>
  `${config.host.toLowerCase()}/${config.user.toLowerCase()}`;

/**
 * A stored mail's copy on the mail server (issue 47). Found again by its UID with the folder's
 * UIDVALIDITY when the server gave them (COPYUID of the move): exact, and no trust in the mail's
 * own headers. The Message-ID, the sender's word, serves only where the UID is not known (a
 * server without UIDPLUS, the folder made again), and only to find copies of that same mail.
 */
export interface ServerCopy {
  id: number;
  /** The mailbox it was read from (`accountOf`); absent for mail stored before schema 12. */
  account?: string;
  /** The site's folder it was moved to; absent while it is still in the folder read. */
  folder?: string;
  uidValidity?: string;
  uid?: number;
  /** Without angle brackets. */
  messageId?: string;
}

/**
 * The store's side of the mailbox following the inquiry: which stored mail is still in the folder
 * read, where it went, and which copies are due for deletion (their mail erased, expired or
 * dismissed). The reader moves only what the store has committed.
 */
export interface ServerCopies {
  /** Stored mail still in the folder read of this UIDVALIDITY, lowest UID first. */
  toMove(account: string, uidValidity: string, limit: number): ServerCopy[];
  /** Now in the site's folder, with its UID there when the server said it. */
  moved(
    id: number,
    to: { account: string; folder: string; uidValidity?: string; uid?: number },
  ): void;
  /** Not where it was (deleted or moved by a person): nothing on the server to follow. */
  gone(id: number): void;
  /** Copies due for deletion now, oldest first. */
  toDelete(account: string, now: Date, limit: number): ServerCopy[];
  /** Deleted on the server, or found nowhere: forgotten. */
  deleted(id: number): void;
  /** The server refused: tried again later. */
  retryLater(id: number, now: Date): void;
  /** How many copies wait to be deleted (the settings page shows it). */
  waiting(): number;
  /** Calls `listener` when a deletion is queued, so the reader goes at once; returns the stop. */
  onDue(listener: () => void): () => void;
}
