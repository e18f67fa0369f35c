import { escapeHtml } from "../platform/html";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { localePath, type Lang } from "../../app/i18n/lang";
import { problemText, toWire, type Problem } from "./problems";
import { inquiryWord, type InquiryWordKey } from "./words";
import type { MessageKey } from "../../app/i18n/messages";
import { translate } from "../../app/i18n/translate.server";
import { FIELD_RULES } from "./validate";

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

/** The page's name for a field: "Email", or "Quote list, line 4, quantity" for `items[3].qty`. */
function fieldLabel(field: string, lang: Lang): string {
  const line = /^items\[(\d+)\]\.(id|qty|note)$/.exec(field);
  if (line) {
    const part = inquiryWord(lang, `page.part.${line[2] as "id" | "qty" | "note"}`);
    return inquiryWord(lang, "page.line", { line: Number(line[1]) + 1, part });
  }
  // The fields the form shows are named by the form's own labels (성명, 연락처), never another word.
  const shown = FIELD_RULES.find((rule) => rule.name === field && !rule.fromPage);
  if (shown) return translate(lang, `inquiry.${shown.name}` as MessageKey);
  const key = `page.field.${field}`;
  return isInquiryWord(key) ? inquiryWord(lang, key) : field;
}

const isInquiryWord = (key: string): key is InquiryWordKey =>
  (inquiryWord.keys as readonly string[]).includes(key);

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
  const title = inquiryWord(lang, "page.title");
  const items = problems
    .map((problem) => {
      const label = problem.field ? fieldLabel(problem.field, lang) : "";
      const message = problemText(problem, lang);
      // The sentence follows its label after a colon, in both languages (issue 79).
      const line = label ? `${label}: ${message}` : message;
      return `<li>${escapeHtml(line)}</li>`;
    })
    .join("");
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${title}</title>` +
      `<style>body{font:1rem/1.6 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a}` +
      `main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem}li{color:#a00000}a{color:#0050a0}</style>` +
      `</head><body><main><h1>${title}</h1><p>${inquiryWord(lang, "page.intro")}</p><ul>${items}</ul>` +
      `<p><a href="${localePath(lang, "/contact")}">${inquiryWord(lang, "page.back")}</a></p></main></body></html>`,
    status,
  );
}
