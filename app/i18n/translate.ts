import { en } from "./en";
import { ko, type MessageKey } from "./ko";
import type { Lang } from "./lang";

const dictionaries: Record<Lang, Readonly<Partial<Record<string, string>>>> = { ko, en };

/**
 * Looks a UI string up: the page's language, then English, then the key itself (SPEC section 4).
 * `{name}` placeholders are filled from `vars`.
 */
export function translate(
  lang: Lang,
  key: MessageKey | (string & {}),
  vars?: Record<string, string | number>,
): string {
  const text = dictionaries[lang][key] ?? dictionaries.en[key] ?? key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
