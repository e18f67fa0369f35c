import { fill, type Vars } from "./fill";
import type { Lang } from "./lang";

/**
 * The one way to say words (decision 029, after Starlight's createTranslationSystem): each area
 * keeps one dictionary per language and makes its lookup with `createTranslation`; every
 * lookup fills placeholders by the one rule of `fill`.
 */

/** One language's dictionary: a key to its text, `{name}` placeholders included. */
export type Dictionary<Key extends string = string> = Readonly<Record<Key, string>>;

/**
 * Unknown when both languages have the same keys; otherwise an object naming the keys one
 * lacks, so the call to `createTranslation` fails to compile and says which.
 */
export type Parity<Ko, En> = [Exclude<keyof Ko, keyof En>] extends [never]
  ? [Exclude<keyof En, keyof Ko>] extends [never]
    ? unknown
    : { keysOnlyInEnglish: Exclude<keyof En, keyof Ko> }
  : { keysMissingInEnglish: Exclude<keyof Ko, keyof En> };

/** A lookup: the text of `key` in `lang`, its placeholders filled from `vars`. */
export interface Translation<Key extends string> {
  (lang: Lang, key: Key, vars?: Vars): string;
  /** The text as written, placeholders unfilled: for a page script that fills them itself. */
  raw(lang: Lang, key: Key): string;
  /** Every key, in the Korean dictionary's order. */
  readonly keys: readonly Key[];
}

/** The keys of a translation made by `createTranslation`. */
export type KeyOf<T> = T extends Translation<infer Key> ? Key : never;

/** The lookup over one area's dictionaries; Korean and English must have the same keys. */
export function createTranslation<Ko extends Dictionary, En extends Dictionary>(
  dictionaries: { ko: Ko; en: En } & Parity<Ko, En>,
): Translation<keyof Ko & string> {
  type Key = keyof Ko & string;
  const byLang: Record<Lang, Dictionary> = { ko: dictionaries.ko, en: dictionaries.en };
  const raw = (lang: Lang, key: Key): string => {
    const text = byLang[lang][key];
    // Only a key built at run time from unchecked data can miss (the types check the rest).
    if (text === undefined) throw new Error(`no word "${key}" in ${lang}`);
    return text;
  };
  const translate = (lang: Lang, key: Key, vars?: Vars) => fill(lang, raw(lang, key), vars);
  return Object.assign(translate, {
    raw,
    keys: Object.keys(dictionaries.ko) as Key[],
  });
}
