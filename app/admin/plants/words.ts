import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type PlantsWordKey = keyof typeof words.ko;

/** The plant pages' words (staff), Korean and English, by the one placeholder rule (decision 029). */
export const plantsWord = createTranslation(words);
