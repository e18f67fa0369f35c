import { dayText } from "../../app/i18n/day-text";
import type { Lang } from "../../app/i18n/lang";
import { createPdf } from "../../app/documents/pdf.server";
import { COLORS, MARGIN, PAGE, BOTTOM, Sheet } from "../../app/documents/sheet.server";
import { won } from "../quotations/money";
import type { SupplierBlock } from "../quotations/store";
import { deliveryFieldsShown, orderFieldsShown, orderFormRows } from "./fields";
import { deliveryLabel, type Delivery, type Order } from "./store";
import { orderWord, type OrderWordKey } from "./words";

/**
 * An order's papers (decision 047), made with the datasheets' engine and embedded font
 * (app/documents/) from what the order stores, never computing a figure again: the order
 * confirmation (주문 확인서, each line's promised day) and a delivery's 거래명세서 in the form
 * Korean buyers file, both copies in one file (공급자 보관용, then 공급받는자 보관용).
 */

type W = (key: OrderWordKey, vars?: Record<string, string | number>) => string;

/**
 * The supplier as a 거래명세서 prints it: the published facts kept with the delivery. 업태 and
 * 종목 are printed only when the facts have them; nothing is invented for them.
 */
export type StatementSupplier = SupplierBlock & { businessType?: string; businessItem?: string };

/** A line's 품목 and 규격: the name, and the code with the buyer's note. */
export function itemAndSpec(line: { code: string; name: string; note: string }) {
  const name =
    line.code && line.name.startsWith(line.code)
      ? line.name.slice(line.code.length).trim() || line.name
      : line.name;
  return { item: name || line.code, spec: [line.code, line.note].filter(Boolean).join(" ") };
}

/** A line in one cell: its 품목 and 규격. */
export const lineText = (line: { code: string; name: string; note: string }) => {
  const { item, spec } = itemAndSpec(line);
  return spec ? `${item} · ${spec}` : item;
};

function frame(doc: ReturnType<typeof createPdf>["doc"], left: string, right: string, w: W) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    doc.font("bold").fontSize(9.5).fillColor(COLORS.brand);
    doc.text(left, MARGIN, 40, { lineBreak: false });
    doc.font("regular").fontSize(9).fillColor(COLORS.muted);
    doc.text(right, PAGE.width - MARGIN - doc.widthOfString(right), 40, { lineBreak: false });
    const page = w("page", { n: index + 1, total: count });
    doc.fontSize(7.5);
    doc.text(page, PAGE.width - MARGIN - doc.widthOfString(page), BOTTOM + 24, {
      lineBreak: false,
    });
  }
}

/**
 * The supplier's block. On the 거래명세서 (`form`) it is the form's six rows under the form's
 * names (성명, 사업장 주소: ko-89 6), an empty one left as a line to fill; the confirmation
 * prints what is known.
 */
function supplierRows(s: StatementSupplier, w: W, form = false) {
  const rows = [
    { label: w("businessNumber"), value: s.businessNumber ?? "" },
    { label: w("companyName"), value: s.name },
    { label: w(form ? "formCeo" : "ceo"), value: s.ceo },
    { label: w(form ? "formAddress" : "address"), value: s.address },
    { label: w("businessType"), value: s.businessType ?? "" },
    { label: w("businessItem"), value: s.businessItem ?? "" },
  ];
  return form ? rows : rows.filter((row) => row.value);
}

/** The order confirmation as a PDF in `lang` (the buyer's). */
export async function confirmationPdf(
  order: Order,
  supplier: SupplierBlock,
  lang: Lang,
): Promise<Buffer> {
  const w: W = (key, vars) => orderWord(lang, key, vars);
  const title = `${w("confirmation")} ${order.number}`;
  const { doc, bytes } = createPdf({
    title,
    lang,
    author: supplier.name,
    subject: title,
    date: new Date(order.createdAt),
  });
  const sheet = new Sheet(doc, () => "");
  sheet.page(order.number);
  sheet.text(w("confirmation"), { font: "bold", size: 22, color: COLORS.brand, after: 8 });
  sheet.specs(
    [
      { label: w("to"), value: w("toCompany", { company: order.buyer.company }) },
      { label: w("attention"), value: order.buyerName || order.buyer.name },
      { label: w("orderNumber"), value: order.number },
      ...orderFieldsShown("confirmation", order, lang, (day) => dayText(day, lang)),
      { label: w("wonOn"), value: dayText(order.wonOn, lang) },
    ].filter((row) => row.value),
  );
  sheet.heading(w("supplier"), 11, 60);
  sheet.specs(supplierRows(supplier, w));
  sheet.text(w("confirmIntro"), { after: 6 });
  sheet.table(
    [
      { label: w("no"), share: 2 },
      { label: w("item"), share: 10 },
      { label: w("quantity"), share: 3 },
      { label: w("unitPrice"), share: 5 },
      // The line's amount: "금액", as the quotation has it; the total row is 공급가액 (ko-89 9).
      { label: w("lineAmount"), share: 6 },
      { label: w("promisedOn"), share: 6 },
    ],
    order.lines.map((line) => [
      String(line.position),
      lineText(line),
      won(line.quantity),
      won(line.unitPrice),
      won(line.unitPrice * line.quantity),
      line.promisedOn ? dayText(line.promisedOn, lang) : w("notSet"),
    ]),
  );
  sheet.specs([
    { label: w("supply"), value: w("won", { amount: won(order.supply) }) },
    { label: w("tax"), value: w("won", { amount: won(order.tax) }) },
    { label: w("total"), value: w("won", { amount: won(order.total) }) },
    ...orderFieldsShown("confirmation-terms", order, lang, (day) => dayText(day, lang)),
  ]);
  frame(doc, supplier.name, order.number, w);
  doc.end();
  return bytes;
}

