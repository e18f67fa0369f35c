import type { MessageKey } from "../i18n/messages";
import type { Translate } from "../i18n/use-lang";

/** The visible fields of the inquiry form, in order. */
export const inquiryFields = ["companyName", "name", "phone", "fax", "email", "inquiry"] as const;
export type InquiryField = (typeof inquiryFields)[number];

export const isInquiryField = (name: string): name is InquiryField =>
  (inquiryFields as readonly string[]).includes(name);

/** Label and error prefix of each field (Company name, Name, ... Inquiry). */
export const fieldLabel = (t: Translate, field: InquiryField) =>
  t(`inquiry.${field}` as MessageKey);

export type LinePart = "id" | "qty" | "note";

/** What the page shows: one line under each field, and the form-level messages apart. */
export interface ShownErrors {
  fields: Partial<Record<InquiryField, string>>;
  form: string[];
  /** A quote line's errors by its number N as sent (`items[N].qty`), shown on its row. */
  lines?: Record<number, Partial<Record<LinePart, string>>>;
  /** The consent box's error, shown under it. */
  consent?: string;
}
