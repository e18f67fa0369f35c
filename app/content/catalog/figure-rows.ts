import type { DataTable, Localized, ProductFigures, SpecRow } from "../schemas";
import type { MarkedRow } from "./build";
import {
  FIGURES,
  figureCell,
  figuresOfKind,
  productFigures,
  variantOf,
  type FigureKey,
} from "./figure-registry";

/**
 * The one way a figure becomes a specification row, from the figure registry
 * (figure-registry.ts): its label and its row's text, in both languages, for every product,
 * the repository's (its group's builder places these rows and writes none itself) and those
 * staff add. A figure left empty makes no row (docs/decisions/018-live-catalogue.md).
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

/** A figure's row label for a product: its type's or drive's own, else the figure's. */
export function figureLabel(key: FigureKey, figures: ProductFigures): Localized {
  const figure = FIGURES.find((f) => f.key === key)!;
  return figure.labels?.[variantOf(figures)] ?? figure.label;
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
    return value ? [{ label: figureLabel(figure.key, figures), value, figure: figure.key }] : [];
  });
}

/**
 * A new product's specification rows: one per figure of its kind, each naming its figure, so a
 * figure typed later shows in its row (and an empty one shows no row).
 */
export function newProductRows(figures: ProductFigures): (Pick<SpecRow, "label"> & {
  figure: FigureKey;
})[] {
  return productFigures(figures).map((figure) => ({
    label: figureLabel(figure.key, figures),
    figure: figure.key,
  }));
}

/**
 * What a table's cell says for a figure a model does not state ("ask us") or that its kind does
 * not have ("not applicable"): never a bare dash, which reads as either (ko 12).
 */
const TABLE_WORDS = {
  ask: { ko: "문의", en: "Ask us" },
  notAvailable: { ko: "적용 불가", en: "Not available" },
  none: { ko: "해당 없음", en: "Not applicable" },
} satisfies Record<string, Localized>;

/**
 * A category's table by model, made from the registry alone (issue 73): a row per model, its
 * code first, then a column per figure any of its models states, in the registry's order, each
 * cell the figure's row text, as the product page and compare write it. A new figure of the
 * registry gets its column here, with no edit.
 */
export function modelTable(table: {
  caption: Localized;
  models: { code: string; figures: ProductFigures }[];
  notes?: DataTable["notes"];
}): DataTable {
  const figures = FIGURES.filter((figure) =>
    table.models.some((model) => figureText(figure.key, model.figures)),
  );
  const cell = (figure: (typeof FIGURES)[number], model: ProductFigures): Localized => {
    if (!productFigures(model).includes(figure)) return TABLE_WORDS.none;
    const at = (lang: "ko" | "en") =>
      figureCell(figure, model, {
        lang,
        repository: true,
        word: (key) => TABLE_WORDS[key][lang],
      });
    const [ko, en] = [at("ko"), at("en")];
    if (typeof ko === "string" && typeof en === "string") return { ko, en };
    return TABLE_WORDS.ask;
  };
  return {
    caption: table.caption,
    columns: [
      { label: { ko: "모델", en: "Model" } },
      ...figures.map((figure) => ({ label: figureLabel(figure.key, table.models[0]!.figures) })),
    ],
    rows: table.models.map((model) => [
      model.code,
      ...figures.map((figure) => cell(figure, model.figures)),
    ]),
    ...(table.notes && { notes: table.notes }),
  };
}
