import { en } from "./en";
import { ko, type MessageKey } from "./ko";
import type { Lang } from "./lang";

type Dictionary = Readonly<Partial<Record<string, string>>>;

/**
 * Builds a lookup: the page's language, then English, then the key itself (SPEC section 4).
 * `{name}` placeholders are filled from `vars`.
 */
export function createTranslator(dictionaries: Record<Lang, Dictionary>) {
  return (lang: Lang, key: string, vars?: Record<string, string | number>): string => {
    const text = dictionaries[lang][key] ?? dictionaries.en[key] ?? key;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
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
