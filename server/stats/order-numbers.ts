import type Database from "better-sqlite3";
import { lastMonths } from "./inquiry-numbers";

/**
 * The owner's numbers of orders (issue 82 item 8, decision 047), per Seoul month over the last
 * 12, of the orders complete (a stored `completed_on`: nothing left open of any line), by the day
 * of each one's last delivery: how many, how many on time, the days from won to delivered; and
 * the open order book now. An order is on time when no part of any line was still open after
 * the day first promised for it (a moved day counts as its first: the buyer was promised that
 * one): delivered by then, or cancelled by then; an order with a delivered line never given a
 * day is neither on time nor late. An order cancelled whole is not counted. Integers from the
 * database; only the share and the median are divided.
 */

export interface OrderFigures {
  /** Orders complete in the period. */
  completed: number;
  onTime: number;
  late: number;
  /** On time of those with every line's day given, in percent, whole; absent with none. */
  onTimeShare?: number;
  /** Days from won to the last delivery: the median (may end in .5), the fewest and the most. */
  medianDays?: number;
  minDays?: number;
  maxDays?: number;
}

export interface OrderMonth extends OrderFigures {
  /** "2026-11", in Seoul. */
  month: string;
}

export interface OrderNumbers {
  months: OrderMonth[];
  /** The 12 months together. */
  all: OrderFigures;
  /** 공급가액 of every line's part not yet delivered nor cancelled, in whole won (VAT not in it). */
  openBook: number;
  /** Orders with something still open (neither delivered nor cancelled). */
  openOrders: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function figuresOf(orders: readonly { days: number; onTime?: boolean }[]): OrderFigures {
  const onTime = orders.filter((o) => o.onTime === true).length;
  const late = orders.filter((o) => o.onTime === false).length;
  const days = orders.map((o) => o.days).sort((a, b) => a - b);
  const mid = days.length >> 1;
  return {
    completed: orders.length,
    onTime,
    late,
    ...(onTime + late > 0 && { onTimeShare: Math.round((onTime / (onTime + late)) * 100) }),
    ...(days.length > 0 && {
      medianDays: days.length % 2 ? days[mid]! : (days[mid - 1]! + days[mid]!) / 2,
      minDays: days[0]!,
      maxDays: days.at(-1)!,
    }),
  };
}

export function orderNumbers(db: Database.Database, now: Date): OrderNumbers {
  const months = lastMonths(now);
  // Each line of the orders complete since the first month: its first promised day, the day of
  // its last delivery and of its last cancellation.
  const lines = db
    .prepare(
      `SELECT o.id, o.won_on AS wonOn, o.completed_on AS completedOn,
         COALESCE((SELECT m.from_on FROM order_date_moves m
           WHERE m.order_id = o.id AND m.position = l.position ORDER BY m.id LIMIT 1),
           l.promised_on) AS promisedOn,
         (SELECT MAX(d.delivered_on) FROM delivery_lines dl JOIN deliveries d
           ON d.id = dl.delivery_id WHERE d.order_id = o.id AND dl.position = l.position)
           AS deliveredOn,
         (SELECT MAX(c.cancelled_on) FROM order_cancels c
           WHERE c.order_id = o.id AND c.position = l.position) AS cancelledOn
       FROM orders o JOIN order_lines l ON l.order_id = o.id
       WHERE o.completed_on >= ?`,
    )
    .all(`${months[0]}-01`) as {
    id: number;
    wonOn: string;
    completedOn: string;
    promisedOn: string | null;
    deliveredOn: string | null;
    cancelledOn: string | null;
  }[];
  // An order is counted in the month of its last delivery, its days from won to that delivery;
  // one with nothing delivered (cancelled whole) is not counted. A line is late when a part of
  // it was still open after its first promised day: delivered after it, or cancelled after it.
  // A line cancelled whole by that day counts for neither, as does one delivered without a day.
  const byOrder = new Map<number, typeof lines>();
  for (const line of lines) byOrder.set(line.id, [...(byOrder.get(line.id) ?? []), line]);
  const orders: { month: string; days: number; onTime?: boolean }[] = [];
  for (const of of byOrder.values()) {
    const last = of.map((l) => l.deliveredOn ?? "").reduce((a, b) => (b > a ? b : a), "");
    if (!last) continue;
    let late = false;
    let undated = false;
    for (const line of of) {
      const settled =
        (line.cancelledOn ?? "") > (line.deliveredOn ?? "")
          ? line.cancelledOn!
          : (line.deliveredOn ?? "");
      const missed = line.promisedOn !== null && settled > line.promisedOn;
      if (!line.deliveredOn && !missed) continue;
      if (line.promisedOn === null) undated = true;
      else if (missed) late = true;
    }
    const days = Math.round((Date.parse(last) - Date.parse(of[0]!.wonOn)) / DAY_MS);
    orders.push({ month: last.slice(0, 7), days, ...(!undated && { onTime: !late }) });
  }
  // A day typed ahead of this month is no delivery yet: only the months shown count.
  const shown = orders.filter((o) => months.includes(o.month));
  const book = db
    .prepare(
      `SELECT COALESCE(SUM((l.quantity - COALESCE(d.n, 0) - COALESCE(c.n, 0)) * l.unit_price), 0)
           AS openBook,
         COUNT(DISTINCT l.order_id) AS openOrders
       FROM order_lines l LEFT JOIN (
         SELECT d.order_id, dl.position, SUM(dl.quantity) AS n
         FROM delivery_lines dl JOIN deliveries d ON d.id = dl.delivery_id GROUP BY 1, 2
       ) d ON d.order_id = l.order_id AND d.position = l.position
       LEFT JOIN (
         SELECT order_id, position, SUM(quantity) AS n FROM order_cancels GROUP BY 1, 2
       ) c ON c.order_id = l.order_id AND c.position = l.position
       WHERE l.quantity > COALESCE(d.n, 0) + COALESCE(c.n, 0)`,
    )
    .get() as { openBook: number; openOrders: number };
  return {
    months: months.map((month) => ({
      month,
      ...figuresOf(shown.filter((o) => o.month === month)),
    })),
    all: figuresOf(shown),
    ...book,
  };
}
