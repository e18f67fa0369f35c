import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type OrdersWordKey = keyof typeof words.ko;

/** The order pages' words (staff), Korean and English, by the one placeholder rule (decision 029). */
export const ordersWord = createTranslation(words);
