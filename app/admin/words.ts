import { langFromPath, type Lang } from "../i18n/lang";
import { createTranslation } from "../i18n/words";
import words from "./words.json" with { type: "json" };

export type WordKey = keyof typeof words.ko;

/** A word of the back office in `lang`, `{name}` filled from `vars`. */
/**
 * The back office's words in both languages. Kept here, not in app/i18n's dictionaries, so that
 * no public page's data or script carries them.
 */
export const word = createTranslation(words);

/** The admin path in a language: ("en", "/account") -> "/en/admin/account". */
export function adminPath(lang: Lang, path = ""): string {
  return `${lang === "en" ? "/en" : ""}/admin${path}`;
}

export function requestAdminLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
