import { categories } from "../../../content/catalog/categories";
import { PRODUCT_TEXT_LIMITS, type ProductItem } from "../../../content/schemas";
import type { Lang } from "../../../i18n/lang";
import { isMissing } from "../item-action.server";
import { contentWord, type ContentWordKey } from "../words";
import {
  explainProductField,
  figureInputs,
  productFields,
  productForm,
  readProduct,
} from "./form.server";
import {
  END_WORDS,
  fieldName as figureFieldName,
  figureField,
} from "../../../content/catalog/figure-registry";
import { figureSpec, UNITS, type FigureSpec, type Unit, type UnitKey } from "./figure-specs";
import { sheetWord, type SheetWordKey } from "./sheet-words";
import { catalogueWord, productFieldLabel, type CatalogueWordKey } from "./words";

/**
 * The catalogue as a spreadsheet (엑셀 일괄 등록), without the file format (xlsx.server.ts writes
 * and reads the file): which columns the sheet has, a product as a row, and a row read back and
 * checked. A column is named by the editor's field path (`name.en`, `figures.tempC.max`), kept
 * in the sheet's hidden first row; a row is read through the editor's own form reader
 * (`readProduct`), so the sheet and the editor cannot read a field differently.
 */

/** The product's field a column holds: `figures.ratings.0.values@PN` is its rating's values. */
const fieldOf = (key: string) => key.replace(/@\w+$/, "");

export type ColumnType =
  "code" | "category" | "subcategory" | "text" | "lines" | "spec" | "figure" | "version";

export interface Column {
  /** The hidden first row's name: the field's path in the editor. */
  key: string;
  type: ColumnType;
  /** What staff read in the header row, in the sheet's language, with the unit. */
  header: string;
  /** A figure's unit and form. */
  figure?: FigureSpec & { unit?: UnitKey };
  /** The longest text, for a text column. */
  max?: number;
}

/** Specification rows (with a text value) a sheet has room for beyond the longest product's. */
const SPARE_ROWS = 2;
/** A sheet's rows at most (the catalogue has 39 products). */
export const MAX_ROWS = 1000;

const TEXTS: { key: string; word: CatalogueWordKey; type: ColumnType; max: number }[] = [
  { key: "name", word: "productName", type: "text", max: PRODUCT_TEXT_LIMITS.name },
  { key: "description", word: "description", type: "text", max: PRODUCT_TEXT_LIMITS.description },
  {
    key: "detailDescription",
    word: "detailDescription",
    type: "text",
    max: PRODUCT_TEXT_LIMITS.detailDescription,
  },
  { key: "features", word: "features", type: "lines", max: PRODUCT_TEXT_LIMITS.feature },
];

const language = (lang: Lang, side: "ko" | "en") =>
  contentWord(lang, side === "ko" ? "korean" : "english");

/** A figure column's header: the registry's name for the field, with its unit. */
function figureHeader(lang: Lang, key: string, spec: FigureSpec | undefined): string {
  const cw = (word: CatalogueWordKey, vars?: Record<string, number>) =>
    catalogueWord(lang, word, vars);
  const inner = fieldOf(key).replace(/^figures\./, "");
  const field = figureField(key);
  const name = field ? figureFieldName(field, lang) : inner;
  const rating = /^ratings\.(\d+)\.(?:(points|steps)\.(\d+)\.)?(\w+)$/.exec(inner);
  const label = rating
    ? [
        cw("rating", { n: Number(rating[1]) + 1 }),
        rating[2] && cw(rating[2] === "points" ? "point" : "step", { n: Number(rating[3]) + 1 }),
        name,
      ]
        .filter(Boolean)
        .join(" · ")
    : field?.end
      ? `${name} · ${END_WORDS[field.end][lang]}`
      : name;
  // The unit in brackets, unless the label names it already ("PN 등급", "호칭 구경 (인치)").
  const unit = spec?.unit && UNITS[spec.unit].symbol;
  return unit && !label.includes(unit) && !label.includes("(") ? `${label} (${unit})` : label;
}

