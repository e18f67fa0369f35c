import type { Lang } from "../../app/i18n/lang";
import { translate } from "../../app/i18n/translate.server";
import { problemText, type ProblemKind } from "../../server/inquiries/problems";

/**
 * A field's error as the inquiry form shows it: the form's label, then the receiver's words in
 * the page's language ("연락처: 번호 형식이 올바르지 않습니다", "Phone should be a phone number").
 */
export function said(
  lang: Lang,
  field: "companyName" | "email" | "phone",
  ...kinds: ProblemKind[]
) {
  const text = kinds.map((kind) => problemText({ kind, max: 40 }, lang)).join(", ");
  const label = translate(lang, `inquiry.${field}`);
  return lang === "ko" ? `${label}: ${text}` : `${label} ${text}`;
}
