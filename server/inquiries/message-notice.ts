import type { Sender } from "../mail/settings";
import { AUTO_SUBMITTED } from "../mail/thread";
import type { DigestAccount } from "./digest";
import { headerText, inquiryUrl } from "./mail";
import type { Lang } from "./problems";
import type { StoredInquiry } from "./store";

/**
 * The notice that a buyer wrote again (issue 40): to the inquiry's assignee, or to the owners
 * while it has none, each in their mail language. Only the reference, the company's name and
 * the link: what the buyer wrote stays in the back office, behind the sign-in.
 */
const TEXT = {
  ko: {
    subject: (ref: string, company: string) => `[${ref}] 구매자의 새 메일 - ${company}`,
    body: (ref: string, company: string, url: string) =>
      `문의 ${ref} (${company})에 구매자가 보낸 새 메일이 도착했습니다.\n\n관리자 페이지에서 보기: ${url}\n`,
  },
  en: {
    subject: (ref: string, company: string) => `[${ref}] New mail from the buyer - ${company}`,
    body: (ref: string, company: string, url: string) =>
      `The buyer of inquiry ${ref} (${company}) wrote again.\n\nOpen in the back office: ${url}\n`,
  },
} satisfies Record<Lang, unknown>;

export interface MessageNoticeOptions {
  sender: () => Sender | undefined;
  /** The back office's accounts (server/admin/accounts.ts). */
  accounts: () => readonly DigestAccount[];
  assignee: (inquiryId: number) => string | undefined;
  siteUrl: string;
}

/** Whom the notice of a buyer's message goes to: the active assignee, else the active owners. */
export function noticeRecipients(
  accounts: readonly DigestAccount[],
  assignee: string | undefined,
): DigestAccount[] {
  const active = accounts.filter((account) => account.status === "active");
  const assigned = active.find(
    (account) => account.email.toLowerCase() === assignee?.toLowerCase(),
  );
  return assigned ? [assigned] : active.filter((account) => account.role === "owner");
}

export function createMessageNoticeMailer(options: MessageNoticeOptions) {
  return async (inquiry: StoredInquiry) => {
    const mail = options.sender();
    if (!mail) throw new Error("the mail settings were removed before the notice was sent");
    const recipients = noticeRecipients(options.accounts(), options.assignee(inquiry.id));
    if (recipients.length === 0) return;
    const company = headerText(inquiry.companyName, 100);
    const url = inquiryUrl(options.siteUrl, inquiry.ref);
    for (const lang of ["ko", "en"] as const) {
      const to = recipients.filter((account) => (account.mailLang ?? "ko") === lang);
      if (to.length === 0) continue;
      await mail.send({
        to: to.map((account) => account.email),
        subject: TEXT[lang].subject(inquiry.ref, company),
        text: TEXT[lang].body(inquiry.ref, company, url),
        headers: AUTO_SUBMITTED,
      });
    }
  };
}
