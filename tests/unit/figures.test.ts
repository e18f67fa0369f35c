import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { figuresOf, findSection, liveProducts } from "../../app/content/catalog/catalog.server";
import { productFigures } from "../../app/content/catalog/figures.server";
import { ELASTOMERS } from "../../app/content/catalog/sleeves";
import { keyFigures } from "../../app/content/catalog/figures-text";
import { productFiguresSchema, type DataTable, type Localized } from "../../app/content/schemas";

const products = liveProducts();

/*
 * One source of figures: the tables on the pages are rendered from app/content/catalog/figures.server.ts,
 * and here every model row of docs/product.md (Catalogue figures) is compared with the rendered
 * row, figure by figure, in both languages. Notation may differ ("PN10/PN16" and "PN10/16"); the
 * numbers may not.
 */

const doc = readFileSync(join(process.cwd(), "docs/product.md"), "utf8");

/** The numbers a cell states, in order: "-20 to +100 °C" gives -20 and 100. */
function numbers(text: string): number[] {
  return [...text.matchAll(/(?:(?<=^|[\s(~])[-+])?\d+(?:[.,]\d+)*/g)]
    .map((m) => Number(m[0].replace(/,(?=\d{3})/g, "")))
    .sort((a, b) => a - b);
}

/** The rows of the Markdown table under a heading of docs/product.md. */
function docRows(heading: string): string[][] {
  const start = doc.indexOf(`### ${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const lines = doc.slice(start).split("\n").slice(1);
  const table = lines.slice(lines.findIndex((l) => l.startsWith("|")));
  const rows = table.slice(
    0,
    table.findIndex((l) => !l.startsWith("|")),
  );
  return rows.slice(2).map((row) =>
    row
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

function renderedTable(sectionId: string, captionEn: string): DataTable {
  const section = findSection(sectionId)!;
  for (const page of section.pages)
    for (const block of page.content)
      if (block.type === "section")
        for (const item of block.content)
          if (item.type === "table" && item.table.caption.en === captionEn) return item.table;
  throw new Error(`No table "${captionEn}" in ${sectionId}`);
}

const text = (cell: string | Localized, lang: "ko" | "en") =>
  typeof cell === "string" ? cell : cell[lang];

const tables = [
  { heading: "Quarter-turn 480 series", section: "quarter-turn-480", caption: "480 series models" },
  {
    heading: "SIRCA butterfly valves",
    section: "butterfly-valves",
    caption: "SIRCA butterfly valves: data by model",
  },
  {
    heading: "SIRCA ball valves",
    section: "ball-valves",
    caption: "SIRCA ball valves: data by model",
  },
];

describe("one source of figures", () => {
  for (const { heading, section, caption } of tables) {
    it(`renders every model of "${heading}" with the figures docs/product.md states`, () => {
      const rows = docRows(heading);
      const table = renderedTable(section, caption);
      expect(rows.length).toBeGreaterThan(1);
      // A row of the doc naming two models ("S70, S80 (three-way…)") is a row for each.
      const modelsOf = (docRow: string[]) =>
        docRow[0]!
          .split(" (")[0]!
          .split(", ")
          .filter((code) => /^[A-Z0-9-]+$/.test(code));
      expect(table.rows.length).toBe(rows.flatMap(modelsOf).length);
      const pairs = rows.flatMap((r) => modelsOf(r).map((m) => [r, m] as const));
      const found = pairs.map(([docRow, model]) => {
        const row = table.rows.find((r) => text(r[0]!, "en") === model);
        expect(row, model).toBeDefined();
        return [docRow, model, row!] as const;
      });
      // A Korean DN size also shows its A size, the same number: "DN 40~1200 (40~1200A)".
      const cellNumbers = (cell: string | Localized, lang: "ko" | "en") =>
        numbers(text(cell, lang).replace(/ \([\d~·,]+A\)|, [\d~·,]+A(?=[ )])/g, ""));
      // The doc's columns are the table's in their order; the table may have more (its columns
      // are the registry's figures): each doc column is the next table column that agrees.
      let column = 0;
      for (const [i] of rows[0]!.slice(1).entries()) {
        const agrees = (c: number) =>
          found.every(([docRow, , row]) =>
            (["ko", "en"] as const).every(
              (lang) =>
                JSON.stringify(cellNumbers(row[c]!, lang)) ===
                JSON.stringify(numbers(docRow[i + 1]!)),
            ),
          );
        do column += 1;
        while (column < table.columns.length && !agrees(column));
        expect(column, `${heading}: doc column ${i + 2} in the table`).toBeLessThan(
          table.columns.length,
        );
      }
    });
  }

  it("gives the 480 models the torque, flanges and time of docs/product.md", () => {
    for (const [code, torque, flange, time] of docRows("Quarter-turn 480 series")) {
      const figures = figuresOf(code!);
      expect(figures.kind === "actuator" && figures.maxTorqueNm).toBe(Number(torque));
      expect(figures.kind === "actuator" && figures.flanges?.join("/")).toBe(flange);
      expect(figures.kind === "actuator" && figures.time90s).toBe(Number(time));
      // Three-phase on all but 480-006 and 480-010.
      const threePhase = !["480-006", "480-010"].includes(code!);
      expect(figures.kind === "actuator" && figures.supply.threePhase !== undefined).toBe(
        threePhase,
      );
    }
  });

  it("states the series, special actuator and pinch valve figures of docs/product.md", () => {
    expect(doc).toContain(
      "Supply 2-8 bar (29-116 psi); temperature -20 to +80 °C; torque 25 to 18,500 Nm",
    );
    expect(figuresOf("ap7")).toMatchObject({
      supply: { air: { min: 2, max: 8, minPsi: 29, maxPsi: 116 } },
      tempC: { min: -20, max: 80 },
      series: { torqueNm: { min: 25, max: 18500 }, sizes: 11 },
    });
    expect(figuresOf("ap7")).not.toHaveProperty("maxTorqueNm");
    expect(doc).toContain(
      "Hydraulic motor supply 20 to 120 bar (4HO); pneumatic vane motor supply 2 to 10 bar (4PO)",
    );
    expect(figuresOf("4ho")).toMatchObject({
      supply: { hydraulic: { min: 20, max: 120 } },
      series: { torqueNm: { max: 4000 } },
    });
    expect(figuresOf("4po")).toMatchObject({
      supply: { air: { min: 2, max: 10 } },
      series: { torqueNm: { max: 4000 } },
    });
    expect(doc).toContain("PQVF (flanged): DN 40-200, maximum operating pressure 4-6 bar");
    expect(figuresOf("pqvf")).toMatchObject({
      size: { dn: { min: 40, max: 200 }, only: [40, 50, 65, 80, 100, 125, 150, 200] },
      ratings: [{ system: "bar", min: 4, max: 6 }],
    });
    // The dimension table lists exactly the sizes the figures name.
    const dims = findSection("pqvf")!
      .pages.flatMap((p) => p.content)
      .flatMap((b) => (b.type === "section" ? b.content : []));
    const dimensionTable = dims.find((i) => i.type === "dimension-table");
    expect(
      dimensionTable?.type === "dimension-table" &&
        dimensionTable.table.rows.map((r) => Number(/^DN (\d+)$/.exec(text(r[0]!, "en"))?.[1])),
    ).toEqual([40, 50, 65, 80, 100, 125, 150, 200]);
    expect(figuresOf("pqvi")).toMatchObject({
      size: { only: [20, 25] },
      ratings: [{ system: "bar", max: 6 }],
    });
    for (const [max, list] of [...doc.matchAll(/^ {2}- (\d+) °C: (.+)[;.]$/gm)].map(
      (m) => [Number(m[1]), m[2]!.replace(/ \(silicone\)/, "")] as const,
    )) {
      const named = list.split(", ");
      expect(ELASTOMERS.filter((e) => e.maxC === max).map((e) => e.material)).toEqual(named);
    }
    expect(ELASTOMERS).toHaveLength(16);
  });

  it("gives every product figures, and figures only to products", () => {
    expect(Object.keys(productFigures).sort()).toEqual(products.map((p) => p.id).sort());
  });
});

describe("figures schema", () => {
  const good = figuresOf("301tss");

  it("accepts every product's figures", () => {
    for (const figures of Object.values(productFigures))
      expect(productFiguresSchema.safeParse(figures).success).toBe(true);
  });

  it("rejects figures that are not numbers, inverted ranges and unknown flanges", () => {
    const bad = [
      { ...good, tempC: { min: 200, max: -10 } },
      { ...good, tempC: { min: "-10", max: 200 } },
      { ...good, size: { dn: { min: 300, max: 50 } } },
      { ...good, ratings: [] },
      { ...good, ratings: [{ system: "PN", values: [16.5] }] },
      { ...good, type: "gate" },
      { ...good, maxTorqueNm: 100 },
      { ...figuresOf("480-035"), flanges: ["F99"] },
      { ...figuresOf("480-035"), maxTorqueNm: -350 },
      { ...figuresOf("480-035"), maxTorqueNm: Number.POSITIVE_INFINITY },
      { ...figuresOf("480-035"), supply: {} },
    ];
    for (const figures of bad) expect(productFiguresSchema.safeParse(figures).success).toBe(false);
  });
});

describe("key figures on catalogue cards", () => {
  const key = (id: string, lang: "ko" | "en") =>
    keyFigures(figuresOf(id))
      .map((f) => f[lang])
      .join(" · ");

  it("shows a valve's size, pressure and temperature", () => {
    expect(key("301tss", "en")).toBe("DN 50–300 · PN16 · -10 to +200 °C");
    expect(key("301tss", "ko")).toBe("DN 50~300 (50~300A) · PN16 · -10~+200 °C");
    expect(key("ht600", "en")).toBe("DN 50–1000 · PN6/10/16 and Class 150 · up to 600 °C");
    expect(key("s20", "en")).toBe("1/4–2 in · 55 bar (800 psi) · -25 to +180 °C");
    expect(key("s40", "en")).toBe("1/4–4 in · PN25–40 · -20 to +120 °C");
    expect(key("s30t", "en")).toBe("-40 to +200 °C");
    expect(key("pqvf", "ko")).toBe("DN 40~200 (40~200A) · 구경에 따라 4~6 bar · 최고 150 °C");
  });

  it("shows an actuator's torque, flange and 90° time, or its series' figures", () => {
    expect(key("480-035", "en")).toBe("350 N·m · F10/F12 · 31 s");
    expect(key("480-035", "ko")).toBe("350 N·m · F10/F12 · 31초");
    expect(key("ap3", "en")).toBe("Torque per size on request · air supply 2–8 bar");
    expect(key("4ho", "en")).toBe("Up to 4,000 N·m (series) · hydraulic supply 20–120 bar");
  });
});
