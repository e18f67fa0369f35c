import { findCategory } from "../content/catalog/categories";
import { liveContent, type LiveContent } from "../content/live.server";
import {
  figuresOf,
  liveProducts,
  productPath,
  retiredProducts,
} from "../content/catalog/catalog.server";
import { isSeedProduct } from "../content/catalog/seed.server";
import {
  compareRowOf,
  FIGURES,
  figureCell,
  productFigures,
  type CompareWord,
} from "../content/catalog/figure-registry";
import type { Product, ProductFigures } from "../content/schemas";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import type { Cell, CompareData } from "./table";

/**
 * The rows made from the typed figures: one per row of the registry's figures, labelled as the
 * figure whose row it is (a model's torque and its series' share one row).
 */
const FIGURE_ROWS = FIGURES.map(compareRowOf).filter(
  (row, i, rows) => rows.findIndex((r) => r.key === row.key) === i,
);

/** A product's figure cells, by row: each figure of its kind, type or drive, as its row reads. */
function figureCells(
  figures: ProductFigures,
  lang: Lang,
  repository: boolean,
): Record<string, Cell> {
  const context = {
    lang,
    repository,
    word: (key: CompareWord) => translate(lang, `comparerow.${key}`),
  };
  const cells: Record<string, Cell> = {};
  for (const figure of productFigures(figures)) {
    const cell = figureCell(figure, figures, context);
    const key = compareRowOf(figure).key;
    // Two figures of one row (a model's torque, its series'): a stated figure is kept over "ask us".
    if (cell === undefined || typeof cells[key] === "string") continue;
    cells[key] = cell;
  }
  return cells;
}

function groupName(product: Product, lang: Lang): string {
  const category = findCategory(product.category)!;
  const sub = category.subcategories.find((s) => s.id === product.subcategory)!;
  return pick(sub.name, lang);
}

/** Made once per live content and language: a publish gives a new live content, so new data. */
const cache = new WeakMap<LiveContent, Map<Lang, CompareData>>();

/**
 * Every product's comparable attributes in one language: first the typed figures, each as its
 * product page's row writes it, then the specification rows they do not already show (those
 * not made from a figure nor stating one: `LiveContent.rowFigures`).
 */
export function compareData(lang: Lang): CompareData {
  const content = liveContent();
  let byLang = cache.get(content);
  if (!byLang) cache.set(content, (byLang = new Map()));
  const cached = byLang.get(lang);
  if (cached) return cached;
  const rows: CompareData["rows"] = [
    { key: "group", label: translate(lang, "comparerow.group") },
    ...FIGURE_ROWS.map(({ key, label, numeric }) => ({
      key,
      label: pick(label, lang),
      ...(numeric && { num: true as const }),
    })),
  ];
  const specRows = new Map<string, string>();
  const data: CompareData = {
    rows,
    products: liveProducts().map((product) => {
      const figures = figuresOf(product.id);
      const group = groupName(product, lang);
      const cells: Record<string, Cell> = {
        group,
        ...figureCells(figures, lang, isSeedProduct(product.id)),
      };
      // Rows made from a figure or stating one: the figure's own row above shows it.
      const shown = content.rowFigures.get(product.id) ?? [];
      for (const [index, spec] of product.specifications.entries()) {
        if (shown[index] !== undefined) continue;
        const key = `spec:${spec.label.ko}`;
        if (!specRows.has(key)) specRows.set(key, pick(spec.label, lang));
        cells[key] = pick(spec.value, lang);
      }
      return {
        id: product.id,
        code: product.code,
        name: pick(product.name, lang),
        path: productPath(product),
        group,
        cells,
      };
    }),
  };
  // A text row a product's group states applies to the group: a product of it without the row
  // says "ask us", never "does not apply" (a PQVI's sleeve material, a PQVF's control air).
  for (const key of specRows.keys()) {
    const groups = new Set(data.products.filter((p) => key in p.cells).map((p) => p.group));
    for (const product of data.products) {
      if (!(key in product.cells) && groups.has(product.group)) product.cells[key] = { ask: "" };
    }
  }
  const retired = retiredProducts();
  if (retired.length) data.retired = retired.map(({ id, code }) => ({ id, code }));
  rows.push(...[...specRows].map(([key, label]) => ({ key, label })));
  byLang.set(lang, data);
  return data;
}
