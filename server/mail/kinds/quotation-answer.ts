import type { StoredInquiry } from "../../inquiries/types";
import { newMessageLocal } from "../thread";
import type { MailKind } from "./kind";
import { inquiryNotices } from "./message-notice";
import { sampleInquiry } from "./samples";

/**
 * The notice that a buyer accepted or declined a quotation at its link (decision 027): to the
 * inquiry's assignee, else the owners, each in their mail language. The quotation's number and
 * the answer; never its figures, which stay behind the sign-in.
 */
const TEXT = {
  ko: {
    subject: (ref: string, number: string, accepted: boolean) =>
      `[${ref}] 견적 ${number} ${accepted ? "수락" : "거절"}`,
    body: (ref: string, company: string, number: string, accepted: boolean, url: string) =>
      `${company}에서 견적 ${number}을(를) ${accepted ? "수락했습니다" : "거절했습니다"} (문의 ${ref}).\n\n관리자 페이지에서 보기: ${url}\n`,
  },
  en: {
    subject: (ref: string, number: string, accepted: boolean) =>
      `[${ref}] Quotation ${number} ${accepted ? "accepted" : "declined"}`,
    body: (ref: string, company: string, number: string, accepted: boolean, url: string) =>
      `${company} ${accepted ? "accepted" : "declined"} quotation ${number} (inquiry ${ref}).\n\nOpen in the back office: ${url}\n`,
  },
};

export const quotationAnswer: MailKind<{
  inquiry: StoredInquiry;
  number: string;
  accepted: boolean;
  assignee?: string;
  local: string;
}> = {
  automatic: true,
  audience: "staff",
  compose: ({ inquiry, number, accepted, assignee, local }, context) =>
    inquiryNotices(context, inquiry, assignee, local, (lang, company, url) => ({
      subject: TEXT[lang].subject(inquiry.ref, number, accepted),
      text: TEXT[lang].body(inquiry.ref, company, number, accepted, url),
    })),
  sample: (lang) => ({
    inquiry: sampleInquiry(lang),
    number: "Q-2026-0001",
    accepted: true,
    local: newMessageLocal("answer"),
  }),
};
