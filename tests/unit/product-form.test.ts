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
  // The editor says the list of detail drawings is in the form (none ticked: none).
  form.set("detailImages", "1");
  for (const [name, value] of Object.entries(productFields(item))) {
    // Only what the editor has inputs for (the id and the kinds are the draft's).
    if (
      /^(name|description|detailDescription|features|specifications|figures|detailImages)\./.test(
        name,
      ) ||
      ["code", "subcategory", "place", "image"].includes(name)
    )
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

  it("reads the code, the subcategory (its group follows), the place and the drawings", () => {
    const item = seedProductItem("s70")!;
    const form = formOf(item);
    form.set("code", " S75 ");
    form.set("subcategory", "butterfly-valves");
    form.set("place", "15");
    form.set("image", "ball-valve");
    // s70's details stay in their order; a newly ticked one comes after them.
    form.set("detailImages.flange-f07", "on");
    const read = readProduct(form, item);
    expect(read).toMatchObject({
      code: "S75",
      category: "sirca-valves",
      subcategory: "butterfly-valves",
      place: 15,
      image: { src: "/images/products/ball-valve.svg" },
    });
    expect(read.detailImages.map((d) => d.src)).toEqual([
      ...item.detailImages.map((d) => d.src),
      "/images/products/flange-f07.svg",
    ]);
    form.delete("detailImages.ball-valve-3way-ports");
    expect(readProduct(form, item).detailImages).toHaveLength(2);
  });

  it("types every figure of the kind: an empty rating slot adds nothing, a filled one adds", () => {
    const item = seedProductItem("301")!;
    const form = formOf(item);
    // The editor's empty slots for the systems 301 lacks.
    form.set("figures.ratings.1.system", "ANSI");
    form.set("figures.ratings.2.system", "bar");
    expect(readProduct(form, item).figures).toEqual(item.figures);
    form.set("figures.ratings.1.values", "150/300");
    form.set("figures.size.dn.min", "");
    form.set("figures.size.dn.max", "");
    form.set("figures.size.inch.min", "2");
    form.set("figures.size.inch.max", "12");
    expect(readProduct(form, item).figures).toMatchObject({
      size: { inch: { min: "2", max: "12" } },
      ratings: [
        { system: "PN", values: [10, 16] },
        { system: "ANSI", values: [150, 300] },
      ],
    });
    // Emptied, the PN rating goes.
    form.set("figures.ratings.0.values", "");
    const read = readProduct(form, item).figures;
    expect(read.kind === "valve" && read.ratings.map((r) => r.system)).toEqual(["ANSI"]);
  });

  it("adds a row made from a figure, with the figure's own label unless one is typed", () => {
    const item = seedProductItem("s10")!;
    const form = formOf(item);
    form.set("specifications.new.figure", "actuatorSupply");
    expect(readProduct(form, item).specifications.at(-1)).toEqual({
      label: { ko: "액추에이터 공급 압력", en: "Actuator supply pressure" },
      figure: "actuatorSupply",
    });
  });
});
