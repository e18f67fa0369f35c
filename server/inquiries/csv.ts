import type { StoredInquiry } from "./store";

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
  ["Mail", (i) => i.mailStatus],
];

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula (= + - @, or a leading
 * tab or CR) gets a leading apostrophe, so a visitor's text can never become a formula.
 */
export function csvCell(value = ""): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** UTF-8 with a byte-order mark (so Excel reads Korean), CRLF line ends. */
export function toCsv(inquiries: StoredInquiry[]): string {
  const rows = [
    COLUMNS.map(([header]) => csvCell(header)),
    ...inquiries.map((inquiry) => COLUMNS.map(([, value]) => csvCell(value(inquiry)))),
  ];
  return `\uFEFF${rows.map((row) => row.join(",")).join("\r\n")}\r\n`;
}
