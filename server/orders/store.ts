import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { MAX_AMOUNT, totalsOf, vatOf } from "../quotations/money";
import type { BuyerBlock, StoredQuotation, SupplierBlock } from "../quotations/store";
import {
  ORDER_FIELDS,
  orderFieldsOf,
  orderFieldSpec,
  type OrderFieldOf,
  type OrderFieldValues,
  type OrderSource,
} from "./fields";

/**
 * Orders (수주) on the inquiry database's connection (schema: schema.ts; decision 047). An
 * accepted quotation becomes its order in the acceptance's own transaction, its lines and figures
 * copied as sent; staff may also make one from an inquiry (a phone or fax order). Every change
 * names the version it was made on: a change from a stale page is refused, never lost.
 */

export const STAGES = ["ordered", "production", "shipped"] as const;
export type Stage = (typeof STAGES)[number];
/**
 * A line as the buyer and staff read it: where the maker is; or nothing left open, delivered
 * (all of it, or what was not cancelled) or cancelled whole.
 */
export type LineStatus = Stage | "delivered" | "cancelled";
export { SOURCES, type OrderSource } from "./fields";

/** Longest texts an order keeps besides its fields (fields.ts), in characters. */
export const ORDER_LIMITS = { reason: 500 } as const;
/** Serials of one delivery, and the longest serial, in characters. */
export const MAX_SERIALS = 2000;
export const SERIAL_MAX = 60;

export interface OrderLine {
  position: number;
  code: string;
  name: string;
  note: string;
  quantity: number;
  /** Whole won. */
  unitPrice: number;
  /** YYYY-MM-DD: the promised delivery day (납기); absent until staff set it. */
  promisedOn?: string;
  stage: Stage;
  /** How many of it were delivered, over every delivery. */
  delivered: number;
  /** How many of it the buyer no longer takes, over every cancellation. */
  cancelled: number;
}

/** An order: its header fields (fields.ts: source, PO number, ...) and what the store keeps. */
export interface Order extends OrderFieldValues {
  id: number;
  inquiryId: number;
  quotationId?: number;
  /** O-2026-0001 */
  number: string;
  createdAt: string;
  /** YYYY-MM-DD in Seoul: the day it was won. */
  wonOn: string;
  actor: string;
  version: number;
  supply: number;
  tax: number;
  total: number;
  buyer: BuyerBlock;
  nonce: string;
  confirmedAt?: string;
  /** YYYY-MM-DD: the day nothing was left open of any line (delivered, or the rest cancelled). */
  completedOn?: string;
  lines: OrderLine[];
}

export interface DeliveryLine {
  position: number;
  code: string;
  name: string;
  note: string;
  quantity: number;
  unitPrice: number;
  /** 공급가액: quantity × unit price. */
  amount: number;
  /** 세액: 10 % of the amount, rounded down to the won. */
  tax: number;
  serials: { maker: string; unit?: string }[];
}

export interface Delivery {
  id: number;
  orderId: number;
  /** 1, 2, ...: the order's deliveries in order. */
  n: number;
  deliveredOn: string;
  createdAt: string;
  actor: string;
  /** The supplier's block as printed on its 거래명세서. */
  supplier: SupplierBlock;
  supply: number;
  tax: number;
  total: number;
  lines: DeliveryLine[];
}

/** "O-2026-0001" */
export function orderNumber(year: number, serial: number): string {
  return `O-${year}-${String(serial).padStart(4, "0")}`;
}

/** The delivery's label: "O-2026-0001-D1". */
export const deliveryLabel = (order: { number: string }, n: number) => `${order.number}-D${n}`;

/** What is still to be delivered of a line: ordered, less delivered and cancelled. */
export const openOf = (line: Pick<OrderLine, "quantity" | "delivered" | "cancelled">) =>
  line.quantity - line.delivered - line.cancelled;

/** A line's status: the maker's stage while some is open, else delivered or cancelled. */
export const statusOf = (line: OrderLine): LineStatus =>
  openOf(line) > 0 ? line.stage : line.delivered > 0 ? "delivered" : "cancelled";

/** A line past its promised day on `today` with some of it still open. */
export const isLate = (line: OrderLine, today: string) =>
  line.promisedOn !== undefined && line.promisedOn < today && openOf(line) > 0;

