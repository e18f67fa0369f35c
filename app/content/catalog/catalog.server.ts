import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { liveContent, type RetiredProduct } from "../live.server";
import type { CatalogSection, Product, ProductFigures } from "../schemas";
import { productPath } from "./paths";

/**
 * The catalogue as visitors see it now: the live content's (app/content/live.server.ts), read per
 * call, never a copy kept in a module (docs/decisions/018-live-catalogue.md). Server-only (the
 * .server suffix makes the build refuse to ship it to the browser): loaders hand each page just
 * the section page and products it shows.
 */

/** Every product, in the catalogue's order. */
export const liveProducts = (): Product[] => liveContent().products;

/** The products staff retired (discontinued): what the site still says of each. */
export const retiredProducts = (): RetiredProduct[] => liveContent().retired;

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

/**
 * A retired product by its URL's parts (the code case-insensitively), for its 410 page: its last
 * URL, or one it had before a change of code or group.
 */
export function findRetiredProduct(category: string, subcategory: string, code: string) {
  const wanted = code.toLowerCase();
  const former = liveContent().retiredPaths.get(`/products/${category}/${subcategory}/${wanted}`);
  return retiredProducts().find(
    (p) =>
      p.id === former ||
      (p.category === category && p.subcategory === subcategory && p.code.toLowerCase() === wanted),
  );
}

/** A retired product by the short form `/products/{x}`: its id, or a code it had. */
export function findRetiredById(slug: string): RetiredProduct | undefined {
  const wanted = slug.toLowerCase();
  const retired = retiredProducts();
  const byId = retired.find((p) => p.id === wanted || p.code.toLowerCase() === wanted);
  if (byId) return byId;
  for (const [path, id] of liveContent().retiredPaths) {
    if (path.slice(path.lastIndexOf("/") + 1) === wanted) return retired.find((p) => p.id === id);
  }
  return undefined;
}

export function findProductById(id: string): Product | undefined {
  const wanted = id.toLowerCase();
  return liveProducts().find((p) => p.id === wanted);
}

export function findProductsByIds(ids: string[]): Product[] {
  const products = liveProducts();
  return ids.flatMap((id) => products.find((p) => p.id === id) ?? []);
}

export { productPath };

/** A product named once with its code: "480-035 쿼터턴 …" as it is, "AP1" + name otherwise. */
export function productLabel(product: Pick<Product, "code" | "name">, lang: Lang): string {
  const name = pick(product.name, lang);
  return name.startsWith(product.code) ? name : `${product.code} ${name}`;
}

/**
 * Where a product is now that was at this path before its code or group changed (the path it
 * answers 301 to, for good), or undefined. The code is matched case-insensitively.
 */
export function movedProductPath(
  category: string,
  subcategory: string,
  code: string,
): string | undefined {
  const id = liveContent().movedPaths.get(
    `/products/${category}/${subcategory}/${code.toLowerCase()}`,
  );
  const product = id === undefined ? undefined : findProductById(id);
  return product && productPath(product);
}

/**
 * The short form `/products/{x}`: the product whose code is x now (shown there), or one whose
 * id or former code x is (`moved`: it answers 301 to the product's path).
 */
export function findProductBySlug(slug: string): { product: Product; moved: boolean } | undefined {
  const wanted = slug.toLowerCase();
  const products = liveProducts();
  const current = products.find((p) => p.code.toLowerCase() === wanted);
  if (current) return { product: current, moved: false };
  const byId = products.find((p) => p.id === wanted);
  if (byId) return { product: byId, moved: true };
  for (const [path, id] of liveContent().movedPaths) {
    if (path.slice(path.lastIndexOf("/") + 1) === wanted) {
      const product = findProductById(id);
      if (product) return { product, moved: true };
    }
  }
  return undefined;
}
