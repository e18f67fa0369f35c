import type { MailInquiry, ReplyAttachment, ReplyMail } from "./inquiry";
import { localPart, newMessageLocal } from "../thread";
import { claimedInquiry, recipientLang, type QueuedMailKind } from "./kind";
import { sampleInquiry } from "./samples";

/**
 * A staff reply to the buyer, written by a person (so not marked automatic): from the sending
 * address under the staff member's and the company's name, Reply-To the mailbox the site reads
 * (the answer comes back to the inquiry), else the staff member; threaded after the inquiry's
 * earlier mails, under the id stored when it was queued.
 */
export const reply: QueuedMailKind<{
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
  queued: {
    // The row's event is the reply's; its quotation's PDF and .xlsx come first, then its files.
    input: async (claim, sources) => {
      const inquiry = claimedInquiry(claim, sources);
      const eventId = claim.eventId!;
      const reply = sources.reply(eventId);
      if (!reply) throw new Error("a reply mail without its reply");
      const quotation =
        reply.quotation && (await sources.quotationFiles(reply.quotation.id, inquiry.lang));
      if (reply.quotation && !quotation) throw new Error("a quotation mail without its quotation");
      return {
        inquiry,
        reply,
        messageId: sources.threadIds.reply(eventId, sources.from) ?? `<${claim.local}@localhost>`,
        earlier: sources.threadIds.earlier(claim.inquiryId!, sources.from, eventId),
        attachments: [...(quotation ?? []), ...sources.replyFiles(eventId)],
      };
    },
    // The reply's own event on the timeline, with its delivery.
    timeline: "elsewhere",
  },
};
