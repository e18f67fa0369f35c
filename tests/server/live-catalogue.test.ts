import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { keyFigures } from "../../app/content/catalog/figures-text";
import { composeContent, liveContent, setLiveContent } from "../../app/content/live.server";
import type { ProductItem } from "../../app/content/schemas";
import { openContentStore, type ContentStore } from "../../server/content/store";

/**
 * Products as live content (docs/decisions/018-live-catalogue.md): the repository's products are
 * the seed; a published product replaces its seed item, and everything made from its figures is
 * made again from the published ones when the content is composed.
 */
let dir: string;
let store: ContentStore;
const by = (baseVersion: number) => ({ by: "staff@example.test", baseVersion });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "live-catalogue-"));
  store = openContentStore(join(dir, "content.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
  setLiveContent(composeContent(0, { gallery: new Map() }));
});

const s30 = () => store.get("product", "s30")!.draft;
const withTemp = (item: ProductItem, max: number): ProductItem => {
  if (item.figures.kind !== "valve") throw new Error("S30 is a valve");
  return { ...item, figures: { ...item.figures, tempC: { ...item.figures.tempC, max } } };
};
const shown = () => composeContent(store.revision(), store.overrides());

describe("a product as an item of the content store", () => {
  test("starts as the repository's, with its figures and rows that name their figure", () => {
    const item = store.get("product", "s30")!;
    expect(item).toMatchObject({ version: 0, state: "published", changed: false });
    expect(item.draft.figures).toMatchObject({ kind: "valve", tempC: { min: -20, max: 200 } });
    expect(item.draft.specifications).toContainEqual({
      label: { ko: "사용 온도", en: "Operating temperature" },
      figure: "temp",
    });
    expect(store.list("product")).toHaveLength(39);
  });

  test("published, its figures make its rows, card, table row, finder and compare again", () => {
    const edited = withTemp(s30(), 230);
    edited.name = { ...edited.name, en: "Ball Valve S30 (edited)" };
    expect(store.saveDraft("product", "s30", edited, by(0)).ok).toBe(true);
    expect(store.publish("product", "s30", by(1)).ok).toBe(true);
    const content = shown();
    const product = content.products.find((p) => p.id === "s30")!;
    expect(product.name.en).toBe("Ball Valve S30 (edited)");
    expect(product.specifications).toContainEqual({
      label: { ko: "사용 온도", en: "Operating temperature" },
      value: { ko: "-20~+230 °C", en: "-20 to +230 °C" },
    });
    // No row keeps its mark: visitors' rows are plain.
    expect(JSON.stringify(content.products)).not.toContain('"figure"');
    expect(keyFigures(content.figures.get("s30")!).at(-1)).toEqual({
      ko: "-20~+230 °C",
      en: "-20 to +230 °C",
    });
    const ballTable = JSON.stringify(content.sections.find((s) => s.id === "ball-valves"));
    expect(ballTable).toContain("-20 to +230");
    // Its neighbours keep theirs.
    expect(content.figures.get("s10")).toEqual(store.get("product", "s10")!.draft.figures);
    // What visitors see changes only with the live content.
    expect(liveContent().figures.get("s30")).toMatchObject({ tempC: { max: 200 } });
    setLiveContent(content);
    expect(liveContent().figures.get("s30")).toMatchObject({ tempC: { max: 230 } });
  });

  test("a draft saves half done; publishing names each missing field per language", () => {
    const half = withTemp(s30(), 200);
    half.name = { ko: half.name.ko, en: "" };
    if (half.figures.kind !== "valve") throw new Error("valve");
    // A minimum typed, its maximum not yet.
    half.figures = { ...half.figures, tempC: { min: -20 } as never };
    expect(store.saveDraft("product", "s30", half, by(0)).ok).toBe(true);
    const refused = store.publish("product", "s30", by(1));
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    if (refused.ok || refused.reason !== "invalid") return;
    expect(Object.keys(refused.fieldErrors)).toEqual(
      expect.arrayContaining(["name.en", "figures.tempC.max"]),
    );
    expect(refused.fieldErrors["name.ko"]).toBeUndefined();
    // Nothing visitors see changed.
    expect(shown().products.find((p) => p.id === "s30")!.name.en).not.toBe("");
  });

  test("figures are checked: min <= max, standard series, the kind kept", () => {
    const item = s30();
    if (item.figures.kind !== "valve") throw new Error("valve");
    const wrong = (figures: object) =>
      store.validate("product", { ...item, figures: { ...item.figures, ...figures } }, "s30");
    expect(wrong({ tempC: { min: 250, max: 200 } })).toMatchObject({
      ok: false,
      fieldErrors: { "figures.tempC.max": expect.any(String) },
    });
    expect(wrong({ size: { dn: { min: 15, max: 210 } } })).toMatchObject({
      ok: false,
      fieldErrors: { "figures.size.dn.max": "not a standard DN size" },
    });
    expect(wrong({ ratings: [{ system: "ANSI", values: [150, 400] }] })).toMatchObject({
      ok: false,
      fieldErrors: { "figures.ratings.0.values.1": expect.any(String) },
    });
    expect(wrong({ type: "butterfly" })).toMatchObject({
      ok: false,
      fieldErrors: { figures: expect.any(String) },
    });
    // Another product's code, in any case, and a path of the site are refused; a free one is not.
    for (const code of ["s10", "FINDER"]) {
      expect(store.validate("product", { ...item, code }, "s30")).toMatchObject({
        ok: false,
        fieldErrors: { code: expect.any(String) },
      });
    }
    expect(store.validate("product", { ...item, code: "S31" }, "s30").ok).toBe(true);
    expect(store.validate("product", item, "s31")).toMatchObject({ ok: false });
  });

  test("an empty optional figure stays empty, and its row goes", () => {
    const item = store.get("product", "ht600")!.draft;
    expect(item.figures).toMatchObject({ tempC: { max: 600 } });
    expect(item.figures.kind === "valve" && item.figures.tempC.min).toBeUndefined();
    const s50 = store.get("product", "s50")!.draft;
    if (s50.figures.kind !== "valve") throw new Error("valve");
    const figures = { ...s50.figures, maxDifferentialBar: undefined };
    expect(store.saveDraft("product", "s50", { ...s50, figures }, by(0)).ok).toBe(true);
    expect(store.publish("product", "s50", by(1)).ok).toBe(true);
    const product = shown().products.find((p) => p.id === "s50")!;
    expect(product.specifications.map((row) => row.label.en)).not.toContain(
      "Max. differential pressure",
    );
    expect(product.specifications.map((row) => row.label.en)).toContain("Actuator supply pressure");
  });
});
