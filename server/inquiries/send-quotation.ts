import { addressLine } from "../../app/content/company";
import type { Company } from "../../app/content/schemas";
import { pick } from "../../app/i18n/localized";
import { dayText } from "../../app/i18n/day-text";
import type { InquiriesContext } from "./inbox";
import type { ReplyMail } from "./replies";
import { seoulDate } from "./store";
import type { StoredInquiry } from "./types";
import { numberLabel } from "../quotations/documents";
import { quotationPath, quotationToken } from "../quotations/link";
import { won } from "../quotations/money";
import { quotationTotals, sendable, type FieldErrors } from "../quotations/quotation";
import type { BuyerBlock, StoredQuotation, SupplierBlock } from "../quotations/store";
import { quotationWord } from "../quotations/words";
import { phoneText } from "../../app/i18n/phone-text";

/**
 * Sending a quotation (decision 027): the draft becomes a numbered version and its mail is
 * queued as a reply of the inquiry's thread, in one transaction, so it leaves through the
 * outbox like any reply (retries, In-Reply-To/References, the inquiry answered once it left),
 * with the PDF and the .xlsx made when the mail is sent (queued-mail.ts).
 */

/** YYYY-MM-DD plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The supplier's block in `lang` from the published facts, with the seal's PNG when it has one. */
export function supplierBlock(company: Company, lang: "ko" | "en", seal?: Buffer): SupplierBlock {
  return {
    name: pick(company.name, lang),
    ceo: pick(company.ceo, lang),
    address: addressLine(company.address, lang),
    phone: phoneText(company.phone, lang),
    fax: phoneText(company.fax, lang),
    email: company.email,
    ...(company.businessNumber && { businessNumber: company.businessNumber }),
    ...(seal && { seal: seal.toString("base64") }),
  };
}

export function buyerBlock(inquiry: StoredInquiry): BuyerBlock {
  return {
    company: inquiry.companyName,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    ref: inquiry.ref,
  };
}

/** The buyer's link's path for a sent version. */
export function answerPath(key: Buffer, quotation: StoredQuotation, lang: "ko" | "en") {
  return quotationPath(quotationToken(key, quotation.id, quotation.sent!.nonce), lang);
}

/** The quotation mail's subject and text; the link's line is its path, made whole when sent. */
export function quotationMailText(
  quotation: StoredQuotation,
  inquiry: StoredInquiry,
  path: string,
  staff: string,
) {
  const lang = inquiry.lang;
  const sent = quotation.sent!;
  const number = numberLabel(quotation);
  return {
    subject: quotationWord(lang, "mailSubject", { ref: inquiry.ref, number }),
    body: quotationWord(lang, "mailBody", {
      name: inquiry.name,
      number,
      total: won(sent.total),
      supply: won(sent.supply),
      tax: won(sent.tax),
      validUntil: dayText(sent.validUntil, lang),
      link: path,
      staff,
      company: sent.supplier.name,
    }),
  };
}

export type SendResult =
  | { result: "sent"; quotation: StoredQuotation }
  | { result: "refused"; errors: FieldErrors }
  | { result: "mailOff" | "unknown" | "gone" };

/**
 * Sends the inquiry's draft: refused field by field while a line has no price; the mail goes in
 * the buyer's language, Reply-To the staff member (the mail room puts the mailbox first).
 * `seal` is the published facts' seal's PNG, printed beside the supplier's name.
 */
export function sendQuotation(
  inquiries: InquiriesContext,
  inquiry: StoredInquiry,
  staff: { email: string; name?: string },
  company: Company,
  at: Date,
  seal?: Buffer,
): SendResult {
  const { store } = inquiries;
  const draft = store.quotations.draft(inquiry.id);
  if (!draft) return { result: "gone" };
  const errors = sendable(draft.content);
  if (Object.keys(errors).length > 0) return { result: "refused", errors };
  // Beyond what a quotation holds: a price field's error, never a crash.
  try {
    quotationTotals(draft.content);
  } catch {
    return { result: "refused", errors: { "lines.0.price": "range" } };
  }
  if (!inquiries.replies.on()) return { result: "mailOff" };
  const issuedOn = seoulDate.format(at);
  const staffName = staff.name ?? staff.email;
  const key = store.quotations.key();
  const sent = store.quotations.issue(draft.id, {
    at,
    issuedOn,
    validUntil: addDays(issuedOn, draft.content.terms.validDays),
    supplier: supplierBlock(company, inquiry.lang, seal),
    buyer: buyerBlock(inquiry),
    queueMail: (quotation) => {
      const path = answerPath(key, quotation, inquiry.lang);
      const text = quotationMailText(quotation, inquiry, path, staffName);
      const mail: ReplyMail = {
        ...text,
        to: inquiry.email,
        replyTo: staff.email,
        staff: staffName,
        quotation: { id: quotation.id, path },
      };
      // Due now by the outbox's clock (the real one), as the reply form's replies are; `at`
      // (the staff services' clock) dates the event and the quotation.
      return store.replies.queueIn(inquiry.id, mail, staff.email, at, new Date());
    },
  });
  if (!sent) return { result: "gone" };
  inquiries.replies.wake();
  return { result: "sent", quotation: sent };
}
