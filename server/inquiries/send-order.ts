import type { Company } from "../../app/content/schemas";
import { dayText } from "../../app/i18n/day-text";
import { absoluteUrl } from "../../app/site/url";
import type { InquiriesContext } from "./inbox";
import type { ReplyMail } from "./replies";
import type { StoredInquiry } from "./types";
import { supplierBlock } from "./send-quotation";
import { lineText } from "../orders/documents";
import { confirmationFile, statementFile, type OrderFile } from "../orders/files";
import { orderPath, orderToken } from "../orders/link";
import {
  deliveryLabel,
  openOf,
  type DateMove,
  type Delivery,
  type StoredCancel,
  type Order,
} from "../orders/store";
import { orderWord } from "../orders/words";
import { won } from "../quotations/money";

/**
 * An order's mail to the buyer (decision 047): the confirmation with its PDF, a delivery's
 * 거래명세서, a promised day moved, what is left of a line cancelled. Each is a reply of the inquiry's thread, queued with its file
 * kept with the inquiry (kept-files.ts) in one transaction, so it leaves through the outbox like
 * any reply (retries, In-Reply-To/References) and goes with the inquiry at erasure. These mails
 * carry out a sale already made: transactional, never "(광고)", no marketing consent needed.
 */

export type OrderMailResult = "queued" | "mailOff";

/** The buyer's link to the order, whole, in their language. */
export function orderLink(inquiries: InquiriesContext, order: Order, lang: "ko" | "en") {
  return absoluteUrl(
    orderPath(orderToken(inquiries.store.orders.key(), order.id, order.nonce), lang),
  );
}

function queueMail(
  inquiries: InquiriesContext,
  inquiry: StoredInquiry,
  text: { subject: string; body: string },
  staff: { email: string; name?: string },
  files: readonly OrderFile[],
  at: Date,
  also?: () => void,
): OrderMailResult {
  const { store } = inquiries;
  const mail: ReplyMail = {
    ...text,
    to: inquiry.email,
    replyTo: staff.email,
    staff: staff.name ?? staff.email,
  };
  // Due now by the outbox's clock (the real one), as a quotation's mail is; `at` (the staff
  // services' clock) dates the event.
  store.files.keep(
    files.map((file) => ({ name: file.filename, type: file.contentType, content: file.content })),
    (record) =>
      store.database
        .transaction(() => {
          const eventId = store.replies.queueIn(inquiry.id, mail, staff.email, at, new Date());
          if (files.length > 0) record({ inquiryId: inquiry.id, eventId });
          also?.();
        })
        .immediate(),
  );
  inquiries.replies.wake();
  return "queued";
}

/** The order confirmation (주문 확인서) with its PDF, in the buyer's language. */
export async function sendConfirmation(
  inquiries: InquiriesContext,
  inquiry: StoredInquiry,
  order: Order,
  staff: { email: string; name?: string },
  company: Company,
  at: Date,
): Promise<OrderMailResult> {
  if (!inquiries.replies.on()) return "mailOff";
  const lang = inquiry.lang;
  const supplier = supplierBlock(company, lang);
  const file = await confirmationFile(order, supplier, lang);
  const text = {
    subject: orderWord(lang, "confirmSubject", { ref: inquiry.ref, number: order.number }),
    body: orderWord(lang, "confirmBody", {
      name: order.buyerName || inquiry.name,
      number: order.number,
      po: order.poNumber || orderWord(lang, "noPo"),
      total: won(order.total),
      supply: won(order.supply),
      tax: won(order.tax),
      link: orderLink(inquiries, order, lang),
      staff: staff.name ?? staff.email,
      company: supplier.name,
    }),
  };
  return queueMail(inquiries, inquiry, text, staff, [file], at, () =>
    inquiries.store.orders.confirmed(order.id, at),
  );
}

/** A delivery's 거래명세서, mailed in the thread and kept with the inquiry. */
export async function sendStatement(
  inquiries: InquiriesContext,
  inquiry: StoredInquiry,
  order: Order,
  delivery: Delivery,
  staff: { email: string; name?: string },
  at: Date,
): Promise<OrderMailResult> {
  if (!inquiries.replies.on()) return "mailOff";
  const lang = inquiry.lang;
  const file = await statementFile(order, delivery, lang);
  const label = deliveryLabel(order, delivery.n);
  const text = {
    subject: orderWord(lang, "statementSubject", { ref: inquiry.ref, label }),
    body: orderWord(lang, "statementBody", {
      name: order.buyerName || inquiry.name,
      number: order.number,
      date: dayText(delivery.deliveredOn, lang),
      total: won(delivery.total),
      supply: won(delivery.supply),
      tax: won(delivery.tax),
      link: orderLink(inquiries, order, lang),
      staff: staff.name ?? staff.email,
      company: delivery.supplier.name,
    }),
  };
  return queueMail(inquiries, inquiry, text, staff, [file], at);
}

/** Promised days moved: the lines, the old and new days and why (item 4). */
export function sendDateMoves(
  inquiries: InquiriesContext,
  inquiry: StoredInquiry,
  order: Order,
  moves: readonly DateMove[],
  staff: { email: string; name?: string },
  company: Company,
  at: Date,
): OrderMailResult {
  if (moves.length === 0) return "queued";
  if (!inquiries.replies.on()) return "mailOff";
  const lang = inquiry.lang;
  const lines = moves.map((move) => {
    const line = order.lines.find((l) => l.position === move.position)!;
    return orderWord(lang, "moveLine", {
      item: lineText(line),
      from: dayText(move.from, lang),
      to: dayText(move.to, lang),
      reason: move.reason,
    });
  });
  const text = {
    subject: orderWord(lang, "moveSubject", { ref: inquiry.ref, number: order.number }),
    body: orderWord(lang, "moveBody", {
      name: order.buyerName || inquiry.name,
      number: order.number,
      moves: lines.join("\n"),
      link: orderLink(inquiries, order, lang),
      // Signed by who moved it, as the confirmation and the statement are (ko-89 13).
      staff: staff.name ?? staff.email,
      company: supplierBlock(company, lang).name,
    }),
  };
  return queueMail(inquiries, inquiry, text, staff, [], at);
}

/**
 * What is left of a line cancelled: the line, what was ordered, delivered and cancelled, the
 * 공급가액 cancelled as stored (VAT apart) and why. `order` is as it is after the cancel.
 */
export function sendCancel(
  inquiries: InquiriesContext,
  inquiry: StoredInquiry,
  order: Order,
  cancel: StoredCancel,
  staff: { email: string; name?: string },
  company: Company,
  at: Date,
): OrderMailResult {
  if (!inquiries.replies.on()) return "mailOff";
  const lang = inquiry.lang;
  const line = order.lines.find((l) => l.position === cancel.position)!;
  const text = {
    subject: orderWord(lang, "cancelSubject", { ref: inquiry.ref, number: order.number }),
    body: orderWord(lang, "cancelBody", {
      name: order.buyerName || inquiry.name,
      number: order.number,
      item: lineText(line),
      ordered: won(line.quantity),
      delivered: won(line.delivered),
      count: won(cancel.quantity),
      open: won(openOf(line)),
      supply: won(cancel.supply),
      reason: cancel.reason,
      link: orderLink(inquiries, order, lang),
      staff: staff.name ?? staff.email,
      company: supplierBlock(company, lang).name,
    }),
  };
  return queueMail(inquiries, inquiry, text, staff, [], at);
}
