import { createTranslation } from "../i18n/words";
import words from "./words.json" with { type: "json" };

export type CertificateWord = keyof typeof words.ko;

/** One word in `lang`, filled by the one placeholder rule (decision 029). */
/**
 * The certificates' words on public pages (/certificates, a product's certificates), in both
 * languages; Korean in 합쇼체. Loaders hand the page its words already in its language.
 */
export const certificateWord = createTranslation(words);
