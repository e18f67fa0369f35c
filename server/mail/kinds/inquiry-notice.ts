import type { Vars } from "../../../app/i18n/fill";
import type { Lang } from "../../../app/i18n/lang";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import { kstText } from "../../../app/lib/seoul-time";
import { INQUIRY_FIELDS, type MailInquiry } from "./inquiry";
import { headerText, inquiryUrl } from "../letter";
import { newMessageLocal } from "../thread";
import { byMailLang, claimedInquiry, quote, type QueuedMailKind } from "./kind";
import { sampleInquiry } from "./samples";

/**
 * The staff notice of a new inquiry: to MAIL_TO (else the owners), one mail per language its
 * recipients read, Reply-To the buyer so staff can answer from their mail program. The notice's
 * own lines first, then what the buyer wrote, quoted, so none of it can pass for the notice's.
 */

type FieldName = (typeof INQUIRY_FIELDS)[number];

const ko = {
  subject: "새 문의: {company} ({name})",
  subject_service: "서비스 요청: {company} ({name})",
  subject_parts: "예비 부품 요청: {company} ({name})",
  kind: "종류",
  kind_service: "납품 제품의 서비스 요청 ({serial})",
  kind_parts: "납품 제품의 예비 부품 요청 ({serial})",
  kind_service_units: "납품 제품 여러 대의 서비스 요청 (제품 목록은 문의 내용 첫머리에)",
  kind_parts_units: "납품 제품 여러 대의 예비 부품 요청 (제품 목록은 문의 내용 첫머리에)",
  elastomer: "슬리브 재질",
  intro: "웹사이트로 새 문의가 접수되었습니다.",
  open: "관리자 페이지에서 보기",
  ref: "접수 번호",
  received: "접수 시각",
  lang: "문의 언어",
  lang_ko: "한국어",
  lang_en: "영어",
  field_companyName: "회사명",
  field_name: "성명",
  field_phone: "연락처",
  field_fax: "팩스",
  field_email: "이메일",
  field_inquiry: "문의 내용",
  field_productCode: "제품 코드",
  field_productName: "제품명",
  field_category: "분류",
  lines: "견적 요청 품목 ({count}줄)",
  note: "요청 사항",
  quoted: "아래는 문의한 분이 직접 쓴 글입니다.",
} as const satisfies Record<`field_${FieldName}`, string> & Record<string, string>;

const en: Dictionary<keyof typeof ko> = {
  subject: "New inquiry from {company} ({name})",
  subject_service: "Service request from {company} ({name})",
  subject_parts: "Spare parts request from {company} ({name})",
  kind: "Type",
  kind_service: "Service request for delivered unit {serial}",
  kind_parts: "Spare parts request for delivered unit {serial}",
  kind_service_units:
    "Service request for several delivered units (listed at the top of the message)",
  kind_parts_units:
    "Spare parts request for several delivered units (listed at the top of the message)",
  elastomer: "Sleeve material",
  intro: "A new inquiry has arrived through the website.",
  open: "Open in the Admin Panel",
  ref: "Reference",
  received: "Received",
  lang: "Language",
  lang_ko: "Korean",
  lang_en: "English",
  field_companyName: "Company",
  field_name: "Name",
  field_phone: "Phone",
  field_fax: "Fax",
  field_email: "Email",
  field_inquiry: "Inquiry",
  field_productCode: "Product code",
  field_productName: "Product",
  field_category: "Category",
  lines: "Quote list ({count} {count:line|lines})",
  note: "Note",
  quoted: "Below is what the buyer wrote.",
};

const noticeWord = createTranslation({ ko, en });

export function noticeSubject(inquiry: MailInquiry, lang: Lang = "ko"): string {
  const product = inquiry.productCode ? ` [${inquiry.productCode}]` : "";
  // A unit page's service or parts request says so first (server/units/requests.ts).
  const kind = inquiry.kind === "service" || inquiry.kind === "parts" ? inquiry.kind : undefined;
  const words = noticeWord(lang, kind ? `subject_${kind}` : "subject", {
    company: inquiry.companyName,
    name: inquiry.name,
  });
  return headerText(`[${inquiry.ref}] ${words}${product}`);
}

/** Plain text only: stored text is data and is never put into HTML. */
export function noticeText(inquiry: MailInquiry, siteUrl: string, lang: Lang): string {
  const t = (key: keyof typeof ko, vars?: Vars) => noticeWord(lang, key, vars);
  const lines = [
    t("intro"),
    `${t("open")}: ${inquiryUrl(siteUrl, inquiry.ref, lang)}`,
    "",
    `${t("ref")}: ${inquiry.ref}`,
    `${t("received")}: ${kstText(inquiry.createdAt, lang)} (KST)`,
    `${t("lang")}: ${t(`lang_${inquiry.lang}`)}`,
  ];
  if (inquiry.kind === "service" || inquiry.kind === "parts") {
    // A plant's request for several units names them in its text (server/plants/requests.ts).
    const kind = inquiry.unitSerial
      ? t(`kind_${inquiry.kind}`, { serial: inquiry.unitSerial })
      : t(`kind_${inquiry.kind}_units`);
    lines.push(`${t("kind")}: ${kind}`);
    if (inquiry.elastomer) lines.push(`${t("elastomer")}: ${inquiry.elastomer}`);
  }
  for (const name of INQUIRY_FIELDS) {
    const value = inquiry[name];
    if (value === undefined || name === "inquiry") continue;
    lines.push(`${t(`field_${name}`)}: ${value}`);
  }
  lines.push("", t("quoted"), "", `${t("field_inquiry")}:`, ...quote(inquiry.inquiry));
  const items = inquiry.items ?? [];
  if (items.length > 0) {
    lines.push("", `${t("lines", { count: items.length })}:`);
    items.forEach((item, index) => {
      lines.push(`${index + 1}. ${item.code} × ${item.quantity}  ${item.name}`);
      if (item.note) lines.push(`   ${t("note")}:`, ...quote(item.note, "   "));
    });
  }
  return `${lines.join("\n")}\n`;
}

export const inquiryNotice: QueuedMailKind<{ inquiry: MailInquiry; local: string }> = {
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
  queued: {
    input: async (claim, sources) => ({
      inquiry: claimedInquiry(claim, sources),
      local: claim.local,
    }),
    // The inquiry's own timeline entry, "staff notice" (app/admin/inquiries/Timeline.tsx).
    timeline: "elsewhere",
  },
};
