import { createTranslation } from "../../app/i18n/words";
import words from "./words.json" with { type: "json" };

export type InquiryWordKey = keyof typeof words.ko;

/**
 * The inquiries' own words (decision 029): the no-JS error page of the receiver (`page.*`,
 * answer.ts), the inbox's CSV headers (`csv.*`, csv.ts) and the reply's answer line
 * (`reply.answer`, reply-placeholder.ts). This module imports only the words' factory: the reply
 * form's page reads it in the browser.
 */
export const inquiryWord = createTranslation(words);
