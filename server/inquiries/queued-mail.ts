import type { DigestLine } from "../mail/kinds/inquiry";
import type { MailAccount, PlantContactState } from "../mail/kinds/kind";
import { sendQueued, type ClaimSources } from "../mail/queued";
import type { MailRoom } from "../mail/room";
import { asSent, numberLabel } from "../quotations/documents";
import { quotationFiles } from "../quotations/files";
import { seoulDay } from "../platform/seoul-day";
import type { InquiryStore } from "./store";

/** What a digest mail reads when it is sent: the accounts and the open inquiries then. */
export interface DigestSources {
  accounts: () => readonly MailAccount[];
  /** The open inquiries at a moment (the inbox's `open`). */
  open: (now: number) => DigestLine[];
  /** The one clock of every queued mail: the open inquiries and today are read at it (tests move it). */
  now?: () => number;
  /**
   * A plant's contact as they are now, for the outbox's gate on plant mail (the units store's,
   * server/start.ts and the reminders command); absent, plant mail keeps to the day's hours.
   */
  plantContact?: (contactId: number) => PlantContactState | undefined;
}

/**
 * What the queued kinds read when they are sent (`QueuedSources`, server/mail/kinds/kind.ts),
 * provided once over the inquiry store: the inquiry as it is then, a reply and its files, a
 * quotation's answer and files, the thread's ids, the accounts, the open inquiries and today
 * in Seoul (one clock for all of them). Each
 * kind's file says which it reads; a new kind adds nothing here unless it reads something new.
 */
export function queuedSources(
  store: InquiryStore,
  digest: DigestSources = { accounts: () => [], open: () => [] },
): ClaimSources {
  return {
    inquiry: (id) => store.byId(id),
    assignee: (inquiryId) => store.messages.assignee(inquiryId),
    mailsSince: (inquiryId, eventId) => store.messages.mailsSince(inquiryId, eventId),
    reply: (eventId) => store.replies.mail(eventId),
    replyFiles: (eventId) => store.files.attachments(eventId),
    quotation(id) {
      const quotation = store.quotations.byId(id);
      if (!quotation?.number) return undefined;
      return { number: numberLabel(quotation), accepted: quotation.state === "accepted" };
    },
    // Made by the quotations (server/quotations/files.ts).
    async quotationFiles(id, lang) {
      const sent = asSent(store.quotations.byId(id));
      return sent && quotationFiles(sent, lang);
    },
    threadIds: store.threadIds,
    accounts: digest.accounts,
    openInquiries: () => digest.open((digest.now ?? Date.now)()),
    today: () => seoulDay((digest.now ?? Date.now)()),
    ...(digest.plantContact && { plantContact: digest.plantContact }),
  };
}

/** Each queued kind's sending over the inquiry store (one runner each, server/inquiries/setup.ts). */
export function queuedMail(store: InquiryStore, room: MailRoom, digest?: DigestSources) {
  return sendQueued(room, queuedSources(store, digest));
}
