import {
  liveProducts,
  productLabel,
  productPath,
  retiredProducts,
} from "../content/catalog/catalog.server";
import { findCategory } from "../content/catalog/categories";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import type { CatalogueEntry, RetiredEntry } from "./catalogue";

/** Every product as a quote shows it, in one language. */
export function quoteCatalogue(lang: Lang): CatalogueEntry[] {
  return liveProducts().map((product) => {
    const category = findCategory(product.category)!;
    return {
      id: product.id,
      code: product.code,
      name: pick(product.name, lang),
      label: productLabel(product, lang),
      path: productPath(product),
      category: { id: category.id, name: pick(category.name, lang) },
    };
  });
}

/** The products no longer offered, for the note a saved list shows when it drops one. */
export function retiredEntries(): RetiredEntry[] {
  return retiredProducts().map(({ id, code }) => ({ id, code }));
}
