import type { Lang } from "../../i18n/lang";
import { createTranslation } from "../../i18n/words";
import words from "./words.json" with { type: "json" };

export type ContentWordKey = keyof typeof words.ko;

/** The content editors' words in both languages (kept with the back office, out of public pages). */
export const contentWord = createTranslation(words);

/** Unpublishing a product retires it (a discontinued model): its own words say so. */
export const retires = (kind: string) => kind === "product";

/** The word for an item's state: a product taken off the site is retired. */
export function stateKey(
  kind: string,
  state: "published" | "unpublished" | "draft",
): ContentWordKey {
  return state === "unpublished" && retires(kind) ? "state_retired" : `state_${state}`;
}

/** An item's state as the lists show it: "Published (changed draft)" when a draft waits. */
export function stateWords(
  lang: Lang,
  state: "published" | "unpublished" | "draft",
  changed: boolean,
  kind = "",
): string {
  const shown = contentWord(lang, stateKey(kind, state));
  return changed && state === "published"
    ? `${shown} (${contentWord(lang, "changedDraft")})`
    : shown;
}
