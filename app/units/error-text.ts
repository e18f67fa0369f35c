import { problemWord, type ProblemKind } from "../../server/inquiries/problems";
import type { Lang } from "../i18n/lang";
import { unitPageWord, type UnitPageWord } from "./words";

/**
 * A request form's error in words: `problem.{kind}` is the inquiry's own sentence for the same
 * check (one set of messages for every form that asks the same thing, issue 79); any other key
 * is the units' words (photos, the form as a whole).
 */
export function requestErrorText(
  lang: Lang,
  key: string,
  vars?: Record<string, string | number>,
): string {
  if (key.startsWith("problem.")) {
    return problemWord(lang, key.slice("problem.".length) as ProblemKind, vars ?? {});
  }
  return unitPageWord(lang, key as UnitPageWord, vars);
}

/** The label each typed field shows; its error opens with it ("성명: 입력해 주십시오."). */
export const FIELD_LABELS: Partial<Record<string, UnitPageWord>> = {
  companyName: "form.companyName",
  name: "form.name",
  phone: "form.phone",
  email: "form.email",
  elastomer: "form.elastomer",
};
