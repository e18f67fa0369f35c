import { describe, expect, it } from "vitest";
import { compareData } from "../../app/compare/data.server";
import { figuresOf, liveProducts, liveSections } from "../../app/content/catalog/catalog.server";
import { compareRowOf, productFigures } from "../../app/content/catalog/figure-registry";
import { figureLabel } from "../../app/content/catalog/figure-rows";
import type { DataTable, Localized } from "../../app/content/schemas";

/*
 * A figure reads the same in every view the catalogue's data makes (issue 73): for every live
 * product and every figure the registry gives it, its product page's row, its compare cell and
 * its row in its category's table by model are one text, in both languages. The products and
 * figures come from the live catalogue and the registry, so a new figure is held here with no
 * edit. The rendered HTML and the datasheets are held to the same by
 * tests/server/figure-views.test.ts.
 */

const LANGS = ["ko", "en"] as const;
const text = (cell: string | Localized, lang: "ko" | "en") =>
  typeof cell === "string" ? cell : cell[lang];

/** Every table of the live sections: the tables by model are those whose rows start with a code. */
function tables(): DataTable[] {
  const found: DataTable[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    const table = value as Partial<DataTable>;
    if (table.caption && Array.isArray(table.columns) && Array.isArray(table.rows))
      found.push(table as DataTable);
    for (const child of Object.values(value)) walk(child);
  };
  walk(liveSections());
  return found;
}

/** A product's row in a table by model (its first cell is the product's code), with its table. */
function tableRows(code: string) {
  return tables().flatMap((table) =>
    table.rows.filter((row) => row[0] === code).map((row) => ({ table, row })),
  );
}

describe("a figure reads the same on its page, in compare and in its category's table", () => {
  const products = liveProducts();
  const compare = { ko: compareData("ko"), en: compareData("en") };
  let inTables = 0;

  it.each(products.map((p) => [p.id, p] as const))("%s", (_id, product) => {
    const figures = figuresOf(product.id);
    const rows = tableRows(product.code);
    if (rows.length) inTables += 1;
    for (const figure of productFigures(figures)) {
      const value = figure.row(figures);
      if (!value) continue;
      const label = figureLabel(figure.key, figures);
      const where = `${product.id} ${figure.key}`;
      // The product page: its row made from the figure.
      const row = product.specifications.find((r) => r.label.ko === label.ko);
      expect(row?.value, `${where}: page`).toEqual(value);
      for (const lang of LANGS) {
        // Compare: the figure's own row, the same text.
        const cells = compare[lang].products.find((p) => p.id === product.id)!.cells;
        expect(cells[compareRowOf(figure).key], `${where}: compare ${lang}`).toBe(value[lang]);
        // Its category's tables by model: a column for the figure, the same text.
        for (const { table, row: tableRow } of rows) {
          const column = table.columns.findIndex((c) => c.label[lang] === label[lang]);
          expect(column, `${where}: ${table.caption.en} has no column`).toBeGreaterThan(0);
          expect(text(tableRow[column]!, lang), `${where}: ${table.caption.en}`).toBe(value[lang]);
        }
      }
    }
  });

  it("finds the tables by model of the categories that have them", () => {
    // The 480 series and the SIRCA butterfly and ball valves, at least.
    expect(inTables).toBeGreaterThanOrEqual(23);
  });
});
