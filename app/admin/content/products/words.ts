import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type PhotoWordKey = keyof typeof words.ko;

/** The product photos editor's own words in both languages (the frame's are in ../words.ts). */
export const photoWord = createTranslation(words);
