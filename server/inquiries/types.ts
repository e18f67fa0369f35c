import type { Inquiry } from "./validate";

/**
 * The inquiry as stored, a leaf every module of the inquiries may import without loading the
 * store (decision 026). The mail room reads it as its own `MailInquiry` (server/mail/kinds/).
 */

/** How the staff notice went: off (no SMTP when it came), pending, sent, failed (no tries left). */
export type MailStatus = "off" | "pending" | "sent" | "failed";

/** The buyer's confirmation: as a notice, or `limited` (not sent: the address had its share). */
export type ConfirmStatus = MailStatus | "limited";

export interface StoredInquiry extends Omit<Inquiry, "noticeVersion"> {
  /** The privacy notice agreed to; absent on inquiries stored before schema 5. */
  noticeVersion?: string;
  id: number;
  ref: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The staff notice's delivery (its row in the outbox). */
  mailStatus: MailStatus;
  /** Tries so far, counted when one starts. */
  mailAttempts: number;
  /** Pending: when the next try is due (ISO 8601, UTC); while claimed, when the claim expires. */
  mailNextAt?: string;
  /** Why the last try failed. */
  mailError?: string;
  /** When the person agreed to the privacy notice (ISO 8601, UTC); absent before schema 5. */
  consentAt?: string;
}
