import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type StaffWordKey = keyof typeof words.ko;

/** The staff page's words in both languages (kept with the back office, out of public pages). */
export const staffWord = createTranslation(words);
