import { isMailAddress } from "../../app/lib/email";
import { CONSENT_FIELD, isPolicyVersion, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import type { Fields } from "./parse";
import { validateItems, type InquiryItem } from "./items";
import type { Lang } from "../../app/i18n/lang";
import type { Problem } from "./problems";
import { BAD_CHARACTER, LINE_BREAK, oneLineLabel } from "../platform/text";
import type { InquiryKind } from "./request-photos";

/** The inquiry as stored: trimmed, NFC text; optional fields absent when blank. */
export interface Inquiry {
  lang: Lang;
  companyName: string;
  name: string;
  phone: string;
  fax?: string;
  email: string;
  inquiry: string;
  productCode?: string;
  productName?: string;
  category?: string;
  /** The quote list, in the order sent; absent when there is none. */
  items?: InquiryItem[];
  /** The version of the privacy notice the person agreed to (the consent box's value). */
  noticeVersion: string;
  /** What it is: the contact form's inquiry (absent), or a unit page's service or parts request. */
  kind?: InquiryKind;
  /** The unit a service or parts request came from (its serial, found by the page's token). */
  unitSerial?: string;
  /** A parts request's sleeve elastomer (a pinch valve's), as the engineer confirmed it. */
  elastomer?: string;
}

type FieldName = Exclude<
  keyof Inquiry,
  "lang" | "items" | "noticeVersion" | "kind" | "unitSerial" | "elastomer"
>;

interface FieldRule {
  name: FieldName;
  required: boolean;
  max: number;
  kind?: "email" | "phone";
  multiline?: boolean;
  /**
   * Sent by the page from the catalogue (a quote request's product), not typed by the buyer:
   * made one line without hidden characters rather than refused, so staff's words (a product's
   * name with a line break) are never a rule the buyer must meet (issue 71).
   */
  fromPage?: boolean;
}

/** In the form's order, which is the order errors are answered in. */
export const FIELD_RULES: readonly FieldRule[] = [
  { name: "companyName", required: true, max: 200 },
  { name: "name", required: true, max: 100 },
  { name: "phone", required: true, max: 40, kind: "phone" },
  { name: "fax", required: false, max: 40, kind: "phone" },
  { name: "email", required: true, max: 254, kind: "email" },
  { name: "inquiry", required: true, max: 5000, multiline: true },
  { name: "productCode", required: false, max: 40, fromPage: true },
  { name: "productName", required: false, max: 200, fromPage: true },
  { name: "category", required: false, max: 60, fromPage: true },
];

// Digits, spaces, + - ( ) . / and an extension ("ext. 12", "x12"); at least 6 digits.
const PHONE = /^[\d\s+\-()./]+(?:\s*(?:ext\.?|x)\s*\d+)?$/i;

function checkText(rule: FieldRule, value: string): Problem | undefined {
  const field = rule.name;
  if (BAD_CHARACTER.test(value)) return { kind: "badCharacters", field };
  if (!rule.multiline && LINE_BREAK.test(value)) return { kind: "singleLine", field };
  // Characters as people count them: code points, so 한 and 😀 are one each.
  if ([...value].length > rule.max) return { kind: "tooLong", field, max: rule.max };
  if (rule.kind === "email" && !isMailAddress(value)) {
    return { kind: "email", code: "TYPE_EMAIL", field };
  }
  if (rule.kind === "phone" && (!PHONE.test(value) || value.replace(/\D/g, "").length < 6)) {
    return { kind: "phone", field };
  }
  return undefined;
}

/** True when some field whose name does not start with "_" carries a non-blank value. */
export function hasContent(fields: Fields): boolean {
  for (const [name, values] of fields) {
    if (name.startsWith("_")) continue;
    if (values === null || values.some((value) => value.trim() !== "")) return true;
  }
  return false;
}

/** The first value of a special ("_") field, or "". */
export function special(fields: Fields, name: string): string {
  return fields.get(name)?.[0] ?? "";
}

/** Values by which a client that is not our page (JSON true, a checkbox without value) agrees. */
const AGREED = new Set(["true", "yes", "on", "1"]);

/**
 * The consent box (docs/form-protocol.md, Consent): its value is the notice's version as the page
 * showed it; a plain "yes" (true, on, 1) agrees to the current notice. Anything else, or nothing,
 * is no consent, and the inquiry is refused.
 */
function checkConsent(fields: Fields): { version: string } | { problem: Problem } {
  const field = CONSENT_FIELD;
  const values = fields.get(field);
  if (values === null) return { problem: { kind: "notText", code: "TYPE_TEXT", field } };
  const value = values?.at(-1)?.trim() ?? "";
  if (values !== undefined && value === "") {
    return { problem: { kind: "consent", code: "REQUIRED_FIELD_EMPTY", field } };
  }
  if (isPolicyVersion(value)) return { version: value };
  if (AGREED.has(value.toLowerCase())) return { version: noticeVersion(seoulToday()) };
  return { problem: { kind: "consent", code: "REQUIRED_FIELD_MISSING", field } };
}

export type Validated = { ok: true; inquiry: Inquiry } | { ok: false; problems: Problem[] };

/**
 * Applies the contract's field rules and the quote list's (items.ts); unknown fields are ignored
 * and never stored.
 */
export function validateInquiry(fields: Fields, lang: Lang): Validated {
  const problems: Problem[] = [];
  const inquiry: Partial<Inquiry> = { lang };
  for (const rule of FIELD_RULES) {
    const values = fields.get(rule.name);
    const field = rule.name;
    if (values === null) {
      problems.push({ kind: "notText", code: "TYPE_TEXT", field });
      continue;
    }
    // Repeated values are joined, as the hosted service joins repeated keys.
    const joined = values?.join(", ");
    const value =
      joined === undefined
        ? undefined
        : rule.fromPage
          ? oneLineLabel(joined)
          : joined.normalize("NFC").trim();
    if (value === undefined || value === "") {
      if (rule.required) {
        const code = value === undefined ? "REQUIRED_FIELD_MISSING" : "REQUIRED_FIELD_EMPTY";
        problems.push({ kind: "required", code, field });
      }
      continue;
    }
    const problem = checkText(rule, value);
    if (problem) problems.push(problem);
    else inquiry[rule.name] = value;
  }
  // The quote list comes after the form's own fields, as on the page.
  const lines = validateItems(fields, lang);
  problems.push(...lines.problems);
  if (lines.items.length > 0) inquiry.items = lines.items;
  // The consent box is the last thing before the submit button.
  const consent = checkConsent(fields);
  if ("problem" in consent) problems.push(consent.problem);
  else inquiry.noticeVersion = consent.version;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, inquiry: inquiry as Inquiry };
}
