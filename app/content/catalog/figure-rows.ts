import type { Localized, ProductFigures, SpecRow } from "../schemas";
import type { MarkedRow } from "./build";
import { FIGURES, figuresOfKind, productFigures, type FigureKey } from "./figure-registry";

/**
 * The one generic way a figure becomes a specification row, from the figure registry
 * (figure-registry.ts): its label and its row's text, in both languages. Products staff add
 * (not in the repository) get every row made from a figure here; a repository product gets
 * here the rows its group's builder does not make (a figure staff typed that the repository did
 * not state). A figure left empty makes no row (docs/decisions/018-live-catalogue.md).
 */

export { isFigureKey, type FigureKey } from "./figure-registry";

/** The rows' labels, by figure key. */
export const FIGURE_LABELS = Object.fromEntries(
  FIGURES.map((figure) => [figure.key, figure.label]),
) as Record<FigureKey, Localized>;

/** The figure keys a product of this kind can show as rows, in the rows' order. */
export function figureKeys(figures: ProductFigures): readonly FigureKey[] {
  return productFigures(figures).map((figure) => figure.key);
}

/** A figure's text as its row shows it, or undefined when the figure is empty. */
export function figureText(key: FigureKey, figures: ProductFigures): Localized | undefined {
  return figuresOfKind(figures.kind)
    .find((figure) => figure.key === key)
    ?.row(figures);
}

/** Every row the figures make, marked with its figure: empty figures make none. */
export function figureRows(figures: ProductFigures): MarkedRow[] {
  return productFigures(figures).flatMap((figure) => {
    const value = figure.row(figures);
    return value ? [{ label: figure.label, value, figure: figure.key }] : [];
  });
}

/**
 * A new product's specification rows: one per figure of its kind, each naming its figure, so a
 * figure typed later shows in its row (and an empty one shows no row).
 */
export function newProductRows(figures: ProductFigures): (Pick<SpecRow, "label"> & {
  figure: FigureKey;
})[] {
  return productFigures(figures).map((figure) => ({ label: figure.label, figure: figure.key }));
}
