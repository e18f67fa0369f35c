import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { figuresOf, liveProducts } from "../../app/content/catalog/catalog.server";
import {
  DRAWING_SIZES,
  drawingCaption,
  drawingChoices,
  drawingName,
  drawings,
  flangeDrawing,
  productDrawings,
  representativeLabel,
  withDrawingRanges,
  type DrawingSizes,
} from "../../app/content/catalog/images";
import { NPS_TO_DN, type Nps } from "../../app/content/catalog/sizes";
import type { ImageEntry, Product, ProductFigures } from "../../app/content/schemas";

/*
 * Issue 73, item 3: a drawing carries the sizes it shows (images.ts, DRAWING_SIZES). A product
 * shows a drawing made for its model, or one labelled as representative with a range covering
 * it, and no drawing prints a figure the registry does not state for every size it is shown for.
 */

const products = liveProducts();
const byCode = (code: string) => products.find((p) => p.code === code);

/** The words a drawing prints: its SVG's text elements. */
function svgText(image: Pick<ImageEntry, "src">): string[] {
  const svg = readFileSync(join(process.cwd(), "public", image.src), "utf8");
  return [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map(([, text]) => text!);
}

/** ISO 5211 bolt circle diameters (mm). */
const PCD: Record<string, number> = { F05: 50, F07: 70, F10: 102, F12: 125, F14: 140 };

/** A product's DN span, inch sizes as their DN; undefined where it states no size. */
function dnSpan(figures: ProductFigures): { min: number; max: number } | undefined {
  if (figures.kind !== "valve" || !figures.size) return undefined;
  if ("dn" in figures.size) return figures.size.dn;
  return {
    min: NPS_TO_DN[figures.size.inch.min as Nps],
    max: NPS_TO_DN[figures.size.inch.max as Nps],
  };
}

/**
 * What in a drawing's words states a figure the product's figures do not: a flange it does not
 * have, a bolt circle of none of its flanges, a torque or pressure it does not state. "0 bar" is
 * no figure but the state without control air.
 */
function contradictions(texts: string[], figures: ProductFigures): string[] {
  const flanges = figures.kind === "actuator" ? (figures.flanges ?? []) : [];
  const torques =
    figures.kind === "actuator"
      ? [figures.maxTorqueNm, figures.series?.torqueNm.min, figures.series?.torqueNm.max]
      : [];
  const pressures =
    figures.kind === "actuator"
      ? [figures.supply.air, figures.supply.hydraulic].flatMap((p) => (p ? [p.min, p.max] : []))
      : figures.ratings.flatMap((r) => (r.system === "bar" ? [r.min, r.max] : []));
  const number = (text: string) => Number(text.replace(/,/g, ""));
  const found: string[] = [];
  for (const text of texts) {
    for (const [flange] of text.matchAll(/\bF\d{2}\b/g)) {
      if (!flanges.includes(flange as never)) found.push(`${text}: ${flange}`);
    }
    for (const [, mm] of text.matchAll(/Ø\s*(\d+)/g)) {
      if (!flanges.some((f) => PCD[f] === Number(mm))) found.push(`${text}: Ø${mm}`);
    }
    for (const [, nm] of text.matchAll(/([\d,.]+)\s*N·m/g)) {
      if (!torques.includes(number(nm!))) found.push(`${text}: ${nm} N·m`);
    }
    for (const [, bar] of text.matchAll(/([\d,.]+)\s*bar/g)) {
      if (number(bar!) !== 0 && !pressures.includes(number(bar!)))
        found.push(`${text}: ${bar} bar`);
    }
  }
  return found;
}

describe("a drawing's sizes", () => {
  it("are declared for every drawing a repository product shows", () => {
    const undeclared = products.flatMap((p) =>
      [p.image, ...p.detailImages]
        .map(drawingName)
        .filter((name) => !DRAWING_SIZES[name])
        .map((name) => `${p.code}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it("name repository models, and a representative range is the span its models have", () => {
    for (const [name, sizes] of Object.entries(DRAWING_SIZES)) {
      expect(drawingChoices.has(name), name).toBe(true);
      for (const model of sizes.models) expect(byCode(model), `${name}: ${model}`).toBeDefined();
      if (!sizes.dn) continue;
      expect(sizes.representative, name).toBe(true);
      const spans = sizes.models.flatMap((m) => dnSpan(figuresOf(byCode(m)!.id)!) ?? []);
      expect(
        { min: Math.min(...spans.map((s) => s.min)), max: Math.max(...spans.map((s) => s.max)) },
        name,
      ).toEqual(sizes.dn);
    }
  });

  it("cover every product that shows the drawing: its model, and its DN span in the range", () => {
    const uncovered: string[] = [];
    for (const product of products) {
      const span = dnSpan(figuresOf(product.id)!);
      for (const image of [product.image, ...product.detailImages]) {
        const sizes = DRAWING_SIZES[drawingName(image)]!;
        const ok =
          sizes.models.includes(product.code) &&
          (!sizes.dn || !span || (sizes.dn.min <= span.min && span.max <= sizes.dn.max));
        if (!ok) uncovered.push(`${product.code}: ${drawingName(image)}`);
      }
    }
    expect(uncovered).toEqual([]);
  });

  it("print no figure the registry does not state for every size shown (its SVG and its alt)", () => {
    const found: string[] = [];
    for (const [name, sizes] of Object.entries(DRAWING_SIZES)) {
      const image = drawingChoices.get(name)!;
      const texts = [...svgText(image), image.alt.ko, image.alt.en];
      for (const model of sizes.models) {
        const figures = figuresOf(byCode(model)!.id)!;
        found.push(...contradictions(texts, figures).map((c) => `${name} for ${model}: ${c}`));
      }
    }
    expect(found).toEqual([]);
  });

  it("finds a bolt circle stated for another size (the check can fail)", () => {
    const ap12 = figuresOf("ap12")!;
    expect(contradictions(["F05 Ø50", "F07 Ø70"], ap12)).toHaveLength(4);
    expect(contradictions(["≤ 4,000 N·m"], ap12)).toHaveLength(1);
    expect(contradictions(["F05 Ø50"], figuresOf("480-006")!)).toEqual([]);
  });
});

describe("a product's drawings", () => {
  it("label a representative drawing with its range, in each language's writing", () => {
    const ap12 = byCode("AP12")!;
    const shown = productDrawings(ap12);
    expect(shown.map(drawingName)).toEqual([
      "pneumatic-rack-pinion",
      "pneumatic-section",
      "pneumatic-mounting",
    ]);
    for (const image of shown) {
      expect(image.alt.ko).toContain("대표 도면 (AP1~AP12)");
      expect(image.alt.en).toContain("representative drawing (AP1–AP12)");
      // One caption: "drawing" once, no full stop inside (ko-95 15, en-95 17).
      expect(image.alt.ko).not.toMatch(/도면\. |\. 대표/);
      expect(image.alt.en).not.toMatch(/^Drawing of|\. Representative/);
    }
    expect(shown[0]!.alt).toEqual({
      ko: "랙앤피니언 공압 액추에이터 대표 도면 (AP1~AP12)",
      en: "Rack-and-pinion pneumatic actuator, representative drawing (AP1–AP12)",
    });
    const butterfly = DRAWING_SIZES["butterfly-valve-mounting"] as DrawingSizes;
    expect(representativeLabel(butterfly)).toEqual({
      ko: "대표 도면 (DN 40~1200, 40~1200A)",
      en: "Representative drawing (DN 40–1200)",
    });
    // The ball valves' pages give inches: their drawings say both, DN first (en 19).
    expect(representativeLabel(DRAWING_SIZES["ball-valve-3way"] as DrawingSizes)).toEqual({
      ko: "대표 도면 (DN 15~50, 15~50A)",
      en: "Representative drawing (DN 15–50, 1/2–2 in)",
    });
  });

  it("range an uncaptioned representative drawing on a technical page as its PDF caption", () => {
    const page = {
      content: [
        { type: "image-text", image: drawings.pinchValveFlanged },
        {
          type: "image-text",
          image: { ...drawings.pinchValveFlanged, caption: { ko: "가", en: "A" } },
        },
        { type: "image-text", image: drawings.special4hoCircuit },
      ],
    };
    const [ranged, captioned, own] = withDrawingRanges(page).content.map((block) => block.image);
    expect(ranged!.alt).toEqual({
      ko: "플랜지형 핀치 밸브 대표 도면 (DN 40~200, 40~200A)",
      en: "Flanged pinch valve, representative drawing (DN 40–200)",
    });
    expect(ranged!.alt).toEqual(drawingCaption(drawings.pinchValveFlanged));
    // A caption is the author's; a drawing made for one model names none.
    expect(captioned!.alt).toEqual(drawings.pinchValveFlanged.alt);
    expect(own!.alt).toEqual(drawings.special4hoCircuit.alt);
  });

  it("show a drawing made for some models only on those models' pages", () => {
    const f05f07 = flangeDrawing("F05/F07");
    expect(productDrawings(byCode("480-006")!).map(drawingName)).toContain("flange-f05-f07");
    // A product given another model's flange view (as staff may choose it) does not show it.
    const ap12: Product = { ...byCode("AP12")!, detailImages: [drawings.pneumaticSection, f05f07] };
    expect(productDrawings(ap12).map(drawingName)).toEqual([
      "pneumatic-rack-pinion",
      "pneumatic-section",
    ]);
    // Made for a model: shown as it is, no range added.
    const own = productDrawings(byCode("480-006")!).find(
      (d) => drawingName(d) === "flange-f05-f07",
    );
    expect(own?.alt).toEqual(f05f07.alt);
  });
});
