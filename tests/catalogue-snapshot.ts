import { figuresOf, liveProducts, liveSections } from "../app/content/catalog/catalog.server";
import { keyFigures } from "../app/content/catalog/figures-text";
import { compareData } from "../app/compare/data.server";
import { finderModels } from "../app/finder/models.server";

/**
 * The catalogue as the seed makes it, every page's figures and texts in one value: each
 * product with its figures and card figures, the sections, the finders' models and the compare
 * table in both languages. tests/fixtures/catalogue/before.json is this, written by
 * `npx tsx scripts/catalogue-fixture.ts` and never by hand; tests/unit/catalogue-equivalence.test.ts
 * fails until the file says what the code makes, so a change's effect on every page is in its diff.
 */
export function catalogueSnapshot() {
  return {
    products: liveProducts().map((product) => ({
      product,
      figures: figuresOf(product.id),
      keyFigures: keyFigures(figuresOf(product.id)),
    })),
    sections: liveSections(),
    finderModels: finderModels(),
    compare: { ko: compareData("ko"), en: compareData("en") },
  };
}

/** The fixture's text: the snapshot as JSON, one space an indent, a newline at the end. */
export const snapshotText = (): string => `${JSON.stringify(catalogueSnapshot(), null, 1)}\n`;

export const FIXTURE = "tests/fixtures/catalogue/before.json";