/** What a column is, from its hidden name; undefined for a name the catalogue does not have. */
function columnOf(key: string, lang: Lang): Column | undefined {
  const sw = (word: SheetWordKey, vars?: Record<string, string | number>) =>
    sheetWord(lang, word, vars);
  if (key === "code") return { key, type: "code", header: sw("headerCode") };
  if (key === "version") return { key, type: "version", header: sw("headerVersion") };
  if (key === "category") return { key, type: "category", header: sw("headerCategory") };
  if (key === "subcategory") return { key, type: "subcategory", header: sw("headerSubcategory") };
  const text = /^(\w+)\.(ko|en)$/.exec(key);
  const known = text && TEXTS.find((t) => t.key === text[1]);
  if (known) {
    const side = text[2] as "ko" | "en";
    return {
      key,
      type: known.type,
      header: `${catalogueWord(lang, known.word)} (${language(lang, side)})`,
      max: known.max,
    };
  }
  const spec = /^specifications\.text\.(\d+)\.(label|value)\.(ko|en)$/.exec(key);
  if (spec && Number(spec[1]) < PRODUCT_TEXT_LIMITS.rows) {
    const [, k, part, side] = spec;
    const what = catalogueWord(lang, part === "label" ? "specLabel" : "specValue");
    return {
      key,
      type: "spec",
      header: `${sw("specPair", { n: Number(k) + 1 })} · ${what} (${language(lang, side as "ko" | "en")})`,
      max: part === "label" ? PRODUCT_TEXT_LIMITS.label : PRODUCT_TEXT_LIMITS.value,
    };
  }
  const figure = key.startsWith("figures.") ? figureSpec(key) : undefined;
  if (figure) return { key, type: "figure", header: figureHeader(lang, key, figure), figure };
  return undefined;
}

/** A product's figure columns: the editor's figure inputs, a rating's values by its system. */
function figureKeys(item: ProductItem): string[] {
  return figureInputs(item).map((path) => {
    const rating = /^figures\.ratings\.(\d+)\.values$/.exec(path);
    if (!rating || item.figures.kind !== "valve") return path;
    return `${path}@${item.figures.ratings[Number(rating[1])]!.system}`;
  });
}

const textRows = (item: ProductItem) => item.specifications.filter((row) => !row.figure);

/**
 * The sheet's columns for these products: code, texts, category, the specification rows with a
 * text value as numbered pairs (with room for more), every figure any of them has, and the
 * version each row was downloaded at (hidden, for the conflict check).
 */
export function sheetColumns(products: ProductItem[], lang: Lang): Column[] {
  const pairs = Math.min(
    PRODUCT_TEXT_LIMITS.rows,
    Math.max(0, ...products.map((item) => textRows(item).length)) + SPARE_ROWS,
  );
  const keys = [
    "code",
    "name.ko",
    "name.en",
    "category",
    "subcategory",
    ...TEXTS.slice(1).flatMap(({ key }) => [`${key}.ko`, `${key}.en`]),
    ...Array.from({ length: pairs }, (_, k) =>
      ["label.ko", "label.en", "value.ko", "value.en"].map(
        (part) => `specifications.text.${k}.${part}`,
      ),
    ).flat(),
    ...new Set(products.flatMap(figureKeys)),
    "version",
  ];
  // A field the registry types as no figure (a name, a tick) is left out, kept as the draft has it.
  return keys.flatMap((key) => columnOf(key, lang) ?? []);
}

/** A cell as the sheet gives it: a number where the figure is one, else a text. */
export type Cell = string | number | null;

