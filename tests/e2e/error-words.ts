import type { Lang } from "../../app/i18n/lang";
import { translate } from "../../app/i18n/translate.server";
import { problemText, type ProblemKind } from "../../server/inquiries/problems";

/**
 * A field's error as the inquiry form shows it: the form's label, then the receiver's words in
 * the page's language, after a colon in both ("연락처: 번호를 02-1234-5678처럼 숫자로 입력해
 * 주십시오.", "Phone: Please enter the number in digits, such as +82 2-1234-5678.").
 */
export function said(
  lang: Lang,
  field: "companyName" | "email" | "phone",
  ...kinds: ProblemKind[]
) {
  const text = kinds.map((kind) => problemText({ kind, max: 40 }, lang)).join(" ");
  return `${translate(lang, `inquiry.${field}`)}: ${text}`;
}
