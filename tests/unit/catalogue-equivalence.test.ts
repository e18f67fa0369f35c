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
 * 4PO drawing's exhaust R, the pinch valves' intro naming each size before its model, as "DN 40~200
 * (40~200A) 플랜지형 PQVF" rather than in a parenthesis of a parenthesis); no figure in it has
 * changed.
 */
/*
 * Issue 59 changed how a figure is written, never a figure: "N·m" for "Nm", "×" for "x", ranges
 * as "25~18,500" (Korean) and "25–18,500" or "-20 to +100" (English), "DN 50 (50A)" for "DN50".
 * Both sides are read back to one writing before they are compared, so every digit, unit and word
 * must still be the one the fixture has.
 */
function oneWriting(text: string): string {
  return text
    .replace(/(DN ?\d+) \(\d+A, /g, "$1(")
    .replace(/(DN ?\d+(?:~\d+)?) \(\d+(?:[~·]\d+)?A\)/g, "$1")
    .replace(/(DN ?\d+(?:[~·]\d+)?), \d+(?:[~·]\d+)?A\)/g, "$1)")
    .replace(/(\d+)·(\d+) \(\1·\2A\)/g, "$1·$2")
    .replace(/N·m/g, "Nm")
    .replace(/(\d) × /g, "$1 x ")
    .replace(/(\d),(?=\d{3})/g, "$1")
    .replace(/DN (?=\d)/g, "DN")
    .replace(/(\d) ?(?:~|–|-| to ) ?(?:DN|PN)?(?=[-+]?\d)/g, "$1~");
}
/** Names, not texts: "480-006" is a code, no range. */
const NAMES = new Set(["id", "code", "slug", "src", "href", "path", "url", "image"]);
/** Every text of a value in one writing; a text the same in both languages as one string. */
function written(value: unknown): unknown {
  if (typeof value === "string") return oneWriting(value);
  if (Array.isArray(value)) return value.map(written);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(
      ([key, inner]) => [key, NAMES.has(key) ? inner : written(inner)] as const,
    );
    const out = Object.fromEntries(entries) as Record<string, unknown>;
    const keys = Object.keys(out);
    if (keys.length === 2 && keys.includes("ko") && keys.includes("en") && out.ko === out.en)
      return out.ko;
    return out;
  }
  return value;
}

const fixture = JSON.parse(
  readFileSync(join(process.cwd(), "tests/fixtures/catalogue/before.json"), "utf8"),
) as {
  products: { product: unknown; figures: unknown; keyFigures: unknown }[];
  sections: unknown;
  finderModels: unknown;
  compare: unknown;
};
// The figures as they were; the texts read back to one writing.
const before = {
  products: fixture.products.map((entry) => ({
    product: written(entry.product),
    figures: entry.figures,
    keyFigures: written(entry.keyFigures),
  })),
  sections: written(fixture.sections),
  finderModels: written(fixture.finderModels),
  compare: written(fixture.compare),
} as unknown as {
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
      expect(written(product)).toEqual(entry.product);
      expect(figuresOf(id)).toEqual(entry.figures);
      expect(written(keyFigures(figuresOf(id)))).toEqual(entry.keyFigures);
    },
  );

  it.each(before.sections.map((section) => [section.id, section] as const))(
    "section %s keeps its pages, tables and rows",
    (id, section) => {
      const now = sections.find((s) => s.id === id);
      expect(written(now)).toEqual(section);
    },
  );

  it("gives the finders the same models and the compare table the same rows", () => {
    expect(written(finderModels())).toEqual(before.finderModels);
    expect(written(compareData("ko"))).toEqual(before.compare.ko);
    expect(written(compareData("en"))).toEqual(before.compare.en);
  });
});
