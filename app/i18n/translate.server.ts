import { en } from "./messages";
import { ko, type MessageKey } from "./messages";
import { createTranslation } from "./words";
import type { Lang } from "./lang";

/** The public site's words: a page's language, its placeholders filled by the one rule. */
export const translate = createTranslation({ ko, en });

export type Messages = Record<MessageKey, string>;

/** The first part of a key: "inquiry" in "inquiry.submit". */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;

/** What every page shows: the header, menus, footer, quick bar and the error views. */
export const CHROME_NAMESPACES: readonly Namespace[] = [
  "site",
  "a11y",
  "nav",
  "lang",
  "footer",
  "quick",
  "error",
  "common",
];

/** Catalogue and product pages, with the preview modal and the image viewer they open. */
export const CATALOGUE_NAMESPACES: readonly Namespace[] = [
  "products",
  "pagination",
  "blocks",
  "preview",
  "viewer",
];

/**
 * The strings of the given namespaces in one language. The root loader
 * sends the chrome's, each route its own (`useT` merges them), so a page carries neither the
 * other language nor other pages' strings; "seo" stays on the server.
 */
export function messagesFor(lang: Lang, namespaces: readonly Namespace[]): Partial<Messages> {
  const wanted = new Set<string>(namespaces);
  const keys = translate.keys.filter((key) => wanted.has(key.split(".")[0]!));
  // Unfilled: the page fills them (useT) with the values it has.
  return Object.fromEntries(keys.map((key) => [key, translate.raw(lang, key)]));
}

/**
 * A catalogue page's strings. Those of a page that is not there (the 404 view, a missing product
 * or subcategory) go only with such a page: every other page's HTML is lighter by them.
 */
export function catalogueMessages(
  lang: Lang,
  page: { kind: string },
  /** Keys this page never shows (a listing has no product page's headings or quote button). */
  omit: readonly MessageKey[] = [],
): Partial<Messages> {
  const found = page.kind === "found";
  const messages = messagesFor(
    lang,
    found ? CATALOGUE_NAMESPACES : [...CATALOGUE_NAMESPACES, "missing", "notFound"],
  );
  for (const key of omit) delete messages[key];
  return messages;
}

/** The product page's own strings, left out of the catalogue listings. */
export const PRODUCT_PAGE_ONLY: readonly MessageKey[] = [
  "products.overview",
  "products.requestQuote",
];
