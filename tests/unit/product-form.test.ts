import { describe, expect, it } from "vitest";
import {
  missingTexts,
  productFields,
  readProduct,
} from "../../app/admin/content/catalogue/form.server";
import { seedCatalog, seedProductItem } from "../../app/content/catalog/seed.server";
import type { ProductItem } from "../../app/content/schemas";

/** The form a product's editor posts when nothing is changed. */
function formOf(item: ProductItem): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(productFields(item))) {
    // Only what the editor has inputs for (id, code, pictures and the kinds are the draft's).
    if (/^(name|description|detailDescription|features|specifications|figures)\./.test(name))
      form.set(name, value);
  }
  return form;
}

describe("the product editor's form", () => {
  it.each(seedCatalog().products.map((p) => [p.id] as const))(
    "%s: posted unchanged, it reads back the same product, figure for figure",
    (id) => {
      const item = seedProductItem(id)!;
      expect(readProduct(formOf(item), item)).toEqual(item);
    },
  );

  it("reads figures as typed: empty is absent, a list by '/', a wrong number kept to refuse", () => {
    const item = seedProductItem("s30")!;
    const form = formOf(item);
    form.set("figures.tempC.min", "");
    form.set("figures.tempC.max", "2,40");
    form.set("figures.ratings.0.values", "150 / 300");
    const read = readProduct(form, item);
    expect(read.figures).toMatchObject({
      tempC: { max: "2,40" },
      ratings: [{ values: [150, 300] }],
    });
    expect(read.figures.kind === "valve" && "min" in read.figures.tempC).toBe(false);
  });

  it("removes a row, adds a new one, and names what each language lacks", () => {
    const item = seedProductItem("s30")!;
    const form = formOf(item);
    form.set("specifications.0.remove", "1");
    form.set("specifications.new.label.ko", "인증");
    form.set("specifications.new.value.ko", "KS");
    form.set("name.en", "");
    const read = readProduct(form, item);
    expect(read.specifications).toHaveLength(item.specifications.length);
    expect(read.specifications.at(-1)).toEqual({
      label: { ko: "인증", en: "" },
      value: { ko: "KS", en: "" },
    });
    const missing = missingTexts(read);
    expect(missing.ko).toEqual([]);
    expect(missing.en).toEqual([
      "name.en",
      `specifications.${read.specifications.length - 1}.label.en`,
      `specifications.${read.specifications.length - 1}.value.en`,
    ]);
    expect(missingTexts(item)).toEqual({ ko: [], en: [] });
  });
});
