import type { Industry } from "../units/kinds";
import type { PlantColumn, PlantInput, PlantValues } from "../units/plant-store";

export type { PlantInput, PlantValues };

/**
 * A plant's fields, each declared once (issue 82 item 9), as a delivered unit's are
 * (server/units/fields.ts): its label and hint in both languages, what may be typed in it and
 * where it shows. The add and correction forms, their reading on the server, the staff list and
 * page, the audit's names of a correction, the plant's desk (/plant/{token}) and the heading of
 * its plan.xlsx and sheet.pdf all read this list; docs/development.md, "How to add a field to a
 * plant", is the recipe.
 *
 * Each field is the column of the plants table by its name: the store (server/units/plant-store.ts,
 * a layer below) lists the columns in `PLANT_FIELD_COLUMNS`, and this list must declare each of
 * them, no more (the compiler says which is missing). A new column is a migration step.
 *
 * The customer and the site are also the plant's name ("customer · site"): a unit joins the
 * plant of its customer and site (the store's `byName`, the table's UNIQUE), and every title
 * says them, so those read the two by name. Every other use goes through this list.
 *
 * This module imports no database code: the pages' scripts read it too.
 */

type Words = { ko: string; en: string };

/** Where a field shows, besides the add and correction forms and the staff page (every field). */
export type PlantFieldPlace =
  /** The staff list of plants: the line under each plant's name. */
  | "staff-list"
  /**
   * The plant's desk (/plant/{token}) under its title, and the line under the title of its
   * plan.xlsx and sheet.pdf; a field without a value is left out.
   */
  | "desk";

export interface PlantFieldSpec {
  label: Words;
  /** Its label on the desk, where the customer reads another word than staff do. */
  deskLabel?: Words;
  /** Under the field in the forms; absent for a field whose label says it all. */
  hint?: Words;
  /** Text of at most `max` characters, one line; or one of the industries, chosen from a list. */
  input: { kind: "text"; max: number; required?: true } | { kind: "industry" };
  /** On the desk, a Korean province typed in either language reads in the page's own. */
  region?: true;
  shows: readonly PlantFieldPlace[];
}

/** In the forms' and the staff page's order. */
export const PLANT_FIELD_SPECS = {
  customer: {
    label: { ko: "고객사", en: "Customer" },
    input: { kind: "text", max: 120, required: true },
    shows: [],
  },
  site: {
    label: { ko: "현장 이름", en: "Site name" },
    hint: { ko: "예: 화성 정수장 2공장", en: "E.g. Hwaseong water treatment plant 2" },
    input: { kind: "text", max: 120, required: true },
    shows: [],
  },
  region: {
    label: { ko: "지역", en: "Region" },
    input: { kind: "text", max: 80 },
    region: true,
    shows: ["staff-list", "desk"],
  },
  industry: {
    // "산업 분야" everywhere: "업종" is the 거래명세서's 업태·종목 (ko-89 20).
    label: { ko: "산업 분야", en: "Industry" },
    input: { kind: "industry" },
    shows: ["staff-list", "desk"],
  },
} as const satisfies Record<PlantColumn, PlantFieldSpec>;

export type PlantField = keyof typeof PLANT_FIELD_SPECS;

/** The fields in order. */
export const PLANT_FIELDS = Object.keys(PLANT_FIELD_SPECS) as PlantField[];

/** A field's spec, as the wide type (a field may lack a hint). */
export const plantFieldSpec = (field: PlantField): PlantFieldSpec => PLANT_FIELD_SPECS[field];

/** A field's label in `lang`; on the desk, its desk label if it has one. */
export const plantFieldLabel = (lang: "ko" | "en", field: PlantField, desk = false): string => {
  const spec = plantFieldSpec(field);
  return ((desk && spec.deskLabel) || spec.label)[lang];
};

/** The fields that show at `place`, in order. */
export const plantFieldsAt = (place: PlantFieldPlace): PlantField[] =>
  PLANT_FIELDS.filter((field) => plantFieldSpec(field).shows.includes(place));

/** Just the fields of `plant` (a stored plant, a row read by name), in order. */
export const plantValuesOf = (plant: PlantValues): PlantValues =>
  Object.fromEntries(PLANT_FIELDS.map((field) => [field, plant[field]])) as PlantValues;

/**
 * A field's value as a page says it: an industry by its word (`industryWord`, from the page's
 * dictionary), text as typed.
 */
export function plantFieldText(
  field: PlantField,
  value: string,
  industryWord: (industry: Industry) => string,
): string {
  return value && plantFieldSpec(field).input.kind === "industry"
    ? industryWord(value as Industry)
    : value;
}
