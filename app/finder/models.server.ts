import { figuresOf, liveProducts, productPath } from "../content/catalog/catalog.server";
import type { FinderModel } from "./finder";

/** Every product with its live figures: what both finders search, in either language. */
export function finderModels(): FinderModel[] {
  return liveProducts().map((product) => ({
    id: product.id,
    code: product.code,
    path: productPath(product),
    figures: figuresOf(product.id),
  }));
}
