import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import type { MailInquiry } from "./inquiry";
import { newMessageLocal } from "../thread";
import { claimedInquiry, type QueuedMailKind } from "./kind";
import { inquiryNotices } from "./message-notice";
import { sampleInquiry } from "./samples";

/**
 * The notice that a buyer accepted or declined a quotation at its link (decision 027): to the
 * inquiry's assignee, else the owners, each in their mail language. The quotation's number and
 * the answer; never its figures, which stay behind the sign-in.
 */
const ko = {
  subject_accepted: "[{ref}] 견적 {number} 수락",
  subject_declined: "[{ref}] 견적 {number} 거절",
  body_accepted:
    "{company}에서 견적(번호 {number})을 수락했습니다. 문의 번호는 {ref}입니다.\n\n관리자 페이지에서 보기: {url}\n",
  body_declined:
    "{company}에서 견적(번호 {number})을 거절했습니다. 문의 번호는 {ref}입니다.\n\n관리자 페이지에서 보기: {url}\n",
} as const;

const en: Dictionary<keyof typeof ko> = {
  subject_accepted: "[{ref}] Quotation {number} accepted",
  subject_declined: "[{ref}] Quotation {number} declined",
  body_accepted:
    "{company} accepted quotation {number} (inquiry {ref}).\n\nOpen in the Admin Panel: {url}\n",
  body_declined:
    "{company} declined quotation {number} (inquiry {ref}).\n\nOpen in the Admin Panel: {url}\n",
};

const answerWord = createTranslation({ ko, en });

export const quotationAnswer: QueuedMailKind<{
  inquiry: MailInquiry;
  number: string;
  accepted: boolean;
  assignee?: string;
  local: string;
}> = {
  automatic: true,
  audience: "staff",
  compose: ({ inquiry, number, accepted, assignee, local }, context) =>
    inquiryNotices(context, inquiry, assignee, local, (lang, company, url) => ({
      subject: answerWord(lang, accepted ? "subject_accepted" : "subject_declined", {
        ref: inquiry.ref,
        number,
      }),
      text: answerWord(lang, accepted ? "body_accepted" : "body_declined", {
        ref: inquiry.ref,
        company,
        number,
        url,
      }),
    })),
  sample: (lang) => ({
    inquiry: sampleInquiry(lang),
    number: "Q-2026-0001",
    accepted: true,
    local: newMessageLocal("answer"),
  }),
  queued: {
    // Its schedule entry's payload names the quotation (server/inquiries/quotation-page.ts).
    samplePayload: { quotation: 3 },
    input: async (claim, sources) => {
      const inquiry = claimedInquiry(claim, sources);
      const { quotation: id } = claim.payload as { quotation: number };
      const quotation = sources.quotation(id);
      if (!quotation) throw new Error("an answer notice without its quotation");
      const assignee = sources.assignee(claim.inquiryId!);
      return {
        inquiry,
        number: quotation.number,
        accepted: quotation.accepted,
        local: claim.local,
        ...(assignee && { assignee }),
      };
    },
    timeline: { ko: "견적 회신의 직원 알림", en: "Staff notice of the quotation's answer" },
  },
};
