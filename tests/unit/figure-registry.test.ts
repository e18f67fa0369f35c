import { describe, expect, it } from "vitest";
import { productFields } from "../../app/admin/content/catalogue/form.server";
import {
  figureField,
  FIGURES,
  fieldsOf,
  generalPath,
  type Bounds,
} from "../../app/content/catalog/figure-registry";
import { seedCatalog, seedProductItem } from "../../app/content/catalog/seed.server";
import { productFiguresSchema, type ProductFigures } from "../../app/content/schemas";

/*
 * The content schema's figures and the figure registry say the same
 * (docs/decisions/031-figure-registry.md): every registered field is a leaf of the schema that
 * refuses what its bounds refuse, and every figure the repository states is a registered field.
 */

const items = seedCatalog().products.map((p) => seedProductItem(p.id)!);

/** A value the field's bounds refuse (the schema must too). */
const REFUSED: Record<Bounds, unknown> = {
  any: "abc",
  positive: 0,
  "whole-positive": 1.5,
  dn: 33,
  nps: "13",
  pn: 7,
  ansi: 151,
  flange: "F99",
  text: "",
  true: false,
};

function setAt(root: unknown, path: string, value: unknown) {
  const keys = path.split(".");
  let here = root as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) here = here[key] as Record<string, unknown>;
  here[keys.at(-1)!] = value;
}

describe("the figure registry and the content schema", () => {
  const fields = [...new Set(FIGURES.flatMap((figure) => fieldsOf(figure)))];

  it.each(fields.map((f) => [`${f.path}${f.system ? `@${f.system}` : ""}`, f] as const))(
    "%s: a leaf of the schema, refusing what its bounds refuse",
    (_, field) => {
      // A repository product stating it, its place in a list the first.
      const found = items
        .map((item) => {
          const names = Object.keys(productFields(item)).filter(
            (name) =>
              generalPath(name.replace(/^figures\./, "")) === field.path &&
              (!field.system ||
                (item.figures.kind === "valve" &&
                  item.figures.ratings[Number(name.split(".")[2])]?.system === field.system)),
          );
          return names[0] ? { item, path: names[0].replace(/^figures\./, "") } : undefined;
        })
        .find(Boolean);
      expect(found, `no repository product states ${field.path}`).toBeTruthy();
      const { item, path } = found!;
      expect(productFiguresSchema.safeParse(item.figures).success).toBe(true);
      const figures = structuredClone(item.figures) as ProductFigures;
      const list = field.input === "list" || field.input === "flanges";
      setAt(figures, path, list ? [REFUSED[field.bounds]] : REFUSED[field.bounds]);
      const result = productFiguresSchema.safeParse(figures);
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((issue) => issue.path.join("."))).toContainEqual(
        expect.stringMatching(new RegExp(`^${path.replace(/\./g, "\\.")}(\\.0)?$`)),
      );
    },
  );

  it("registers every figure the repository states", () => {
    const unregistered = new Set<string>();
    for (const item of items) {
      const ratings = item.figures.kind === "valve" ? item.figures.ratings : [];
      for (const name of Object.keys(productFields(item))) {
        const inner = name.replace(/^figures\./, "");
        if (!name.startsWith("figures.") || /^(kind|type|drive)$|\.system$/.test(inner)) continue;
        const system = /^ratings\.(\d+)\./.exec(inner)?.[1];
        const field = figureField(inner, system ? ratings[Number(system)]!.system : undefined);
        if (!field) unregistered.add(generalPath(inner));
      }
    }
    expect([...unregistered]).toEqual([]);
  });
});