/** The text form of each of a product's columns, and which figures it has (the others grey). */
export function productRow(
  item: ProductItem,
  columns: Column[],
  version: number,
): { cells: Cell[]; applies: boolean[] } {
  const fields = productFields(item);
  const own = new Set(figureKeys(item));
  const rows = textRows(item);
  const cells = columns.map((column): Cell => {
    const { key, type } = column;
    if (type === "version") return version;
    if (type === "spec") {
      const [, k, part, side] = /^specifications\.text\.(\d+)\.(label|value)\.(ko|en)$/.exec(key)!;
      return rows[Number(k)]?.[part as "label" | "value"]?.[side as "ko" | "en"] ?? null;
    }
    if (type === "figure") {
      if (!own.has(key)) return null;
      const text = fields[fieldOf(key)];
      if (text === undefined) return null;
      const single = column.figure!.value === "decimal" || column.figure!.value === "whole";
      return single ? Number(text) : text;
    }
    return fields[key] ?? null;
  });
  return { cells, applies: columns.map((c) => c.type !== "figure" || own.has(c.key)) };
}

/** A sheet as read from the file: the hidden names, the headers, and the rows from the third. */
export interface SheetGrid {
  keys: (string | undefined)[];
  headers: string[];
  /** Excel's row number and the values of its cells, by column. */
  rows: { row: number; cells: unknown[] }[];
}

/** What is wrong, where: a row and a column (0-based) as Excel numbers them, when it is one. */
export interface SheetProblem {
  row?: number;
  column?: number;
  message: string;
}

/** A product whose row changes its draft: the new draft and each changed column's texts. */
export interface SheetChange {
  id: string;
  code: string;
  row: number;
  /** The draft's version the change is saved over (the conflict check). */
  version: number;
  value: ProductItem;
  fields: { key: string; before: string; after: string }[];
}

/** The catalogue as the check needs it (server/content/store.ts behind it). */
export interface CatalogueState {
  /** Every product: its id, its current version and draft. */
  products: { id: string; version: number; draft: ProductItem; by?: string; at?: string }[];
  /** The draft a product had at a version (a row's download), undefined if none. */
  valueAt: (id: string, version: number) => ProductItem | undefined;
  /** The store's check: messages by field path, or undefined. `draft` allows empty fields. */
  validate: (id: string, value: ProductItem, draft: boolean) => Record<string, string> | undefined;
  /** How a time is shown ("2026-11-23 14:05"). */
  when: (iso: string) => string;
}

/** Excel's name of a column: 0 is A, 26 is AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** Why a cell is refused, in words of the sheet, of the editors, or of a field named first. */
type Reason =
  | { word: SheetWordKey; vars?: Record<string, string | number> }
  | { content: ContentWordKey }
  | { catalogue: CatalogueWordKey }
  | { field: string; reason: Reason };

/** A cell's value as text, for a message. */
const shown = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/** A text cell's text, or why it is not one (a date, a formula's error, TRUE). */
function cellText(value: unknown): { text: string } | { reason: Reason } {
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "string") return { text: value.trim() };
  if (typeof value === "number") return { text: String(value) };
  return { reason: { word: "notText", vars: { value: shown(value) } } };
}

const NUMBER = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/**
 * One number with its unit, if any, before or after it ("240", "240 °C", "1,200", "DN 150",
 * "Class 300", "150#"): the number, or why not (another unit, not a number).
 */
function readNumber(part: string, unit: Unit | undefined): { value: number } | { reason: Reason } {
  const match = /^([^\d+\-.]*?)\s*([+-]?[\d.,]+)\s*(.*?)$/.exec(part);
  const notNumber = { reason: { word: "notNumber", vars: { value: part } } as Reason };
  if (!match) return notNumber;
  const [, before, digits, after] = match;
  if (!NUMBER.test(digits!) || !/\d/.test(digits!)) return notNumber;
  const given = [before, after].filter(Boolean);
  // Two numbers ("200-300", a range) or words on both sides are no one number.
  if (given.length > 1 || given.some((text) => /\d/.test(text!))) return notNumber;
  if (given.length === 1) {
    const spelling = given[0]!.toLowerCase().replace(/[\s.]/g, "");
    if (!unit?.spellings.includes(spelling)) {
      return {
        reason: {
          word: "wrongUnit",
          vars: { unit: unit?.symbol ?? "-", value: part },
        },
      };
    }
  }
  return { value: Number(digits!.replace(/,/g, "")) };
}

