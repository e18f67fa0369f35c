import { describe, expect, test } from "vitest";
import { seedProductItem } from "../../app/content/catalog/seed.server";
import { company } from "../../app/content/company";
import { composeContent } from "../../app/content/live.server";
import type { ProductItem } from "../../app/content/schemas";
import { plannedDocuments, type DocumentContent } from "../../app/documents/plan.server";

/**
 * Each document's digest of what it prints (app/documents/plan.server.ts): the server makes a
 * document again exactly when its digest moves, so a change must move the digests of the
 * documents that print it and of no other.
 */
const MAKER = "test-maker";
const seed = composeContent(0, { gallery: new Map() });
const digests = (content: DocumentContent, maker = MAKER) =>
  new Map(plannedDocuments(content, maker).map((d) => [d.href, d.digest]));
const before = digests(seed);

/** The hrefs whose digest differs from the repository's content's. */
function moved(after: Map<string, string>) {
  return [...after].filter(([href, digest]) => before.get(href) !== digest).map(([href]) => href);
}

/** The content with `item` published, as the server composes it. */
const published = (item: ProductItem) =>
  composeContent(1, { gallery: new Map(), products: new Map([[item.id, item]]) });

const S30_DOCUMENTS = [
  "/documents/catalogue-sirca-valves-ko.pdf",
  "/documents/catalogue-sirca-valves-en.pdf",
  "/documents/datasheet-s30-ko.pdf",
  "/documents/datasheet-s30-en.pdf",
];

describe("document digests", () => {
  test("every datasheet and catalogue, each named once: 88 in the repository", () => {
    const planned = plannedDocuments(seed, MAKER);
    expect(planned).toHaveLength(88);
    expect(new Set(planned.map((d) => d.href)).size).toBe(88);
    expect(new Set(planned.map((d) => d.digest)).size).toBe(88);
    expect(planned.filter((d) => d.kind === "catalogue")).toHaveLength(10);
    // The same content composed again gives the same digests.
    expect(digests(composeContent(0, { gallery: new Map() }))).toEqual(before);
  });

  test("S30's maximum temperature moves S30's datasheets and its group's catalogues only", () => {
    const item = seedProductItem("s30")!;
    if (item.figures.kind !== "valve") throw new Error("S30 is a valve");
    const hotter = { ...item, figures: { ...item.figures, tempC: { min: -20, max: 240 } } };
    const content = published(hotter);
    // The figure reached the row the datasheet prints.
    const rows = content.products.find((p) => p.id === "s30")!.specifications;
    expect(rows.map((row) => row.value.en)).toContain("-20 to +240 °C");
    expect(moved(digests(content)).sort()).toEqual([...S30_DOCUMENTS].sort());
  });

  test("S30's English name alone moves the same four, and published unchanged none", () => {
    const item = seedProductItem("s30")!;
    const renamed = { ...item, name: { ...item.name, en: "Quartzite Full-Bore Ball Valve" } };
    expect(moved(digests(published(renamed))).sort()).toEqual([...S30_DOCUMENTS].sort());
    // Staff publish S30 without a change: the documents print the same, so nothing is made.
    expect(moved(digests(published(item)))).toEqual([]);
  });

  test("a change of the company facts moves every document; other facts move none", () => {
    const withPhone = { ...seed, company: { ...company, phone: "02-3456-7890" } };
    expect(moved(digests(withPhone))).toHaveLength(88);
    const station = { ko: "가산디지털단지역", en: "Gasan Digital Complex Station" };
    const withHours = { ...seed, company: { ...company, nearestStation: station } };
    expect(moved(digests(withHours))).toEqual([]);
  });

  test("other code drawing them (another build) moves every document", () => {
    expect(moved(digests(seed, "another-maker"))).toHaveLength(88);
  });

  test("a product that leaves the live content leaves the list, its group's catalogues move", () => {
    const without = { ...seed, products: seed.products.filter((p) => p.id !== "s30") };
    const after = digests(without);
    expect([...before.keys()].filter((href) => !after.has(href))).toEqual([
      "/documents/datasheet-s30-ko.pdf",
      "/documents/datasheet-s30-en.pdf",
    ]);
    expect(moved(after).sort()).toEqual(S30_DOCUMENTS.slice(0, 2).sort());
  });

  test("a product added to a group gets its datasheets, its group's catalogues move", () => {
    const s30 = seed.products.find((p) => p.id === "s30")!;
    const added = {
      ...s30,
      id: "s31",
      code: "S31",
      name: { ko: "S31 볼 밸브", en: "S31 ball valve" },
    };
    const after = digests({ ...seed, products: [...seed.products, added] });
    expect([...after.keys()].filter((href) => !before.has(href))).toEqual([
      "/documents/datasheet-s31-ko.pdf",
      "/documents/datasheet-s31-en.pdf",
    ]);
    expect(moved(after).sort()).toEqual(
      [...S30_DOCUMENTS.slice(0, 2), ...[...after.keys()].filter((h) => !before.has(h))].sort(),
    );
  });
});
