import type { OutboxClaim, QueuedKind } from "../mail/outbox/queue";
import type { MailRoom } from "../mail/room";
import {
  asSent,
  numberLabel,
  quotationFileName,
  quotationPdf,
  quotationXlsx,
} from "../quotations/documents";
import type { InquiryStore } from "./store";

/**
 * How each queued kind's claim becomes that kind's input, read when it is sent: the inquiry as
 * it is then, the reply's text, the thread's ids. Adding a queued kind adds its line here.
 */
export function queuedMail(store: InquiryStore, room: MailRoom) {
  const inquiryOf = (claim: OutboxClaim) => {
    const inquiry = claim.inquiryId === undefined ? undefined : store.byId(claim.inquiryId);
    // Erased meanwhile: the row went with it, so this is a claim on nothing.
    if (!inquiry) throw new Error(`the ${claim.kind} mail's inquiry is gone`);
    return inquiry;
  };
  const from = (kind: QueuedKind) => room.sender(kind)?.from ?? "";
  // A quotation's PDF and .xlsx, made from its stored figures each time it is sent.
  const quotationFiles = async (id: number | undefined, lang: "ko" | "en") => {
    if (id === undefined) return [];
    const sent = asSent(store.quotations.byId(id));
    if (!sent) throw new Error("a quotation mail without its quotation");
    return [
      {
        filename: quotationFileName(sent, "pdf"),
        contentType: "application/pdf",
        content: await quotationPdf(sent, lang),
      },
      {
        filename: quotationFileName(sent, "xlsx"),
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        content: await quotationXlsx(sent, lang),
      },
    ];
  };
  return {
    notice: async (claim: OutboxClaim) => {
      await room.send("notice", { inquiry: inquiryOf(claim), local: claim.local });
    },
    confirmation: async (claim: OutboxClaim) => {
      const inquiry = inquiryOf(claim);
      const messageId = store.threadIds.confirmation(inquiry.id, from("confirmation"));
      await room.send("confirmation", {
        inquiry,
        messageId: messageId ?? `<${claim.local}@localhost>`,
      });
    },
    reply: async (claim: OutboxClaim) => {
      const inquiry = inquiryOf(claim);
      const eventId = claim.eventId!;
      const reply = store.replies.mail(eventId);
      if (!reply) throw new Error("a reply mail without its reply");
      const sender = from("reply");
      await room.send("reply", {
        inquiry,
        reply,
        messageId: store.threadIds.reply(eventId, sender) ?? `<${claim.local}@localhost>`,
        earlier: store.threadIds.earlier(inquiry.id, sender, eventId),
        attachments: [
          ...(await quotationFiles(reply.quotation?.id, inquiry.lang)),
          ...store.files.attachments(eventId),
        ],
      });
    },
    // The notice of a buyer's answer to a quotation (payload: the quotation's id).
    answer: async (claim: OutboxClaim) => {
      const inquiry = inquiryOf(claim);
      const { quotation: id } = claim.payload as { quotation: number };
      const quotation = store.quotations.byId(id);
      if (!quotation?.number) throw new Error("an answer notice without its quotation");
      const assignee = store.messages.assignee(inquiry.id);
      await room.send("answer", {
        inquiry,
        number: numberLabel(quotation),
        accepted: quotation.state === "accepted",
        local: claim.local,
        ...(assignee && { assignee }),
      });
    },
    message: async (claim: OutboxClaim) => {
      const inquiry = inquiryOf(claim);
      const assignee = store.messages.assignee(inquiry.id);
      await room.send("message", { inquiry, local: claim.local, ...(assignee && { assignee }) });
    },
  } satisfies Partial<Record<QueuedKind, (claim: OutboxClaim) => Promise<void>>>;
}