/**
 * A figure's cell as the editor's input would hold it ("240", "10/16", "1-1/4"), or why it
 * cannot be: a unit other than the column's, no number, a date Excel made of "1/2". Standard
 * series and ranges are the store's to check, as for the editor.
 */
export function readFigureCell(
  value: unknown,
  spec: FigureSpec,
): { text: string } | { reason: Reason } {
  const unit = spec.unit && UNITS[spec.unit];
  if (value === null || value === undefined) return { text: "" };
  if (typeof value === "number") return { text: String(value) };
  if (value instanceof Date) {
    return {
      reason: { word: "date", vars: { example: spec.value === "size" ? "'1/2" : "'10/16" } },
    };
  }
  if (typeof value !== "string")
    return { reason: { word: "notNumber", vars: { value: shown(value) } } };
  // Full-width digits and "℃" as their plain forms; a typographic minus as "-".
  const text = value
    .normalize("NFKC")
    .replace(/\u2212/g, "-")
    .trim();
  if (!text) return { text: "" };
  if (spec.value === "flanges") {
    return {
      text: text
        .split(/[/,\s]+/)
        .filter(Boolean)
        .map((flange) => flange.toUpperCase())
        .join("/"),
    };
  }
  if (spec.value === "size") {
    // "1-1/4", "1 1/4", '2"', "2 in": the size's name, its unit gone.
    const match = /^(\d+(?:[-\s]\d+\/\d+|\/\d+)?)\s*(.*)$/.exec(text);
    if (!match) return { reason: { word: "notNumber", vars: { value: text } } };
    const [, size, rest] = match;
    const spelling = rest!.toLowerCase().replace(/[\s.]/g, "");
    if (spelling && !unit!.spellings.includes(spelling)) {
      return { reason: { word: "wrongUnit", vars: { unit: unit!.symbol, value: text } } };
    }
    return { text: size!.replace(/\s+/, "-") };
  }
  if (spec.value === "list") {
    // A unit may come once for the list ("PN 10/16") or with each value ("PN10/PN16").
    const lead = /^([^\d+\-.\s/]+)\s*(?=\d)/.exec(text)?.[1];
    const spelling = lead?.toLowerCase().replace(/[\s.]/g, "");
    const shared = lead && unit?.spellings.includes(spelling!) ? lead : undefined;
    const parts = (shared ? text.slice(shared.length) : text).split("/").map((p) => p.trim());
    const numbers: number[] = [];
    for (const part of parts) {
      const read = readNumber(part, unit);
      if ("reason" in read) return read;
      numbers.push(read.value);
    }
    return { text: numbers.join("/") };
  }
  const read = readNumber(text, unit);
  return "reason" in read ? read : { text: String(read.value) };
}

/** A problem's words from the store's message at a field (a standard, a range, a length). */
function storeReason(path: string, message: string): Reason {
  const explained = explainProductField(path, message);
  if (explained) return { content: explained };
  const big = /too big: expected (string|array) to have <=(\d+)/i.exec(message);
  if (big) return { word: big[1] === "string" ? "tooLong" : "tooMany", vars: { max: big[2]! } };
  if (/same number of items/.test(message)) return { catalogue: "featuresHint" };
  return { content: isMissing(message) ? "field_required" : "field_other" };
}

/**
 * A row's product: the draft it was downloaded over with the row's cells in the editor's form,
 * read by the editor's reader. Problems are by column; `rows` gives each of the value's
 * specification rows its sheet pair (undefined: a row made from figures, not in the sheet).
 */
