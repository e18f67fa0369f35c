import type { Lang } from "../../i18n/lang";
import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type NumbersWord = keyof typeof words.ko;

/** The numbers page's words (app/admin/numbers/), in both languages. */
export const numbersWord = createTranslation(words);

/** A figure as the page writes it, money included: grouped in the page's language. */
export const numberText = (lang: Lang, value: number) =>
  value.toLocaleString(lang === "ko" ? "ko-KR" : "en-GB");
