import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type SettingsWordKey = keyof typeof words.ko;

/** The settings pages' words in both languages (kept with the back office, out of public pages). */
export const settingsWord = createTranslation(words);
