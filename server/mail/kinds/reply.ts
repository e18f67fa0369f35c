import type { MailInquiry } from "./inquiry";
import { localPart, newMessageLocal } from "../thread";
import { recipientLang, type MailKind } from "./kind";
import { sampleInquiry } from "./samples";

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

/**
 * A staff reply to the buyer, written by a person (so not marked automatic): from the sending
 * address under the staff member's and the company's name, Reply-To the mailbox the site reads
 * (the answer comes back to the inquiry), else the staff member; threaded after the inquiry's
 * earlier mails, under the id stored when it was queued.
 */
export const reply: MailKind<{
  inquiry: MailInquiry;
  reply: ReplyMail;
  messageId: string;
  earlier: readonly string[];
  /** Its files (and a quotation's PDF and .xlsx), with their names as staff gave them. */
  attachments?: readonly ReplyAttachment[];
}> = {
  automatic: false,
  audience: "buyer",
  compose: ({ inquiry, reply, messageId, earlier, attachments }, context) => {
    const lang = recipientLang({ buyer: inquiry });
    const company = context.company.name[lang];
    const link = reply.quotation?.path;
    const text = link
      ? reply.body
          .split("\n")
          .map((line) => (line === link ? `${context.siteUrl}${link}` : line))
          .join("\n")
      : reply.body;
    return [
      {
        lang,
        to: [reply.to],
        replyTo: context.mailbox ?? reply.replyTo,
        fromName: reply.staff ? `${reply.staff}, ${company}` : company,
        subject: reply.subject,
        text,
        local: localPart(messageId),
        earlier,
        // nodemailer writes a non-ASCII name by RFC 2231, so Korean names arrive intact.
        ...(attachments && attachments.length > 0 && { attachments: [...attachments] }),
      },
    ];
  },
  sample: (lang) => ({
    inquiry: sampleInquiry(lang),
    reply: {
      subject: "Re: [HF-20261124-000123]",
      body: lang === "ko" ? "안녕하십니까. 견적을 보내 드립니다." : "Hello, here is our quote.",
      to: "buyer@example.com",
      replyTo: "sales@example.com",
      staff: lang === "ko" ? "김영업" : "Jane Park",
    },
    messageId: `<${newMessageLocal("reply")}@example.com>`,
    earlier: [`<${newMessageLocal("confirmation")}@example.com>`],
  }),
};
