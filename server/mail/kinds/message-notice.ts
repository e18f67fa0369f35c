import type { Lang } from "../../../app/i18n/lang";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import type { MailInquiry } from "./inquiry";
import { headerText, inquiryUrl, type Letter } from "../letter";
import { newMessageLocal } from "../thread";
import {
  byRecipientLang,
  claimedInquiry,
  type MailAccount,
  type MailContext,
  type QueuedMailKind,
} from "./kind";
import { sampleInquiry } from "./samples";

/**
 * The notice that a buyer wrote again (issue 40): to the inquiry's assignee, or to the owners
 * while it has none, each in their mail language. Only the reference, the company's name and
 * the link: what the buyer wrote stays in the back office, behind the sign-in. Reply-To the
 * sending address, never the mailbox the site reads, so an answer to it is no buyer's mail.
 * One notice waits per inquiry at most (issue 47): mails that come while it waits join it, and
 * it names how many came (`count`). One leaves per inquiry in ten minutes at most (issue 63,
 * NOTICE_WINDOW of server/inquiries/messages.ts): the mails after it wait for the window's end.
 */
const ko = {
  subject_one: "[{ref}] 고객 회신 메일 도착 - {company}",
  subject_many: "[{ref}] 고객 회신 메일 {count}통 도착 - {company}",
  body_one:
    "문의 {ref} ({company})에 고객이 보낸 새 메일이 도착했습니다.\n\n관리자 페이지에서 보기: {url}\n",
  body_many:
    "문의 {ref} ({company})에 고객이 보낸 새 메일 {count}통이 도착했습니다. 알림은 문의마다 10분에 한 번까지만 보내므로, 그사이에 온 메일을 한 번에 알려 드립니다.\n\n관리자 페이지에서 보기: {url}\n",
} as const;

const en: Dictionary<keyof typeof ko> = {
  subject_one: "[{ref}] New message from the customer – {company}",
  subject_many: "[{ref}] {count} new messages from the customer – {company}",
  body_one:
    "The customer of inquiry {ref} ({company}) has sent a new message.\n\nOpen in the Admin Panel: {url}\n",
  body_many:
    "The customer of inquiry {ref} ({company}) has sent {count} new messages. We send at most one notice per inquiry every 10 minutes; this one covers all messages received since the last notice.\n\nOpen in the Admin Panel: {url}\n",
};

const messageWord = createTranslation({ ko, en });

/** Whom the notice of a buyer's message goes to: the active assignee, else the active owners. */
export function noticeRecipients(
  accounts: readonly MailAccount[],
  assignee: string | undefined,
): MailAccount[] {
  const active = accounts.filter((account) => account.status === "active");
  const assigned = active.find(
    (account) => account.email.toLowerCase() === assignee?.toLowerCase(),
  );
  return assigned ? [assigned] : active.filter((account) => account.role === "owner");
}

/**
 * A staff notice about an inquiry: one mail per language of its recipients (the assignee, else
 * the owners), its link to the inquiry's page in that language, Reply-To the sending address.
 */
export function inquiryNotices(
  context: MailContext,
  inquiry: MailInquiry,
  assignee: string | undefined,
  local: string,
  words: (lang: Lang, company: string, url: string) => { subject: string; text: string },
): Letter[] {
  const recipients = noticeRecipients(context.accounts, assignee);
  const company = headerText(inquiry.companyName, 100);
  return byRecipientLang(recipients, (account) => account).flatMap(([lang, to]) => {
    const url = inquiryUrl(context.siteUrl, inquiry.ref, lang);
    return [
      {
        lang,
        to: to.map((account) => account.email),
        replyTo: context.from,
        ...words(lang, company, url),
        local: `${local}-${lang}`,
      },
    ];
  });
}

export const messageNotice: QueuedMailKind<{
  inquiry: MailInquiry;
  assignee?: string;
  local: string;
  /** How many of the buyer's mails it tells of (1 when absent). */
  count?: number;
}> = {
  automatic: true,
  audience: "staff",
  compose: ({ inquiry, assignee, local, count = 1 }, context) =>
    inquiryNotices(context, inquiry, assignee, local, (lang, company, url) => ({
      subject: messageWord(lang, count > 1 ? "subject_many" : "subject_one", {
        ref: inquiry.ref,
        company,
        count,
      }),
      text: messageWord(lang, count > 1 ? "body_many" : "body_one", {
        ref: inquiry.ref,
        company,
        url,
        count,
      }),
    })),
  sample: (lang) => ({
    inquiry: sampleInquiry(lang === "ko" ? "en" : "ko"),
    local: newMessageLocal("message"),
    count: 3,
  }),
  queued: {
    input: async (claim, sources) => {
      const inquiry = claimedInquiry(claim, sources);
      const inquiryId = claim.inquiryId!;
      const assignee = sources.assignee(inquiryId);
      // The mails that joined this notice while it waited: from its first mail's event on.
      const count = claim.eventId === undefined ? 1 : sources.mailsSince(inquiryId, claim.eventId);
      return {
        inquiry,
        local: claim.local,
        count: Math.max(1, count),
        ...(assignee && { assignee }),
      };
    },
    timeline: { ko: "구매자 메일의 직원 알림", en: "Staff notice of the buyer's mail" },
  },
};
