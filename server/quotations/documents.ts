import { dayText } from "../../app/i18n/day-text";
import type { Lang } from "../../app/i18n/lang";
import { createPdf } from "../../app/documents/pdf.server";
import type { Pdf } from "../../app/documents/pdf.server";
import { COLORS, MARGIN, PAGE, BOTTOM, Sheet, type RowBox } from "../../app/documents/sheet.server";
import { amountInWords, won } from "./money";
import type { StoredQuotation } from "./store";
import { quotationWord, type QuotationWordKey } from "./words";

/**
 * A sent quotation as the buyer gets it (decision 027): a PDF made with the datasheets' engine
 * and embedded font (app/documents/), and an .xlsx (exceljs). Both print the figures stored
 * when it was sent, never computing them again, in the buyer's language.
 */

/** A quotation that was sent: numbered, its figures and blocks stored. */
export type SentQuotation = StoredQuotation & {
  number: string;
  sent: NonNullable<StoredQuotation["sent"]>;
};
type Sent = SentQuotation;

/** The quotation as sent, or undefined while it is a draft. */
export function asSent(quotation: StoredQuotation | undefined): SentQuotation | undefined {
  return quotation?.sent && quotation.number
    ? { ...quotation, number: quotation.number, sent: quotation.sent }
    : undefined;
}

/** The quotation's number with its revision: "Q-2026-0001", "Q-2026-0001-2". */
export function numberLabel(quotation: { number?: string; version: number }): string {
  const number = quotation.number ?? "";
  return quotation.version > 1 ? `${number}-${quotation.version}` : number;
}

/** The files' names, the same in both languages (the number says which). */
export function quotationFileName(quotation: Sent, ext: "pdf" | "xlsx"): string {
  return `${numberLabel(quotation)}.${ext}`;
}

/** A line's item: its code and name, the code once when the name starts with it. */
export const itemText = (line: { code: string; name: string }) =>
  line.code && line.name.startsWith(line.code)
    ? line.name
    : [line.code, line.name].filter(Boolean).join(" ");

/** The lines of the terms, in print order, without the empty ones. */
function termRows(
  quotation: Sent,
  w: (key: QuotationWordKey, vars?: Record<string, string>) => string,
  lang: Lang,
) {
  const { terms } = quotation.content;
  const validUntil = dayText(quotation.sent.validUntil, lang);
  return [
    { label: w("validUntil"), value: w("validUntilValue", { date: validUntil }) },
    { label: w("leadTime"), value: terms.leadTime },
    { label: w("payment"), value: terms.payment },
    { label: w("delivery"), value: terms.delivery },
    { label: w("notes"), value: terms.notes },
  ].filter((row) => row.value);
}

function supplierRows(quotation: Sent, w: (key: QuotationWordKey) => string) {
  const s = quotation.sent.supplier;
  return [
    ...(s.businessNumber ? [{ label: w("businessNumber"), value: s.businessNumber }] : []),
    { label: w("companyName"), value: s.name },
    { label: w("ceo"), value: s.ceo },
    { label: w("address"), value: s.address },
    { label: w("phone"), value: `${s.phone} · ${w("fax")} ${s.fax}` },
    { label: w("email"), value: s.email },
  ];
}

function buyerRows(
  quotation: Sent,
  w: (key: QuotationWordKey, vars?: Record<string, string>) => string,
  lang: Lang,
) {
  const b = quotation.sent.buyer;
  return [
    { label: w("to"), value: w("toCompany", { company: b.company }) },
    { label: w("attention"), value: `${b.name} (${b.email})` },
    { label: w("phone"), value: b.phone },
    { label: w("inquiry"), value: b.ref },
    { label: w("number"), value: numberLabel(quotation) },
    { label: w("issued"), value: dayText(quotation.sent.issuedOn, lang) },
  ].filter((row) => row.value);
}

/** The seal's printed size: 19 mm square, as a company's seal (직인) is stamped. */
const SEAL_POINTS = (19 * 72) / 25.4;

/**
 * The seal's place on the supplier's name row, at the right of its value as a Korean 견적서 has
 * its "(인)": the mark (Korean only), and the seal stamped over it when there is one. Drawn once
 * the table is done, on the row's page, so the seal lies over the rules around it as a stamp
 * does, clear of the name.
 */
function sealPlace(doc: Pdf, box: RowBox, mark: string, png: Buffer | undefined) {
  const cell = box.cells[box.cells.length - 1]!;
  const centre = cell.x + cell.width - SEAL_POINTS / 2;
  const { start, count } = doc.bufferedPageRange();
  doc.switchToPage(box.page);
  if (mark) {
    doc.font("regular").fontSize(9).fillColor(COLORS.text);
    doc.text(mark, centre - doc.widthOfString(mark) / 2, box.top + box.pad, { lineBreak: false });
  }
  if (png) {
    const middle = box.top + box.pad + box.lineHeight / 2;
    doc.image(png, centre - SEAL_POINTS / 2, middle - SEAL_POINTS / 2, {
      fit: [SEAL_POINTS, SEAL_POINTS],
      align: "center",
      valign: "center",
    });
  }
  doc.switchToPage(start + count - 1);
}

