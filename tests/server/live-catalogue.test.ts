import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { newProduct } from "../../app/admin/content/catalogue/add.server";
import { keyFigures } from "../../app/content/catalog/figures-text";
import { gridSubcategories } from "../../app/content/catalog/seed.server";
import { emptyProductPages } from "../../app/content/product-groups.server";
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

describe("the day a product last changed (its datasheet's date of issue)", () => {
  test("is the Seoul day of the publish that changed it; the same value again keeps it", () => {
    expect(shown().productDates.size).toBe(0);
    const edited = withTemp(s30(), 230);
    expect(store.saveDraft("product", "s30", edited, by(0)).ok).toBe(true);
    expect(store.publish("product", "s30", by(1)).ok).toBe(true);
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(shown().productDates).toEqual(new Map([["s30", today]]));
    // That publish as if made on 20 November at 16:00 UTC: the 21st in Seoul.
    const db = new Database(join(dir, "content.sqlite"));
    db.prepare("UPDATE history SET at = ? WHERE kind = 'product' AND id = 's30'").run(
      "2026-11-20T16:00:00.000Z",
    );
    db.close();
    expect(shown().productDates.get("s30")).toBe("2026-11-21");
    // Published again unchanged: the date stays.
    expect(store.saveDraft("product", "s30", edited, by(2)).ok).toBe(true);
    expect(store.publish("product", "s30", by(3)).ok).toBe(true);
    expect(shown().productDates.get("s30")).toBe("2026-11-21");
    // Changed and published: today.
    expect(store.saveDraft("product", "s30", withTemp(edited, 220), by(4)).ok).toBe(true);
    expect(store.publish("product", "s30", by(5)).ok).toBe(true);
    expect(shown().productDates.get("s30")).toBe(today);
  });
});

describe("retiring a product (a discontinued model)", () => {
  const grid = (content: ReturnType<typeof shown>, section: string) =>
    content.sections
      .find((s) => s.id === section)!
      .pages.flatMap((page) => page.content)
      .flatMap((block) => (block.type === "product-catalog" ? block.products : []));

  test("unpublished, it leaves the products and its grid, named as visitors last saw it", () => {
    const edited = { ...s30(), name: { ...s30().name, en: "Ball Valve S30 (last)" } };
    expect(store.saveDraft("product", "s30", edited, by(0)).ok).toBe(true);
    expect(store.publish("product", "s30", by(1)).ok).toBe(true);
    // The repository's 480-035, never edited (version 0), is retired as it is.
    expect(store.unpublish("product", "480-035", by(0)).ok).toBe(true);
    expect(store.unpublish("product", "s30", by(2)).ok).toBe(true);
    expect(store.get("product", "s30")).toMatchObject({ state: "unpublished", version: 3 });

    const overrides = store.overrides();
    expect(overrides.products?.get("s30")).toBeNull();
    expect(overrides.products?.get("480-035")).toBeNull();
    const content = shown();
    expect(content.products.map((p) => p.id)).not.toContain("s30");
    expect(content.products).toHaveLength(37);
    expect(grid(content, "ball-valves")).not.toContain("s30");
    expect(grid(content, "ball-valves")).toContain("s40");
    expect(grid(content, "quarter-turn-480")).not.toContain("480-035");
    expect(content.retired).toEqual([
      expect.objectContaining({ id: "480-035", code: "480-035", subcategory: "quarter-turn-480" }),
      {
        id: "s30",
        code: "S30",
        name: { ko: s30().name.ko, en: "Ball Valve S30 (last)" },
        category: "sirca-valves",
        subcategory: "ball-valves",
      },
    ]);
    // Out of the tables by model too (the group catalogue PDF draws them), not of the others.
    const ballValves = JSON.stringify(content.sections.find((s) => s.id === "ball-valves"));
    expect(ballValves).not.toContain('"S30"');
    expect(ballValves).toContain('"S30T"');
    // Everything else still builds with every product's figures.
    expect(content.figures.get("s30")).toBeDefined();
  });

  test("published again, it is back in its place", () => {
    expect(store.unpublish("product", "s30", by(0)).ok).toBe(true);
    expect(shown().products.map((p) => p.id)).not.toContain("s30");
    expect(store.publish("product", "s30", by(1)).ok).toBe(true);
    const content = shown();
    expect(content.retired).toEqual([]);
    expect(content.products.map((p) => p.id)).toEqual(
      composeContent(0, { gallery: new Map() }).products.map((p) => p.id),
    );
    expect(grid(content, "ball-valves")).toContain("s30");
  });
});

