import { findProductById } from "../../../app/content/catalog/catalog.server";
import { addressLine } from "../../../app/content/company";
import type { Company } from "../../../app/content/schemas";
import type { Vars } from "../../../app/i18n/fill";
import type { Lang } from "../../../app/i18n/lang";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import type { MailInquiry } from "./inquiry";
import { localPart, newMessageLocal } from "../thread";
import { claimedInquiry, recipientLang, type QueuedMailKind } from "./kind";
import { sampleInquiry } from "./samples";
import { phoneText } from "../../../app/i18n/phone-text";

/**
 * The buyer's confirmation (CONFIRM_MAIL): the company's fixed text, the reference, the quoted
 * models as the catalogue names them, office hours and contacts. Nothing the visitor typed is
 * repeated (not the name, the message, a note or a product name they sent), so the form cannot
 * be used to mail arbitrary text to anyone; only the address they gave receives it. The
 * company's facts are the published ones at the moment of sending.
 */

const ko = {
  subject: "[{ref}] 문의가 접수되었습니다 - {company}",
  intro:
    "{company}에 문의해 주셔서 감사합니다. 아래 접수 번호로 문의를 받았습니다. 담당자가 확인한 뒤 연락드리겠습니다.",
  ref: "접수 번호",
  models: "견적 요청 품목",
  quantity: "수량",
  hours: "업무 시간",
  phone: "전화",
  fax: "팩스",
  email: "이메일",
  address: "주소",
  footer:
    "이 메일은 문의 양식에서 이 주소를 입력하신 분께 자동으로 보내 드렸습니다. 문의하신 적이 없다면 이 메일을 무시해 주십시오.",
} as const;

const en: Dictionary<keyof typeof ko> = {
  subject: "[{ref}] We received your inquiry – {company}",
  intro:
    "Thank you for contacting {company}. We received your inquiry under the reference below; a member of our staff will review it and get back to you.",
  ref: "Reference",
  models: "Models in your request for quotation",
  quantity: "Qty",
  hours: "Office hours",
  phone: "Phone",
  fax: "Fax",
  email: "Email",
  address: "Address",
  footer:
    "This message was sent automatically to the address entered in our inquiry form. If you did not contact us, please ignore it.",
};

const confirmationWord = createTranslation({ ko, en });

/** The quoted models: code and name from the catalogue, the quantity asked. */
function models(inquiry: MailInquiry, lang: Lang): string[] {
  return (inquiry.items ?? []).map((item, index) => {
    const product = findProductById(item.productId);
    const code = product?.code ?? item.code;
    const name = product?.name[lang] ?? item.name;
    // A name that starts with its code ("480-006 쿼터턴 …") is not given the code again.
    const label = name.startsWith(code) ? name : `${code}  ${name}`;
    return `${index + 1}. ${label}  (${confirmationWord(lang, "quantity")} ${item.quantity})`;
  });
}

export function confirmationSubject(inquiry: MailInquiry, company: Company): string {
  const lang = recipientLang({ buyer: inquiry });
  return confirmationWord(lang, "subject", { ref: inquiry.ref, company: company.name[lang] });
}

/** Plain text in the inquiry's language, with `company`'s facts. */
export function confirmationText(inquiry: MailInquiry, company: Company): string {
  const lang = recipientLang({ buyer: inquiry });
  const t = (key: keyof typeof ko, vars?: Vars) => confirmationWord(lang, key, vars);
  const lines = [t("intro", { company: company.name[lang] }), "", `${t("ref")}: ${inquiry.ref}`];
  const quoted = models(inquiry, lang);
  if (quoted.length > 0) lines.push("", `${t("models")}:`, ...quoted);
  lines.push(
    "",
    company.name[lang],
    `${t("hours")}: ${company.officeHours[lang]}`,
    `${t("phone")}: ${phoneText(company.phone, lang)}`,
    `${t("fax")}: ${phoneText(company.fax, lang)}`,
    `${t("email")}: ${company.email}`,
    `${t("address")}: ${addressLine(company.address, lang)}`,
    "",
    t("footer"),
  );
  return `${lines.join("\n")}\n`;
}

/**
 * To the address the buyer gave, Reply-To the mailbox the site reads when there is one (the
 * buyer's answer lands in the inquiry), else the company's published address. `messageId` is
 * the thread's first id, made with the inquiry (server/inquiries/thread-ids.ts).
 */
export const confirmation: QueuedMailKind<{ inquiry: MailInquiry; messageId: string }> = {
  automatic: true,
  audience: "buyer",
  compose: ({ inquiry, messageId }, context) => [
    {
      lang: recipientLang({ buyer: inquiry }),
      to: [inquiry.email],
      replyTo: context.mailbox ?? context.company.email,
      fromName: context.company.name[recipientLang({ buyer: inquiry })],
      subject: confirmationSubject(inquiry, context.company),
      text: confirmationText(inquiry, context.company),
      local: localPart(messageId),
    },
  ],
  sample: (lang) => ({
    inquiry: sampleInquiry(lang),
    messageId: `<${newMessageLocal("confirmation")}@example.com>`,
  }),
  queued: {
    input: async (claim, sources) => {
      const inquiry = claimedInquiry(claim, sources);
      const messageId = sources.threadIds.confirmation(claim.inquiryId!, sources.from);
      return { inquiry, messageId: messageId ?? `<${claim.local}@localhost>` };
    },
    // The inquiry's own timeline entry, "confirmation to the buyer".
    timeline: "elsewhere",
  },
};
