import { createTranslation } from "../../../i18n/words";
import words from "./sheet-words.json" with { type: "json" };

export type SheetWordKey = keyof typeof words.ko;

/** The catalogue spreadsheet's words (엑셀 일괄 등록): the file's own and the list page's. */
export const sheetWord = createTranslation(words);
