import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type PlantPageWord = keyof typeof words.ko;

/**
 * The plant page's words (/plant/{token}) and its files', kept with the page; the request
 * form's field and photo words are the unit page's (app/units/words.json).
 */
export const plantPageWord = createTranslation(words);