function readRow(
  cells: Map<string, unknown>,
  base: ProductItem,
  columns: Map<string, Column>,
): {
  value: ProductItem;
  problems: { key: string; reason: Reason }[];
  pairs: (number | undefined)[];
} {
  const form = productForm(base);
  const problems: { key: string; reason: Reason }[] = [];
  const own = new Set(figureKeys(base));
  const texts = new Map<string, string>();
  for (const [key, raw] of cells) {
    const column = columns.get(key)!;
    if (column.type === "figure") {
      const read = readFigureCell(raw, column.figure!);
      if ("reason" in read) problems.push({ key, reason: read.reason });
      else if (!own.has(key)) {
        if (read.text) problems.push({ key, reason: { word: "notApplicable" } });
      } else form.set(fieldOf(key), read.text);
      continue;
    }
    if (column.type === "version" || column.type === "code") continue;
    const read = cellText(raw);
    if ("reason" in read) problems.push({ key, reason: read.reason });
    else texts.set(key, read.text);
  }
  for (const [key, text] of texts) {
    if (/^(name|description|detailDescription|features)\./.test(key)) form.set(key, text);
  }
  // The sheet's pairs are the rows with a text value, in order; more pairs are rows added.
  const textIndex = base.specifications.flatMap((row, i) => (row.figure ? [] : [i]));
  const pairs = new Map<number, number>();
  let next = base.specifications.length;
  const pairCount = Math.max(
    textIndex.length,
    ...[...cells.keys()].map(
      (key) => Number(/^specifications\.text\.(\d+)\./.exec(key)?.[1] ?? -1) + 1,
    ),
  );
  for (let k = 0; k < pairCount; k++) {
    const parts = ["label.ko", "label.en", "value.ko", "value.en"] as const;
    const given = parts.filter((part) => cells.has(`specifications.text.${k}.${part}`));
    const text = (part: string) => texts.get(`specifications.text.${k}.${part}`) ?? "";
    const existing = textIndex[k];
    if (existing !== undefined) {
      for (const part of given) form.set(`specifications.${existing}.${part}`, text(part));
      const left = parts.map((part) => form.get(`specifications.${existing}.${part}`));
      if (left.every((v) => !v || String(v).trim() === "")) {
        form.set(`specifications.${existing}.remove`, "1");
      }
      pairs.set(existing, k);
    } else if (given.some((part) => text(part))) {
      for (const part of parts) form.set(`specifications.${next}.${part}`, text(part));
      pairs.set(next, k);
      next += 1;
    }
  }
  const read = readProduct(form, base);
  const category = texts.get("category");
  const subcategory = texts.get("subcategory");
  const value: ProductItem = {
    ...read,
    ...(category !== undefined && { category }),
    ...(subcategory !== undefined && { subcategory }),
  };
  // Which sheet pair each of the value's rows came from, the removed ones left out.
  const kept = Array.from({ length: next }, (_, i) => i).filter(
    (i) => !form.has(`specifications.${i}.remove`),
  );
  return { value, problems, pairs: kept.map((i) => pairs.get(i)) };
}

/** The text each column shows for a product: what a row's change is measured by. */
function rowTexts(item: ProductItem, columns: Column[]): Map<string, string> {
  const { cells, applies } = productRow(item, columns, 0);
  return new Map(
    columns.flatMap((column, i) =>
      column.type === "version" || !applies[i] ? [] : [[column.key, String(cells[i] ?? "")]],
    ),
  );
}