/** A delivery's 거래명세서 as a PDF in `lang`: both copies, each on its own page. */
export async function statementPdf(order: Order, delivery: Delivery, lang: Lang): Promise<Buffer> {
  const w: W = (key, vars) => orderWord(lang, key, vars);
  const label = deliveryLabel(order, delivery.n);
  const title = `${w("statement")} ${label}`;
  const supplier = delivery.supplier as StatementSupplier;
  const { doc, bytes } = createPdf({
    title,
    lang,
    author: supplier.name,
    subject: title,
    date: new Date(delivery.createdAt),
  });
  const sheet = new Sheet(doc, () => "");
  for (const copy of ["supplierCopy", "buyerCopy"] as const) {
    sheet.page(label);
    sheet.text(`${w("statement")} (${w(copy)})`, {
      font: "bold",
      size: 20,
      color: COLORS.brand,
      after: 6,
    });
    sheet.specs([
      ...deliveryFieldsShown("statement", delivery, lang, (day) => dayText(day, lang)),
      // The statement's own number, then the order it delivers (a delivery's number is not
      // the order's: staff guide review).
      { label: w("statementNumber"), value: label },
      { label: w("orderNumber"), value: order.number },
      ...orderFieldsShown("statement", order, lang, (day) => dayText(day, lang)),
    ]);
    sheet.heading(w("supplier"), 11, 60);
    sheet.specs(supplierRows(supplier, w, true));
    sheet.heading(w("buyer"), 11, 40);
    sheet.specs([
      ...orderFormRows("statement-buyer", order, lang),
      { label: w("companyName"), value: order.buyer.company },
      ...orderFormRows("statement-buyer-after", order, lang),
    ]);
    sheet.table(
      [
        { label: w("no"), share: 2 },
        { label: w("item"), share: 8 },
        { label: w("spec"), share: 7 },
        { label: w("quantity"), share: 3 },
        { label: w("unitPrice"), share: 5 },
        { label: w("amount"), share: 6 },
        { label: w("tax"), share: 5 },
      ],
      delivery.lines.map((line) => {
        const { item, spec } = itemAndSpec(line);
        return [
          String(line.position),
          item,
          spec,
          won(line.quantity),
          won(line.unitPrice),
          won(line.amount),
          won(line.tax),
        ];
      }),
    );
    sheet.specs([
      { label: w("supply"), value: w("won", { amount: won(delivery.supply) }) },
      { label: w("tax"), value: w("won", { amount: won(delivery.tax) }) },
      { label: w("total"), value: w("won", { amount: won(delivery.total) }) },
    ]);
    // The supplier keeps the copy the buyer signs for the goods received.
    if (copy === "supplierCopy") sheet.text(w("receivedBy"), { size: 10, after: 0 });
  }
  frame(doc, supplier.name, label, w);
  doc.end();
  return bytes;
}

export type OrderFileInput =
  | { kind: "confirmation"; order: Order; supplier: SupplierBlock; lang: Lang }
  | { kind: "statement"; order: Order; delivery: Delivery; lang: Lang };

/** Makes an order's paper in a thread of the work pool (files.ts). */
export async function orderFileTask(input: OrderFileInput): Promise<Uint8Array> {
  const bytes =
    input.kind === "confirmation"
      ? await confirmationPdf(input.order, input.supplier, input.lang)
      : await statementPdf(input.order, input.delivery, input.lang);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}
