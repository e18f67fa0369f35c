import { createTranslation } from "../../app/i18n/words";
import words from "./kind-words.json" with { type: "json" };

export type UnitKindWordKey = keyof typeof words.ko;

/**
 * The names of a unit's paper and service kinds (kinds.ts), said once (decision 029), and of a
 * plan's kind where the plan is written out ("12개월마다 기타 정비", not "기타"): the
 * back office's unit page, where staff choose them, and the public unit page (/u/{token}) both
 * read them here. Imports only the words' factory, as kinds.ts imports nothing: pages' scripts
 * read both.
 */
export const unitKindWord = createTranslation(words);
