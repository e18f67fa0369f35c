import type { Lang } from "../../../i18n/lang";
import type { ActuatorFigures, ProductItem, Rating, ValveFigures } from "../../../content/schemas";
import { formLocalized, formText, type FormFields } from "../form.server";
import type { ContentWordKey } from "../words";

/**
 * The product editor's form. Inputs are named by their path in the product (`name.ko`,
 * `specifications.2.value.en`, `figures.tempC.max`), so the store's field errors land on them.
 * Lists are one input: features one per line, a figure's values separated by "/". A figure left
 * empty is left out (never guessed); a figure that is not a number is kept as typed, so the
 * store refuses it at its field and the form shows it again.
 */

type Form = FormFields;

/** A number as typed ("1,200" is 1200), undefined when empty, the text when it is no number. */
function figure(form: Form, name: string): number | string | undefined {
  const text = formText(form, name);
  if (!text) return undefined;
  const n = Number(text.replace(/,(?=\d{3}\b)/g, ""));
  return Number.isFinite(n) ? n : text;
}

/** "10/16" as [10, 16]; the text when a part is no number; undefined when empty. */
function figureList(form: Form, name: string): number[] | string | undefined {
  const text = formText(form, name);
  if (!text) return undefined;
  const parts = text.split(/[\s/,]+/).filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : text;
}

const words = (form: Form, name: string) =>
  formText(form, name)
    .split("/")
    .map((part) => part.trim())
    .filter(Boolean);

/** Fields all empty: the optional group (a supply, a range) is left out. */
function group<T extends Record<string, unknown>>(value: T): T | undefined {
  return Object.values(value).every((v) => v === undefined) ? undefined : value;
}

function readRating(form: Form, rating: Rating, i: number): unknown {
  const at = (field: string) => `figures.ratings.${i}.${field}`;
  switch (rating.system) {
    case "PN":
      return { system: "PN", values: figureList(form, at("values")) };
    case "ANSI":
      return {
        system: "ANSI",
        values: figureList(form, at("values")),
        maxBar: figureList(form, at("maxBar")),
      };
    case "bar":
      return {
        system: "bar",
        min: figure(form, at("min")),
        max: figure(form, at("max")),
        psi: figure(form, at("psi")),
      };
    case "bar-at":
      return {
        system: "bar-at",
        points: rating.points.map((_, j) => ({
          bar: figure(form, at(`points.${j}.bar`)),
          atC: figure(form, at(`points.${j}.atC`)),
        })),
      };
    case "PN-by-size":
      return {
        system: "PN-by-size",
        steps: rating.steps.map((_, j) => ({
          pn: figure(form, at(`steps.${j}.pn`)),
          min: formText(form, at(`steps.${j}.min`)) || undefined,
          max: formText(form, at(`steps.${j}.max`)) || undefined,
        })),
      };
  }
}

function readValve(form: Form, current: ValveFigures): unknown {
  const { size } = current;
  return {
    kind: "valve",
    type: current.type,
    size: !size
      ? undefined
      : "dn" in size
        ? {
            dn: {
              min: figure(form, "figures.size.dn.min"),
              max: figure(form, "figures.size.dn.max"),
            },
            only: figureList(form, "figures.size.only"),
          }
        : {
            inch: {
              min: formText(form, "figures.size.inch.min") || undefined,
              max: formText(form, "figures.size.inch.max") || undefined,
            },
          },
    ratings: current.ratings.map((rating, i) => readRating(form, rating, i)),
    tempC: {
      min: figure(form, "figures.tempC.min"),
      max: figure(form, "figures.tempC.max"),
      extendedMax: figure(form, "figures.tempC.extendedMax"),
    },
    sleeve: current.sleeve,
    actuatorSupplyBar: figure(form, "figures.actuatorSupplyBar"),
    maxDifferentialBar: figure(form, "figures.maxDifferentialBar"),
  };
}

function readActuator(form: Form, current: ActuatorFigures): unknown {
  const volts = (phase: string) =>
    group({
      minV: figure(form, `figures.supply.${phase}.minV`),
      maxV: figure(form, `figures.supply.${phase}.maxV`),
      minHz: figure(form, `figures.supply.${phase}.minHz`),
      maxHz: figure(form, `figures.supply.${phase}.maxHz`),
    });
  const flanges = words(form, "figures.flanges");
  return {
    kind: "actuator",
    drive: current.drive,
    maxTorqueNm: figure(form, "figures.maxTorqueNm"),
    series: current.series && {
      name: current.series.name,
      torqueNm: {
        min: figure(form, "figures.series.torqueNm.min"),
        max: figure(form, "figures.series.torqueNm.max"),
      },
      sizes: figure(form, "figures.series.sizes"),
    },
    flanges: flanges.length ? flanges : undefined,
    time90s: figure(form, "figures.time90s"),
    supply: {
      singlePhase: volts("singlePhase"),
      threePhase: volts("threePhase"),
      air: group({
        min: figure(form, "figures.supply.air.min"),
        max: figure(form, "figures.supply.air.max"),
        minPsi: figure(form, "figures.supply.air.minPsi"),
        maxPsi: figure(form, "figures.supply.air.maxPsi"),
      }),
      hydraulic: group({
        min: figure(form, "figures.supply.hydraulic.min"),
        max: figure(form, "figures.supply.hydraulic.max"),
      }),
    },
    tempC: group({
      min: figure(form, "figures.tempC.min"),
      max: figure(form, "figures.tempC.max"),
    }),
  };
}

