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
   * settings name) failed: DMARC, or SPF without a DKIM pass. Held out of every inquiry.
   */
  notVerified?: { spf?: string; dkim?: string; dmarc?: string };
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
  /** The mailbox's address: every mail to a buyer has it as Reply-To. */
  address: string;
  /**
   * The authserv-id of the server that receives this mailbox's mail (mx.google.com for Gmail):
   * only its Authentication-Results header is read; none read while unset.
   */
  authservId?: string;
}
