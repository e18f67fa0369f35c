import type { Lang } from "../../../app/i18n/lang";

/**
 * What the mail kinds read of a buyer's inquiry. The mail room knows no inquiry store: the
 * inquiries hand it their stored inquiry, which has this shape (server/inquiries/types.ts).
 */
export interface MailInquiry {
  ref: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  lang: Lang;
  companyName: string;
  name: string;
  phone: string;
  fax?: string;
  email: string;
  inquiry: string;
  productCode?: string;
  productName?: string;
  category?: string;
  /** The quote list, in the order sent. */
  items?: readonly MailInquiryItem[];
  /** A unit page's service or parts request names its kind, unit and sleeve (decision 033). */
  kind?: "inquiry" | "service" | "parts";
  unitSerial?: string;
  elastomer?: string;
}

/** One line of the quote list as stored: the product as the catalogue named it then. */
export interface MailInquiryItem {
  /** The catalogue's id (lower case). */
  productId: string;
  code: string;
  name: string;
  quantity: number;
  note?: string;
}

/**
 * The form's fields a staff notice lists, in the form's order (the inquiry form's rules,
 * `FIELD_RULES` in server/inquiries/validate.ts, name the same fields in the same order).
 */
export const INQUIRY_FIELDS = [
  "companyName",
  "name",
  "phone",
  "fax",
  "email",
  "inquiry",
  "productCode",
  "productName",
  "category",
] as const satisfies readonly (keyof MailInquiry)[];

/** A staff reply as stored (the timeline event's value). */
export interface ReplyMail {
  subject: string;
  body: string;
  to: string;
  replyTo: string;
  /** The staff member's name, in the From display name (absent on replies before schema 8). */
  staff?: string;
  /**
   * A quotation's mail (decision 027): its id, and the path of the buyer's link, which the body
   * holds on a line of its own and the mail carries whole (the site's address before it).
   */
  quotation?: { id: number; path: string };
}

/** A file the reply carries, read when it is sent. */
export interface ReplyAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** An open inquiry as the digest lists it (the inbox's `open`). */
export interface DigestLine {
  ref: string;
  createdAt: string;
  companyName: string;
  assignee?: string;
  response: { overdue: boolean };
}
