import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueSnapshot, FIXTURE, snapshotText } from "../catalogue-snapshot";

/*
 * The catalogue's figures and texts, value for value, as tests/fixtures/catalogue/before.json
 * holds them (issue 31). The fixture is written by `npx tsx scripts/catalogue-fixture.ts` from
 * the seed, never by hand (issue 66): a change to a figure, the figure registry or a builder
 * fails here until the script is run again, so the change's effect on every page, card, finder
 * and compare row is in its diff to review.
 */
const fixture = JSON.parse(readFileSync(join(process.cwd(), FIXTURE), "utf8")) as ReturnType<
  typeof catalogueSnapshot
>;
const now = catalogueSnapshot();

describe("the catalogue as its fixture holds it", () => {
  it("has the same products in the same order", () => {
    expect(now.products.map((p) => p.product.id)).toEqual(
      fixture.products.map((p) => p.product.id),
    );
  });

  it.each(fixture.products.map((entry) => [entry.product.id, entry] as const))(
    "%s keeps its figures, specification rows, texts and card figures",
    (id, entry) => {
      expect(now.products.find((p) => p.product.id === id)).toEqual(entry);
    },
  );

  it.each(fixture.sections.map((section) => [section.id, section] as const))(
    "section %s keeps its pages, tables and rows",
    (id, section) => {
      expect(now.sections.find((s) => s.id === id)).toEqual(section);
    },
  );

  it("gives the finders the same models and the compare table the same rows", () => {
    expect(now.finderModels).toEqual(fixture.finderModels);
    expect(now.compare).toEqual(fixture.compare);
  });

  it("is the script's output, byte for byte (no hand edit)", () => {
    expect(readFileSync(join(process.cwd(), FIXTURE), "utf8")).toBe(snapshotText());
  });
});
