import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type AboutWordKey = keyof typeof words.ko;

/** The company pages editor's words in both languages. */
export const aboutWord = createTranslation(words);
