import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type ClosedDaysWordKey = keyof typeof words.ko;

/** The closed days page's words (app/admin/settings/closed-days/), in both languages. */
export const closedDaysWord = createTranslation(words);
