import { CODE_MESSAGES, type ContentStore } from "../../../../server/content/store";
import { categories } from "../../../content/catalog/categories";
import { codeProblem, type CodeProblem } from "../../../content/catalog/codes";
import { newProductRows } from "../../../content/catalog/figure-rows";
import { drawings } from "../../../content/catalog/images";
import { gridSubcategories, type GridPlace } from "../../../content/catalog/seed.server";
import type { ImageEntry, ProductFigures, ProductItem } from "../../../content/schemas";
import type { Lang } from "../../../i18n/lang";
import { lastPlace } from "./places.server";
import type { ContentWordKey } from "../words";
import type { OptionGroup } from "./SelectField";
import { catalogueWord } from "./words";

/** The kinds of product staff add, each with what its figures start as and its drawing. */
export const PRODUCT_KINDS = {
  butterfly: { kind: "valve", drawing: drawings.butterflyValve },
  ball: { kind: "valve", drawing: drawings.ballValve },
  pinch: { kind: "valve", drawing: drawings.pinchValveFlanged },
  electric: { kind: "actuator", drawing: drawings.electricQuarterTurn },
  pneumatic: { kind: "actuator", drawing: drawings.pneumaticRackPinion },
  hydraulic: { kind: "actuator", drawing: drawings.specialHydraulic },
  "pneumatic-motor": { kind: "actuator", drawing: drawings.specialHydraulic },
} as const satisfies Record<string, { kind: "valve" | "actuator"; drawing: ImageEntry }>;
export type ProductKind = keyof typeof PRODUCT_KINDS;

export const isProductKind = (value: string): value is ProductKind =>
  Object.hasOwn(PRODUCT_KINDS, value);

/**
 * A new product's draft: its id the code in lower case (for good), empty texts, no figure
 * (nothing guessed: staff type each one), a row for each figure its kind can show (a row whose
 * figure stays empty is not shown), the family's drawing, and the last place of its grid.
 */
export function newProduct(code: string, grid: GridPlace, type: ProductKind): ProductItem {
  const id = code.toLowerCase();
  const empty = { ko: "", en: "" };
  // Without figures yet: a draft may lack them; publishing asks for what the kind needs.
  const figures = (
    PRODUCT_KINDS[type].kind === "valve"
      ? { kind: "valve", type, ratings: [] }
      : { kind: "actuator", drive: type, supply: {} }
  ) as ProductFigures;
  return {
    id,
    code,
    name: empty,
    category: grid.category,
    subcategory: grid.subcategory,
    image: PRODUCT_KINDS[type].drawing,
    description: empty,
    detailDescription: empty,
    features: { ko: [], en: [] },
    specifications: newProductRows(figures),
    detailImages: [],
    figures,
    place: lastPlace({ id, ...grid }),
  };
}

/** The subcategories that list products, grouped by their group, in `lang`. */
export function subcategoryGroups(lang: Lang): OptionGroup[] {
  return categories.flatMap((category) => {
    const subs = gridSubcategories().filter((g) => g.category === category.id);
    if (!subs.length) return [];
    return [
      {
        label: category.name[lang],
        options: subs.map((g) => ({
          value: g.subcategory,
          label: category.subcategories.find((s) => s.id === g.subcategory)!.name[lang],
        })),
      },
    ];
  });
}

/** The kinds of product, valves then actuators, in `lang`. */
export function kindGroups(lang: Lang): OptionGroup[] {
  const kinds = (which: "valve" | "actuator") =>
    (Object.keys(PRODUCT_KINDS) as ProductKind[])
      .filter((type) => PRODUCT_KINDS[type].kind === which)
      .map((type) => ({ value: type, label: catalogueWord(lang, `kind_${type}`) }));
  return [
    { label: catalogueWord(lang, "kindValves"), options: kinds("valve") },
    { label: catalogueWord(lang, "kindActuators"), options: kinds("actuator") },
  ];
}

/** The word for a refused code, by its problem. */
const CODE_WORDS = {
  required: "field_required",
  format: "field_codeFormat",
  reserved: "field_codeReserved",
  taken: "field_codeTaken",
} as const satisfies Record<CodeProblem, ContentWordKey>;

export type Added =
  | { ok: true; id: string; version: number }
  | { ok: false; fieldErrors: Record<string, ContentWordKey> };

/**
 * Adds a product from the add form's fields: each refused field with its word (a code another
 * product has or had is the store's to find), or the new draft's id and version.
 */
export function addProduct(
  store: ContentStore,
  fields: { code: string; subcategory: string; kind: string },
  by: string,
): Added {
  const errors: Record<string, ContentWordKey> = {};
  const problem = codeProblem(fields.code, () => false);
  if (problem) errors.code = CODE_WORDS[problem];
  const grid = gridSubcategories().find((g) => g.subcategory === fields.subcategory);
  if (!grid) errors.subcategory = "field_subcategory";
  if (!isProductKind(fields.kind)) errors.kind = "field_kind";
  if (problem || !grid || !isProductKind(fields.kind)) return { ok: false, fieldErrors: errors };
  const result = store.addProduct(newProduct(fields.code, grid, fields.kind), { by });
  if (result.ok) return { ok: true, id: result.item.id, version: result.item.version };
  const taken = result.reason === "invalid" && result.fieldErrors.code === CODE_MESSAGES.taken;
  return { ok: false, fieldErrors: { code: taken ? "field_codeTaken" : "field_other" } };
}
