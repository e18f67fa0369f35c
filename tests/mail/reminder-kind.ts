import { MAIL_KINDS, type QueuedKind } from "../../server/mail/kinds";
import type { MailInquiry } from "../../server/mail/kinds/inquiry";
import { claimedInquiry, recipientLang, type QueuedMailKind } from "../../server/mail/kinds/kind";
import { sampleInquiry } from "../../server/mail/kinds/samples";
import { newMessageLocal } from "../../server/mail/thread";

/**
 * A queued kind the site does not have, written as a newcomer would (issue 57: a reminder to
 * the buyer before a quotation expires): this declaration is its file, `register` its line in
 * server/mail/kinds/index.ts, and the test's `store.outbox.add` its schedule entry. Nothing
 * else names it: decision 039.
 */
export const reminder: QueuedMailKind<{ inquiry: MailInquiry; days: number; local: string }> = {
  automatic: true,
  audience: "buyer",
  compose: ({ inquiry, days, local }, context) => {
    const lang = recipientLang({ buyer: inquiry });
    return [
      {
        lang,
        to: [inquiry.email],
        replyTo: context.mailbox ?? context.company.email,
        subject:
          lang === "ko"
            ? `[${inquiry.ref}] 견적의 유효 기간이 ${days}일 남았습니다`
            : `[${inquiry.ref}] Your quotation expires in ${days} days`,
        text: `${lang === "ko" ? "견적의 유효 기간이 곧 끝납니다." : "Your quotation expires soon."}\n${context.company.name[lang]}\n`,
        local,
      },
    ];
  },
  sample: (lang) => ({ inquiry: sampleInquiry(lang), days: 3, local: newMessageLocal("reminder") }),
  queued: {
    input: async (claim, sources) => ({
      inquiry: claimedInquiry(claim, sources),
      days: (claim.payload as { days: number }).days,
      local: claim.local,
    }),
    timeline: { ko: "견적 만료 알림", en: "Reminder of the quotation's expiry" },
  },
};

/** Its name as the outbox's rows carry it (the registry's type does not know it). */
export const REMINDER = "reminder" as QueuedKind;

/** Registers it as its one line in the registry would; returns the undoing. */
export function register() {
  Object.assign(MAIL_KINDS, { reminder });
  return () => void delete (MAIL_KINDS as Record<string, unknown>).reminder;
}
