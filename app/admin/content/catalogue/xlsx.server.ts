import type { CellValue, DataValidation, Workbook, Worksheet } from "exceljs";
import { Unzip, UnzipInflate, zipSync } from "fflate";
import { MAX_SHEET_BYTES } from "../../../../server/admin/body-limit";
import { sniff } from "../../../../server/platform/file-kinds";
import { categories } from "../../../content/catalog/categories";
import type { ProductItem } from "../../../content/schemas";
import type { Lang } from "../../../i18n/lang";
import {
  MAX_ROWS,
  columnLetter,
  productRow,
  sheetColumns,
  type Column,
  type SheetGrid,
} from "./sheet.server";
import { sheetWord, type SheetWordKey } from "./sheet-words";

/**
 * The catalogue spreadsheet as an .xlsx file, with exceljs (server only: a public page's
 * scripts never load it, tests/e2e/bundle.spec.ts). Which columns and cells the sheet has is
 * sheet.server.ts's; this module lays them out (headers, widths, frozen header, validation
 * lists and number checks Excel applies as staff type) and reads a file back into a grid.
 */

/** Loaded when a sheet is made or read, not when the server starts (about 1 MB of code). */
async function excel() {
  return (await import("exceljs")).default;
}

/** What a file's zip may unpack to at most: a small file that unpacks to gigabytes is refused. */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** Rows past the products that keep the header's checks, for rows staff add. */
const SPARE_ROWS = 200;

const WIDTHS: Partial<Record<Column["type"], number>> = {
  code: 11,
  category: 14,
  subcategory: 24,
  lines: 44,
  spec: 20,
  figure: 16,
};

function widthOf(column: Column): number {
  if (column.key.startsWith("detailDescription")) return 60;
  if (column.key.startsWith("description")) return 44;
  if (column.key.startsWith("name")) return 30;
  return WIDTHS[column.type] ?? 16;
}

/** A figure a product does not have: grey, to be left empty. */
const NOT_APPLICABLE = {
  type: "pattern",
  pattern: "solid",
  fgColor: { argb: "FFD9D9D9" },
} as const;
const HEADER_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFDCE6F1" } } as const;

export interface SheetMeta {
  lang: Lang;
  /** Who downloads it, and when (shown as the sheet's note). */
  by: string;
  when: string;
}

/**
 * Every product as a row of the sheet, the current drafts at their versions: a hidden first row
 * of field names, a header row in `lang`, the products, then an about sheet and the lists the
 * category columns offer.
 */