/** A new order: its lines, its buyer's block and day won, its source and what else was given. */
export type NewOrder = {
  source: OrderSource;
  lines: { code: string; name: string; note: string; quantity: number; unitPrice: number }[];
  buyer: BuyerBlock;
  wonOn: string;
} & Partial<OrderFieldValues>;

/** The fields the order page's form changes: those given. */
export type OrderDetails = Partial<Pick<OrderFieldValues, OrderFieldOf<"change">>>;

/** A line's change: its promised day (and why, when it moves a day already given) and stage. */
export interface LineChange {
  position: number;
  promisedOn?: string;
  stage: Stage;
  reason?: string;
}

export type ChangeResult =
  | { result: "changed"; order: Order; moved: DateMove[] }
  | { result: "conflict" | "unknown" }
  | { result: "refused"; errors: Record<string, "reason" | "line"> };

export interface DateMove {
  position: number;
  from: string;
  to: string;
  reason: string;
}

/** What is left of a line that the buyer no longer takes, on a Seoul day, and why. */
export interface LineCancel {
  position: number;
  quantity: number;
  cancelledOn: string;
  reason: string;
}

/** A cancellation as kept: with its 공급가액 (quantity × unit price, whole won), computed once. */
export interface StoredCancel extends LineCancel {
  supply: number;
  at: string;
  actor: string;
}

export type CancelResult =
  | { result: "cancelled"; order: Order; cancel: StoredCancel }
  | { result: "conflict" | "unknown" }
  | { result: "refused"; errors: Record<string, "over" | "line"> };

export interface NewDelivery {
  deliveredOn: string;
  supplier: SupplierBlock;
  lines: { position: number; quantity: number; serials: string[] }[];
}

export type DeliverResult =
  | { result: "delivered"; order: Order; delivery: Delivery }
  | { result: "conflict" | "unknown" }
  | { result: "refused"; errors: Record<string, "over" | "serials" | "repeated" | "none"> };

/** A row of orders: the fields' columns (fields.ts) by their names, and the store's own. */
interface OrderRow {
  [column: string]: unknown;
  id: number;
  inquiry_id: number;
  quotation_id: number | null;
  number: string;
  created_at: string;
  won_on: string;
  actor: string;
  version: number;
  supply: number;
  tax: number;
  total: number;
  buyer: string;
  nonce: string;
  confirmed_at: string | null;
  completed_on: string | null;
}

export type OrderStore = ReturnType<typeof openOrders>;

