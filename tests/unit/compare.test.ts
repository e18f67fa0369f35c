import { describe, expect, it } from "vitest";
import { composeContent, liveContent, setLiveContent } from "../../app/content/live.server";
import { seedProductItem } from "../../app/content/catalog/seed.server";
import { compareRowOf, FIGURES } from "../../app/content/catalog/figure-registry";
import { figureText } from "../../app/content/catalog/figure-rows";
import { figuresOf, liveProducts } from "../../app/content/catalog/catalog.server";
import { compareHref, parseIds } from "../../app/compare/compare-list";
import { compareData } from "../../app/compare/data.server";
import { choicesOf, compareTable } from "../../app/compare/table";
import type { Lang } from "../../app/i18n/lang";

const products = liveProducts();

/* The comparison's rows and URL rules (docs/architecture.md, Compare). */

const LANGS: Lang[] = ["ko", "en"];

describe("compare ids", () => {
  it("reads ids and add: lower-case, each once, malformed parts dropped", () => {
    expect(parseIds(" 480-025,S30,,480-025, bad id,", "ap5")).toEqual({
      ids: ["480-025", "s30", "ap5"],
      dropped: ["480-025", "bad id"],
    });
    expect(parseIds(null, undefined)).toEqual({ ids: [], dropped: [] });
  });

  it("writes the URL with readable commas, in each language", () => {
    expect(compareHref("ko", ["480-025", "s30"])).toBe("/products/compare?ids=480-025,s30");
    expect(compareHref("en", ["s30"], true)).toBe("/en/products/compare?ids=s30&diff=1");
    expect(compareHref("en", [])).toBe("/en/products/compare");
  });
});

describe("compare table", () => {
  const data = compareData("en");

  it("drops unknown and repeated ids, cuts past four, keeps the URL's order", () => {
    const table = compareTable(data, "s30,nope,480-025,s30,ap5,301,pqvf", null);
    expect(table.columns.map((c) => c.id)).toEqual(["s30", "480-025", "ap5", "301"]);
    expect(table.dropped).toEqual(["s30", "nope"]);
    expect(table.cut).toEqual(["PQVF"]);
  });

  it("leaves a retired product out by its code, for the note, not as unknown", () => {
    const withRetired = {
      ...data,
      products: data.products.filter((p) => p.id !== "s30"),
      retired: [{ id: "s30", code: "S30" }],
    };
    const table = compareTable(withRetired, "480-025,S30,nope", null);
    expect(table.columns.map((c) => c.id)).toEqual(["480-025"]);
    expect(table.retired).toEqual(["S30"]);
    expect(table.dropped).toEqual(["nope"]);
    // The repository's catalogue retires nothing.
    expect(data.retired).toBeUndefined();
  });

  it("puts the attributes every product has first, and leaves out what none has", () => {
    const table = compareTable(data, "480-025,s30", null);
    const shared = table.rows.filter((r) => r.shared).map((r) => r.key);
    // The group, and each figure both kinds have (the temperature), as the registry says.
    const both = FIGURES.filter((f) => f.kinds.includes("valve") && f.kinds.includes("actuator"))
      .map((f) => compareRowOf(f).key)
      .filter((row) => table.rows.some((r) => r.key === row));
    expect(shared).toEqual(["group", ...both]);
    expect(table.rows.slice(0, shared.length).map((r) => r.key)).toEqual(shared);
    expect(table.rows.map((r) => r.key)).not.toContain("maxDiff");
    const torque = table.rows.find((r) => r.key === "torque")!;
    expect(torque.cells).toEqual(["240 N·m", null]);
    expect(torque.num).toBe(true);
  });

  it("marks the rows that are the same in every column", () => {
    const table = compareTable(data, "480-025,480-035", null);
    const same = (key: string) => table.rows.find((r) => r.key === key)?.same;
    expect(same("singlePhase")).toBe(true);
    expect(same("torque")).toBe(false);
  });

  it("lists every product once for the add form, codes alone where the name repeats them", () => {
    const choices = choicesOf(data).flatMap((g) => g.options);
    expect(choices).toHaveLength(products.length);
    expect(choices).toContainEqual(["480-025", "480-025"]);
    expect(choices).toContainEqual(["s30", `S30 ${products.find((p) => p.id === "s30")!.name.en}`]);
  });
});

