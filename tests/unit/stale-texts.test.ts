import { describe, expect, it } from "vitest";
import { findValue, staleFigures, staleTexts } from "../../app/admin/content/catalogue/stale-texts";
import { seedProductItem } from "../../app/content/catalog/seed.server";
import type { ProductItem } from "../../app/content/schemas";

const said = (text: string, kind: Parameters<typeof findValue>[1], value: string) =>
  findValue(text, kind, value).map(([start, end]) => text.slice(start, end));

/** A product with its figures changed as `change` does, the repository's texts kept. */
function changed(id: string, change: (item: ProductItem) => void): [ProductItem, ProductItem] {
  const before = seedProductItem(id)!;
  const after = structuredClone(before);
  change(after);
  return [before, after];
}

describe("a figure as texts write it", () => {
  it("finds a temperature in every way a range or a bound is written", () => {
    for (const text of [
      "사용 온도 -20~+200 °C",
      "-20 ~ 200℃",
      "−20 to +200 °C",
      "up to 200 °C",
      "200°C",
      "최고 200도",
      "from -20 °C to +200 °C",
    ]) {
      expect(said(text, "C", "200"), text).toHaveLength(1);
    }
    expect(said("−20 to +200 °C", "C", "-20")).toEqual(["−20"]);
    expect(said("-20~+200 °C", "C", "-20")).toEqual(["-20"]);
  });

  it("is no temperature when the number is a size, a pressure or another figure", () => {
    for (const text of [
      "DN15~DN200 구경",
      "DN15~DN200, PN16",
      "200 bar",
      "model 200",
      "2000 °C",
      "12.200 °C",
      "1,200 °C",
    ]) {
      expect(said(text, "C", "200"), text).toEqual([]);
    }
    // A size range before a temperature range, joined by a comma: each keeps its unit.
    expect(said("DN15~DN200, -20~+200 °C", "C", "200")).toEqual(["+200"]);
    expect(said("DN15~DN200, -20~+200 °C", "DN", "200")).toEqual(["200"]);
  });

  it("recognises a figure written the old way and the new (issue 59)", () => {
    for (const text of ["25~18,500 Nm", "25 ~ 18,500 N·m", "25–18,500 N·m", "25 to 18,500 N.m"]) {
      expect(said(text, "Nm", "18500"), text).toEqual(["18,500"]);
      expect(said(text, "Nm", "25"), text).toEqual(["25"]);
    }
    expect(said("2-8 bar", "bar", "2")).toEqual(["2"]);
    expect(said("2~8 bar", "bar", "2")).toEqual(["2"]);
    expect(said("2–8 bar", "bar", "8")).toEqual(["8"]);
    expect(said("DN40-DN200", "DN", "200")).toEqual(["200"]);
    // The Korean page's A size is the same DN: both places state it.
    expect(said("DN 40~200 (40~200A)", "DN", "200")).toEqual(["200", "200"]);
    expect(said("DN 40~200 (40~200A)", "DN", "40")).toEqual(["40", "40"]);
    expect(said("DN 50 (50A) 볼 밸브", "DN", "50")).toEqual(["50", "50"]);
    expect(said("DN 40–200", "DN", "40")).toEqual(["40"]);
    expect(said("DN 40~200 (40~200A), -20~+200 °C", "C", "200")).toEqual(["+200"]);
  });

  it("reads prefixes and suffixes across lists and ranges", () => {
    expect(said("PN16/25/40 and ANSI 150/300", "PN", "40")).toEqual(["40"]);
    expect(said("PN16/25/40 and ANSI 150/300", "ANSI", "300")).toEqual(["300"]);
    expect(said("ANSI 150, 300, 600 등급", "ANSI", "600")).toEqual(["600"]);
    expect(said("최대 20/50/100 bar", "bar", "50")).toEqual(["50"]);
    expect(said("25~18,500 Nm (시리즈)", "Nm", "18500")).toEqual(["18,500"]);
    expect(said("220-240 V, 50-60 Hz", "V", "240")).toEqual(["240"]);
    expect(said("220-240 V, 50-60 Hz", "Hz", "50")).toEqual(["50"]);
    expect(said("90° 작동 15초", "s", "15")).toEqual(["15"]);
    expect(said("opens in 15 seconds", "s", "15")).toEqual(["15"]);
    expect(said("15 sizes", "s", "15")).toEqual([]);
    expect(said("24 VDC or 230 VAC", "V", "24")).toEqual(["24"]);
    expect(said("-20부터 +200 °C까지", "C", "-20")).toEqual(["-20"]);
    expect(said("1/4~2 in 소구경", "in", "1/4")).toEqual(["1/4"]);
    expect(said("1-1/2 to 2-1/2 in", "in", "2-1/2")).toEqual(["2-1/2"]);
    expect(said("1/4~2 in 소구경", "in", "4")).toEqual([]);
  });

  it("finds a code as a word of its own, never inside another", () => {
    expect(said("S40은 1/4~4 in 구경의", "word", "S40")).toEqual(["S40"]);
    expect(said("The S40 is a valve", "word", "S40")).toEqual(["S40"]);
    expect(said("(S40)", "word", "S40")).toEqual(["S40"]);
    expect(said("S40T, S400, XS40, S40-2", "word", "S40")).toEqual([]);
    expect(said("480-035는", "word", "480-035")).toEqual(["480-035"]);
  });
});

describe("the texts of a product that state an old figure", () => {
  it("S30 at 190 °C: the overview and features in both languages, not the size's DN200", () => {
    const [before, after] = changed("s30", (item) => {
      if (item.figures.tempC) item.figures.tempC.max = 190;
    });
    expect(staleFigures(before, after)).toEqual([
      { path: "figures.tempC.max", kind: "C", old: "200", now: "190" },
    ]);
    const texts = staleTexts(before, after);
    expect(texts.map((t) => t.field)).toEqual([
      "detailDescription.ko",
      "features.ko",
      "detailDescription.en",
      "features.en",
    ]);
    expect(texts[0]!.excerpt).toContain("-20~+200 °C");
    expect(texts[1]!.excerpt).toBe("사용 온도 -20~+200 °C");
  });

  it("S40 renamed S45: the texts that name S40", () => {
    const [before, after] = changed("s40", (item) => {
      item.code = "S45";
    });
    const texts = staleTexts(before, after);
    expect(texts.map((t) => t.field)).toEqual(["detailDescription.ko", "detailDescription.en"]);
    expect(texts[0]!.excerpt).toMatch(/^S40은/);
  });

  it("a value the product still states elsewhere, or an unchanged product, is not stale", () => {
    const [before, after] = changed("s30", () => {});
    expect(staleTexts(before, after)).toEqual([]);
    // A list reordered: every class is still there.
    const [b, a] = changed("s30", (item) => {
      const rating = item.figures.kind === "valve" ? item.figures.ratings[0] : undefined;
      if (rating?.system === "ANSI") {
        rating.values = [...rating.values].reverse();
        rating.maxBar = rating.maxBar && [...rating.maxBar].reverse();
      }
    });
    expect(staleFigures(b, a)).toEqual([]);
  });

  it("an emptied figure is stale too, and never replaced by a guess", () => {
    const [before, after] = changed("s20", (item) => {
      if (item.figures.tempC) delete item.figures.tempC.min;
    });
    expect(staleFigures(before, after)).toEqual([
      { path: "figures.tempC.min", kind: "C", old: "-25", now: undefined },
    ]);
    expect(staleTexts(before, after).map((t) => t.field)).toContain("features.en");
  });
});