export function openOrders(db: Database.Database) {
  const byId = db.prepare("SELECT * FROM orders WHERE id = ?");
  const byNumber = db.prepare("SELECT * FROM orders WHERE number = ?");
  const byQuotation = db.prepare("SELECT * FROM orders WHERE quotation_id = ?");
  const ofInquiry = db.prepare("SELECT * FROM orders WHERE inquiry_id = ? ORDER BY id DESC");
  const all = db.prepare("SELECT * FROM orders ORDER BY id DESC LIMIT ?");
  const linesOf = db.prepare(
    `SELECT l.position, l.code, l.name, l.note, l.quantity, l.unit_price AS unitPrice,
       l.promised_on AS promisedOn, l.stage,
       COALESCE((SELECT SUM(dl.quantity) FROM delivery_lines dl JOIN deliveries d
         ON d.id = dl.delivery_id WHERE d.order_id = l.order_id AND dl.position = l.position), 0)
         AS delivered,
       COALESCE((SELECT SUM(c.quantity) FROM order_cancels c
         WHERE c.order_id = l.order_id AND c.position = l.position), 0) AS cancelled
     FROM order_lines l WHERE l.order_id = ? ORDER BY l.position`,
  );
  const nextSerial = db
    .prepare(
      `INSERT INTO order_numbers (year, last) VALUES (?, 1)
       ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last`,
    )
    .pluck();
  const columns = ORDER_FIELDS.map((field) => orderFieldSpec(field).column);
  const insert = db.prepare(
    `INSERT INTO orders (inquiry_id, quotation_id, number, created_at, won_on, actor, supply, tax,
       total, buyer, nonce, ${columns.join(", ")})
     VALUES (@inquiryId, @quotationId, @number, @at, @wonOn, @actor, @supply, @tax, @total,
       @buyer, @nonce, ${ORDER_FIELDS.map((field) => `@${field}`).join(", ")})`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, position, code, name, note, quantity, unit_price)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const bump = db.prepare(
    "UPDATE orders SET version = version + 1 WHERE id = ? AND version = ? RETURNING version",
  );
  // A new random half of the buyer's link: the old link no longer opens (staff guide review).
  const renewNonce = db.prepare(
    "UPDATE orders SET nonce = ?, version = version + 1 WHERE id = ? AND version = ?",
  );
  // A field of the page's form not given keeps its value.
  const changed = orderFieldsOf("change");
  const setDetails = db.prepare(
    `UPDATE orders SET ${changed
      .map(
        (field) =>
          `${orderFieldSpec(field).column} = COALESCE(@${field}, ${orderFieldSpec(field).column})`,
      )
      .join(", ")} WHERE id = @id`,
  );
  const setLine = db.prepare(
    "UPDATE order_lines SET promised_on = ?, stage = ? WHERE order_id = ? AND position = ?",
  );
  const addMove = db.prepare(
    `INSERT INTO order_date_moves (order_id, position, at, actor, from_on, to_on, reason)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const movesOf = db.prepare(
    `SELECT position, at, actor, from_on AS "from", to_on AS "to", reason FROM order_date_moves
     WHERE order_id = ? ORDER BY id`,
  );
  const addCancel = db.prepare(
    `INSERT INTO order_cancels (order_id, position, quantity, supply, cancelled_on, at, actor,
       reason) VALUES (@id, @position, @quantity, @supply, @cancelledOn, @at, @actor, @reason)`,
  );
  const cancelsOf = db.prepare(
    `SELECT position, quantity, supply, cancelled_on AS cancelledOn, at, actor, reason
     FROM order_cancels WHERE order_id = ? ORDER BY id`,
  );
  const lastDeliveredOn = db
    .prepare("SELECT MAX(delivered_on) FROM deliveries WHERE order_id = ?")
    .pluck();
  const lastCancelledOn = db
    .prepare("SELECT MAX(cancelled_on) FROM order_cancels WHERE order_id = ?")
    .pluck();
  const confirmed = db.prepare("UPDATE orders SET confirmed_at = ? WHERE id = ?");
  const completed = db.prepare("UPDATE orders SET completed_on = ? WHERE id = ?");
  const lastDelivery = db
    .prepare("SELECT COALESCE(MAX(n), 0) FROM deliveries WHERE order_id = ?")
    .pluck();
  const insertDelivery = db.prepare(
    `INSERT INTO deliveries (order_id, n, delivered_on, created_at, actor, supplier, supply, tax,
       total) VALUES (@orderId, @n, @deliveredOn, @at, @actor, @supplier, @supply, @tax, @total)`,
  );
  const insertDeliveryLine = db.prepare(
    "INSERT INTO delivery_lines (delivery_id, position, quantity) VALUES (?, ?, ?)",
  );
  const insertSerial = db.prepare(
    "INSERT INTO delivery_serials (delivery_id, position, maker_serial) VALUES (?, ?, ?)",
  );
  const setUnitSerial = db.prepare(
    `UPDATE delivery_serials SET unit_serial = ?
     WHERE delivery_id = ? AND position = ? AND maker_serial = ?`,
  );
  const deliveriesOf = db.prepare("SELECT * FROM deliveries WHERE order_id = ? ORDER BY n");
  const deliveryById = db.prepare("SELECT * FROM deliveries WHERE id = ?");
  const deliveredBetween = db.prepare(
    `SELECT * FROM deliveries WHERE delivered_on BETWEEN ? AND ?
     ORDER BY delivered_on, order_id, n`,
  );
  const deliveryLinesOf = db.prepare(
    `SELECT dl.position, dl.quantity, l.code, l.name, l.note, l.unit_price AS unitPrice
     FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id
     JOIN order_lines l ON l.order_id = d.order_id AND l.position = dl.position
     WHERE dl.delivery_id = ? ORDER BY dl.position`,
  );
  const serialsOf = db.prepare(
    `SELECT position, maker_serial AS maker, unit_serial AS unit FROM delivery_serials
     WHERE delivery_id = ? ORDER BY rowid`,
  );
  // The order and delivery a unit was born from (issue 82 item 7): its staff page names them.
  const unitOrigin = db.prepare(
    `SELECT o.number, d.n, d.delivered_on AS deliveredOn, s.maker_serial AS maker
     FROM delivery_serials s JOIN deliveries d ON d.id = s.delivery_id
     JOIN orders o ON o.id = d.order_id WHERE s.unit_serial = ?`,
  );
  const takenSerials = db
    .prepare(
      `SELECT s.maker_serial FROM delivery_serials s JOIN deliveries d ON d.id = s.delivery_id
       WHERE d.order_id = ?`,
    )
    .pluck();
  const keyRow = db.prepare("SELECT key FROM quotation_key WHERE id = 1").pluck();
  // A mail's attachment is the order's only when the mail is on the order's inquiry.
  const attachMail = db.prepare(
    `INSERT OR IGNORE INTO order_mail_files (order_id, mail_file, attached_at, attached_by)
     SELECT o.id, f.id, ?, ? FROM orders o, mail_files f JOIN mail_messages m ON m.id = f.message
     WHERE o.id = ? AND f.id = ? AND m.inquiry_id = o.inquiry_id`,
  );
  const mailFilesOf = db.prepare(
    `SELECT f.id, f.name, f.type, f.size, a.attached_at AS attachedAt, a.attached_by AS attachedBy
     FROM order_mail_files a JOIN mail_files f ON f.id = a.mail_file
     WHERE a.order_id = ? ORDER BY a.attached_at, f.id`,
  );

  const read = (row: OrderRow | undefined): Order | undefined => {
    if (!row) return undefined;
    const lines = (linesOf.all(row.id) as (OrderLine & { promisedOn: string | null })[]).map(
      ({ promisedOn, ...line }) => (promisedOn === null ? line : { ...line, promisedOn }),
    );
    const fields = Object.fromEntries(
      ORDER_FIELDS.map((field) => [field, row[orderFieldSpec(field).column]]),
    ) as OrderFieldValues;
    return {
      id: row.id,
      inquiryId: row.inquiry_id,
      ...(row.quotation_id !== null && { quotationId: row.quotation_id }),
      number: row.number,
      ...fields,
      createdAt: row.created_at,
      wonOn: row.won_on,
      actor: row.actor,
      version: row.version,
      supply: row.supply,
      tax: row.tax,
      total: row.total,
      buyer: JSON.parse(row.buyer) as BuyerBlock,
      nonce: row.nonce,
      ...(row.confirmed_at !== null && { confirmedAt: row.confirmed_at }),
      ...(row.completed_on !== null && { completedOn: row.completed_on }),
      lines,
    };
  };

  interface DeliveryRow {
    id: number;
    order_id: number;
    n: number;
    delivered_on: string;
    created_at: string;
    actor: string;
    supplier: string;
    supply: number;
    tax: number;
    total: number;
  }
  const readDelivery = (row: DeliveryRow | undefined): Delivery | undefined => {
    if (!row) return undefined;
    const serials = serialsOf.all(row.id) as { position: number; maker: string; unit: string }[];
    const lines = (
      deliveryLinesOf.all(row.id) as Omit<DeliveryLine, "amount" | "tax" | "serials">[]
    ).map((line) => {
      const amount = line.quantity * line.unitPrice;
      return {
        ...line,
        amount,
        tax: vatOf(amount),
        serials: serials
          .filter((s) => s.position === line.position)
          .map((s) => (s.unit ? { maker: s.maker, unit: s.unit } : { maker: s.maker })),
      };
    });
    return {
      id: row.id,
      orderId: row.order_id,
      n: row.n,
      deliveredOn: row.delivered_on,
      createdAt: row.created_at,
      actor: row.actor,
      supplier: JSON.parse(row.supplier) as SupplierBlock,
      supply: row.supply,
      tax: row.tax,
      total: row.total,
      lines,
    };
  };

  /** The order's row and lines; inside a transaction of the caller's. */
  const make = (
    inquiryId: number,
    quotationId: number | null,
    given: NewOrder,
    figures: { supply: number; tax: number; total: number },
    actor: string,
    at: Date,
  ): Order => {
    const year = Number(given.wonOn.slice(0, 4));
    const number = orderNumber(year, nextSerial.get(year) as number);
    const id = Number(
      insert.run({
        inquiryId,
        quotationId,
        number,
        at: at.toISOString(),
        wonOn: given.wonOn,
        actor,
        // A field not given: empty, or a choice's fallback.
        ...Object.fromEntries(
          ORDER_FIELDS.map((field) => {
            const input = orderFieldSpec(field).input;
            return [field, given[field] ?? (input.kind === "choice" ? input.fallback : "")];
          }),
        ),
        ...figures,
        buyer: JSON.stringify(given.buyer),
        nonce: randomBytes(18).toString("base64url"),
      }).lastInsertRowid,
    );
    given.lines.forEach((line, i) =>
      insertLine.run(id, i + 1, line.code, line.name, line.note, line.quantity, line.unitPrice),
    );
    return read(byId.get(id) as OrderRow)!;
  };

  /**
   * The order of an accepted quotation, made inside the acceptance's transaction: its lines,
   * prices and figures as sent, its payment terms, and the PO number and name the buyer gave.
   * The one the quotation already has, when it has one.
   */
  const fromQuotation = (
    quotation: StoredQuotation,
    wonOn: string,
    at: Date,
    actor = "buyer",
  ): Order => {
    const made = read(byQuotation.get(quotation.id) as OrderRow | undefined);
    if (made) return made;
    const sent = quotation.sent!;
    return make(
      quotation.inquiryId,
      quotation.id,
      {
        source: "quotation",
        lines: quotation.content.lines.map((line) => ({
          code: line.code,
          name: line.name,
          note: line.note,
          quantity: line.quantity,
          unitPrice: line.unitPrice ?? 0,
        })),
        poNumber: quotation.answer?.poNumber ?? "",
        buyerName: quotation.answer?.name ?? "",
        payment: quotation.content.terms.payment,
        buyer: sent.buyer,
        wonOn,
      },
      { supply: sent.supply, tax: sent.tax, total: sent.total },
      actor,
      at,
    );
  };

  /** An order staff make from an inquiry (a phone or fax order): figures computed here, once. */
  const create = db.transaction(
    (inquiryId: number, given: NewOrder, actor: string, at: Date): Order => {
      const totals = totalsOf(given.lines);
      if (totals.total > MAX_AMOUNT) throw new RangeError("amount");
      return make(
        inquiryId,
        null,
        given,
        { supply: totals.supply, tax: totals.tax, total: totals.total },
        actor,
        at,
      );
    },
  );

  /** Promised days and stages, and the fields of the order page's form, made on `version`. */
  const change = db.transaction(
    (
      id: number,
      version: number,
      details: OrderDetails,
      lines: readonly LineChange[],
      actor: string,
      at: Date,
    ): ChangeResult => {
      const order = read(byId.get(id) as OrderRow | undefined);
      if (!order) return { result: "unknown" };
      if (order.version !== version) return { result: "conflict" };
      const errors: Record<string, "reason" | "line"> = {};
      const moved: DateMove[] = [];
      for (const change of lines) {
        const line = order.lines.find((l) => l.position === change.position);
        if (!line) {
          errors[`lines.${change.position}`] = "line";
          continue;
        }
        // A day already given that moves is told to the buyer with its reason (item 4).
        if (line.promisedOn && change.promisedOn !== line.promisedOn) {
          if (!change.reason) errors[`lines.${change.position}.reason`] = "reason";
          else if (change.promisedOn) {
            moved.push({
              position: line.position,
              from: line.promisedOn,
              to: change.promisedOn,
              reason: change.reason,
            });
          }
        }
      }
      if (Object.keys(errors).length > 0) return { result: "refused", errors };
      bump.run(id, version);
      setDetails.run({
        id,
        ...Object.fromEntries(
          changed.map((field) => [field, (details as Partial<OrderFieldValues>)[field] ?? null]),
        ),
      });
      for (const change of lines) {
        setLine.run(change.promisedOn ?? null, change.stage, id, change.position);
      }
      for (const move of moved) {
        addMove.run(id, move.position, at.toISOString(), actor, move.from, move.to, move.reason);
      }
      return { result: "changed", order: read(byId.get(id) as OrderRow)!, moved };
    },
  );

  /**
   * A delivery, made on `version`: per line at most what is still open, one maker's serial per
   * unit when serials are given, none given twice in the order; its figures computed once. With
   * nothing left open of any line the order is complete, on the later of the delivery's day and
   * its last cancellation's.
   */
  const deliver = db.transaction(
    (id: number, version: number, given: NewDelivery, actor: string, at: Date): DeliverResult => {
      const order = read(byId.get(id) as OrderRow | undefined);
      if (!order) return { result: "unknown" };
      if (order.version !== version) return { result: "conflict" };
      const errors: Record<string, "over" | "serials" | "repeated" | "none"> = {};
      const taken = new Set(takenSerials.all(id) as string[]);
      const wanted = given.lines.filter((line) => line.quantity > 0);
      if (wanted.length === 0) errors.lines = "none";
      for (const line of wanted) {
        const ordered = order.lines.find((l) => l.position === line.position);
        if (!ordered || line.quantity > openOf(ordered)) {
          errors[`lines.${line.position}.quantity`] = "over";
        }
        if (line.serials.length > 0 && line.serials.length !== line.quantity) {
          errors[`lines.${line.position}.serials`] = "serials";
        }
        for (const serial of line.serials) {
          if (taken.has(serial)) errors[`lines.${line.position}.serials`] = "repeated";
          taken.add(serial);
        }
      }
      if (Object.keys(errors).length > 0) return { result: "refused", errors };
      const priced = wanted.map((line) => {
        const unitPrice = order.lines.find((l) => l.position === line.position)!.unitPrice;
        const amount = line.quantity * unitPrice;
        return { ...line, amount, tax: vatOf(amount) };
      });
      const supply = priced.reduce((sum, line) => sum + line.amount, 0);
      const tax = priced.reduce((sum, line) => sum + line.tax, 0);
      bump.run(id, version);
      const deliveryId = Number(
        insertDelivery.run({
          orderId: id,
          n: (lastDelivery.get(id) as number) + 1,
          deliveredOn: given.deliveredOn,
          at: at.toISOString(),
          actor,
          supplier: JSON.stringify(given.supplier),
          supply,
          tax,
          total: supply + tax,
        }).lastInsertRowid,
      );
      for (const line of priced) {
        insertDeliveryLine.run(deliveryId, line.position, line.quantity);
        for (const serial of line.serials) insertSerial.run(deliveryId, line.position, serial);
      }
      const after = read(byId.get(id) as OrderRow)!;
      if (!after.completedOn && after.lines.every((l) => openOf(l) <= 0)) {
        const cancelled = (lastCancelledOn.get(id) as string | null) ?? "";
        completed.run(cancelled > given.deliveredOn ? cancelled : given.deliveredOn, id);
      }
      return {
        result: "delivered",
        order: read(byId.get(id) as OrderRow)!,
        delivery: readDelivery(deliveryById.get(deliveryId) as DeliveryRow)!,
      };
    },
  );

  /**
   * What is left of a line cancelled, made on `version`: at most what is open, its 공급가액
   * computed here, once. With nothing left open of any line the order is complete, on the later
   * of the cancellation's day and its last delivery's (one may be typed ahead).
   */
  const cancel = db.transaction(
    (id: number, version: number, given: LineCancel, actor: string, at: Date): CancelResult => {
      const order = read(byId.get(id) as OrderRow | undefined);
      if (!order) return { result: "unknown" };
      if (order.version !== version) return { result: "conflict" };
      const line = order.lines.find((l) => l.position === given.position);
      if (!line) return { result: "refused", errors: { "cancel.position": "line" } };
      if (given.quantity < 1 || given.quantity > openOf(line)) {
        return { result: "refused", errors: { "cancel.quantity": "over" } };
      }
      bump.run(id, version);
      const cancel: StoredCancel = {
        ...given,
        supply: given.quantity * line.unitPrice,
        at: at.toISOString(),
        actor,
      };
      addCancel.run({ id, ...cancel });
      const after = read(byId.get(id) as OrderRow)!;
      if (!after.completedOn && after.lines.every((l) => openOf(l) <= 0)) {
        const delivered = (lastDeliveredOn.get(id) as string | null) ?? "";
        completed.run(delivered > given.cancelledOn ? delivered : given.cancelledOn, id);
      }
      return { result: "cancelled", order: read(byId.get(id) as OrderRow)!, cancel };
    },
  );

  /** The units a delivery's serials became, in one transaction. */
  const recordUnits = db.transaction(
    (deliveryId: number, made: readonly { position: number; maker: string; unit: string }[]) => {
      for (const m of made) setUnitSerial.run(m.unit, deliveryId, m.position, m.maker);
    },
  );

  return {
    byId: (id: number) => read(byId.get(id) as OrderRow | undefined),
    byNumber: (number: string) => read(byNumber.get(number) as OrderRow | undefined),
    ofInquiry: (inquiryId: number) =>
      (ofInquiry.all(inquiryId) as OrderRow[]).map((row) => read(row)!),
    /** The newest orders first. */
    list: (limit = 500) => (all.all(limit) as OrderRow[]).map((row) => read(row)!),
    /** Call only inside a transaction (the quotation's acceptance). */
    fromQuotation,
    create: (inquiryId: number, given: NewOrder, actor: string, at = new Date()) =>
      create.immediate(inquiryId, given, actor, at),
    change: (
      id: number,
      version: number,
      details: OrderDetails,
      lines: readonly LineChange[],
      actor: string,
      at = new Date(),
    ) => change.immediate(id, version, details, lines, actor, at),
    moves: (id: number) =>
      movesOf.all(id) as {
        position: number;
        at: string;
        actor: string;
        from: string;
        to: string;
        reason: string;
      }[],
    cancel: (id: number, version: number, given: LineCancel, actor: string, at = new Date()) =>
      cancel.immediate(id, version, given, actor, at),
    /** The order's cancellations, oldest first. */
    cancels: (id: number) => cancelsOf.all(id) as StoredCancel[],
    /**
     * Attaches a buyer's mail's file (a purchase order) to the order: false when the file is
     * not of a mail on the order's inquiry, or is attached already.
     */
    attachMailFile: (id: number, mailFile: number, actor: string, at = new Date()) =>
      attachMail.run(at.toISOString(), actor, id, mailFile).changes === 1,
    /** The mail files attached to the order, in the order they were attached. */
    mailFiles: (id: number) =>
      mailFilesOf.all(id) as {
        id: number;
        name: string;
        type: string;
        size: number;
        attachedAt: string;
        attachedBy: string;
      }[],
    /**
     * A new link for the buyer, made on `version`: the old one then opens nothing. False when
     * the order changed since (a stale page), never a silent second renewal.
     */
    renewLink: (id: number, version: number) =>
      renewNonce.run(randomBytes(18).toString("base64url"), id, version).changes === 1,
    confirmed: (id: number, at: Date) => {
      confirmed.run(at.toISOString(), id);
    },
    deliver: (id: number, version: number, given: NewDelivery, actor: string, at = new Date()) =>
      deliver.immediate(id, version, given, actor, at),
    recordUnits: (deliveryId: number, made: { position: number; maker: string; unit: string }[]) =>
      recordUnits.immediate(deliveryId, made),
    /** The delivery that made the unit `serial`, with the maker's serial; none for one typed in. */
    ofUnit: (serial: string) =>
      unitOrigin.get(serial) as
        { number: string; n: number; deliveredOn: string; maker: string } | undefined,
    deliveries: (orderId: number) =>
      (deliveriesOf.all(orderId) as DeliveryRow[]).map((row) => readDelivery(row)!),
    delivery: (id: number) => readDelivery(deliveryById.get(id) as DeliveryRow | undefined),
    /**
     * A month's deliveries ("2026-11", by their day), in day order, each with its order: the
     * lines' figures as their 거래명세서 prints them (readDelivery).
     */
    deliveredIn: (month: string) => {
      const orders = new Map<number, Order>();
      return (deliveredBetween.all(`${month}-01`, `${month}-31`) as DeliveryRow[]).map((row) => {
        let order = orders.get(row.order_id);
        if (!order) orders.set(row.order_id, (order = read(byId.get(row.order_id) as OrderRow)!));
        return { order, delivery: readDelivery(row)! };
      });
    },
    /** The links' HMAC key: the quotations' (made by their schema step), under another label. */
    key: () => keyRow.get() as Buffer,
  };
}