describe("compare data", () => {
  it("never invents a figure: each cell is the typed figure, or ask us", () => {
    for (const lang of LANGS) {
      const data = compareData(lang);
      for (const product of data.products) {
        const figures = figuresOf(product.id);
        const { torque, size, temp } = product.cells;
        // A stated figure reads as its product page's row does; a missing one is asked for.
        const row = (key: "torque" | "size" | "temp") => figureText(key, figures)?.[lang];
        if (figures.kind === "actuator") {
          // One torque row: a size of a series without its own figure shows the series' row.
          const series = figureText("seriesTorque", figures)?.[lang];
          if (figures.maxTorqueNm !== undefined) expect(torque).toBe(row("torque"));
          else if (series) expect(torque).toBe(series);
          else expect(torque).toEqual({ ask: "" });
          expect(String(torque)).not.toMatch(/^\d+$/);
          expect(size).toBeUndefined();
          if (!figures.tempC) expect(temp).toEqual({ ask: "" });
          else expect(temp).toBe(row("temp"));
        } else {
          expect(torque).toBeUndefined();
          if (!figures.size) expect(size).toEqual({ ask: "" });
          else expect(size).toBe(row("size"));
        }
      }
    }
  });

  it("has the same rows in both languages, each label translated", () => {
    const [ko, en] = LANGS.map((lang) => compareData(lang));
    expect(ko!.rows.map((r) => r.key)).toEqual(en!.rows.map((r) => r.key));
    expect(ko!.rows.map((r) => r.label)).not.toEqual(en!.rows.map((r) => r.label));
  });

  it("leaves out the specification rows made from a figure or stating one, and only those", () => {
    const { rowFigures } = liveContent();
    const data = compareData("ko");
    const specRows = new Set(data.rows.filter((r) => r.key.startsWith("spec:")).map((r) => r.key));
    let left = 0;
    for (const product of products) {
      const marks = rowFigures.get(product.id)!;
      expect(marks, product.id).toHaveLength(product.specifications.length);
      const cells = data.products.find((p) => p.id === product.id)!.cells;
      product.specifications.forEach((spec, i) => {
        const key = `spec:${spec.label.ko}`;
        if (marks[i] === undefined) expect(cells[key], `${product.id}: ${key}`).toBeDefined();
        else left += 1;
      });
    }
    // Every row labelled as a figure's own row is one of them (the 480 AP series' "출력 토크"
    // per size states the torque without being made from it).
    expect(left).toBeGreaterThan(100);
    for (const figure of FIGURES) expect(specRows).not.toContain(`spec:${figure.label.ko}`);
    expect(specRows).not.toContain("spec:출력 토크");
    const en = compareData("en").rows.filter((r) => r.key.startsWith("spec:"));
    expect(en.map((r) => r.label)).toContain("IP rating");
  });

  it("knows a published product's rows by their marks, not their labels", () => {
    const before = liveContent();
    // A repository product published as it is keeps the figure its text row states; a row of
    // text staff add is shown, even labelled as a figure's row is.
    const ap1 = seedProductItem("ap1")!;
    const s30 = seedProductItem("s30")!;
    const asked = { ko: "문의", en: "Ask us" };
    const withText = {
      ...s30,
      specifications: [...s30.specifications, { label: FIGURES[0]!.label, value: asked }],
    };
    const products = new Map([
      ["ap1", ap1],
      ["s30", withText],
    ]);
    setLiveContent(composeContent(1, { gallery: new Map(), products }));
    try {
      const data = compareData("ko");
      const cells = (id: string) => data.products.find((p) => p.id === id)!.cells;
      expect(cells("ap1")["spec:출력 토크"]).toBeUndefined();
      expect(cells("s30")[`spec:${FIGURES[0]!.label.ko}`]).toBe("문의");
      expect(liveContent().rowFigures.get("s30")!.at(-1)).toBeUndefined();
      expect(liveContent().rowFigures.get("ap1")).toContain("seriesTorque");
    } finally {
      setLiveContent(before);
    }
  });
});

describe("compare shows what applies (issue 78)", () => {
  it("has one torque row, and no 50 Hz time for an air or oil drive", () => {
    const table = compareTable(compareData("ko"), "ap5,4ho,480-025");
    const keys = table.rows.map((r) => r.key);
    expect(keys.filter((k) => k === "torque")).toHaveLength(1);
    expect(table.rows.map((r) => r.label)).not.toContain("출력 토크");
    const torque = table.rows.find((r) => r.key === "torque")!;
    // The series' span where a size states none, the model's own figure where it does.
    expect(torque.cells.every((c) => typeof c === "string")).toBe(true);
    const time = table.rows.find((r) => r.key === "time")!;
    expect(time.cells.slice(0, 2)).toEqual([null, null]);
    expect(compareTable(compareData("ko"), "ap5,4ho").rows.map((r) => r.key)).not.toContain("time");
  });

  it("says 'ask us' where a row of the product's group is not stated for it", () => {
    const table = compareTable(compareData("ko"), "pqvf,pqvi");
    const cell = (label: string, column: number) =>
      table.rows.find((r) => r.label === label)!.cells[column];
    expect(cell("슬리브 재질", 1)).toEqual({ ask: "" });
    expect(cell("제어 공기 압력", 0)).toEqual({ ask: "" });
  });
});
