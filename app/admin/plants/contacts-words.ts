import { createTranslation } from "../../i18n/words";
import words from "./contacts-words.json" with { type: "json" };

export type ContactsWordKey = keyof typeof words.ko;

/** The plant contacts' and reminders' words (staff), Korean and English. */
export const contactsWord = createTranslation(words);
