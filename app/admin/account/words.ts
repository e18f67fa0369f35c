import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type AccountWordKey = keyof typeof words.ko;

/** The words of My account's profile: the signature's name and the language of staff mail. */
export const accountWord = createTranslation(words);