export async function writeCatalogueSheet(
  products: { draft: ProductItem; version: number }[],
  meta: SheetMeta,
): Promise<Buffer> {
  const ExcelJS = await excel();
  const sw = (key: SheetWordKey, vars?: Record<string, string | number>) =>
    sheetWord(meta.lang, key, vars);
  const columns = sheetColumns(
    products.map((p) => p.draft),
    meta.lang,
  );
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(sw("sheetProducts"), {
    views: [{ state: "frozen", xSplit: 1, ySplit: 2, topLeftCell: "B3", activeCell: "B3" }],
  });
  const about = book.addWorksheet(sw("sheetAbout"));
  const lists = book.addWorksheet(sw("sheetLists"));

  sheet.columns = columns.map((column) => ({
    width: widthOf(column),
    hidden: column.type === "version",
  }));
  const keys = sheet.getRow(1);
  keys.values = columns.map((c) => c.key);
  keys.hidden = true;
  const headers = sheet.getRow(2);
  headers.values = columns.map((c) => c.header);
  headers.height = 48;
  headers.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { wrapText: true, vertical: "top" };
  });
  headers.getCell(1).note = sw("note", { when: meta.when, who: meta.by });

  products.forEach(({ draft, version }, i) => {
    const { cells, applies } = productRow(draft, columns, version);
    const row = sheet.getRow(3 + i);
    row.values = cells;
    applies.forEach((own, c) => {
      if (!own) row.getCell(c + 1).fill = NOT_APPLICABLE;
    });
  });

  const last = 2 + products.length + SPARE_ROWS;
  const listed = writeLists(lists, meta.lang);
  columns.forEach((column, c) => {
    const letter = columnLetter(c);
    const range = `${letter}3:${letter}${last}`;
    const validation = validationOf(column, listed, meta.lang);
    if (validation) (sheet as WithRanges).dataValidations.add(range, validation);
    // Texts stay texts as typed: "1/2" is a pipe size and "10/16" two ratings, never a date.
    if (column.type !== "version" && !(column.figure && isNumber(column))) {
      sheet.getColumn(c + 1).numFmt = "@";
    }
  });

  about.getColumn(1).width = 110;
  about.addRow([sw("aboutTitle")]).font = { bold: true, size: 14 };
  for (const key of ["about1", "about2", "about3", "about4", "about5"] as const) {
    const row = about.addRow([sw(key, { when: meta.when, who: meta.by })]);
    row.alignment = { wrapText: true, vertical: "top" };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const isNumber = (column: Column) =>
  column.figure?.value === "decimal" || column.figure?.value === "whole";

/** The categories and subcategories, ids first, for the category columns' lists. */
function writeLists(lists: Worksheet, lang: Lang) {
  const sw = (key: SheetWordKey) => sheetWord(lang, key);
  lists.columns = [18, 24, 24, 30, 18, 24, 30].map((width) => ({ width }));
  lists.getRow(1).values = [
    sw("listsCategory"),
    sw("listsName"),
    sw("listsNameEn"),
    sw("listsSubcategory"),
    sw("listsCategory"),
    sw("listsName"),
    sw("listsNameEn"),
  ];
  lists.getRow(1).font = { bold: true };
  categories.forEach((category, i) => {
    lists.getRow(2 + i).getCell(1).value = category.id;
    lists.getRow(2 + i).getCell(2).value = category.name.ko;
    lists.getRow(2 + i).getCell(3).value = category.name.en;
  });
  const subcategories = categories.flatMap((c) => c.subcategories.map((s) => ({ c, s })));
  subcategories.forEach(({ c, s }, i) => {
    const row = lists.getRow(2 + i);
    row.getCell(4).value = s.id;
    row.getCell(5).value = c.id;
    row.getCell(6).value = s.name.ko;
    row.getCell(7).value = s.name.en;
  });
  const sheetName = `'${lists.name.replace(/'/g, "''")}'`;
  return {
    category: `${sheetName}!$A$2:$A$${1 + categories.length}`,
    subcategory: `${sheetName}!$D$2:$D$${1 + subcategories.length}`,
  };
}

/** Validation by range (exceljs has it; its types name only the cell's). */
type WithRanges = Worksheet & {
  dataValidations: { add: (range: string, validation: DataValidation) => void };
};

/** What Excel checks as staff type: a list, a number of the column's kind, a text's length. */
function validationOf(
  column: Column,
  lists: { category: string; subcategory: string },
  lang: Lang,
): DataValidation | undefined {
  const common = {
    allowBlank: true,
    showErrorMessage: true,
    errorStyle: "stop",
    errorTitle: sheetWord(lang, "validationTitle"),
  };
  if (column.type === "category" || column.type === "subcategory") {
    return {
      ...common,
      type: "list",
      formulae: [column.type === "category" ? lists.category : lists.subcategory],
      error: sheetWord(lang, "validationList"),
    };
  }
  if (column.figure && isNumber(column)) {
    const whole = column.figure.value === "whole";
    const unit = column.header.match(/\(([^()]+)\)$/)?.[1] ?? "-";
    return {
      ...common,
      type: whole ? "whole" : "decimal",
      operator: "between",
      formulae: whole ? [0, 1_000_000] : [-1_000_000, 1_000_000_000],
      error: sheetWord(lang, whole ? "validationWhole" : "validationNumber", { unit }),
    };
  }
  if (column.max) {
    return {
      ...common,
      type: "textLength",
      operator: "lessThanOrEqual",
      formulae: [column.max],
      error: sheetWord(lang, "tooLong", { max: column.max }),
    };
  }
  return undefined;
}

export type Refusal = { ok: false; reason: SheetWordKey; vars?: Record<string, string> };

/**
 * The parts of a workbook that hold its cells. Comments, drawings and each sheet's links to
 * them are left out: another program may place them where exceljs cannot follow (openpyxl's
 * absolute paths, exceljs issue 2797), and a catalogue reads only values.
 */
const VALUE_PART =
  /^(?:\[Content_Types\]\.xml|_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/sharedStrings\.xml|xl\/styles\.xml|xl\/worksheets\/sheet\d+\.xml)$/;
/** Compressed bytes handed to the inflater at a time: each step unpacks at most about 8 MB. */
const STEP = 8 * 1024;

/**
 * A zip's value parts, unpacked with the bytes that come out counted (what its headers declare
 * is never used): past `MAX_UNPACKED_BYTES` reading stops, so a small file that unpacks to
 * gigabytes costs a fraction of a second. The file's first bytes name what it is when it is no
 * zip.
 */
export function unpack(
  bytes: Uint8Array,
): { ok: true; parts: Record<string, Uint8Array> } | Refusal {
  const kind = sniff(bytes);
  // An OLE compound file: Excel 97-2003, or an .xlsx that Excel encrypted with a password.
  if (kind === "ole") return { ok: false, reason: "oldXls" };
  if (kind !== "zip") return { ok: false, reason: "notXlsx" };
  const chunks = new Map<string, Uint8Array[]>();
  const names: string[] = [];
  let total = 0;
  let refusal: Refusal | undefined;
  const unzip = new Unzip((file) => {
    const name = file.name.replace(/^\//, "");
    names.push(name);
    if (!VALUE_PART.test(name) || chunks.has(name)) return;
    const own: Uint8Array[] = [];
    chunks.set(name, own);
    file.ondata = (error, data) => {
      if (refusal) return;
      if (error) refusal = { ok: false, reason: "damaged", vars: { part: name } };
      else if ((total += data.length) > MAX_UNPACKED_BYTES) {
        refusal = { ok: false, reason: "unpacksTooBig" };
        file.terminate();
      } else own.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !refusal; at += STEP) {
      unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
    }
  } catch {
    refusal ??= { ok: false, reason: "damaged", vars: { part: names.at(-1) ?? "zip" } };
  }
  if (refusal) return refusal;
  if (!chunks.has("xl/workbook.xml")) {
    return { ok: false, reason: names.includes("content.xml") ? "ods" : "noWorkbook" };
  }
  const parts: Record<string, Uint8Array> = {};
  for (const [name, own] of chunks) parts[name] = Buffer.concat(own);
  return { ok: true, parts };
}

/** A cell's value without Excel's wrapping: rich text as its text, a formula as its result. */
function plain(value: CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== "object" || value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value) {
    return plain((value as { result?: CellValue }).result ?? null);
  }
  if ("hyperlink" in value) return plain(value.text as CellValue);
  if ("error" in value) return { error: value.error };
  return null;
}

/** The worksheet whose hidden first row names the fields (the first, unless moved). */
function productSheet(book: Workbook): Worksheet | undefined {
  const named = (sheet: Worksheet) => {
    const values = sheet.getRow(1).values;
    return Array.isArray(values) && values.some((value) => plain(value) === "code");
  };
  return book.worksheets.find(named);
}

/**
 * A file's product sheet as a grid (sheet.server.ts checks it), or why it cannot be read: too
 * big (as sent or unpacked), another kind of file (named), damaged, no row of field names, too
 * many rows.
 */
/** What no reader of an uploaded workbook takes: see loadUnpacked. */
const IGNORED_NODES = ["dataValidations", "conditionalFormatting", "hyperlinks", "drawing"];

/**
 * An uploaded workbook's parts, counted by `unpack`, read by exceljs: zipped again without
 * compression, so nothing it unpacks was not counted. Validation ranges are not read (Excel may
 * stretch them to a million rows, which exceljs would expand cell by cell), nor what points to
 * parts left out; the row and column limits stop a sheet built to be huge. The catalogue's,
 * the units' and a packing list's reader share it.
 */
export async function loadUnpacked(
  parts: Record<string, Uint8Array>,
  limits: { maxRows: number; maxCols: number; ignoreNodes?: string[] },
): Promise<{ ok: true; book: Workbook } | { ok: false; reason: "tooMany" | "unreadable" }> {
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(
      zipSync(parts, { level: 0 }) as unknown as ArrayBuffer,
      {
        ignoreNodes: [...IGNORED_NODES, ...(limits.ignoreNodes ?? [])],
        maxRows: limits.maxRows,
        maxCols: limits.maxCols,
      } as Parameters<Workbook["xlsx"]["load"]>[1],
    );
  } catch (error) {
    const tooMany = error instanceof Error && /max .* count/i.test(error.message);
    return { ok: false, reason: tooMany ? "tooMany" : "unreadable" };
  }
  return { ok: true, book };
}

export async function readCatalogueSheet(
  bytes: Buffer,
): Promise<{ ok: true; grid: SheetGrid } | Refusal> {
  if (bytes.length > MAX_SHEET_BYTES) return { ok: false, reason: "tooBig" };
  const unpacked = unpack(bytes);
  if (!unpacked.ok) return unpacked;
  const loaded = await loadUnpacked(unpacked.parts, {
    maxRows: MAX_ROWS + 10,
    maxCols: 2000,
    ignoreNodes: ["picture", "tableParts"],
  });
  if (!loaded.ok) {
    return { ok: false, reason: loaded.reason === "tooMany" ? "tooManyRows" : "unreadable" };
  }
  const { book } = loaded;
  const sheet = productSheet(book);
  if (!sheet) return { ok: false, reason: "noKeys" };
  if (sheet.rowCount > MAX_ROWS + 2) return { ok: false, reason: "tooManyRows" };
  const width = sheet.columnCount;
  const cellsOf = (row: number) =>
    Array.from({ length: width }, (_, c) => plain(sheet.getRow(row).getCell(c + 1).value));
  const text = (value: unknown) =>
    value === null || value === undefined ? undefined : String(value as string | number);
  const grid: SheetGrid = {
    keys: cellsOf(1).map(text),
    headers: cellsOf(2).map((value) => text(value) ?? ""),
    rows: [],
  };
  for (let row = 3; row <= sheet.rowCount; row++) grid.rows.push({ row, cells: cellsOf(row) });
  return { ok: true, grid };
}

/** Reads an uploaded sheet in a thread of the work pool (server/work-tasks.ts). */
export const catalogueSheetTask = (bytes: Uint8Array) =>
  readCatalogueSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
