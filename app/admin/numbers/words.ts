import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type NumbersWord = keyof typeof words.ko;

/** The numbers page's words (app/admin/numbers/), in both languages. */
export const numbersWord = createTranslation(words);
