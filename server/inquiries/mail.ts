import nodemailer from "nodemailer";
import type { ServerConfig } from "../config";
import type { StoredInquiry } from "./store";
import { oneLine } from "./text";
import { FIELD_RULES } from "./validate";

export interface MailSettings {
  smtpUrl: string;
  to: string[];
  from: string;
  /** SITE_URL: the notice links to the inquiry's page in the back office. */
  siteUrl?: string;
}

/** The notice's settings, or undefined when SMTP_URL or MAIL_TO is not set (notices off). */
export function mailSettings(config: ServerConfig): MailSettings | undefined {
  return config.SMTP_URL && config.MAIL_TO
    ? {
        smtpUrl: config.SMTP_URL,
        to: config.MAIL_TO,
        from: config.MAIL_FROM,
        siteUrl: config.SITE_URL,
      }
    : undefined;
}

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

/** One SMTP transport; its timeouts end a try far within the outbox's claim lease (10 min). */
export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/** Sends the staff notice of one stored inquiry; rejects when the SMTP server does. */
export function createMailer(settings: MailSettings) {
  const transport = smtpTransport(settings.smtpUrl);
  return async (inquiry: StoredInquiry) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      messageId: noticeMessageId(inquiry, settings.from),
      // The address passed validation (no spaces, quotes or line breaks); nodemailer encodes it.
      replyTo: { name: headerText(inquiry.name, 100), address: inquiry.email },
      subject: noticeSubject(inquiry),
      text: noticeText(inquiry, settings.siteUrl),
    });
  };
}
