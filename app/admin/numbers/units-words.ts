import { createTranslation } from "../../i18n/words";
import words from "./units-words.json" with { type: "json" };

export type UnitsNumbersWord = keyof typeof words.ko;

/** The delivered units' part of the numbers page (app/admin/numbers/units.server.ts). */
export const unitsNumbersWord = createTranslation(words);
