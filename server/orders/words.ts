import { createTranslation } from "../../app/i18n/words";
import words from "./words.json" with { type: "json" };

export type OrderWordKey = keyof typeof words.ko;

/**
 * An order's printed words (the confirmation and the 거래명세서, the buyer's page, the mails),
 * Korean as the forms read and English for a foreign buyer. The staff pages' words are in
 * app/admin/orders/words.json.
 */
export const orderWord = createTranslation(words);
