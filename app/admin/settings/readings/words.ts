import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type ReadingsWordKey = keyof typeof words.ko;

/** The readings page's words (app/admin/settings/readings/), in both languages. */
export const readingsWord = createTranslation(words);
