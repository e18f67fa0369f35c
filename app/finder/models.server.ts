import { productPath, products } from "../content/catalog/catalog.server";
import { figuresOf } from "../content/catalog/figures.server";
import type { FinderModel } from "./finder";

/** Every product with its typed figures: what both finders search, in either language. */
export const finderModels: FinderModel[] = products.map((product) => ({
  id: product.id,
  code: product.code,
  path: productPath(product),
  figures: figuresOf(product.id),
}));
