import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { figuresOf, liveProducts, liveSections } from "../../app/content/catalog/catalog.server";
import { keyFigures } from "../../app/content/catalog/figures-text";
import { compareData } from "../../app/compare/data.server";
import { finderModels } from "../../app/finder/models.server";

const products = liveProducts();
const sections = liveSections();

/*
 * The catalogue's figures survive the move into live content, value for value (issue 31).
 * tests/fixtures/catalogue/before.json was written by the code of commit e22ce60, before the move:
 *   products.map((p) => ({ product: p, figures: figuresOf(p.id), keyFigures: keyFigures(...) })),
 *   sections, finderModels, compare: { ko: compareData("ko"), en: compareData("en") }
 * Never regenerate it from the new code: it is the "before" the live model is held to. Words
 * changed since were replaced in it string for string (issue 59: 취부 -> 장착, the IP67 row, the
 * 4PO drawing's exhaust R); no figure in it has changed.
 */
const before = JSON.parse(
  readFileSync(join(process.cwd(), "tests/fixtures/catalogue/before.json"), "utf8"),
) as {
  products: { product: { id: string }; figures: unknown; keyFigures: unknown }[];
  sections: { id: string }[];
  finderModels: unknown[];
  compare: { ko: unknown; en: unknown };
};

describe("the catalogue before and after it became live content", () => {
  it("has the same products in the same order", () => {
    expect(products.map((p) => p.id)).toEqual(before.products.map((p) => p.product.id));
  });

  it.each(before.products.map((entry) => [entry.product.id, entry] as const))(
    "%s keeps its figures, specification rows, texts and card figures",
    (id, entry) => {
      const product = products.find((p) => p.id === id);
      expect(JSON.parse(JSON.stringify(product))).toEqual(entry.product);
      expect(figuresOf(id)).toEqual(entry.figures);
      expect(keyFigures(figuresOf(id))).toEqual(entry.keyFigures);
    },
  );

  it.each(before.sections.map((section) => [section.id, section] as const))(
    "section %s keeps its pages, tables and rows",
    (id, section) => {
      const now = sections.find((s) => s.id === id);
      expect(JSON.parse(JSON.stringify(now))).toEqual(section);
    },
  );

  it("gives the finders the same models and the compare table the same rows", () => {
    expect(JSON.parse(JSON.stringify(finderModels()))).toEqual(before.finderModels);
    expect(JSON.parse(JSON.stringify(compareData("ko")))).toEqual(before.compare.ko);
    expect(JSON.parse(JSON.stringify(compareData("en")))).toEqual(before.compare.en);
  });
});
