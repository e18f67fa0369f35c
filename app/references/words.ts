import { createTranslation } from "../i18n/words";
import words from "./words.json" with { type: "json" };

export type ReferencesWord = keyof typeof words.ko;

/** One word in `lang`, filled by the one placeholder rule (decision 029). */
/**
 * The references' words (/references; docs/decisions/036-references.md), in both languages;
 * Korean in 합쇼체, a customer described as a noun phrase. The loader hands the page its words
 * in its language.
 */
export const referencesWord = createTranslation(words);
