import type { Product } from "../schemas";

/** ASCII detail URL: /products/{category}/{subcategory}/{lowercase code}. */
export function productPath(product: Pick<Product, "category" | "subcategory" | "code">): string {
  return `/products/${product.category}/${product.subcategory}/${product.code.toLowerCase()}`;
}
