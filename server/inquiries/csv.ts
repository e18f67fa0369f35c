import type { InquiryItem } from "./items";
import type { StoredInquiry } from "./store";

/** The quote list in one readable cell: "480-035 × 2 (24 V DC); S30 × 4". */
export function itemsText(items: InquiryItem[] = []): string {
  return items
    .map((item) => `${item.code} × ${item.quantity}${item.note ? ` (${item.note})` : ""}`)
    .join("; ");
}

const COLUMNS: [header: string, value: (inquiry: StoredInquiry) => string | undefined][] = [
  ["Reference", (i) => i.ref],
  ["Received (UTC)", (i) => i.createdAt],
  ["Language", (i) => i.lang],
  ["Company Name", (i) => i.companyName],
  ["Name", (i) => i.name],
  ["Phone", (i) => i.phone],
  ["Fax", (i) => i.fax],
  ["Email", (i) => i.email],
  ["Inquiry", (i) => i.inquiry],
  ["Product Code", (i) => i.productCode],
  ["Product Name", (i) => i.productName],
  ["Category", (i) => i.category],
  ["Quote List", (i) => itemsText(i.items)],
  ["Mail", (i) => i.mailStatus],
];

/**
 * What a spreadsheet may run as a formula (OWASP, CSV injection): = + - @ at the start, also in
 * their full-width and small forms (＝ ＋ － ＠ ﹦ ﹢ ﹣ ﹫, which Korean and Japanese spreadsheets
 * take as formulas), and also behind spaces, control or invisible characters (zero-width space,
 * joiners, byte-order mark, direction marks); or a cell that starts with a tab, CR or LF.
 */
const FORMULA = /^(?:[\t\r\n]|[\s\p{Cc}\p{Cf}]*[=+\-@＝＋－＠﹦﹢﹣﹫])/u;

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula gets a leading
 * apostrophe, so a visitor's text can never become a formula.
 */
export function csvCell(value = ""): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

type Line = { inquiry: StoredInquiry; item: InquiryItem; position: number };

/** `export --items`: one row per quote line, with the inquiry it belongs to. */
const ITEM_COLUMNS: [header: string, value: (line: Line) => string | undefined][] = [
  ["Reference", (l) => l.inquiry.ref],
  ["Received (UTC)", (l) => l.inquiry.createdAt],
  ["Company Name", (l) => l.inquiry.companyName],
  ["Line", (l) => String(l.position)],
  ["Product Code", (l) => l.item.code],
  ["Product Name", (l) => l.item.name],
  ["Quantity", (l) => String(l.item.quantity)],
  ["Note", (l) => l.item.note],
];

function csv<T>(columns: [string, (row: T) => string | undefined][], rows: T[]): string {
  const lines = [
    columns.map(([header]) => csvCell(header)),
    ...rows.map((row) => columns.map(([, value]) => csvCell(value(row)))),
  ];
  return `\uFEFF${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

/** UTF-8 with a byte-order mark (so Excel reads Korean), CRLF line ends; one row per inquiry. */
export function toCsv(inquiries: StoredInquiry[]): string {
  return csv(COLUMNS, inquiries);
}

/** The same CSV with one row per quote line; inquiries without lines have no row. */
export function toItemsCsv(inquiries: StoredInquiry[]): string {
  const lines = inquiries.flatMap((inquiry) =>
    (inquiry.items ?? []).map((item, index) => ({ inquiry, item, position: index + 1 })),
  );
  return csv(ITEM_COLUMNS, lines);
}
