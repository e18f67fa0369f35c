import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type UnitPageWord = keyof typeof words.ko;

/** One word in `lang`, filled by the one placeholder rule (decision 029). */
/**
 * The unit page's words (/u/{token}), kept with the page so that they move with it; the
 * kinds' names are those staff choose from, in server/units/kind-words.ts.
 */
export const unitPageWord = createTranslation(words);
