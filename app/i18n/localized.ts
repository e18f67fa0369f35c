import type { Localized } from "../content/schemas";
import type { Lang } from "./lang";

export type { Localized };

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
