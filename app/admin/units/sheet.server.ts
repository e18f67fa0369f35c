import type { CellValue } from "exceljs";
import { MAX_SHEET_BYTES } from "../../../server/admin/body-limit";
import { INDUSTRIES } from "../../../server/units/kinds";
import type { Lang } from "../../i18n/lang";
import { loadUnpacked, unpack } from "../content/catalogue/xlsx.server";
import {
  UNIT_FIELDS,
  unitFieldLabel,
  unitFieldSpec,
  type UnitField,
} from "../../../server/units/fields";
import { unitsWord, type UnitsWordKey } from "./words";
import { WorkError, work } from "../../../server/work/pool";

/**
 * Many units at once (an order of 40 valves): a template .xlsx whose hidden first row names the
 * fields and whose second row heads them in the downloader's language, and the reader of a
 * filled one. Read as the catalogue's sheet is (app/admin/content/catalogue/xlsx.server.ts):
 * the type by its bytes, the zip unpacked with the bytes counted, only the value parts kept.
 */

/** Rows one upload may add. */
export const MAX_UNIT_ROWS = 500;

async function excel() {
  return (await import("exceljs")).default;
}

/** The empty template, with the industries offered as a list in their column. */
export async function unitTemplate(lang: Lang): Promise<Buffer> {
  const ExcelJS = await excel();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(unitsWord(lang, "title"));
  sheet.addRow([...UNIT_FIELDS]);
  sheet.getRow(1).hidden = true;
  sheet.addRow(UNIT_FIELDS.map((field) => unitFieldLabel(lang, field)));
  sheet.getRow(2).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 2 }];
  sheet.columns.forEach((column) => (column.width = 20));
  const industries = INDUSTRIES.map((key) => unitsWord(lang, `industry.${key}`)).join(",");
  const industryColumn = UNIT_FIELDS.indexOf("industry") + 1;
  const columnsOf = (kind: "day" | "yes") =>
    UNIT_FIELDS.flatMap((field, i) => (unitFieldSpec(field).input.kind === kind ? [i + 1] : []));
  const yesNo = lang === "en" ? "yes,no" : "예,아니오";
  for (let row = 3; row <= 202; row++) {
    sheet.getRow(row).getCell(industryColumn).dataValidation = {
      type: "list",
      allowBlank: false,
      formulae: [`"${industries}"`],
    };
    for (const column of columnsOf("yes")) {
      sheet.getRow(row).getCell(column).dataValidation = {
        type: "list",
        allowBlank: true,
        formulae: [`"${yesNo}"`],
      };
    }
    // Dates as text (YYYY-MM-DD), so no program turns them into its own format.
    for (const column of columnsOf("day")) sheet.getRow(row).getCell(column).numFmt = "@";
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A cell's value as text: rich text as its text, a formula as its result, a date as a day. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value) {
    return cellText((value as { result?: CellValue }).result ?? null);
  }
  if ("hyperlink" in value) return cellText(value.text as CellValue);
  return "";
}

export type SheetRows =
  | { ok: true; rows: { row: number; typed: Partial<Record<UnitField, string>> }[] }
  | { ok: false; message: string };

/** A sheet's limit in the work pool: 500 rows read in well under a second. */
const SHEET_LIMIT_MS = 30_000;

/**
 * The filled rows of an uploaded template, or why the file cannot be read: read in the work
 * pool (server/work/), since a spreadsheet is a zip that may be built to be slow (issue 56).
 */
export async function readUnitSheet(lang: Lang, bytes: Buffer): Promise<SheetRows> {
  try {
    return await work().run("unit-sheet", { lang, bytes }, { timeoutMs: SHEET_LIMIT_MS });
  } catch (error) {
    if (!(error instanceof WorkError) || error.reason === "failed") throw error;
    const key = error.reason === "busy" ? "sheetBusy" : "sheetTooSlow";
    return { ok: false, message: unitsWord(lang, key) };
  }
}

/** The pool's task: the template's rows read from its bytes (server/work-tasks.ts). */
export async function unitSheetTask({
  lang,
  bytes,
}: {
  lang: Lang;
  bytes: Uint8Array;
}): Promise<SheetRows> {
  const refuse = (key: UnitsWordKey, vars?: Record<string, string | number>) =>
    ({ ok: false, message: unitsWord(lang, key, vars) }) as const;
  if (bytes.length > MAX_SHEET_BYTES) return refuse("sheetTooLarge");
  const unpacked = unpack(bytes);
  if (!unpacked.ok) {
    return refuse(unpacked.reason === "unpacksTooBig" ? "sheetTooLarge" : "sheetNotXlsx");
  }
  const loaded = await loadUnpacked(unpacked.parts, { maxRows: MAX_UNIT_ROWS + 10, maxCols: 50 });
  if (!loaded.ok) {
    return loaded.reason === "tooMany"
      ? refuse("sheetTooMany", { max: MAX_UNIT_ROWS })
      : refuse("sheetNotXlsx");
  }
  const sheet = loaded.book.worksheets[0];
  if (!sheet) return refuse("sheetNotXlsx");
  // Columns by the hidden row's field names, never by position: a template made before a field
  // was added has no column for it (read as empty), and a column moved in Excel moves its name.
  const names = sheet.getRow(1);
  const columns = new Map<UnitField, number>();
  for (let c = 1; c <= names.cellCount; c++) {
    const key = cellText(names.getCell(c).value).trim();
    if (key === "") continue;
    const field = UNIT_FIELDS.find((f) => f === key);
    if (!field || columns.has(field)) return refuse("sheetHeaders");
    columns.set(field, c);
  }
  if (!columns.has("product")) return refuse("sheetHeaders");
  const rows: { row: number; typed: Partial<Record<UnitField, string>> }[] = [];
  for (let row = 3; row <= sheet.rowCount; row++) {
    const cells = sheet.getRow(row);
    const typed = Object.fromEntries(
      UNIT_FIELDS.map((f) => {
        const c = columns.get(f);
        return [f, c === undefined ? "" : cellText(cells.getCell(c).value)];
      }),
    ) as Record<UnitField, string>;
    if (Object.values(typed).every((cell) => cell.trim() === "")) continue;
    rows.push({ row, typed });
  }
  if (rows.length === 0) return refuse("sheetEmpty");
  if (rows.length > MAX_UNIT_ROWS) return refuse("sheetTooMany", { max: MAX_UNIT_ROWS });
  return { ok: true, rows };
}

/** A column's heading in `lang`, for a row's error. */
export const columnName = (lang: Lang, field: UnitField) => unitFieldLabel(lang, field);
