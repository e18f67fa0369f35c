import type { Localized, ProductFigures, SpecRow } from "../schemas";

/** Builders shared by the catalogue content modules. */

export function localized(ko: string, en: string): Localized {
  return { ko, en };
}

/** A specification row; a plain string value (a figure, a code) reads the same in both languages. */
export function specRow(label: Localized, value: Localized | string): SpecRow {
  return { label, value: typeof value === "string" ? { ko: value, en: value } : value };
}

/** Every product's figures by product id: the seed's at build, the live ones when composed. */
export type FigureLookup = (productId: string) => ProductFigures;

/** A specification row made from a figure, with the mark that names the figure. */
export type MarkedRow = SpecRow & { figure?: string };

/**
 * A specification row the site derives from the product's figures, marked with `figure` so a
 * product staff edit keeps the row and gets its value from the figures they typed
 * (app/content/live.server.ts). The live content drops the mark: visitors' rows are plain.
 */
export function figureRow(figure: string, label: Localized, value: Localized | string): SpecRow {
  const row: MarkedRow = { ...specRow(label, value), figure };
  return row;
}
