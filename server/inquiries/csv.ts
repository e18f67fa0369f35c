import type { InquiryItem } from "./items";
import { kst } from "../../app/lib/seoul-time";
import type { StoredInquiry } from "./types";

/** The quote list in one readable cell: "480-035 × 2 (24 V DC); S30 × 4". */
export function itemsText(items: InquiryItem[] = []): string {
  return items
    .map((item) => `${item.code} × ${item.quantity}${item.note ? ` (${item.note})` : ""}`)
    .join("; ");
}

/** A column's header in Korean and English ("{zone}": the times' zone), and its value. */
type Column<T> = [
  header: { ko: string; en: string },
  value: (row: T, time: Time) => string | undefined,
];
type Time = (iso: string) => string;

const COLUMNS: Column<StoredInquiry>[] = [
  [{ ko: "접수 번호", en: "Reference" }, (i) => i.ref],
  [{ ko: "접수 일시 ({zone})", en: "Received ({zone})" }, (i, time) => time(i.createdAt)],
  [{ ko: "언어", en: "Language" }, (i) => i.lang],
  [{ ko: "회사", en: "Company Name" }, (i) => i.companyName],
  [{ ko: "이름", en: "Name" }, (i) => i.name],
  [{ ko: "전화", en: "Phone" }, (i) => i.phone],
  [{ ko: "팩스", en: "Fax" }, (i) => i.fax],
  [{ ko: "이메일", en: "Email" }, (i) => i.email],
  [{ ko: "문의", en: "Inquiry" }, (i) => i.inquiry],
  [{ ko: "제품 코드", en: "Product Code" }, (i) => i.productCode],
  [{ ko: "제품명", en: "Product Name" }, (i) => i.productName],
  [{ ko: "분류", en: "Category" }, (i) => i.category],
  [{ ko: "견적 요청 품목", en: "Quote List" }, (i) => itemsText(i.items)],
  [{ ko: "메일", en: "Mail" }, (i) => i.mailStatus],
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
const ITEM_COLUMNS: Column<Line>[] = [
  [{ ko: "접수 번호", en: "Reference" }, (l) => l.inquiry.ref],
  [{ ko: "접수 일시 ({zone})", en: "Received ({zone})" }, (l, time) => time(l.inquiry.createdAt)],
  [{ ko: "회사", en: "Company Name" }, (l) => l.inquiry.companyName],
  [{ ko: "순번", en: "Line" }, (l) => String(l.position)],
  [{ ko: "제품 코드", en: "Product Code" }, (l) => l.item.code],
  [{ ko: "제품명", en: "Product Name" }, (l) => l.item.name],
  [{ ko: "수량", en: "Quantity" }, (l) => String(l.item.quantity)],
  [{ ko: "메모", en: "Note" }, (l) => l.item.note],
];

/**
 * How a CSV is written: the staff command's is English with UTC times (scripts read it); the back
 * office's is in the exporter's language with Seoul times, as the inbox shows them.
 */
export interface CsvStyle {
  lang: "ko" | "en";
  zone: "UTC" | "Asia/Seoul";
}

const COMMAND: CsvStyle = { lang: "en", zone: "UTC" };

function csv<T>(columns: Column<T>[], rows: T[], style: CsvStyle): string {
  const time: Time = style.zone === "UTC" ? (iso) => iso : kst;
  const zone = style.zone === "UTC" ? "UTC" : "KST";
  const lines = [
    columns.map(([header]) => csvCell(header[style.lang].replace("{zone}", zone))),
    ...rows.map((row) => columns.map(([, value]) => csvCell(value(row, time)))),
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
