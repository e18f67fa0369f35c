import { createTranslation } from "../../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type QuotationPageWord = keyof typeof words.ko;

/** The quotation page's words (staff), Korean for an owner at a phone, and English. */
export const quotationPageWord = createTranslation(words);
