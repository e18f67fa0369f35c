import type { Lang } from "../../../i18n/lang";
import { z } from "zod";
import {
  KEPT_EMPTY,
  kindFields,
  RATING_FIELDS,
  type FigureField,
  type FigureInput,
  type FigureKind,
} from "../../../content/catalog/figure-registry";
import { figureLabel, isFigureKey } from "../../../content/catalog/figure-rows";
import { drawingChoices, drawingName } from "../../../content/catalog/images";
import { gridSubcategories } from "../../../content/catalog/seed.server";
import type { ProductFigures, ProductItem } from "../../../content/schemas";
import { CODE_MESSAGES, SLEEVE_MESSAGE } from "../../../../server/content/store";
import { oneLineLabel } from "../../../../server/platform/text";
import { formLocalized, formLocalizedLine, formText, type FormFields } from "../form.server";
import type { ContentWordKey } from "../words";

/**
 * The product editor's form. Inputs are named by their path in the product (`code`, `name.ko`,
 * `specifications.2.value.en`, `figures.tempC.max`, `figures.ratings.0.values`), so the store's
 * field errors land on them. Lists are one input: features one per line, a figure's values
 * separated by "/". A figure left empty is left out (never guessed); a figure that is not a
 * number is kept as typed, so the store refuses it at its field and the form shows it again.
 */

type Form = FormFields;

/** A number as typed ("1,200" is 1200), or the text when it is no number. */
const numberOrText = (text: string): number | string => {
  const n = Number(text.replace(/,(?=\d{3}\b)/g, ""));
  return Number.isFinite(n) ? n : text;
};

/**
 * How a field's text becomes its value, by its input kind in the figure registry: zod
 * coercions of the form's entries. Empty is undefined (left out, never guessed); a number or
 * list that is no number stays the text, so the store refuses it at its field.
 */
const optional = (read: (text: string) => unknown) =>
  z.string().transform((text) => (text ? read(text) : undefined));
const READERS: Record<FigureInput, z.ZodType<unknown, string>> = {
  decimal: optional(numberOrText),
  whole: optional(numberOrText),
  list: optional((text) => {
    const numbers = text
      .split(/[\s/,]+/)
      .filter(Boolean)
      .map(Number);
    return numbers.every(Number.isFinite) ? numbers : text;
  }),
  size: optional((text) => text),
  text: optional((text) => text),
  flanges: optional((text) => {
    const parts = text
      .split("/")
      .map((part) => part.trim())
      .filter(Boolean);
    return parts.length ? parts : undefined;
  }),
  flag: z.string().transform((text) => text === "true" || undefined),
};

/** The form's names of a kind's fields, each with its field: ratings slot by slot. */
function formFields(form: Form, kind: FigureKind): [string, FigureField][] {
  return kindFields(kind).flatMap((field): [string, FigureField][] => {
    if (!field.path.startsWith("ratings.#.")) return [[`figures.${field.path}`, field]];
    if (field !== RATING_FIELDS[0]) return [];
    const out: [string, FigureField][] = [];
    for (let i = 0; form.has(`figures.ratings.${i}.system`); i += 1) {
      const system = formText(form, `figures.ratings.${i}.system`);
      for (const own of RATING_FIELDS.filter((f) => f.system === system)) {
        const [list, leaf] = own.path.replace("ratings.#.", "").split(".#.");
        if (leaf === undefined) {
          out.push([`figures.ratings.${i}.${list}`, own]);
          continue;
        }
        // A list of points or steps: as many as the form has of its first field.
        const first = RATING_FIELDS.find((f) => f.path.startsWith(`ratings.#.${list}.#.`))!;
        const firstLeaf = first.path.split(".#.").pop()!;
        for (let j = 0; form.has(`figures.ratings.${i}.${list}.${j}.${firstLeaf}`); j += 1) {
          out.push([`figures.ratings.${i}.${list}.${j}.${leaf}`, own]);
        }
      }
    }
    return out;
  });
}

/** Drops what is empty: undefined values, objects and lists left with nothing. */
function pruned(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(pruned).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, pruned(inner)] as const)
      .filter(([, inner]) => inner !== undefined);
    // A rating whose fields are all empty: only its system is left, so it goes.
    if (entries.length === 0 || (entries.length === 1 && entries[0]![0] === "system"))
      return undefined;
    return Object.fromEntries(entries);
  }
  return value;
}