/** The column a stored field's problem belongs to, by the field's path. */
function columnOfPath(
  path: string,
  pairs: (number | undefined)[],
  keys: Set<string>,
): string | undefined {
  const spec = /^specifications\.(\d+)(?:\.(label|value)\.(ko|en))?/.exec(path);
  if (spec) {
    const k = pairs[Number(spec[1])];
    if (k === undefined) return undefined;
    return `specifications.text.${k}.${spec[2] ?? "value"}.${spec[3] ?? "ko"}`;
  }
  const text = /^(name|description|detailDescription|features)\.(ko|en)/.exec(path);
  if (text) return `${text[1]}.${text[2]}`;
  if (path === "features") return "features.en";
  if (["code", "category", "subcategory"].includes(path)) return path;
  // The longest figure column whose field holds the path ("figures.ratings.0.values.1").
  return [...keys]
    .filter((key) => path === fieldOf(key) || path.startsWith(`${fieldOf(key)}.`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Checks every row and cell of a sheet against the catalogue. Problems name the row, the column
 * and the reason in `lang`; without problems, the rows that change a draft are the changes
 * (rows that change nothing are left alone). A product changed by someone else since its row
 * was downloaded is a problem when the row changes it too (nothing is overwritten).
 */
export function checkSheet(
  grid: SheetGrid,
  state: CatalogueState,
  lang: Lang,
): { problems: SheetProblem[]; changes: SheetChange[]; unchanged: number } {
  const problems: SheetProblem[] = [];
  const say = (reason: Reason) => sayReason(lang, reason);

  // The columns, by the hidden first row.
  const columns = new Map<string, Column>();
  const at = new Map<string, number>();
  grid.keys.forEach((raw, index) => {
    const key = raw?.trim();
    const header = grid.headers[index]?.trim();
    const used = grid.rows.some((row) => !isEmpty(row.cells[index]));
    if (!key) {
      if (header || used) problems.push({ column: index, message: sheetWord(lang, "addedColumn") });
      return;
    }
    const column = columnOf(key, lang);
    if (!column) {
      problems.push({ column: index, message: sheetWord(lang, "unknownColumn", { key }) });
    } else if (at.has(key)) {
      problems.push({
        column: index,
        message: sheetWord(lang, "duplicateColumn", { column: columnLetter(at.get(key)!) }),
      });
    } else {
      columns.set(key, column);
      at.set(key, index);
    }
  });
  for (const key of ["code", "version"]) {
    if (!columns.has(key)) {
      problems.push({
        message: sheetWord(lang, "missingColumn", { header: columnOf(key, lang)!.header }),
      });
    }
  }
  if (problems.length) return { problems, changes: [], unchanged: 0 };

  const byCode = new Map(state.products.map((p) => [p.draft.code.toLowerCase(), p]));
  const seen = new Map<string, number>();
  const changes: SheetChange[] = [];
  let unchanged = 0;
  const shownColumns = [...columns.values()];

  for (const { row, cells } of grid.rows) {
    if (cells.every(isEmpty)) continue;
    const problem = (key: string | undefined, reason: Reason) =>
      problems.push({
        row,
        column: key === undefined ? undefined : at.get(key),
        message: say(reason),
      });
    const cell = (key: string) => cells[at.get(key)!];
    const code = cellText(cell("code"));
    if ("reason" in code || !code.text) {
      problem("code", "reason" in code ? code.reason : { word: "noCode" });
      continue;
    }
    const target = rowTarget(code.text, byCode);
    if (target.kind === "new") {
      // The place for a new product's row: checked by the "add a product" rules and saved as a
      // new item, once the editor can add products. Until then it is refused.
      problem("code", { word: "unknownCode" });
      continue;
    }
    const { product } = target;
    if (seen.has(product.id)) {
      problem("code", { word: "duplicateCode", vars: { row: seen.get(product.id)! } });
      continue;
    }
    seen.set(product.id, row);
    const version = cell("version");
    const base =
      typeof version === "number" && Number.isInteger(version) && version >= 0
        ? version === product.version
          ? product.draft
          : state.valueAt(product.id, version)
        : undefined;
    if (!base) {
      problem("version", { word: "badVersion" });
      continue;
    }

    // Category and subcategory: known ones, the subcategory of that category.
    const placeProblems = checkPlace(cells, at);
    for (const [key, reason] of placeProblems) problem(key, reason);

    const given = new Map(
      [...columns.keys()].map((key) => [key, cells[at.get(key)!]] as [string, unknown]),
    );
    const { value, problems: cellProblems, pairs } = readRow(given, base, columns);
    for (const { key, reason } of cellProblems) problem(key, reason);
    if (cellProblems.length || placeProblems.length) continue;

    const before = rowTexts(base, shownColumns);
    const after = rowTexts(value, shownColumns);
    const fields = [...after]
      .filter(([key, text]) => columns.has(key) && before.get(key) !== text)
      .map(([key, text]) => ({ key, before: before.get(key) ?? "", after: text }));
    if (fields.length === 0) {
      unchanged += 1;
      continue;
    }
    if (version !== product.version) {
      // Cells changed to what the draft holds now (two people made the same fix) ask nothing.
      const current = rowTexts(product.draft, shownColumns);
      if (fields.every(({ key, after }) => current.get(key) === after)) {
        unchanged += 1;
        continue;
      }
      problem("code", {
        word: "conflict",
        vars: {
          who: product.by ?? "?",
          when: product.at ? state.when(product.at) : "?",
          base: version as number,
          current: product.version,
        },
      });
      continue;
    }
    // The store's checks, as a save makes them; its rules on what cannot change, as a publish.
    const refused = state.validate(product.id, value, true) ?? {};
    for (const [path, message] of Object.entries(state.validate(product.id, value, false) ?? {})) {
      if (["code", "category", "subcategory"].includes(path)) refused[path] = message;
    }
    const own = new Set(figureKeys(value));
    for (const [path, message] of Object.entries(refused)) {
      const key = columnOfPath(path, pairs, own);
      const reason: Reason = ["code", "category", "subcategory"].includes(path)
        ? { word: "cannotChange" }
        : storeReason(path, message);
      if (key && at.has(key)) problem(key, reason);
      else problem(undefined, { field: path, reason });
    }
    if (Object.keys(refused).length) continue;
    changes.push({
      id: product.id,
      code: product.draft.code,
      row,
      version: product.version,
      value,
      fields,
    });
  }
  return { problems, changes: problems.length ? [] : changes, unchanged };
}

function sayReason(lang: Lang, reason: Reason): string {
  if ("word" in reason) return sheetWord(lang, reason.word, reason.vars);
  if ("content" in reason) return contentWord(lang, reason.content);
  if ("catalogue" in reason) return catalogueWord(lang, reason.catalogue);
  return `${fieldName(lang, reason.field)}: ${sayReason(lang, reason.reason)}`;
}

/** A product field's name as staff read it: its column's header, or the editor's label. */
export function fieldName(lang: Lang, path: string): string {
  const column = columnOf(path, lang);
  if (column) return column.header;
  const side = /\.(ko|en)$/.exec(path)?.[1] as "ko" | "en" | undefined;
  const label = productFieldLabel(lang, side ? path.slice(0, -3) : path) ?? path;
  return side ? `${label} (${language(lang, side)})` : label;
}

/** The store's refusal of a field, in words ("Maximum temperature (°C): not a standard..."). */
export function explainRefusal(lang: Lang, path: string, message: string): string {
  return sayReason(lang, { field: path, reason: storeReason(path, message) });
}

/** Which product a row is: the catalogue's by its code (any case), or a code it has not. */
function rowTarget<P>(
  code: string,
  byCode: Map<string, P>,
): { kind: "existing"; product: P } | { kind: "new"; code: string } {
  const product = byCode.get(code.toLowerCase());
  return product ? { kind: "existing", product } : { kind: "new", code };
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && !value.trim());
}

/** A row's category and subcategory, if given: known, and the subcategory of the category. */
function checkPlace(cells: unknown[], at: Map<string, number>): [string, Reason][] {
  const out: [string, Reason][] = [];
  const text = (key: string) => {
    const raw = at.has(key) ? cells[at.get(key)!] : undefined;
    return typeof raw === "string"
      ? raw.trim()
      : raw === undefined || raw === null
        ? undefined
        : String(raw);
  };
  const categoryId = text("category");
  const subcategoryId = text("subcategory");
  const category =
    categoryId === undefined ? undefined : categories.find((c) => c.id === categoryId);
  if (categoryId !== undefined && !category) {
    out.push(["category", { word: "unknownCategory", vars: { value: categoryId || "-" } }]);
  }
  if (category && subcategoryId !== undefined) {
    if (!category.subcategories.some((s) => s.id === subcategoryId)) {
      out.push([
        "subcategory",
        { word: "unknownSubcategory", vars: { value: subcategoryId || "-" } },
      ]);
    }
  }
  return out;
}
