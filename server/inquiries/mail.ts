import type { NoticeMail } from "../mail/settings";
import type { StoredInquiry } from "./store";
import { oneLine } from "./text";
import { FIELD_RULES } from "./validate";

/** The inquiry's page in the back office (Korean, the staff's default language). */
export function inquiryUrl(siteUrl: string, ref: string): string {
  return `${siteUrl}/admin/inquiries/${encodeURIComponent(ref)}`;
}

/** One line, no control characters: nothing from a visitor can start a new header. */
export function headerText(value: string, max = 120): string {
  const chars = [...oneLine(value)];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

export function noticeSubject(inquiry: StoredInquiry): string {
  const product = inquiry.productCode ? ` [${inquiry.productCode}]` : "";
  return headerText(
    `[${inquiry.ref}] Inquiry from ${inquiry.companyName} (${inquiry.name})${product}`,
  );
}

/** Plain text only: stored text is data and is never put into HTML. */
export function noticeText(inquiry: StoredInquiry, siteUrl?: string): string {
  const lines = [
    ...(siteUrl ? [`Open in the back office: ${inquiryUrl(siteUrl, inquiry.ref)}`, ""] : []),
    `Reference: ${inquiry.ref}`,
    `Received: ${inquiry.createdAt}`,
    `Language: ${inquiry.lang}`,
  ];
  for (const { name } of FIELD_RULES) {
    const value = inquiry[name];
    if (value === undefined) continue;
    lines.push(name === "inquiry" ? `\n${name}:\n${value}` : `${name}: ${value}`);
  }
  const items = inquiry.items ?? [];
  if (items.length > 0) {
    lines.push(`\nQuote list (${items.length} ${items.length === 1 ? "line" : "lines"}):`);
    items.forEach((item, index) => {
      lines.push(`${index + 1}. ${item.code} × ${item.quantity}  ${item.name}`);
      if (item.note) lines.push(`   Note: ${item.note}`);
    });
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The same for every try of one notice, so that a mail program can fold a notice that was sent
 * twice (a process that died between sending and recording it) into one.
 */
export function noticeMessageId(inquiry: StoredInquiry, from: string): string {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  return `<inquiry-${inquiry.ref}-${Date.parse(inquiry.createdAt)}@${domain}>`;
}

/** Said when a notice is tried while the mail settings are gone: it is tried again later. */
const MAIL_OFF = "the mail settings were removed before the notice was sent";

/**
 * Sends the staff notice of one stored inquiry with the settings of the moment (server/mail/);
 * rejects when the SMTP server does.
 */
export function createMailer(settings: () => NoticeMail | undefined) {
  return async (inquiry: StoredInquiry) => {
    const mail = settings();
    if (!mail) throw new Error(MAIL_OFF);
    await mail.send({
      to: mail.to,
      messageId: noticeMessageId(inquiry, mail.from),
      // The address passed validation (no spaces, quotes or line breaks); nodemailer encodes it.
      replyTo: { name: headerText(inquiry.name, 100), address: inquiry.email },
      subject: noticeSubject(inquiry),
      text: noticeText(inquiry, mail.siteUrl),
    });
  };
}
