import type { Localized } from "../content/schemas";
import type { Lang } from "./lang";

export type { Localized };

export function pick(text: Localized, lang: Lang): string {
  return text[lang];
}
