import type { Lang } from "../../app/i18n/lang";
import type { InquiryItem } from "./items";
import { kst } from "../../app/lib/seoul-time";
import type { InquiryKind } from "./request-photos";
import type { StoredInquiry } from "./types";
import { inquiryWord, type InquiryWordKey } from "./words";

/** The quote list in one readable cell: "480-035 × 2 (24 V DC); S30 × 4". */
export function itemsText(items: InquiryItem[] = []): string {
  return items
    .map((item) => `${item.code} × ${item.quantity}${item.note ? ` (${item.note})` : ""}`)
    .join("; ");
}

/**
 * A column's header (its word in words.ts; "{zone}": the times' zone), and its value from the
 * row, the time as the style writes it and the name of a kind.
 */
type Column<T> = [
  header: CsvHeader,
  value: (row: T, time: Time, kind: (kind: InquiryKind) => string) => string | undefined,
];
type CsvHeader = Extract<InquiryWordKey, `csv.${string}`>;
type Time = (iso: string) => string;

const COLUMNS: Column<StoredInquiry>[] = [
  ["csv.ref", (i) => i.ref],
  ["csv.received", (i, time) => time(i.createdAt)],
  ["csv.lang", (i) => i.lang],
  ["csv.companyName", (i) => i.companyName],
  ["csv.name", (i) => i.name],
  ["csv.phone", (i) => i.phone],
  ["csv.fax", (i) => i.fax],
  ["csv.email", (i) => i.email],
  ["csv.inquiry", (i) => i.inquiry],
  ["csv.productCode", (i) => i.productCode],
  ["csv.productName", (i) => i.productName],
  ["csv.category", (i) => i.category],
  ["csv.items", (i) => itemsText(i.items)],
  ["csv.mail", (i) => i.mailStatus],
  // Last, so that a script reading the columns by place before them reads them still.
  ["csv.kind", (i, _time, kind) => kind(i.kind ?? "inquiry")],
  ["csv.unit", (i) => i.unitSerial],
];

/**
 * What a spreadsheet may run as a formula (OWASP, CSV injection): = + - @ at the start, also in
 * their full-width and small forms (＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫, which Korean and Japanese spreadsheets
 * take as formulas), and also behind spaces, control or invisible characters (zero-width space,
 * joiners, byte-order mark, direction marks); or a cell that starts with a tab, CR or LF.
 */
const FORMULA = /^(?:[\t\r\n]|[\s\p{Cc}\p{Cf}]*[=+\-@＝＋－＠﹦﹢﹣﹫])/u;

/**
 * A text a spreadsheet would run as a formula with a leading apostrophe, so a visitor's text
 * can never become one: the CSVs' cells and the workbooks' text cells alike.
 */
export const defused = (value: string): string => (FORMULA.test(value) ? `'${value}` : value);

/** One CSV cell (RFC 4180), defused. */
export function csvCell(value = ""): string {
  const safe = defused(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

type Line = { inquiry: StoredInquiry; item: InquiryItem; position: number };

/** `export --items`: one row per quote line, with the inquiry it belongs to. */
const ITEM_COLUMNS: Column<Line>[] = [
  ["csv.ref", (l) => l.inquiry.ref],
  ["csv.received", (l, time) => time(l.inquiry.createdAt)],
  ["csv.companyName", (l) => l.inquiry.companyName],
  ["csv.line", (l) => String(l.position)],
  ["csv.productCode", (l) => l.item.code],
  ["csv.productName", (l) => l.item.name],
  ["csv.quantity", (l) => String(l.item.quantity)],
  ["csv.note", (l) => l.item.note],
];

/**
 * How a CSV is written: the staff command's is English with UTC times (scripts read it); the back
 * office's is in the exporter's language with Seoul times, as the inbox shows them.
 */
export interface CsvStyle {
  lang: Lang;
  zone: "UTC" | "Asia/Seoul";
  /** A kind's name as the inbox says it; the command writes the kind's own id. */
  kindName?: (kind: InquiryKind) => string;
}

const COMMAND: CsvStyle = { lang: "en", zone: "UTC" };

function csv<T>(columns: Column<T>[], rows: T[], style: CsvStyle): string {
  const time: Time = style.zone === "UTC" ? (iso) => iso : kst;
  const zone = style.zone === "UTC" ? "UTC" : "KST";
  const lines = [
    columns.map(([header]) => csvCell(inquiryWord(style.lang, header, { zone }))),
    ...rows.map((row) =>
      columns.map(([, value]) => csvCell(value(row, time, style.kindName ?? String))),
    ),
  ];
  return `\uFEFF${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

/** UTF-8 with a byte-order mark (so Excel reads Korean), CRLF line ends; one row per inquiry. */
export function toCsv(inquiries: StoredInquiry[], style = COMMAND): string {
  return csv(COLUMNS, inquiries, style);
}

/** The same CSV with one row per quote line; inquiries without lines have no row. */
export function toItemsCsv(inquiries: StoredInquiry[], style = COMMAND): string {
  const lines = inquiries.flatMap((inquiry) =>
    (inquiry.items ?? []).map((item, index) => ({ inquiry, item, position: index + 1 })),
  );
  return csv(ITEM_COLUMNS, lines, style);
}