/** Sets `value` at a dotted path, numbers as list places. */
function setAt(root: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let here: Record<string, unknown> = root;
  keys.slice(0, -1).forEach((key, k) => {
    const next = keys[k + 1]!;
    here[key] ??= /^\d+$/.test(next) ? [] : {};
    here = here[key] as Record<string, unknown>;
  });
  here[keys.at(-1)!] = value;
}

/**
 * A product's figures from the form: each field of its kind read by the registry's schema
 * (zod coercion of the entries), set at its path, the empty left out. The kind and its type or
 * drive are the draft's.
 */
function readFigures(form: Form, current: ProductFigures): unknown {
  const fields = formFields(form, current.kind);
  const schema = z.object(Object.fromEntries(fields.map(([name, f]) => [name, READERS[f.input]])));
  const read = schema.parse(
    Object.fromEntries(fields.map(([name]) => [name, formText(form, name)])),
  );
  const figures: Record<string, unknown> = {};
  for (let i = 0; form.has(`figures.ratings.${i}.system`); i += 1) {
    setAt(figures, `ratings.${i}`, { system: formText(form, `figures.ratings.${i}.system`) });
  }
  for (const [name, value] of Object.entries(read)) setAt(figures, name.slice(8), value);
  // In the registry's order; what is empty left out, unless the kind always has it.
  const out: Record<string, unknown> = {};
  for (const key of new Set(kindFields(current.kind).map((f) => f.path.split(".")[0]!))) {
    const value = pruned(figures[key]);
    if (value !== undefined) out[key] = value;
    else if (KEPT_EMPTY[current.kind].includes(key)) out[key] = key === "ratings" ? [] : {};
  }
  // Sizes made without their DN range: the range is asked for at its own fields.
  const size = out.size as { dn?: object; only?: unknown } | undefined;
  if (size?.only !== undefined && !size.dn) out.size = { dn: {}, ...size };
  const variant = current.kind === "valve" ? { type: current.type } : { drive: current.drive };
  return { kind: current.kind, ...variant, ...out };
}

/** A list typed one item a line (features), each item a label of its own. */
const lines = (form: Form, name: string) =>
  formText(form, name).split(/\r?\n/).map(oneLineLabel).filter(Boolean);

/** How many specification rows the form has: `specifications.0.label.ko`, ... without a gap. */
export function specRowCount(has: (name: string) => boolean): number {
  let n = 0;
  while (has(`specifications.${n}.label.ko`)) n += 1;
  return n;
}

/** The specification rows: those kept, then the new one if filled in (a text or a figure's). */
function readRows(form: Form, figures: ProductFigures) {
  const rows: ProductItem["specifications"] = Array.from(
    { length: specRowCount((name) => form.has(name)) },
    (_, i) => i,
  )
    .filter((i) => !form.has(`specifications.${i}.remove`))
    .map((i) => {
      const label = formLocalizedLine(form, `specifications.${i}.label`);
      const figureName = formText(form, `specifications.${i}.figure`);
      return figureName
        ? { label, figure: figureName }
        : { label, value: formLocalizedLine(form, `specifications.${i}.value`) };
    });
  const label = formLocalizedLine(form, "specifications.new.label");
  const value = formLocalizedLine(form, "specifications.new.value");
  const figureKey = formText(form, "specifications.new.figure");
  if (figureKey) {
    // A row made from a figure: the figure's own label unless another is typed.
    const typed = label.ko || label.en;
    rows.push({
      label: typed || !isFigureKey(figureKey) ? label : figureLabel(figureKey, figures),
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
    place: form.has("place") ? READERS.decimal.parse(formText(form, "place")) : item.place,
    ...readDrawings(form, item),
    // Names and rows are labels, copied into buyers' requests and mail subjects: one line.
    name: formLocalizedLine(form, "name"),
    description: formLocalized(form, "description"),
    detailDescription: formLocalized(form, "detailDescription"),
    features: { ko: lines(form, "features.ko"), en: lines(form, "features.en") },
    specifications: readRows(form, item.figures),
    figures: readFigures(form, item.figures),
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
