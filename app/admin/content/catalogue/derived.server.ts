import type { MarkedRow } from "../../../content/catalog/build";
import { figuresOf } from "../../../content/catalog/catalog.server";
import { figureText, isFigureKey } from "../../../content/catalog/figure-rows";
import { buildCatalog, isSeedProduct } from "../../../content/catalog/seed.server";
import type { Localized, ProductItem } from "../../../content/schemas";

/**
 * The texts of a product's rows made from figures, by figure, as its draft's figures make them:
 * the repository's builder for its products (with the published figures where the draft's do
 * not build yet, half typed), else the one generic derivation (catalog/figure-rows.ts). What the
 * editor shows beside those rows.
 */
export function derivedRows(item: ProductItem): Record<string, Localized> {
  const out: Record<string, Localized> = {};
  if (isSeedProduct(item.id)) {
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
    for (const row of (product?.specifications ?? []) as MarkedRow[]) {
      if (row.figure) out[row.figure] = row.value;
    }
  }
  for (const { figure } of item.specifications) {
    if (!figure || out[figure] || !isFigureKey(figure)) continue;
    try {
      const text = figureText(figure, item.figures);
      if (text) out[figure] = text;
    } catch {
      // A figure typed in half (a range without its maximum) shows no text yet.
    }
  }
  return out;
}
