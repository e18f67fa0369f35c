import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type GalleryWord = keyof typeof words.ko;

/** The gallery editor's words in both languages (the back office only). */
export const galleryWord = createTranslation(words);