describe("a product staff add (issue 31)", () => {
  const grid = gridSubcategories().find((g) => g.subcategory === "butterfly-valves")!;
  const texts = {
    name: { ko: "BF90 버터플라이 밸브", en: "BF90 Butterfly Valve" },
    description: { ko: "설명", en: "A description" },
    detailDescription: { ko: "상세 설명", en: "A detailed description" },
    features: { ko: ["특징"], en: ["A feature"] },
  };
  const figures = {
    kind: "valve" as const,
    type: "butterfly" as const,
    size: { dn: { min: 50, max: 300 } },
    ratings: [{ system: "PN" as const, values: [10, 16] }],
    tempC: { min: -10, max: 120 },
  };
  const add = (code = "BF90") => store.addProduct(newProduct(code, grid, "butterfly"), by(0));
  const edit = (change: Partial<ProductItem>) => {
    const item = store.get("product", "bf90")!;
    expect(
      store.saveDraft("product", "bf90", { ...item.draft, ...change }, by(item.version)).ok,
    ).toBe(true);
    return store.publish("product", "bf90", by(item.version + 1));
  };

  test("starts as a draft nothing public shows, with no figure, and is published whole", () => {
    expect(add()).toMatchObject({ ok: true, item: { version: 1, state: "draft" } });
    expect(store.get("product", "bf90")!.draft.figures).toEqual({
      kind: "valve",
      type: "butterfly",
      ratings: [],
    });
    expect(shown().products.map((p) => p.id)).not.toContain("bf90");
    const refused = store.publish("product", "bf90", by(1));
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    if (refused.ok || refused.reason !== "invalid") return;
    expect(Object.keys(refused.fieldErrors)).toEqual(
      expect.arrayContaining(["name.ko", "name.en", "features.en", "figures.ratings"]),
    );

    expect(edit({ ...texts, figures })).toMatchObject({ ok: true });
    const content = shown();
    const product = content.products.find((p) => p.id === "bf90")!;
    // Its rows come from its figures; the empty ones (actuation) make none.
    expect(product.specifications.map((row) => row.value.en)).toEqual([
      "DN 50–300",
      "PN10/16",
      "-10 to +120 °C",
    ]);
    // Last in its grid, after the repository's butterfly valves, and in the catalogue's order.
    const butterflies = content.sections.find((s) => s.id === "butterfly-valves")!;
    const block = butterflies.pages[0]!.content.find((b) => b.type === "product-catalog");
    expect(block).toMatchObject({
      products: ["301", "301e", "301tss", "401n", "501m", "ht600", "bf90"],
    });
    const ids = content.products.map((p) => p.id);
    expect(ids.indexOf("bf90")).toBe(ids.indexOf("ht600") + 1);
    expect(content.figures.get("bf90")).toEqual(figures);
  });

  test("a code another product has or had is refused; a changed code moves its path, for good", () => {
    expect(add("S30")).toMatchObject({ ok: false, fieldErrors: { code: expect.any(String) } });
    add();
    expect(add("bf90")).toMatchObject({ ok: false, fieldErrors: { code: expect.any(String) } });
    expect(edit({ ...texts, figures })).toMatchObject({ ok: true });
    const first = "/products/sirca-valves/butterfly-valves/bf90";
    expect(edit({ code: "BF95" })).toMatchObject({ ok: true });
    expect(shown().movedPaths).toEqual(new Map([[first, "bf90"]]));
    // Another group and another code: both former paths lead to the product as it is now.
    expect(
      edit({ code: "BF96", category: "sirca-valves", subcategory: "ball-valves" }),
    ).toMatchObject({
      ok: true,
    });
    expect([...shown().movedPaths.keys()].sort()).toEqual([
      first,
      "/products/sirca-valves/butterfly-valves/bf95",
    ]);
    const balls = shown().sections.find((s) => s.id === "ball-valves")!;
    expect(JSON.stringify(balls)).toContain('"bf90"');
    // The former codes stay taken, by any product; the product may take one back.
    const s10 = store.get("product", "s10")!.draft;
    expect(store.validate("product", { ...s10, code: "Bf95" }, "s10")).toMatchObject({ ok: false });
    // A restart keeps them (the store is a file); the code taken back answers there again.
    store.close();
    store = openContentStore(join(dir, "content.sqlite"));
    expect(edit({ code: "BF95", subcategory: "butterfly-valves" })).toMatchObject({ ok: true });
    const moved = shown().movedPaths;
    expect(moved.has("/products/sirca-valves/butterfly-valves/bf95")).toBe(false);
    expect(moved.get(first)).toBe("bf90");
    expect(moved.get("/products/sirca-valves/ball-valves/bf96")).toBe("bf90");
  });

  test("its place puts it between two products; a subcategory without a grid is refused", () => {
    add();
    expect(edit({ ...texts, figures, place: 15 })).toMatchObject({ ok: true });
    const block = shown()
      .sections.find((s) => s.id === "butterfly-valves")!
      .pages[0]!.content.find((b) => b.type === "product-catalog");
    expect(block).toMatchObject({
      products: ["301", "bf90", "301e", "301tss", "401n", "501m", "ht600"],
    });
    const item = store.get("product", "bf90")!;
    const elsewhere = { ...item.draft, category: "electric", subcategory: "modular-design" };
    expect(store.validate("product", elsewhere, "bf90")).toMatchObject({
      ok: false,
      fieldErrors: { subcategory: expect.any(String) },
    });
    // Its kind stays the one it was added with.
    expect(
      store.validate("product", { ...item.draft, figures: { ...figures, type: "ball" } }, "bf90"),
    ).toMatchObject({ ok: false, fieldErrors: { figures: expect.any(String) } });
  });
});

