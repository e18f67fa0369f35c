import { problemOfWire, problemText, type Problem } from "../../server/inquiries/problems";
import { inquiryWord, type InquiryWordKey } from "../../server/inquiries/words";
import { CONSENT_FIELD } from "../content/privacy";
import type { Lang } from "../i18n/lang";
import type { Translate } from "../i18n/use-lang";
import { fieldLabel, isInquiryField, type LinePart, type ShownErrors } from "./field-errors";

/**
 * The receiver's errors in the page's words: loaded with the form client (use-inquiry.ts), since
 * only a submission's answer needs them.
 */
interface ServerError {
  code: string;
  message: string;
}

// The codes a hosted service sends with its own words; any other message is read back to the
// receiver's problem (problemOfWire), so a Korean page never shows the wire's English.
const BY_CODE: Partial<Record<string, Problem["kind"]>> = {
  REQUIRED_FIELD_MISSING: "required",
  REQUIRED_FIELD_EMPTY: "required",
  TYPE_EMAIL: "email",
  TYPE_NUMERIC: "wholeNumber",
};

const problemOf = (error: ServerError): Problem | undefined => {
  const kind = BY_CODE[error.code];
  return kind ? { kind } : problemOfWire(error.message);
};

/** A field's message in the page's language; words no receiver sends are kept in English only. */
function message(t: Translate, lang: Lang, error: ServerError): string {
  const problem = problemOf(error);
  if (problem) return problemText(problem, lang);
  return lang === "en" ? error.message : t("inquiry.fieldUnknown");
}

/** A message without a field (a refused post, a failed connection) in the page's language. */
function formMessage(t: Translate, lang: Lang, error: ServerError): string {
  const problem = problemOf(error);
  if (problem) return problemText(problem, lang);
  return lang === "en" ? error.message : t("inquiry.unknownError");
}

/**
 * A field's name and its messages as the no-JS error page writes them (server/inquiries/answer.ts)
 * and the units' and plants' forms do: "성명: 입력해 주십시오.", "Name: Please fill this in."
 */
export const labelled = (_lang: Lang, label: string, text: string) => `${label}: ${text}`;

const LINE_FIELD = /^items\[(\d+)\]\.(id|qty|note)$/;

/** A quote line's error in the page's language (docs/form-protocol.md, Quote lines). */
function lineMessage(t: Translate, lang: Lang, error: ServerError): string {
  const kind = problemOf(error)?.kind;
  if (kind === "wholeNumber") return t("quote.errWhole");
  if (kind === "unknownProduct") return t("quote.errUnknown");
  if (kind === "duplicateProduct") return t("quote.errRepeat");
  if (kind === "retiredProduct") return t("quote.errRetired");
  if (kind === "quantityRange") return t("quote.qtyRange");
  if (kind === "tooManyItems") return t("quote.errTooMany");
  return message(t, lang, error);
}

/** The name the no-JS error page gives a field the form does not show (a quote request's product). */
function hiddenFieldLabel(lang: Lang, field: string): string {
  const key = `page.field.${field}`;
  return (inquiryWord.keys as readonly string[]).includes(key)
    ? inquiryWord(lang, key as InquiryWordKey)
    : inquiryWord(lang, "page.field.items");
}

/**
 * The errors of a failed submission as the page shows them: "성명: 필수 항목입니다" or
 * "Name is required" under a field. Errors on a field the visitor cannot see (the product fields
 * sent from a quote request) join the form-level messages, named as the no-JS page names them,
 * so none is lost.
 */
export function shownErrors(
  t: Translate,
  lang: Lang,
  formErrors: readonly ServerError[],
  fieldErrors: readonly (readonly [string, readonly ServerError[]])[],
): ShownErrors {
  const shown: ShownErrors = { fields: {}, form: formErrors.map((e) => formMessage(t, lang, e)) };
  for (const [field, errors] of fieldErrors) {
    const messages = errors.map((e) => message(t, lang, e)).join(" ");
    const line = LINE_FIELD.exec(field);
    if (line) {
      const row = ((shown.lines ??= {})[Number(line[1])] ??= {});
      row[line[2] as LinePart] = errors.map((e) => lineMessage(t, lang, e)).join(" ");
    } else if (field === "items") {
      for (const e of errors) {
        const kind = problemOf(e)?.kind;
        // "has too many lines" reads as a sentence of its own; other list errors follow its name.
        shown.form.push(
          kind === "tooManyItems"
            ? t("quote.errTooMany")
            : labelled(lang, t("quote.lines"), message(t, lang, e)),
        );
      }
    } else if (field === CONSENT_FIELD) {
      // Whatever the code (missing, empty, a refusal), it says the same: no consent, no inquiry.
      shown.consent = t("inquiry.consentRequired");
    } else if (isInquiryField(field))
      shown.fields[field] = labelled(lang, fieldLabel(t, field), messages);
    else shown.form.push(labelled(lang, hiddenFieldLabel(lang, field), messages));
  }
  return shown;
}
