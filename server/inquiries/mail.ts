import type { Lang } from "../../app/i18n/lang";
import { kst } from "../../app/lib/seoul-time";
import type { NoticeMail } from "../mail/settings";
import type { StoredInquiry } from "./store";
import { oneLine } from "./text";
import { FIELD_RULES } from "./validate";

/** The inquiry's page in the back office, in `lang` (Korean, the staff's default, unless said). */
export function inquiryUrl(siteUrl: string, ref: string, lang: Lang = "ko"): string {
  return `${siteUrl}${lang === "en" ? "/en" : ""}/admin/inquiries/${encodeURIComponent(ref)}`;
}

/** One line, no control characters: nothing from a visitor can start a new header. */
export function headerText(value: string, max = 120): string {
  const chars = [...oneLine(value)];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : chars.join("");
}

type FieldName = (typeof FIELD_RULES)[number]["name"];

/** The notice's words, as the back office says them (a staff account's mail language). */
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
} satisfies Record<Lang, unknown>;

export function noticeSubject(inquiry: StoredInquiry, lang: Lang = "ko"): string {
  const product = inquiry.productCode ? ` [${inquiry.productCode}]` : "";
  const words = TEXT[lang].subject(inquiry.companyName, inquiry.name);
  return headerText(`[${inquiry.ref}] ${words}${product}`);
}

/** Every line of a buyer's text behind "> ": a mail quote, never a line of the notice's own. */
const quote = (text: string, indent = "") =>
  text.split(/\r\n?|\n|\u2028|\u2029/).map((line) => `${indent}> ${line}`.trimEnd());

/**
 * Plain text only: stored text is data and is never put into HTML. The notice's own lines first
 * (the link, reference, time in KST, the one-line fields behind their labels), then what the buyer
 * wrote freely (the message, the quote lines' notes) quoted, so none of it can pass for the
 * notice's own.
 */
export function noticeText(inquiry: StoredInquiry, siteUrl?: string, lang: Lang = "ko"): string {
  const t = TEXT[lang];
  const lines = [
    t.intro,
    ...(siteUrl ? [`${t.open}: ${inquiryUrl(siteUrl, inquiry.ref, lang)}`] : []),
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

/**
 * The same for every try of one notice, so that a mail program can fold a notice that was sent
 * twice (a process that died between sending and recording it) into one; one per language.
 */
export function noticeMessageId(inquiry: StoredInquiry, from: string, lang: Lang = "ko"): string {
  const domain = from.slice(from.lastIndexOf("@") + 1) || "localhost";
  return `<inquiry-${inquiry.ref}-${Date.parse(inquiry.createdAt)}-${lang}@${domain}>`;
}

/** Said when a notice is tried while the mail settings are gone: it is tried again later. */
const MAIL_OFF = "the mail settings were removed before the notice was sent";

/** The recipients by the language of their mail, Korean first; Korean for any without one. */
export function byMailLang(
  to: string[],
  mailLang: (address: string) => Lang | undefined,
): [Lang, string[]][] {
  const groups = new Map<Lang, string[]>([
    ["ko", []],
    ["en", []],
  ]);
  for (const address of to) groups.get(mailLang(address) ?? "ko")!.push(address);
  return [...groups].filter(([, addresses]) => addresses.length > 0);
}

/**
 * Sends the staff notice of one stored inquiry with the settings of the moment (server/mail/):
 * one mail per language its recipients read (`mailLang`: a staff account's mail language; Korean
 * for an address without an account). Rejects when the SMTP server does; a retry sends every
 * language again, under the same Message-IDs.
 */
export function createMailer(
  settings: () => NoticeMail | undefined,
  mailLang: (address: string) => Lang | undefined = () => undefined,
) {
  return async (inquiry: StoredInquiry) => {
    const mail = settings();
    if (!mail) throw new Error(MAIL_OFF);
    for (const [lang, to] of byMailLang(mail.to, mailLang)) {
      await mail.send({
        to,
        messageId: noticeMessageId(inquiry, mail.from, lang),
        // The address passed validation (no spaces, quotes or line breaks); nodemailer encodes it.
        replyTo: { name: headerText(inquiry.name, 100), address: inquiry.email },
        subject: noticeSubject(inquiry, lang),
        text: noticeText(inquiry, mail.siteUrl, lang),
        // A notice is written by the site, not a person: no auto-reply should answer it (RFC 3834).
        headers: { "Auto-Submitted": "auto-generated" },
      });
    }
  };
}
