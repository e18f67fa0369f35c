import { describe, expect, it } from "vitest";
import type { MarkedRow } from "../../app/content/catalog/build";
import {
  FIGURE_LABELS,
  figureKeys,
  figureRows,
  newProductRows,
} from "../../app/content/catalog/figure-rows";
import { FIGURE_KEYS, FIGURES } from "../../app/content/catalog/figure-registry";
import { seedCatalog, seedFigures } from "../../app/content/catalog/seed.server";
import type { ProductFigures } from "../../app/content/schemas";

/**
 * The one generic derivation of specification rows from figures (issue 31): what a product
 * staff add shows, typed once. It writes figures as the repository's builders do.
 */
const butterfly: ProductFigures = {
  kind: "valve",
  type: "butterfly",
  size: { dn: { min: 50, max: 300 } },
  ratings: [{ system: "PN", values: [10, 16] }],
  tempC: { min: -10, max: 120 },
};

describe("rows made from figures, generically", () => {
  it("makes a valve's size, rating and temperature rows, both languages, units named", () => {
    expect(figureRows(butterfly)).toEqual([
      {
        figure: "size",
        label: { ko: "호칭 구경", en: "Nominal size" },
        value: { ko: "DN 50~300 (50~300A)", en: "DN 50–300" },
      },
      {
        figure: "rating",
        label: { ko: "압력 등급", en: "Pressure rating" },
        value: { ko: "PN10/16", en: "PN10/16" },
      },
      {
        figure: "temp",
        label: { ko: "사용 온도", en: "Operating temperature" },
        value: { ko: "-10~+120 °C", en: "-10 to +120 °C" },
      },
    ]);
  });

  it("leaves out the row of a figure left empty, and never guesses one", () => {
    const sizeless = { ...butterfly, size: undefined } as ProductFigures;
    const rows = figureRows({ ...sizeless, actuatorSupplyBar: 5.5 } as ProductFigures);
    expect(rows.map((row) => row.figure)).toEqual(["rating", "temp", "actuatorSupply"]);
    expect(rows.at(-1)!.value).toEqual({ ko: "5.5 bar", en: "5.5 bar" });
  });

  it("names the sizes made, ANSI classes with their bar, an extended temperature", () => {
    const rows = figureRows({
      kind: "valve",
      type: "pinch",
      size: { dn: { min: 40, max: 80 }, only: [40, 50, 80] },
      ratings: [{ system: "ANSI", values: [150, 300], maxBar: [20, 50] }],
      tempC: { max: 150, extendedMax: 180 },
    });
    expect(rows[0]!.value.ko).toBe(
      "DN 40~80 (40~80A) (제작 구경: DN 40 (40A), DN 50 (50A), DN 80 (80A))",
    );
    expect(rows.map((row) => row.value.en)).toEqual([
      "DN 40–80 (available sizes: DN 40, DN 50, DN 80)",
      "Class 150/300, max. 20/50 bar",
      "Up to 150 °C",
    ]);
  });

  it("makes an actuator's rows by its drive: mains for electric, air or oil otherwise", () => {
    const electric: ProductFigures = {
      kind: "actuator",
      drive: "electric",
      maxTorqueNm: 2000,
      flanges: ["F14"],
      time90s: 45,
      supply: { threePhase: { minV: 380, maxV: 440, minHz: 50, maxHz: 60 } },
    };
    expect(figureRows(electric).map((row) => [row.figure, row.value.ko])).toEqual([
      ["torque", "2,000 N·m"],
      ["flanges", "F14"],
      ["time", "45초"],
      ["threePhase", "380~440 V, 50/60 Hz"],
    ]);
    expect(figureKeys(electric)).not.toContain("supply");
    const hydraulic: ProductFigures = {
      kind: "actuator",
      drive: "hydraulic",
      series: { name: "X", torqueNm: { max: 8000 } },
      supply: { hydraulic: { min: 20, max: 120 } },
      tempC: { min: -20, max: 70 },
    };
    expect(figureRows(hydraulic).map((row) => row.value.en)).toEqual([
      "Up to 8,000 N·m (series)",
      "20–120 bar",
      "-20 to +70 °C",
    ]);
    expect(figureKeys(hydraulic)).not.toContain("singlePhase");
  });

  it("writes a figure as the repository's builders do, so one text follows it everywhere", () => {
    // Every row a seed builder makes from a figure the generic derivation also knows, where the
    // builder writes it the plain way (some rows have their own wording: kept as they are).
    const plain = ["301", "301e", "301tss", "401n", "501m", "ht600", "s10", "s20", "s40"];
    // Every figure of the registry (a new one too), not a list held here.
    const keys: readonly string[] = FIGURE_KEYS;
    let compared = 0;
    for (const product of seedCatalog().products) {
      const generic = figureRows(seedFigures(product.id));
      for (const row of product.specifications as MarkedRow[]) {
        if (!row.figure || !keys.includes(row.figure)) continue;
        if (product.category === "sirca-valves" && !plain.includes(product.id)) continue;
        if (row.value.en === "Not available") continue;
        if (product.category === "pinch-valve" || product.category === "pneumatic") continue;
        expect(generic.find((g) => g.figure === row.figure)?.value, product.id).toEqual(row.value);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });

  it("gives a new product a row per figure of its kind, each naming its figure", () => {
    // The registry's figures of valves that a butterfly valve's type allows, in its order.
    const valveFigures = FIGURES.filter(
      (f) => f.kinds.includes("valve") && (!f.variants || f.variants.includes("butterfly")),
    ).map((f) => f.key);
    expect(valveFigures).toEqual(expect.arrayContaining(["size", "rating", "temp"]));
    expect(newProductRows(butterfly)).toEqual(
      valveFigures.map((figure) => ({ label: FIGURE_LABELS[figure], figure })),
    );
  });
});

describe("one term per temperature (issue 79, en 7)", () => {
  it("labels an actuator's temperature ambient and a valve's operating, on every product", () => {
    const labels = seedCatalog().products.flatMap((product) => {
      const row = (product.specifications as MarkedRow[]).find((r) => r.figure === "temp");
      return row ? [[seedFigures(product.id).kind, row.label.ko, row.label.en]] : [];
    });
    expect(labels.filter(([kind]) => kind === "actuator").length).toBeGreaterThanOrEqual(20);
    for (const [kind, ko, en] of labels) {
      expect([ko, en]).toEqual(
        kind === "actuator"
          ? ["주위 온도", "Ambient temperature"]
          : ["사용 온도", "Operating temperature"],
      );
    }
  });
});
