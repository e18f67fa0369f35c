import type { OutboxClaim, QueuedKind } from "../mail/outbox/queue";
import type { MailRoom } from "../mail/room";
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
  } satisfies Partial<Record<QueuedKind, (claim: OutboxClaim) => Promise<void>>>;
}
