import nodemailer from "nodemailer";
import type { StoredInquiry } from "./store";
import { oneLine } from "./text";
import { FIELD_RULES } from "./validate";

export interface MailSettings {
  smtpUrl: string;
  to: string[];
  from: string;
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
export function noticeText(inquiry: StoredInquiry): string {
  const lines = [
    `Reference: ${inquiry.ref}`,
    `Received: ${inquiry.createdAt}`,
    `Language: ${inquiry.lang}`,
  ];
  for (const { name } of FIELD_RULES) {
    const value = inquiry[name];
    if (value === undefined) continue;
    lines.push(name === "inquiry" ? `\n${name}:\n${value}` : `${name}: ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Sends the staff notice of one stored inquiry; rejects when the SMTP server does. */
export function createMailer(settings: MailSettings) {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return async (inquiry: StoredInquiry) => {
    await transport.sendMail({
      from: settings.from,
      to: settings.to,
      // The address passed validation (no spaces, quotes or line breaks); nodemailer encodes it.
      replyTo: { name: headerText(inquiry.name, 100), address: inquiry.email },
      subject: noticeSubject(inquiry),
      text: noticeText(inquiry),
    });
  };
}
