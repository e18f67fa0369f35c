/** Languages and the URL scheme: Korean at unprefixed paths, English under /en. */
export const LANGS = ["ko", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "ko";
/** localStorage key for the visitor's chosen language (product-specific). */
export const LANG_STORAGE_KEY = "hanbit-flow-site:lang";
/** One-shot cookie the ?lang redirect leaves so the page script can store the choice. */
export const LANG_COOKIE = "hanbit-flow-site-lang";

export function isLang(value: unknown): value is Lang {
  return value === "ko" || value === "en";
}

export function otherLang(lang: Lang): Lang {
  return lang === "ko" ? "en" : "ko";
}

export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "ko";
}

/** The language-neutral path: "/en/products" -> "/products", "/en" -> "/". */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === "ko") return pathname;
  return pathname.slice(3) || "/";
}

/** The path of a language-neutral page in one language: ("en", "/about") -> "/en/about". */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** The same page in another language, query and hash kept. */
export function switchLangPath(pathname: string, to: Lang): string {
  return localePath(to, stripLang(pathname));
}

export function requestLang(request: Request): Lang {
  return langFromPath(new URL(request.url).pathname);
}
