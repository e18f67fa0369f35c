import type { MessageKey } from "../../i18n/ko";
import type { Translate } from "../../i18n/use-lang";

/** The visible fields of the inquiry form, in order. */
export const inquiryFields = ["companyName", "name", "phone", "fax", "email", "inquiry"] as const;
export type InquiryField = (typeof inquiryFields)[number];

export const isInquiryField = (name: string): name is InquiryField =>
  (inquiryFields as readonly string[]).includes(name);

/** Label and error prefix of each field (Company Name, Name, ... Inquiry). */
export const fieldLabel = (t: Translate, field: InquiryField) =>
  t(`inquiry.${field}` as MessageKey);

interface ServerError {
  code: string;
  message: string;
}

/** What the page shows: one line under each field, and the form-level messages apart. */
export interface ShownErrors {
  fields: Partial<Record<InquiryField, string>>;
  form: string[];
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
    if (isInquiryField(field)) shown.fields[field] = `${fieldLabel(t, field)} ${messages}`;
    else shown.form.push(`${field} ${messages}`);
  }
  return shown;
}
