import { data, type AppLoadContext } from "react-router";
import { seoulDay } from "../../../server/platform/seoul-day";
import { defused } from "../../../server/inquiries/csv";
import { itemAndSpec } from "../../../server/orders/documents";
import {
  deliveryFieldHeading,
  deliveryFieldsAt,
  deliveryFieldSpec,
  optionWord,
  orderFieldHeading,
  orderFieldsAt,
  orderFieldSpec,
  type DeliveryField,
  type FieldInput,
} from "../../../server/orders/fields";
import { monthDeliveries } from "../../../server/orders/kept";
import { deliveryLabel, type Delivery, type Order } from "../../../server/orders/store";
import { orderWord, type OrderWordKey } from "../../../server/orders/words";
import type { Lang } from "../../i18n/lang";
import { disposition } from "../download.server";
import { requireStaff, staffContext } from "../guard.server";
import { inquiriesContext } from "../frame/inquiries.server";
import { requestAdminLang } from "../words";

/**
 * A month's deliveries for the accountant (issue 82 item 8): one row per line of each
 * 거래명세서 of the month, with the buyer, 공급가액 and 세액 as whole won. The figures are the
 * delivery's lines as the store reads them for the statement's PDF (orders/store.ts,
 * readDelivery), never computed again; 품목 and 규격 are split as the PDF splits them. The
 * headings are in the staff member's language, the 거래명세서's own words; a text typed by staff
 * or a buyer is defused as the CSVs' cells are. The 전자세금계산서 stays in the accountant's
 * program.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

type Line = { order: Order; delivery: Delivery; line: Delivery["lines"][number] };

/**
 * The columns, in order: the heading in `lang`, the cell of a line, its width; a day is a date
 * cell, a figure an integer shown grouped. The delivery's and the order's fields that show in the
 * workbook (server/orders/fields.ts) are a column each, after the statement's number and after
 * the buyer's company.
 */
interface Column {
  heading: (lang: Lang) => string;
  cell: (row: Line, lang: Lang) => string | number;
  width: number;
  day?: true;
  figure?: true;
}

const word =
  (key: OrderWordKey) =>
  (lang: Lang): string =>
    orderWord(lang, key);

/** A field's value in the workbook: a choice in its words. */
const said = (input: FieldInput, value: string, lang: Lang) =>
  (value && optionWord(input, value, lang)) || value;

const COLUMNS: Column[] = [
  {
    heading: word("statementNumber"),
    cell: ({ order, delivery }) => deliveryLabel(order, delivery.n),
    width: 16,
  },
  ...deliveryFieldsAt("xlsx").map((field): Column => ({
    heading: (lang) => deliveryFieldHeading("xlsx", field, lang),
    cell: ({ delivery }, lang) =>
      said(
        deliveryFieldSpec(field).input,
        (delivery as Partial<Record<DeliveryField, string>>)[field] ?? "",
        lang,
      ),
    width: 12,
    ...(deliveryFieldSpec(field).input.kind === "day" && { day: true }),
  })),
  { heading: word("buyerCompany"), cell: ({ order }) => order.buyer.company, width: 28 },
  ...orderFieldsAt("xlsx").map((field): Column => ({
    heading: (lang) => orderFieldHeading("xlsx", field, lang),
    cell: ({ order }, lang) => said(orderFieldSpec(field).input, String(order[field]), lang),
    width: 16,
    ...(orderFieldSpec(field).input.kind === "day" && { day: true }),
  })),
  { heading: word("item"), cell: ({ line }) => itemAndSpec(line).item, width: 24 },
  { heading: word("spec"), cell: ({ line }) => itemAndSpec(line).spec, width: 24 },
  { heading: word("quantity"), cell: ({ line }) => line.quantity, width: 8, figure: true },
  { heading: word("unitPrice"), cell: ({ line }) => line.unitPrice, width: 14, figure: true },
  { heading: word("amount"), cell: ({ line }) => line.amount, width: 16, figure: true },
  { heading: word("tax"), cell: ({ line }) => line.tax, width: 14, figure: true },
];

/** The workbook: the heading row, then a row per line. */
export async function deliveriesXlsx(
  deliveries: readonly { order: Order; delivery: Delivery }[],
  month: string,
  lang: Lang,
): Promise<Buffer> {
  const ExcelJS = (await import("exceljs")).default;
  const book = new ExcelJS.Workbook();
  book.creator = "Hanbit Flow Control";
  const sheet = book.addWorksheet(orderWord(lang, "deliveriesSheet", { month }));
  sheet.addRow(COLUMNS.map(({ heading }) => heading(lang))).font = { bold: true };
  for (const { order, delivery } of deliveries) {
    for (const line of delivery.lines) {
      sheet.addRow(
        COLUMNS.map(({ cell, day }) => {
          const value = cell({ order, delivery, line }, lang);
          if (day && value) return new Date(`${value}T00:00:00Z`);
          return typeof value === "string" ? defused(value) : value;
        }),
      );
    }
  }
  COLUMNS.forEach(({ width, day, figure }, index) => {
    const column = sheet.getColumn(index + 1);
    column.width = width;
    if (day) column.numFmt = "yyyy-mm-dd";
    else if (figure) column.numFmt = "#,##0";
  });
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** /admin/orders/deliveries.xlsx?month=2026-11 (this Seoul month without one), to staff. */
export async function deliveriesSheet(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const asked = new URL(request.url).searchParams.get("month");
  const month = asked ?? seoulDay(staffContext(context).services.now()).slice(0, 7);
  if (!MONTH.test(month)) throw data({ missing: true }, { status: 404 });
  const { store } = inquiriesContext(context);
  const sold = monthDeliveries(store.orders, store.keptStatements, month);
  const bytes = await deliveriesXlsx(sold, month, lang);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Length": String(bytes.length),
      "Content-Disposition": disposition(`deliveries-${month}.xlsx`),
      "X-Content-Type-Options": "nosniff",
      // Buyers' names and amounts: never kept by a browser or a cache on the way.
      "Cache-Control": "no-store",
    },
  });
}
