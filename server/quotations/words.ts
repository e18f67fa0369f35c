import { createTranslation } from "../../app/i18n/words";
import words from "./words.json" with { type: "json" };

export type QuotationWordKey = keyof typeof words.ko;

/**
 * The quotation's printed words (PDF, spreadsheet, mail, the buyer's page), Korean as a 견적서
 * reads and English for a foreign buyer. The staff page's words are in
 * app/admin/inquiries/$ref/quotation/words.ts.
 */
export const quotationWord = createTranslation(words);
