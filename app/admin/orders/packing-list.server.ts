import { MAX_SHEET_BYTES } from "../../../server/admin/body-limit";
import { MAX_SERIALS } from "../../../server/orders/store";
import { WorkError, work } from "../../../server/work/pool";
import { loadUnpacked, unpack } from "../content/catalogue/xlsx.server";
import { cellText } from "../units/sheet.server";

/**
 * The maker's packing list (.xlsx) read for a delivery's serials (issue 82 item 5). It is the
 * maker's sheet, not ours: its table is found by its headings ("Serial No.", "S/N", "제조번호"),
 * anywhere in the first rows of any sheet, under the letterhead; the model column, where there
 * is one, tells which of the order's lines a serial belongs to. Read as the units' sheet is:
 * the zip unpacked with its bytes counted, in the work pool with a time limit.
 */

/**
 * Headings that name the serial column, in the words makers use, the surest first: "S/N",
 * "SN" and "일련번호" often number a list's lines, so they count only where no surer one is.
 */
const SERIAL_HEADINGS = [
  /^(serial(\s*(no|nr|number|#))?|제조\s*번호|시리얼(\s*번호)?|製造番号|seriennummer|fabrik\s*-?\s*nr|n°\s*de\s*série)(?![a-z0-9])/i,
  /^(s\s*\/\s*n|sn|일련\s*번호|기번)(?![a-z0-9])/i,
];
/** Headings that name the model column, the surest first ("Item No." is a line's number). */
const MODEL_HEADINGS = [
  /^(model|type|모델|형식|형번|typ|型式)(?![a-z0-9])/i,
  /^(item\s*code|code|article|part\s*(no|number)|품번|품목\s*코드)(?![a-z0-9])/i,
];

/** Rows searched for the headings, under a letterhead and the addresses. */
const HEADING_ROWS = 40;
/** Rows read under the headings: a container of small valves, with room for notes. */
const MAX_ROWS = 3000;

export type PackingRow = { row: number; model: string; serials: string[] };
export type PackingProblem = "notXlsx" | "tooLarge" | "noSerialColumn" | "empty" | "tooMany";
/** Columns read for headings: a cell far to the right (column XFD) makes no 16,384 cells. */
const MAX_COLUMNS = 60;
export type PackingList =
  | { ok: true; sheet: string; modelColumn: boolean; rows: PackingRow[] }
  | { ok: false; problem: PackingProblem | "busy" | "tooSlow" };

/** What a heading cell says, without its punctuation's variety: "Serial No.:" reads "serial no". */
const heading = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[.:：]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A sheet's limit in the work pool: a list of 3,000 rows reads in well under a second. */
const LIST_LIMIT_MS = 30_000;

/** The list's rows that carry a serial, or why the file cannot be read. */
export async function readPackingList(bytes: Buffer): Promise<PackingList> {
  try {
    return await work().run("packing-list", { bytes }, { timeoutMs: LIST_LIMIT_MS });
  } catch (error) {
    if (!(error instanceof WorkError) || error.reason === "failed") throw error;
    const problem = { busy: "busy", memory: "tooLarge", timeout: "tooSlow" } as const;
    return { ok: false, problem: problem[error.reason] };
  }
}

/** The pool's task (server/work-tasks.ts). */
export async function packingListTask({ bytes }: { bytes: Uint8Array }): Promise<PackingList> {
  if (bytes.length > MAX_SHEET_BYTES) return { ok: false, problem: "tooLarge" };
  const unpacked = unpack(bytes);
  if (!unpacked.ok) {
    return { ok: false, problem: unpacked.reason === "unpacksTooBig" ? "tooLarge" : "notXlsx" };
  }
  const loaded = await loadUnpacked(unpacked.parts, {
    maxRows: HEADING_ROWS + MAX_ROWS,
    maxCols: MAX_COLUMNS,
  });
  if (!loaded.ok)
    return { ok: false, problem: loaded.reason === "tooMany" ? "tooMany" : "notXlsx" };
  for (const sheet of loaded.book.worksheets) {
    for (let top = 1; top <= Math.min(HEADING_ROWS, sheet.rowCount); top++) {
      const cells = sheet.getRow(top);
      const heads = Array.from({ length: Math.min(cells.cellCount, MAX_COLUMNS) }, (_, i) => ({
        column: i + 1,
        text: heading(cellText(cells.getCell(i + 1).value)),
      }));
      const first = (patterns: RegExp[], except?: number) =>
        patterns
          .map((pattern) => heads.find((h) => h.column !== except && pattern.test(h.text)))
          .find(Boolean);
      const serial = first(SERIAL_HEADINGS);
      if (!serial) continue;
      const model = first(MODEL_HEADINGS, serial.column);
      const rows: PackingRow[] = [];
      let count = 0;
      const last = Math.min(sheet.rowCount, top + MAX_ROWS);
      for (let row = top + 1; row <= last; row++) {
        const cells = sheet.getRow(row);
        const serialCell = cells.getCell(serial.column);
        // A merged cell's other cells repeat its text: a serial is read once, where it is.
        if (serialCell.isMerged && serialCell.master !== serialCell) continue;
        // One cell may hold several serials, a line each (or between commas).
        const serials = cellText(serialCell.value)
          .split(/[\r\n,;]+/)
          .map((s) => s.trim())
          .filter(Boolean);
        if (serials.length === 0) continue;
        count += serials.length;
        if (count > MAX_SERIALS) return { ok: false, problem: "tooMany" };
        const modelText = model ? cellText(cells.getCell(model.column).value).trim() : "";
        rows.push({ row, model: modelText, serials });
      }
      if (rows.length === 0) return { ok: false, problem: "empty" };
      return { ok: true, sheet: sheet.name, modelColumn: !!model, rows };
    }
  }
  return { ok: false, problem: "noSerialColumn" };
}

/** An order line still open, as the list's rows are shared out to it. */
export type OpenLine = { position: number; code: string; open: number };

/**
 * The list's serials shared out to the order's open lines: by the model column, a row to the
 * line whose code it names ("SA 07.6 / 480-035" names 480-035); a row without a model, to the
 * one open line if there is only one. Rows that fit no line, name two, or would take a line
 * past what is open of it are given back by their row number, never guessed.
 */
export function serialsForLines(lines: OpenLine[], rows: PackingRow[]) {
  const byLine = new Map<number, string[]>(lines.map((line) => [line.position, []]));
  const unmatched: { row: number; model: string }[] = [];
  const compact = (text: string) => text.toUpperCase().replace(/[^0-9A-Z가-힣]/g, "");
  const names = (model: string, code: string) => {
    // A line without a code (a phone order's free line) is named by no model.
    if (compact(code) === "") return false;
    return (
      compact(model) === compact(code) ||
      model
        .toUpperCase()
        .split(/[\s/,;()[\]]+/)
        .filter(Boolean)
        .includes(code.toUpperCase())
    );
  };
  for (const row of rows) {
    const fits = row.model
      ? lines.filter((line) => names(row.model, line.code))
      : lines.length === 1
        ? lines
        : [];
    // A model naming two codes is no answer; two lines of one code: the first with room.
    const line =
      new Set(fits.map((l) => compact(l.code))).size > 1
        ? undefined
        : fits.find((l) => byLine.get(l.position)!.length + row.serials.length <= l.open);
    if (!line) {
      unmatched.push({ row: row.row, model: row.model });
      continue;
    }
    byLine.get(line.position)!.push(...row.serials);
  }
  return { byLine, unmatched };
}
