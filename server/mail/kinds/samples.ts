import type { Lang } from "../../../app/i18n/lang";
import type { MailInquiry } from "./inquiry";

/** A buyer's inquiry with a quote list, for the kinds' `sample` (tests walk every kind). */
export function sampleInquiry(lang: Lang): MailInquiry {
  return {
    ref: "HF-20261124-000123",
    createdAt: "2026-11-24T01:30:00.000Z",
    lang,
    companyName: lang === "ko" ? "대한정밀(주)" : "Daehan Precision Co.",
    name: lang === "ko" ? "김구매" : "Kim Minsu",
    phone: "02-555-0100",
    email: "buyer@example.com",
    inquiry: lang === "ko" ? "견적 부탁드립니다.\n납기도 알려 주십시오." : "Please quote.",
    items: [{ productId: "s30", code: "S30", name: "S30", quantity: 4, note: "DN50, 10 bar" }],
  };
}
