import { categories } from "../content/catalog/categories";
import { galleryItems } from "../content/gallery";
import { productPath, products } from "../content/catalog/catalog.server";
import { LANGS, localePath } from "../i18n/lang";
import { pages, thanksPage } from "./pages";

/** Every canonical language-neutral path of the site, from the same data the pages use. */
export function canonicalPaths(): string[] {
  return [
    ...Object.values(pages).map((p) => p.path),
    ...categories.flatMap((c) => [
      `/products/${c.id}`,
      ...c.subcategories.map((s) => `/products/${c.id}/${s.id}`),
    ]),
    ...products.map(productPath),
    ...galleryItems.map((g) => `/gallery/${g.id}`),
  ];
}

/**
 * The URLs rendered to HTML at build time: every canonical path in both languages, and the
 * unlisted thank-you page (a static export needs it as much as the server does).
 */
export function prerenderPaths(): string[] {
  return [...canonicalPaths(), thanksPage.path].flatMap((path) =>
    LANGS.map((lang) => localePath(lang, path)),
  );
}
