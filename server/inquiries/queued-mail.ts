import type { DigestLine } from "../mail/kinds/digest";
import type { MailAccount } from "../mail/kinds/kind";
import type { DigestPayload } from "../mail/outbox/digest-days";
import type { OutboxClaim, QueuedKind } from "../mail/outbox/queue";
import type { SendClaim } from "../mail/outbox/runner";
import type { MailRoom } from "../mail/room";
import { asSent, numberLabel } from "../quotations/documents";
import { quotationFiles } from "../quotations/files";
import type { InquiryStore } from "./store";

/** What a digest mail reads when it is sent: the accounts and the open inquiries then. */
export interface DigestSources {
  accounts: () => readonly MailAccount[];
  /** The open inquiries at a moment (the inbox's `open`). */
  open: (now: number) => DigestLine[];
  /** The clock the inquiries are read at (tests move it). */
  now?: () => number;
}

/**
 * How each queued kind's claim becomes that kind's input, read when it is sent: the inquiry as
 * it is then, the reply's text, the thread's ids. Adding a queued kind adds its line here.
 */
export function queuedMail(
  store: InquiryStore,
  room: MailRoom,
  digest: DigestSources = { accounts: () => [], open: () => [] },
) {
  const inquiryOf = (claim: OutboxClaim) => {
    const inquiry = claim.inquiryId === undefined ? undefined : store.byId(claim.inquiryId);
    // Erased meanwhile: the row went with it, so this is a claim on nothing.
    if (!inquiry) throw new Error(`the ${claim.kind} mail's inquiry is gone`);
    return inquiry;
  };
  const from = (kind: QueuedKind) => room.sender(kind)?.from ?? "";
  // A quotation's PDF and .xlsx, made by the quotations (server/quotations/files.ts).
  const quotationAttachments = async (id: number | undefined, lang: "ko" | "en") => {
    if (id === undefined) return [];
    const sent = asSent(store.quotations.byId(id));
    if (!sent) throw new Error("a quotation mail without its quotation");
    return quotationFiles(sent, lang);
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
          ...(await quotationAttachments(reply.quotation?.id, inquiry.lang)),
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
      // The mails that joined this notice while it waited: from its first mail's event on.
      const count =
        claim.eventId === undefined ? 1 : store.messages.mailsSince(inquiry.id, claim.eventId);
      await room.send("message", {
        inquiry,
        local: claim.local,
        count: Math.max(1, count),
        ...(assignee && { assignee }),
      });
    },
    digest: async (claim: OutboxClaim) => {
      const { to, day } = claim.payload as DigestPayload;
      const account = digest
        .accounts()
        .find((found) => found.email.toLowerCase() === to.toLowerCase());
      // Disabled or removed since the morning: nothing is mailed, and the row is not "sent".
      if (account?.status !== "active") {
        return { skipped: "its account was disabled or removed since it was queued" };
      }
      const rows = digest.open((digest.now ?? Date.now)());
      const letters = await room.send("digest", { account, day, rows, local: claim.local });
      // Everything it would have listed was answered or reassigned meanwhile.
      if (letters === 0) return { skipped: "nothing of theirs is open any more" };
    },
  } satisfies Record<QueuedKind, SendClaim>;
}
