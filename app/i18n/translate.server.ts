import { en } from "./en";
import { fill } from "./fill";
import { ko, type MessageKey } from "./ko";
import type { Lang } from "./lang";

type Dictionary = Readonly<Partial<Record<string, string>>>;

/**
 * Builds a lookup: the page's language, then English, then the key itself (SPEC section 4).
 * `{name}` placeholders are filled from `vars`.
 */
export function createTranslator(dictionaries: Record<Lang, Dictionary>) {
  return (lang: Lang, key: string, vars?: Record<string, string | number>): string => {
    return fill(dictionaries[lang][key] ?? dictionaries.en[key] ?? key, vars);
  };
}

const lookup = createTranslator({ ko, en });

export function translate(
  lang: Lang,
  key: MessageKey,
  vars?: Record<string, string | number>,
): string {
  return lookup(lang, key, vars);
}

export type Messages = Record<MessageKey, string>;

/**
 * The one dictionary a page needs, English filling any gap: the root loader hands it to the
 * browser, so a page never carries the other language's strings.
 */
export function messagesFor(lang: Lang): Messages {
  const keys = Object.keys(en) as MessageKey[];
  return Object.fromEntries(keys.map((key) => [key, lookup(lang, key)])) as Messages;
}
