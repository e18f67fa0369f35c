import type Database from "better-sqlite3";
import type { Lang } from "../../app/i18n/lang";
import {
  ORDER_FIELDS,
  orderFieldSpec,
  type OrderFieldPlace,
  type OrderFieldValues,
} from "./fields";
import { deliveryLabel, type Delivery, type Order, type OrderStore } from "./store";

/**
 * The 거래명세서 kept for the tax law once its order is gone (decision 047, "Kept for the tax
 * law"). An order goes with its inquiry, at the retention's end or on an erasure request, but
 * each delivery's statement is evidence of a sale that 국세기본법 제85조의3 has the supplier keep
 * for five years after the filing deadline of the taxes concerned. So, in the deletion's
 * own transaction, each statement is copied here first: what its PDF prints and the month's
 * `.xlsx` reads, and nothing else. The person who asked, their email and phone, the buyer's link
 * and staff's names are left out; the statement's own buyer block (상호, 등록번호, 성명, 사업장
 * 주소) stays, as it is the evidence.
 */

/** Where a kept order field shows: only these places read a kept statement. */
const KEPT_PLACES: readonly OrderFieldPlace[] = [
  "statement",
  "statement-buyer",
  "statement-buyer-after",
  "xlsx",
];

/** The order fields a kept statement holds: those shown at one of those places. */
const KEPT_FIELDS = new Set(
  ORDER_FIELDS.filter((field) => KEPT_PLACES.some((place) => place in orderFieldSpec(field).shows)),
);

/**
 * The last day a statement of `deliveredOn` is kept: five years after the latest filing deadline
 * of its year for a business whose year is the calendar year, 30 June of the next year (종합소득세
 * with 성실신고확인; 법인세 is due by 31 March or 30 April, 부가가치세 by 25 January or July).
 * So a delivery of 2026 is kept through 2032-06-30. A business year that is not the calendar year
 * is the owner's fact to confirm (docs/review-log.md, "Open").
 */
export function keptUntil(deliveredOn: string): string {
  return `${Number(deliveredOn.slice(0, 4)) + 6}-06-30`;
}

/**
 * The order and delivery as the kept statement holds them, built field by field from what the
 * statement's PDF and the month's workbook read, so that nothing else rides along: no serials
 * (they lead to the plant and its people), no order lines, days or link, no ids.
 */
export function statementPaper(
  order: Order,
  delivery: Delivery,
): { order: Order; delivery: Delivery } {
  const fields = Object.fromEntries(
    ORDER_FIELDS.map((field) => [field, KEPT_FIELDS.has(field) ? order[field] : ""]),
  ) as OrderFieldValues;
  return {
    order: {
      ...fields,
      source: order.source,
      id: 0,
      inquiryId: 0,
      number: order.number,
      createdAt: "",
      wonOn: "",
      actor: "",
      version: 0,
      supply: 0,
      tax: 0,
      total: 0,
      buyer: { company: order.buyer.company, name: "", email: "", phone: "", ref: "" },
      nonce: "",
      lines: [],
    },
    delivery: {
      id: 0,
      orderId: 0,
      n: delivery.n,
      deliveredOn: delivery.deliveredOn,
      // The PDF's own date: the day it was first made.
      createdAt: delivery.createdAt,
      actor: "",
      supplier: delivery.supplier,
      supply: delivery.supply,
      tax: delivery.tax,
      total: delivery.total,
      lines: delivery.lines.map((line) => ({
        position: line.position,
        code: line.code,
        name: line.name,
        note: line.note,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount: line.amount,
        tax: line.tax,
        serials: [],
      })),
    },
  };
}

/** A kept statement as staff's list shows it. */
export interface KeptStatement {
  label: string;
  /** Its order's number and its place among the order's deliveries: its PDF's address. */
  orderNumber: string;
  n: number;
  deliveredOn: string;
  keepUntil: string;
  company: string;
  total: number;
}

interface KeptRow {
  label: string;
  delivered_on: string;
  keep_until: string;
  lang: string;
  paper: string;
}

export type KeptStatements = ReturnType<typeof openKeptStatements>;

export function openKeptStatements(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO kept_statements
       (label, order_number, n, company, total, delivered_on, keep_until, kept_at, lang, paper)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const byLabel = db.prepare("SELECT * FROM kept_statements WHERE label = ?");
  const between = db.prepare(
    "SELECT * FROM kept_statements WHERE delivered_on BETWEEN ? AND ? ORDER BY delivered_on, label",
  );
  const newest = db.prepare(
    `SELECT label, order_number AS orderNumber, n, company, total, delivered_on AS deliveredOn,
       keep_until AS keepUntil FROM kept_statements
     ORDER BY delivered_on DESC, order_number DESC, n DESC LIMIT ?`,
  );
  const expired = db
    .prepare("DELETE FROM kept_statements WHERE keep_until < ? RETURNING label")
    .pluck();

  const paperOf = (row: KeptRow) => ({
    ...(JSON.parse(row.paper) as { order: Order; delivery: Delivery }),
    lang: row.lang as Lang,
  });

  return {
    /**
     * Keeps each delivery's statement of `order`: call inside the transaction that deletes the
     * order, so that the statement is kept exactly when the order goes. A number already kept
     * fails the transaction: two sales under one statement number is what tax evidence must
     * never hold (server/backup/numbers.ts moves order numbers past a restore).
     */
    keep(order: Order, deliveries: readonly Delivery[], lang: Lang, at: Date): number {
      let count = 0;
      for (const delivery of deliveries) {
        count += insert.run(
          deliveryLabel(order, delivery.n),
          order.number,
          delivery.n,
          order.buyer.company,
          delivery.total,
          delivery.deliveredOn,
          keptUntil(delivery.deliveredOn),
          at.toISOString(),
          lang,
          JSON.stringify(statementPaper(order, delivery)),
        ).changes;
      }
      return count;
    },
    /** A kept statement by its number ("O-2026-0001-D1"), with the language it was made in. */
    byLabel: (label: string) => {
      const row = byLabel.get(label) as KeptRow | undefined;
      return row && paperOf(row);
    },
    /** A month's kept statements ("2026-11"), as `deliveredIn` reads the live ones. */
    inMonth: (month: string) =>
      (between.all(`${month}-01`, `${month}-31`) as KeptRow[]).map((row) => paperOf(row)),
    /** The newest first, for staff's list, from the list's columns only. */
    list: (limit = 200) => newest.all(limit) as KeptStatement[],
    /**
     * Deletes the statements kept past their last day before `today` (YYYY-MM-DD): their
     * numbers, for the privacy log.
     */
    removeExpired: (today: string) => expired.all(today) as string[],
  };
}

/**
 * A month's deliveries ("2026-11") for the accountant: the live orders' (`deliveredIn`) and the
 * statements kept after their order went, in day order: the month's sales are all of them.
 */
export function monthDeliveries(orders: OrderStore, kept: KeptStatements, month: string) {
  const live = orders.deliveredIn(month);
  const labels = new Set(live.map(({ order, delivery }) => deliveryLabel(order, delivery.n)));
  const gone = kept
    .inMonth(month)
    .filter(({ order, delivery }) => !labels.has(deliveryLabel(order, delivery.n)));
  return [...live, ...gone.map(({ order, delivery }) => ({ order, delivery }))].sort(
    (a, b) =>
      a.delivery.deliveredOn.localeCompare(b.delivery.deliveredOn) ||
      a.order.number.localeCompare(b.order.number, "en", { numeric: true }) ||
      a.delivery.n - b.delivery.n,
  );
}
