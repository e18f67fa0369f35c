import type { Lang } from "../../../i18n/lang";
import { FIGURE_LABELS, isFigureKey } from "../../../content/catalog/figure-rows";
import { drawingChoices, drawingName } from "../../../content/catalog/images";
import { gridSubcategories } from "../../../content/catalog/seed.server";
import type { ActuatorFigures, ProductItem, ValveFigures } from "../../../content/schemas";
import { CODE_MESSAGES, SLEEVE_MESSAGE } from "../../../../server/content/store";
import { formLocalized, formText, type FormFields } from "../form.server";
import type { ContentWordKey } from "../words";

/**
 * The product editor's form. Inputs are named by their path in the product (`code`, `name.ko`,
 * `specifications.2.value.en`, `figures.tempC.max`, `figures.ratings.0.values`), so the store's
 * field errors land on them. Lists are one input: features one per line, a figure's values
 * separated by "/". A figure left empty is left out (never guessed); a figure that is not a
 * number is kept as typed, so the store refuses it at its field and the form shows it again.
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

/**
 * A pressure rating's fields (`figures.ratings.{i}.*`, its system in a hidden field), or
 * undefined when all are empty: an empty slot adds nothing, an emptied rating is removed.
 */
function readRating(form: Form, i: number): unknown {
  const at = (field: string) => `figures.ratings.${i}.${field}`;
  const count = (field: string) => {
    let n = 0;
    while (form.has(at(`${field}.${n}.${field === "points" ? "bar" : "pn"}`))) n += 1;
    return Array.from({ length: n }, (_, j) => j);
  };
  const rating = (system: string, fields: Record<string, unknown>) =>
    group(fields) && { system, ...fields };
  switch (formText(form, at("system"))) {
    case "PN":
      return rating("PN", { values: figureList(form, at("values")) });
    case "ANSI":
      return rating("ANSI", {
        values: figureList(form, at("values")),
        maxBar: figureList(form, at("maxBar")),
      });
    case "bar":
      return rating("bar", {
        min: figure(form, at("min")),
        max: figure(form, at("max")),
        psi: figure(form, at("psi")),
      });
    case "bar-at": {
      const points = count("points").flatMap((j) => {
        const point = group({
          bar: figure(form, at(`points.${j}.bar`)),
          atC: figure(form, at(`points.${j}.atC`)),
        });
        return point ? [point] : [];
      });
      return points.length ? { system: "bar-at", points } : undefined;
    }
    case "PN-by-size": {
      const steps = count("steps").flatMap((j) => {
        const step = group({
          pn: figure(form, at(`steps.${j}.pn`)),
          min: formText(form, at(`steps.${j}.min`)) || undefined,
          max: formText(form, at(`steps.${j}.max`)) || undefined,
        });
        return step ? [step] : [];
      });
      return steps.length ? { system: "PN-by-size", steps } : undefined;
    }
    default:
      return undefined;
  }
}

/** Every rating slot of the form, in order: the product's ratings, then one empty per system. */
function readRatings(form: Form): unknown[] {
  const ratings: unknown[] = [];
  for (let i = 0; form.has(`figures.ratings.${i}.system`); i += 1) {
    const rating = readRating(form, i);
    if (rating) ratings.push(rating);
  }
  return ratings;
}

/** A valve's figures: every figure of a valve, each left out when empty (never guessed). */
function readValve(form: Form, current: ValveFigures): unknown {
  const dn = group({
    min: figure(form, "figures.size.dn.min"),
    max: figure(form, "figures.size.dn.max"),
  });
  const only = figureList(form, "figures.size.only");
  const inch = group({
    min: formText(form, "figures.size.inch.min") || undefined,
    max: formText(form, "figures.size.inch.max") || undefined,
  });
  // DN or inches: both typed is refused at `figures.size`, as typed.
  const size =
    dn || only !== undefined || inch
      ? { ...(dn || only !== undefined ? { dn: dn ?? {}, only } : {}), ...(inch && { inch }) }
      : undefined;
  return {
    kind: "valve",
    type: current.type,
    size,
    ratings: readRatings(form),
    // Always there: a valve states its maximum temperature, so an empty one is asked for there.
    tempC: {
      min: figure(form, "figures.tempC.min"),
      max: figure(form, "figures.tempC.max"),
      extendedMax: figure(form, "figures.tempC.extendedMax"),
    },
    sleeve: formText(form, "figures.sleeve") === "true" || undefined,
    actuatorSupplyBar: figure(form, "figures.actuatorSupplyBar"),
    maxDifferentialBar: figure(form, "figures.maxDifferentialBar"),
  };
}

/** An actuator's figures: every figure of an actuator, each left out when empty. */
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
    series: group({
      name: formText(form, "figures.series.name") || undefined,
      torqueNm: group({
        min: figure(form, "figures.series.torqueNm.min"),
        max: figure(form, "figures.series.torqueNm.max"),
      }),
      sizes: figure(form, "figures.series.sizes"),
    }),
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

