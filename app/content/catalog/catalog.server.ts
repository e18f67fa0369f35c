import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { liveContent } from "../live.server";
import type { CatalogSection, Product, ProductFigures } from "../schemas";

/**
 * The catalogue as visitors see it now: the live content's (app/content/live.server.ts), read per
 * call, never a copy kept in a module (docs/decisions/018-live-catalogue.md). Server-only (the
 * .server suffix makes the build refuse to ship it to the browser): loaders hand each page just
 * the section page and products it shows.
 */

/** Every product, in the catalogue's order. */
export const liveProducts = (): Product[] => liveContent().products;

/** Every catalogue section (technical document). */
export const liveSections = (): CatalogSection[] => liveContent().sections;

/** A product's figures; every product has them. */
export function figuresOf(productId: string): ProductFigures {
  const figures = liveContent().figures.get(productId);
  if (!figures) throw new Error(`No figures for product ${productId}`);
  return figures;
}

export function findSection(id: string): CatalogSection | undefined {
  return liveSections().find((section) => section.id === id);
}

/** The code in the URL is matched case-insensitively. */
export function findProduct(category: string, subcategory: string, code: string) {
  const wanted = code.toLowerCase();
  return liveProducts().find(
    (p) =>
      p.category === category && p.subcategory === subcategory && p.code.toLowerCase() === wanted,
  );
}

export function findProductById(id: string): Product | undefined {
  const wanted = id.toLowerCase();
  return liveProducts().find((p) => p.id === wanted);
}

export function findProductsByIds(ids: string[]): Product[] {
  const products = liveProducts();
  return ids.flatMap((id) => products.find((p) => p.id === id) ?? []);
}

/** ASCII detail URL: /products/{category}/{subcategory}/{lowercase code}. */
export function productPath(product: Pick<Product, "category" | "subcategory" | "code">): string {
  return `/products/${product.category}/${product.subcategory}/${product.code.toLowerCase()}`;
}

/** A product named once with its code: "480-035 쿼터턴 …" as it is, "AP1" + name otherwise. */
export function productLabel(product: Product, lang: Lang): string {
  const name = pick(product.name, lang);
  return name.startsWith(product.code) ? name : `${product.code} ${name}`;
}
