import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Lang } from "../../app/i18n/lang";
import { problemText, toWire, type Problem } from "./problems";

/** Where a person lands after an inquiry; the thank-you page belongs to the contact route. */
export function thanksPath(lang: Lang) {
  return lang === "en" ? "/en/contact/thanks" : "/contact/thanks";
}

/**
 * The thank-you URL with the inquiry's reference number as `?ref=`: @formspree/core hands the
 * browser only `next` of a success answer, and a plain post lands on this URL, so both show it.
 */
export function withReference(next: string, ref: string) {
  return `${next}${next.includes("?") ? "&" : "?"}ref=${encodeURIComponent(ref)}`;
}

/** `_next` is followed only to a path on this site: one "/", printable ASCII, no "\". */
export function safeNext(next: string): string | undefined {
  return /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(next) && next.length <= 2000 ? next : undefined;
}

const SUMMARY: Partial<Record<number, string>> = {
  422: "Validation errors",
  429: "Too many submissions",
};

/** The protocol's error shape: a summary and at least one item with a message. */
export function errorJson(c: Context, status: ContentfulStatusCode, problems: Problem[]) {
  const errors = problems.map(toWire);
  return c.json({ error: SUMMARY[status] ?? errors[0]!.message, errors }, status);
}

const PAGE = {
  ko: {
    title: "문의를 보내지 못했습니다",
    intro: "다음 내용을 확인해 주십시오.",
    back: "문의 양식으로 돌아가기",
    contact: "/contact",
    fields: {
      companyName: "회사명",
      name: "이름",
      phone: "전화번호",
      fax: "팩스",
      email: "이메일",
      inquiry: "문의 내용",
      productCode: "제품 코드",
      productName: "제품명",
      category: "제품 분류",
      items: "견적 목록",
      privacy_consent: "개인정보 수집·이용 동의",
    },
    line: (n: number) => `견적 목록 ${n}번째 줄`,
    parts: { id: "제품", qty: "수량", note: "메모" },
  },
  en: {
    title: "Your inquiry was not sent",
    intro: "Please check the following.",
    back: "Back to the inquiry form",
    contact: "/en/contact",
    fields: {
      companyName: "Company Name",
      name: "Name",
      phone: "Phone",
      fax: "Fax",
      email: "Email",
      inquiry: "Inquiry",
      productCode: "Product Code",
      productName: "Product Name",
      category: "Category",
      items: "Quote list",
      privacy_consent: "Consent to the privacy notice",
    },
    line: (n: number) => `Quote list, line ${n}`,
    parts: { id: "product", qty: "quantity", note: "note" },
  },
} satisfies Record<Lang, unknown>;

/** The page's name for a field: "Email", or "Quote list, line 4, quantity" for `items[3].qty`. */
function fieldLabel(field: string, lang: Lang): string {
  const text = PAGE[lang];
  const line = /^items\[(\d+)\]\.(id|qty|note)$/.exec(field);
  if (line) {
    const part = text.parts[line[2] as keyof typeof text.parts];
    return `${text.line(Number(line[1]) + 1)}${lang === "en" ? ", " : " "}${part}`;
  }
  return text.fields[field as keyof typeof text.fields] ?? field;
}

function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/**
 * The answer to a plain (no-JS) post that failed: a small standalone page without scripts in the
 * page's language, every text escaped, with a link back to the form.
 */
export function errorPage(
  c: Context,
  status: ContentfulStatusCode,
  problems: Problem[],
  lang: Lang,
) {
  const text = PAGE[lang];
  const items = problems
    .map((problem) => {
      const label = problem.field ? fieldLabel(problem.field, lang) : "";
      const message = problemText(problem, lang);
      return `<li>${escapeHtml(label ? `${label}: ${message}` : message)}</li>`;
    })
    .join("");
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${text.title}</title>` +
      `<style>body{font:1rem/1.6 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a}` +
      `main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem}li{color:#a00000}a{color:#0050a0}</style>` +
      `</head><body><main><h1>${text.title}</h1><p>${text.intro}</p><ul>${items}</ul>` +
      `<p><a href="${text.contact}">${text.back}</a></p></main></body></html>`,
    status,
  );
}