/** The specification rows: those kept, then the new one if filled in (a text or a figure's). */
function readRows(form: Form) {
  const rows: ProductItem["specifications"] = Array.from(
    { length: specRowCount((name) => form.has(name)) },
    (_, i) => i,
  )
    .filter((i) => !form.has(`specifications.${i}.remove`))
    .map((i) => {
      const label = formLocalized(form, `specifications.${i}.label`);
      const figureName = formText(form, `specifications.${i}.figure`);
      return figureName
        ? { label, figure: figureName }
        : { label, value: formLocalized(form, `specifications.${i}.value`) };
    });
  const label = formLocalized(form, "specifications.new.label");
  const value = formLocalized(form, "specifications.new.value");
  const figureKey = formText(form, "specifications.new.figure");
  if (figureKey) {
    // A row made from a figure: the figure's own label unless another is typed.
    const typed = label.ko || label.en;
    rows.push({
      label: typed || !isFigureKey(figureKey) ? label : FIGURE_LABELS[figureKey],
      figure: figureKey,
    });
  } else if (Object.values({ ...label, ...value }).some(Boolean)) rows.push({ label, value });
  return rows;
}

/** The drawings: the main one by name; the details kept in their order, the newly ticked after. */
function readDrawings(form: Form, item: ProductItem) {
  const name = formText(form, "image");
  const image = !form.has("image")
    ? item.image
    : // An unknown name is kept as typed, so the store refuses it at its field.
      (drawingChoices.get(name) ?? (name as unknown as ProductItem["image"]));
  if (!form.has("detailImages")) return { image, detailImages: item.detailImages };
  const ticked = [...drawingChoices.keys()].filter(
    (key) => formText(form, `detailImages.${key}`) === "on",
  );
  const kept = item.detailImages.map(drawingName).filter((key) => ticked.includes(key));
  const added = ticked.filter((key) => !kept.includes(key));
  return { image, detailImages: [...kept, ...added].map((key) => drawingChoices.get(key)!) };
}

/**
 * The product from the editor's form and its current draft: its code, subcategory (the group
 * follows), place, drawings, texts, rows and figures. The id and the kind of figures are the
 * draft's; a field the form does not have is the draft's. The spreadsheet import reads each row
 * through it too (sheet.server.ts).
 */
export function readProduct(form: Form, current: unknown): ProductItem {
  const item = current as ProductItem;
  const subcategory = form.has("subcategory") ? formText(form, "subcategory") : item.subcategory;
  const category =
    gridSubcategories().find((g) => g.subcategory === subcategory)?.category ??
    (subcategory === item.subcategory ? item.category : "");
  const value = {
    ...item,
    code: form.has("code") ? formText(form, "code") : item.code,
    category,
    subcategory,
    place: form.has("place") ? figure(form, "place") : item.place,
    ...readDrawings(form, item),
    name: formLocalized(form, "name"),
    description: formLocalized(form, "description"),
    detailDescription: formLocalized(form, "detailDescription"),
    features: { ko: lines(form, "features.ko"), en: lines(form, "features.en") },
    specifications: readRows(form),
    figures:
      item.figures.kind === "valve"
        ? readValve(form, item.figures)
        : readActuator(form, item.figures),
  };
  // Without the fields left empty: an empty figure is absent, as in the repository.
  return JSON.parse(JSON.stringify(value)) as ProductItem;
}

/**
 * A saved product as the form's fields (lists joined as they are typed): drawings by name
 * (`image`, a ticked `detailImages.{name}`), every other field at its path.
 */
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
  const { image, detailImages, ...rest } = (value ?? {}) as Partial<ProductItem>;
  walk(rest, "");
  if (image) out.image = drawingName(image);
  for (const detail of detailImages ?? []) out[`detailImages.${drawingName(detail)}`] = "on";
  return out;
}

/**
 * The figure fields the editor has for a product, by path: the names `readProduct` reads for it
 * from a form of the product's own fields (a valve rated in PN has `figures.ratings.0.values`).
 * Asked of the reader itself, so the two never disagree.
 */
export function figureInputs(current: ProductItem): string[] {
  const fields = productFields(current);
  const read = new Set<string>();
  const form = {
    get: (name: string) => (read.add(name), fields[name] ?? null),
    has: (name: string) => name in fields,
  };
  readProduct(form, current);
  // Not figures with a unit: a rating's system (the kind of its values), a series' name and the
  // pinch valve's sleeve mark, which a row keeps as its draft has them.
  const notFigures = /\.system$|^figures\.(series\.name|sleeve)$/;
  return [...read].filter((name) => name.startsWith("figures.") && !notFigures.test(name));
}

/** The form a product's editor posts when nothing is typed: its draft's fields, as inputs. */
export function productForm(item: ProductItem): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(productFields(item))) form.set(name, value);
  return form;
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

/** The word for a refused field, by the store's message: a code, a figure's standard, a range. */
export function explainProductField(path: string, message: string): ContentWordKey | undefined {
  if (path === "code") {
    if (message === CODE_MESSAGES.taken) return "field_codeTaken";
    if (message === CODE_MESSAGES.reserved) return "field_codeReserved";
    if (message === CODE_MESSAGES.format || /pattern|match/i.test(message))
      return "field_codeFormat";
    return undefined;
  }
  if (path === "subcategory" || path === "category") return "field_subcategory";
  if (path === "image" || path.startsWith("detailImages")) return "field_drawing";
  if (!path.startsWith("figures")) return undefined;
  if (path === "figures.size") return "field_sizeOne";
  if (message.startsWith(SLEEVE_MESSAGE)) return "field_sleeve";
  if (/a supply is needed/.test(message)) return "field_required";
  if (/one maximum pressure per class/.test(message)) return "field_maxBarCount";
  if (/outside the range/.test(message)) return "field_onlyRange";
  if (/standard|invalid option|expected one of/i.test(message)) return "field_standard";
  if (/min must not exceed max|below the maximum/.test(message)) return "field_minMax";
  if (/expected number/i.test(message)) return "field_number";
  return undefined;
}
