import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type CertificateEditorWord = keyof typeof words.ko;

/** One word in `lang`, `{name}` replaced by `vars` (decision 029). */
/** The certificates' editor and list in the back office, in both languages. */
export const certificateEditorWord = createTranslation(words);
