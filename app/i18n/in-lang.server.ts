import type { Lang } from "./lang";
import type { InLang } from "./localized";

/**
 * Loader data in the page's language only. Content keeps each text as `{ ko, en }`, but a page
 * shows one language, so the other need not travel with its data: every `{ ko, en }` pair
 * becomes its `lang` value, and the views render those values as they are (see `InLang`).
 */
export function inLang<T>(lang: Lang, data: T): InLang<T> {
  return onlyLang(data, lang) as InLang<T>;
}

function onlyLang(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => onlyLang(item, lang));
  if (value === null || typeof value !== "object") return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && "ko" in record && "en" in record) return onlyLang(record[lang], lang);
  return Object.fromEntries(keys.map((key) => [key, onlyLang(record[key], lang)]));
}
