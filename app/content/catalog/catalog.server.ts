import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import type { CatalogSection, Product } from "../schemas";
import { electric } from "./electric.server";
import { pinchValve } from "./pinch-valve.server";
import { pneumatic } from "./pneumatic.server";
import { sircaValves } from "./sirca-valves.server";
import { special } from "./special.server";

/**
 * The whole catalogue. Server-only (the .server suffix makes the build refuse to ship it to the
 * browser): loaders hand each page just the section page and products it shows.
 */
const groups = [electric, pneumatic, special, sircaValves, pinchValve];

export const sections: CatalogSection[] = groups.flatMap((group) => group.sections);
export const products: Product[] = groups.flatMap((group) => group.products);

export function findSection(id: string): CatalogSection | undefined {
  return sections.find((section) => section.id === id);
}

/** The code in the URL is matched case-insensitively. */
export function findProduct(category: string, subcategory: string, code: string) {
  const wanted = code.toLowerCase();
  return products.find(
    (p) =>
      p.category === category && p.subcategory === subcategory && p.code.toLowerCase() === wanted,
  );
}

export function findProductById(id: string): Product | undefined {
  const wanted = id.toLowerCase();
  return products.find((p) => p.id === wanted);
}

export function findProductsByIds(ids: string[]): Product[] {
  return ids.flatMap((id) => products.find((p) => p.id === id) ?? []);
}

/** ASCII detail URL: /products/{category}/{subcategory}/{lowercase code}. */
export function productPath(product: Product): string {
  return `/products/${product.category}/${product.subcategory}/${product.code.toLowerCase()}`;
}

/** A product named once with its code: "480-035 쿼터턴 …" as it is, "AP1" + name otherwise. */
export function productLabel(product: Product, lang: Lang): string {
  const name = pick(product.name, lang);
  return name.startsWith(product.code) ? name : `${product.code} ${name}`;
}
