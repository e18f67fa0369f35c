import type { Lang } from "./lang";

/**
 * A text in both languages. Words sit below content (docs/architecture.md, "Layers"), so the
 * type is stated here and `localizedSchema` (app/content/schemas.ts) is held to it.
 */
export type Localized = Record<Lang, string>;

export function pick(text: Localized, lang: Lang): string {
  return text[lang];
}

/** True when `T` is a `{ ko, en }` pair: those two keys and no other. */
type IsPair<T> = [Exclude<keyof T, Lang>] extends [never]
  ? [Lang] extends [keyof T]
    ? true
    : false
  : false;

/**
 * `T` in one language, as `inLang` returns it: every `{ ko, en }` pair, however deep, is the
 * value of that language (a text is a string, a list of texts a string array), so a view that
 * gets such data renders it as it is, without choosing a language.
 */
export type InLang<T> = T extends readonly unknown[]
  ? { [K in keyof T]: InLang<T[K]> }
  : T extends object
    ? IsPair<T> extends true
      ? InLang<T[keyof T]>
      : { [K in keyof T]: InLang<T[K]> }
    : T;
