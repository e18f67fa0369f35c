import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type UnitsWordKey = keyof typeof words.ko;

/** One word in `lang`, filled by the one placeholder rule (decision 029). */
/** The unit pages' words (staff): Korean for staff at a phone, and English. */
export const unitsWord = createTranslation(words);