const lines = (form: Form, name: string) =>
  formText(form, name)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** How many specification rows the form has: `specifications.0.label.ko`, ... without a gap. */
export function specRowCount(has: (name: string) => boolean): number {
  let n = 0;
  while (has(`specifications.${n}.label.ko`)) n += 1;
  return n;
}

/**
 * The product from the editor's form and its current draft (id, code, place, pictures and the
 * kind of figures are the draft's: this editor does not change them). The spreadsheet import
 * reads each row through it too (sheet.server.ts).
 */
export function readProduct(form: Form, current: unknown): ProductItem {
  const item = current as ProductItem;
  const rows = Array.from({ length: specRowCount((name) => form.has(name)) }, (_, i) => i)
    .filter((i) => !form.has(`specifications.${i}.remove`))
    .map((i) => {
      const label = formLocalized(form, `specifications.${i}.label`);
      const figureName = formText(form, `specifications.${i}.figure`);
      return figureName
        ? { label, figure: figureName }
        : { label, value: formLocalized(form, `specifications.${i}.value`) };
    });
  const added = {
    label: formLocalized(form, "specifications.new.label"),
    value: formLocalized(form, "specifications.new.value"),
  };
  if (Object.values({ ...added.label, ...added.value }).some(Boolean)) rows.push(added);
  const value = {
    ...item,
    name: formLocalized(form, "name"),
    description: formLocalized(form, "description"),
    detailDescription: formLocalized(form, "detailDescription"),
    features: { ko: lines(form, "features.ko"), en: lines(form, "features.en") },
    specifications: rows,
    figures:
      item.figures.kind === "valve"
        ? readValve(form, item.figures)
        : readActuator(form, item.figures),
  };
  // Without the fields left empty: an empty figure is absent, as in the repository.
  return JSON.parse(JSON.stringify(value)) as ProductItem;
}

/**
 * The figure fields the editor has for a product, by path: the names `readProduct` reads for
 * it (a valve rated in PN has `figures.ratings.0.values`, one without a size none of
 * `figures.size.*`). Asked of the reader itself, so the two never disagree.
 */
export function figureInputs(current: ProductItem): string[] {
  const read = new Set<string>();
  readProduct({ get: (name) => (read.add(name), null), has: () => false }, current);
  return [...read].filter((name) => name.startsWith("figures."));
}

/** The word for a refused figure, by zod's message: a standard series, a range, a number. */
export function explainFigure(path: string, message: string): ContentWordKey | undefined {
  if (!path.startsWith("figures")) return undefined;
  if (/standard|invalid option|expected one of/i.test(message)) return "field_standard";
  if (/min must not exceed max|below the maximum/.test(message)) return "field_minMax";
  if (/expected number/i.test(message)) return "field_number";
  return undefined;
}

/** The form a product's editor posts when nothing is typed: its draft's fields, as inputs. */
export function productForm(item: ProductItem): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(productFields(item))) {
    // Only what the editor has inputs for (id, code, pictures and the kinds are the draft's).
    if (/^(name|description|detailDescription|features|specifications|figures)\./.test(name))
      form.set(name, value);
  }
  return form;
}

/** A saved product as the form's fields (lists joined as they are typed). */
export function productFields(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (here: unknown, path: string) => {
    if (here === null || here === undefined) return;
    if (Array.isArray(here) && here.every((v) => typeof v !== "object")) {
      out[path] = here.join(path.startsWith("features.") ? "\n" : "/");
    } else if (typeof here === "object") {
      for (const [key, inner] of Object.entries(here)) walk(inner, path ? `${path}.${key}` : key);
    } else out[path] = String(here);
  };
  walk(value, "");
  return out;
}

export type Missing = Record<Lang, string[]>;

/**
 * The texts a product lacks in each language, by field path: what stops a publish and what
 * staff work on next (completeness as PIM systems show it).
 */
export function missingTexts(value: ProductItem): Missing {
  const missing: Missing = { ko: [], en: [] };
  const check = (path: string, text: { ko?: string; en?: string } | undefined) => {
    for (const lang of ["ko", "en"] as const) {
      if (!text?.[lang]?.trim()) missing[lang].push(`${path}.${lang}`);
    }
  };
  check("name", value.name);
  check("description", value.description);
  check("detailDescription", value.detailDescription);
  for (const lang of ["ko", "en"] as const) {
    if (!value.features?.[lang]?.length) missing[lang].push(`features.${lang}`);
  }
  value.specifications.forEach((row, i) => {
    check(`specifications.${i}.label`, row.label);
    if (row.figure === undefined) check(`specifications.${i}.value`, row.value);
  });
  return missing;
}
