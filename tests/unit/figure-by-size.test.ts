import { describe, expect, it } from "vitest";
import { productFields, readProduct } from "../../app/admin/content/catalogue/form.server";
import { sheetColumns } from "../../app/admin/content/catalogue/sheet.server";
import { compareData } from "../../app/compare/data.server";
import { figuresOf, liveProducts, liveSections } from "../../app/content/catalog/catalog.server";
import { FIGURES, figureCell, figureField } from "../../app/content/catalog/figure-registry";
import { figureRows } from "../../app/content/catalog/figure-rows";
import { bySizeText } from "../../app/content/catalog/by-size-text";
import { seedProductItem } from "../../app/content/catalog/seed.server";
import { DN_SIZES } from "../../app/content/catalog/sizes";
import {
  productFiguresSchema,
  type DataTable,
  type ProductFigures,
  type ProductItem,
} from "../../app/content/schemas";

/*
 * A figure that varies by size (issue 73): a value per DN, declared once in the registry
 * (`bySizeFigure`) and written by the one formatter, on the page's row, compare, the editor's
 * form and the sheet. A scratch valve carries made-up weights (no page states them); the PQVI's
 * are the sources' (1.2 kg at DN 20, 1.9 kg at DN 25).
 */

const butterfly = seedProductItem("301")!;
const scratch: ProductItem = {
  ...butterfly,
  figures: { ...butterfly.figures, weightKgBySize: { dn: [80, 50], values: [18, 12] } },
} as ProductItem;

describe("a figure by size", () => {
  it("is written smallest size first, each size with its value, in each language", () => {
    expect(bySizeText({ dn: [80, 50, 1200], values: [18, 12, 1500] }, "kg")).toEqual({
      ko: "DN 50 (50A): 12 kg, DN 80 (80A): 18 kg, DN 1200 (1200A): 1,500 kg",
      en: "DN 50: 12 kg, DN 80: 18 kg, DN 1200: 1,500 kg",
    });
  });

  it("is refused with a value missing, a size twice, a size no standard has or a zero", () => {
    const refused = (weightKgBySize: unknown) =>
      productFiguresSchema.safeParse({ ...scratch.figures, weightKgBySize }).success;
    expect(refused({ dn: [50, 80], values: [12, 18] })).toBe(true);
    expect(refused({ dn: [50, 80], values: [12] })).toBe(false);
    expect(refused({ dn: [50, 50], values: [12, 18] })).toBe(false);
    expect(refused({ dn: [55], values: [12] })).toBe(false);
    expect(refused({ dn: [50], values: [0] })).toBe(false);
  });

  it("makes its row, its compare cell and its fields from its registry entry alone", () => {
    const row = figureRows(scratch.figures).find((r) => r.figure === "weightBySize");
    expect(row).toEqual({
      label: { ko: "구경별 중량", en: "Weight by size" },
      value: { ko: "DN 50 (50A): 12 kg, DN 80 (80A): 18 kg", en: "DN 50: 12 kg, DN 80: 18 kg" },
      figure: "weightBySize",
    });
    const figure = FIGURES.find((f) => f.key === "weightBySize")!;
    const context = { lang: "en" as const, word: () => "", repository: false };
    expect(figureCell(figure, scratch.figures, context)).toBe("DN 50: 12 kg, DN 80: 18 kg");
    expect(figureField("weightKgBySize.dn")?.unit).toBe("dn");
    expect(figureField("weightKgBySize.values")?.unit).toBe("kilogram");
  });

  it("goes through the editor's form and back unchanged, and is a column of the sheet", () => {
    const fields = productFields(scratch);
    expect(fields["figures.weightKgBySize.dn"]).toBe("80/50");
    expect(fields["figures.weightKgBySize.values"]).toBe("18/12");
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (name.startsWith("figures.")) form.set(name, value);
    }
    expect(readProduct(form, scratch).figures).toEqual(scratch.figures);
    const headers = JSON.stringify(sheetColumns([scratch], "en"));
    expect(headers).toContain("Weight by size · Sizes, DN (list)");
    expect(headers).toContain("Weight by size · Value per size (kg, list)");
  });
});

/** A valve's sizes: those made, else every standard DN of its span. */
function sizesOf(figures: ProductFigures): number[] {
  if (figures.kind !== "valve" || !figures.size || !("dn" in figures.size)) return [];
  const { dn, only } = figures.size;
  return only ?? DN_SIZES.filter((size) => dn.min <= size && size <= dn.max);
}

describe("the repository's figures by size", () => {
  it("name only sizes their product has", () => {
    for (const product of liveProducts()) {
      const figures = figuresOf(product.id)!;
      if (figures.kind !== "valve" || !figures.weightKgBySize) continue;
      for (const dn of figures.weightKgBySize.dn) {
        expect(sizesOf(figures), `${product.code} DN ${dn}`).toContain(dn);
      }
    }
  });

  it("give the PQVI's weights once: its row, compare and its table by size read the figure", () => {
    const pqvi = liveProducts().find((p) => p.id === "pqvi")!;
    const row = pqvi.specifications.find((r) => r.label.en === "Weight by size");
    expect(row?.value).toEqual({
      ko: "DN 20 (20A): 1.2 kg, DN 25 (25A): 1.9 kg",
      en: "DN 20: 1.2 kg, DN 25: 1.9 kg",
    });
    for (const lang of ["ko", "en"] as const) {
      const cells = compareData(lang).products.find((p) => p.id === "pqvi")?.cells;
      expect(cells?.weightBySize, lang).toBe(row!.value[lang]);
    }
    const tables: DataTable[] = [];
    JSON.stringify(liveSections(), (_, value: { caption?: { en?: string } }) => {
      if (value?.caption?.en === "PQVI length and weight by size") tables.push(value as DataTable);
      return value;
    });
    expect(tables[0]!.rows.map((cells) => cells[3])).toEqual(["1.2", "1.9"]);
  });
});
