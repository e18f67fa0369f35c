import type { MarkedRow } from "../../../content/catalog/build";
import { figuresOf } from "../../../content/catalog/catalog.server";
import { buildCatalog } from "../../../content/catalog/seed.server";
import type { Localized, ProductItem } from "../../../content/schemas";

/**
 * The texts of a product's rows made from figures, by figure, as its draft's figures make them
 * (the published ones where the draft's do not build yet, half typed): what the editor shows
 * beside those rows.
 */
export function derivedRows(item: ProductItem): Record<string, Localized> {
  const build = (own: ProductItem["figures"]) =>
    buildCatalog((id) => (id === item.id ? own : figuresOf(id))).products.find(
      (p) => p.id === item.id,
    );
  let product;
  try {
    product = build(item.figures);
  } catch {
    product = build(figuresOf(item.id));
  }
  const out: Record<string, Localized> = {};
  for (const row of (product?.specifications ?? []) as MarkedRow[]) {
    if (row.figure) out[row.figure] = row.value;
  }
  return out;
}