describe("what the finder needs of a valve's figures", () => {
  test("sizes made within the range; one maximum pressure per ANSI class", () => {
    const item = store.get("product", "pqvf")!.draft;
    if (item.figures.kind !== "valve") throw new Error("valve");
    const check = (figures: object) =>
      store.validate("product", { ...item, figures: { ...item.figures, ...figures } }, "pqvf");
    expect(check({ size: { dn: { min: 40, max: 200 }, only: [40, 250] } })).toMatchObject({
      ok: false,
      fieldErrors: { "figures.size.only": "a size made is outside the range" },
    });
    expect(
      check({ ratings: [{ system: "ANSI", values: [150, 300], maxBar: [20] }] }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { "figures.ratings.0.maxBar": "one maximum pressure per class" },
    });
  });
});

describe("a page that lists products, with none (issue 66, item 5)", () => {
  test("the 400·410 series is empty until its first product, which brings its grid", () => {
    const grid = gridSubcategories().find((g) => g.subcategory === "400-410-series")!;
    expect(grid).toMatchObject({ category: "electric", section: "400-410-series" });
    expect(emptyProductPages()).toEqual(["/products/electric/400-410-series"]);

    // A multi-turn model, its figures those of a repository actuator (nothing invented here).
    const like = store.get("product", "480-006")!.draft;
    expect(store.addProduct(newProduct("410-TEST", grid, "electric"), by(0)).ok).toBe(true);
    const item = store.get("product", "410-test")!;
    const filled = {
      ...item.draft,
      name: { ko: "410 시험 모델", en: "410 test model" },
      description: like.description,
      detailDescription: like.detailDescription,
      features: like.features,
      figures: like.figures,
      specifications: like.specifications,
    };
    expect(store.saveDraft("product", "410-test", filled, by(item.version)).ok).toBe(true);
    expect(store.publish("product", "410-test", by(item.version + 1)).ok).toBe(true);
    setLiveContent(shown());
    expect(emptyProductPages()).toEqual([]);
    const [page] = liveContent().sections.find((s) => s.id === "400-410-series")!.pages;
    // The grid comes before the page's closing contact block.
    expect(page!.content.map((block) => block.type)).toEqual([
      "text",
      "product-catalog",
      "contact",
    ]);
    expect(page!.content[1]).toMatchObject({ products: ["410-test"] });

    // Retired, the last product leaves its group empty again: out of the menus once more.
    const live = store.get("product", "410-test")!;
    expect(store.unpublish("product", "410-test", by(live.version)).ok).toBe(true);
    setLiveContent(shown());
    expect(emptyProductPages()).toEqual(["/products/electric/400-410-series"]);
  });
});
