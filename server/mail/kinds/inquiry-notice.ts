import { kst } from "../../../app/lib/seoul-time";
import type { StoredInquiry } from "../../inquiries/types";
import { FIELD_RULES } from "../../inquiries/validate";
import { headerText, inquiryUrl } from "../letter";
import { newMessageLocal } from "../thread";
import { byMailLang, quote, type MailKind } from "./kind";
import { sampleInquiry } from "./samples";

/**
 * The staff notice of a new inquiry: to MAIL_TO (else the owners), one mail per language its
 * recipients read, Reply-To the buyer so staff can answer from their mail program. The notice's
 * own lines first, then what the buyer wrote, quoted, so none of it can pass for the notice's.
 */

type FieldName = (typeof FIELD_RULES)[number]["name"];

const TEXT = {
  ko: {
    subject: (company: string, name: string) => `새 문의: ${company} (${name})`,
    intro: "웹사이트로 새 문의가 접수되었습니다.",
    open: "관리 화면에서 열기",
    ref: "접수 번호",
    received: "접수 시각",
    lang: "문의 언어",
    langs: { ko: "한국어", en: "영어" },
    fields: {
      companyName: "회사명",
      name: "담당자",
      phone: "전화",
      fax: "팩스",
      email: "이메일",
      inquiry: "문의 내용",
      productCode: "제품 코드",
      productName: "제품명",
      category: "분류",
    } satisfies Record<FieldName, string>,
    lines: (count: number) => `견적 요청 품목 (${count}줄)`,
    note: "요청 사항",
    quoted: "아래는 문의한 분이 직접 쓴 글입니다.",
  },
  en: {
    subject: (company: string, name: string) => `New inquiry from ${company} (${name})`,
    intro: "A new inquiry has arrived through the website.",
    open: "Open in the back office",
    ref: "Reference",
    received: "Received",
    lang: "Language",
    langs: { ko: "Korean", en: "English" },
    fields: {
      companyName: "Company",
      name: "Name",
      phone: "Phone",
      fax: "Fax",
      email: "E-mail",
      inquiry: "Message",
      productCode: "Product code",
      productName: "Product",
      category: "Category",
    } satisfies Record<FieldName, string>,
    lines: (count: number) => `Quote list (${count} ${count === 1 ? "line" : "lines"})`,
    note: "Note",
    quoted: "Below is what the buyer wrote.",
  },
};

export function noticeSubject(inquiry: StoredInquiry, lang: "ko" | "en" = "ko"): string {
  const product = inquiry.productCode ? ` [${inquiry.productCode}]` : "";
  const words = TEXT[lang].subject(inquiry.companyName, inquiry.name);
  return headerText(`[${inquiry.ref}] ${words}${product}`);
}

/** Plain text only: stored text is data and is never put into HTML. */
export function noticeText(inquiry: StoredInquiry, siteUrl: string, lang: "ko" | "en"): string {
  const t = TEXT[lang];
  const lines = [
    t.intro,
    `${t.open}: ${inquiryUrl(siteUrl, inquiry.ref, lang)}`,
    "",
    `${t.ref}: ${inquiry.ref}`,
    `${t.received}: ${kst(inquiry.createdAt)} (KST)`,
    `${t.lang}: ${t.langs[inquiry.lang]}`,
  ];
  for (const { name } of FIELD_RULES) {
    const value = inquiry[name];
    if (value === undefined || name === "inquiry") continue;
    lines.push(`${t.fields[name]}: ${value}`);
  }
  lines.push("", t.quoted, "", `${t.fields.inquiry}:`, ...quote(inquiry.inquiry));
  const items = inquiry.items ?? [];
  if (items.length > 0) {
    lines.push("", `${t.lines(items.length)}:`);
    items.forEach((item, index) => {
      lines.push(`${index + 1}. ${item.code} × ${item.quantity}  ${item.name}`);
      if (item.note) lines.push(`   ${t.note}:`, ...quote(item.note, "   "));
    });
  }
  return `${lines.join("\n")}\n`;
}

export const inquiryNotice: MailKind<{ inquiry: StoredInquiry; local: string }> = {
  automatic: true,
  audience: "staff",
  compose: ({ inquiry, local }, context) =>
    byMailLang(context.staffTo, context.accounts).map(([lang, to]) => ({
      lang,
      to,
      // The address passed validation (no spaces, quotes or line breaks); the transport encodes it.
      replyTo: { name: headerText(inquiry.name, 100), address: inquiry.email },
      subject: noticeSubject(inquiry, lang),
      text: noticeText(inquiry, context.siteUrl, lang),
      // One per language, the same for every try of the notice.
      local: `${local}-${lang}`,
    })),
  sample: (lang) => ({
    inquiry: sampleInquiry(lang === "ko" ? "en" : "ko"),
    local: newMessageLocal("notice"),
  }),
};
