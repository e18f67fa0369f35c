import { createTranslation } from "../i18n/words";
import words from "./words.json" with { type: "json" };

export type UnitPageWord = keyof typeof words.ko;

/**
 * The delivered units' public words (/u/{token} and its request form, whose field and photo
 * words a plant's request form shares: app/routes/plant/), filled by the one placeholder rule
 * (decision 029); the kinds' names are those staff choose from, in server/units/kind-words.ts.
 */
export const unitPageWord = createTranslation(words);
