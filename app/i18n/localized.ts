import type { Lang } from "./lang";

/** A bilingual text; content schemas require both languages, non-empty. */
export interface Localized {
  ko: string;
  en: string;
}

export function pick(text: Localized, lang: Lang): string {
  return text[lang];
}
