import { CONSENT_FIELD } from "../../content/privacy";
import type { MessageKey } from "../../i18n/messages";
import type { Translate } from "../../i18n/use-lang";
import { fieldLabel, isInquiryField, type LinePart, type ShownErrors } from "./field-errors";

/**
 * The receiver's errors in the page's words: loaded with the form client (use-inquiry.ts), since
 * only a submission's answer needs them.
 */
interface ServerError {
  code: string;
  message: string;
}

// Codes whose meaning is known are said in the page's language; anything else is the receiver's
// own message.
const localized: Partial<Record<string, MessageKey>> = {
  REQUIRED_FIELD_MISSING: "inquiry.required",
  REQUIRED_FIELD_EMPTY: "inquiry.required",
  TYPE_EMAIL: "inquiry.typeEmail",
};

function message(t: Translate, error: ServerError): string {
  const key = localized[error.code];
  return key ? t(key) : error.message;
}

const LINE_FIELD = /^items\[(\d+)\]\.(id|qty|note)$/;

/** A quote line's error in the page's language (docs/form-protocol.md, Quote lines). */
function lineMessage(t: Translate, error: ServerError): string {
  const text = error.message;
  if (error.code === "TYPE_NUMERIC") return t("quote.errWhole");
  if (localized[error.code]) return message(t, error);
  if (text.startsWith("is not a product")) return t("quote.errUnknown");
  if (text.startsWith("is already in the list")) return t("quote.errRepeat");
  if (text.startsWith("is no longer offered")) return t("quote.errRetired");
  if (text.startsWith("should be between")) return t("quote.qtyRange");
  if (text.startsWith("has too many lines")) return t("quote.errTooMany");
  return text;
}

/**
 * The errors of a failed submission as the page shows them: "Prefix message, message" under a
 * field. Errors on a field the visitor cannot see (the product fields sent from
 * a quote request) join the form-level messages, named by the field, so none is lost.
 */
export function shownErrors(
  t: Translate,
  formErrors: readonly ServerError[],
  fieldErrors: readonly (readonly [string, readonly ServerError[]])[],
): ShownErrors {
  const shown: ShownErrors = { fields: {}, form: formErrors.map((e) => e.message) };
  for (const [field, errors] of fieldErrors) {
    const messages = errors.map((e) => message(t, e)).join(", ");
    const line = LINE_FIELD.exec(field);
    if (line) {
      const row = ((shown.lines ??= {})[Number(line[1])] ??= {});
      row[line[2] as LinePart] = errors.map((e) => lineMessage(t, e)).join(", ");
    } else if (field === "items") {
      // "has too many lines" reads as a sentence of its own; other list errors follow its name.
      for (const e of errors) {
        const text = lineMessage(t, e);
        shown.form.push(text === e.message ? `${t("quote.lines")} ${text}` : text);
      }
    } else if (field === CONSENT_FIELD) {
      // Whatever the code (missing, empty, a refusal), it says the same: no consent, no inquiry.
      shown.consent = t("inquiry.consentRequired");
    } else if (isInquiryField(field)) shown.fields[field] = `${fieldLabel(t, field)} ${messages}`;
    else shown.form.push(`${field} ${messages}`);
  }
  return shown;
}