/** The quotation as a PDF in `lang` (the buyer's). */
export async function quotationPdf(quotation: Sent, lang: Lang): Promise<Buffer> {
  const w = (key: QuotationWordKey, vars?: Record<string, string | number>) =>
    quotationWord(lang, key, vars);
  const { doc, bytes } = createPdf({
    title: `${w("title")} ${numberLabel(quotation)}`,
    lang,
    author: quotation.sent.supplier.name,
    subject: `${w("title")} ${numberLabel(quotation)}`,
    date: new Date(quotation.sent.at),
  });
  const sheet = new Sheet(doc, () => "");
  sheet.page(numberLabel(quotation));
  sheet.text(w("title"), { font: "bold", size: 22, color: COLORS.brand, after: 8 });
  sheet.heading(w("to"), 11, 60);
  sheet.specs(buyerRows(quotation, w, lang));
  // The supplier's name row has the seal's place: "(인)" in Korean, the seal when there is one.
  sheet.heading(w("supplier"), 11, 60);
  const supplier = supplierRows(quotation, w);
  const nameRow = supplier.findIndex((row) => row.label === w("companyName"));
  let nameBox: RowBox | undefined;
  sheet.specs(supplier, (row, box) => {
    if (row === nameRow) nameBox = box;
  });
  const seal = quotation.sent.supplier.seal;
  if (nameBox)
    sealPlace(doc, nameBox, w("sealMark"), seal ? Buffer.from(seal, "base64") : undefined);
  sheet.text(w("intro"), { after: 4 });
  const { supply, tax, total } = quotation.sent;
  sheet.text(`${w("totalLine")}: ${w("won", { amount: won(total) })}`, {
    font: "bold",
    size: 13,
    after: 2,
  });
  sheet.text(amountInWords(total), { font: "bold", size: 11, after: 10 });
  sheet.table(
    [
      { label: w("no"), share: 2 },
      { label: w("item"), share: 10 },
      { label: w("note"), share: 7 },
      { label: w("quantity"), share: 3 },
      { label: w("unitPrice"), share: 5 },
      { label: w("amount"), share: 6 },
    ],
    quotation.content.lines.map((line, i) => [
      String(i + 1),
      itemText(line),
      line.note,
      won(line.quantity),
      won(line.unitPrice ?? 0),
      won((line.unitPrice ?? 0) * line.quantity),
    ]),
  );
  sheet.specs([
    { label: w("supply"), value: w("won", { amount: won(supply) }) },
    { label: w("tax"), value: w("won", { amount: won(tax) }) },
    { label: w("total"), value: w("won", { amount: won(total) }) },
  ]);
  sheet.specs(termRows(quotation, w, lang));

  // The frame: the supplier and the number above, "page n of N" below, on every page.
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    doc.font("bold").fontSize(9.5).fillColor(COLORS.brand);
    doc.text(quotation.sent.supplier.name, MARGIN, 40, { lineBreak: false });
    doc.font("regular").fontSize(9).fillColor(COLORS.muted);
    const label = numberLabel(quotation);
    doc.text(label, PAGE.width - MARGIN - doc.widthOfString(label), 40, { lineBreak: false });
    const page = w("page", { n: index + 1, total: count });
    doc.fontSize(7.5);
    doc.text(page, PAGE.width - MARGIN - doc.widthOfString(page), BOTTOM + 24, {
      lineBreak: false,
    });
  }
  doc.end();
  return bytes;
}

/** The quotation as an .xlsx in `lang`: the same blocks, the figures as numbers. */
export async function quotationXlsx(quotation: Sent, lang: Lang): Promise<Buffer> {
  const ExcelJS = (await import("exceljs")).default;
  const w = (key: QuotationWordKey, vars?: Record<string, string | number>) =>
    quotationWord(lang, key, vars);
  const book = new ExcelJS.Workbook();
  const at = new Date(quotation.sent.at);
  book.created = at;
  book.modified = at;
  book.creator = quotation.sent.supplier.name;
  const sheet = book.addWorksheet(w("title"));
  sheet.columns = [
    { width: 6 },
    { width: 36 },
    { width: 28 },
    { width: 10 },
    { width: 16 },
    { width: 18 },
  ];
  const money = "#,##0";
  sheet.addRow([`${w("title")} ${numberLabel(quotation)}`]).font = { bold: true, size: 16 };
  sheet.addRow([]);
  for (const row of buyerRows(quotation, w, lang)) sheet.addRow([row.label, row.value]);
  sheet.addRow([]);
  sheet.addRow([w("supplier")]).font = { bold: true };
  for (const row of supplierRows(quotation, w)) sheet.addRow([row.label, row.value]);
  sheet.addRow([]);
  const { supply, tax, total } = quotation.sent;
  const totalRow = sheet.addRow([w("totalLine"), total, amountInWords(total)]);
  totalRow.font = { bold: true };
  totalRow.getCell(2).numFmt = money;
  sheet.addRow([]);
  const header = sheet.addRow([
    w("no"),
    w("item"),
    w("note"),
    w("quantity"),
    w("unitPrice"),
    w("amount"),
  ]);
  header.font = { bold: true };
  quotation.content.lines.forEach((line, i) => {
    const row = sheet.addRow([
      i + 1,
      itemText(line),
      line.note,
      line.quantity,
      line.unitPrice ?? 0,
      (line.unitPrice ?? 0) * line.quantity,
    ]);
    for (const cell of [4, 5, 6]) row.getCell(cell).numFmt = money;
  });
  for (const [key, amount] of [
    ["supply", supply],
    ["tax", tax],
    ["total", total],
  ] as const) {
    const row = sheet.addRow(["", "", "", "", w(key), amount]);
    row.getCell(6).numFmt = money;
    row.font = { bold: key === "total" };
  }
  sheet.addRow([]);
  for (const row of termRows(quotation, w, lang)) sheet.addRow([row.label, row.value]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Makes a quotation's file, in a thread of the work pool (server/quotations/files.ts). */
export async function quotationFileTask({
  quotation,
  lang,
  kind,
}: {
  quotation: SentQuotation;
  lang: Lang;
  kind: "pdf" | "xlsx";
}): Promise<Uint8Array> {
  const bytes =
    kind === "pdf" ? await quotationPdf(quotation, lang) : await quotationXlsx(quotation, lang);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}
