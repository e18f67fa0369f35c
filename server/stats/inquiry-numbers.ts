import type Database from "better-sqlite3";
import { businessTimeBetween, dueAt, overdueCutoff } from "../inquiries/business-time";

/**
 * The owner's numbers from the inquiry database (docs/decisions/021): inquiries and quote lines
 * per Seoul week and month, by sector (the catalogue group the inquiry came from, or its quote
 * list's products') and by product.
 * Spam is left out. Read with one range scan of `created_at` per figure.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PeriodCount {
  /** The month ("2026-11") or the week's Monday ("2026-11-16"), in Seoul. */
  period: string;
  inquiries: number;
  lines: number;
}
export interface SectorCount {
  /** The catalogue group's id; "" when the inquiry named no product. */
  sector: string;
  inquiries: number;
  lines: number;
}
export interface ProductCount {
  /** The product's id (its code in lower case). */
  product: string;
  inquiries: number;
  lines: number;
}

export interface InquiryNumbers {
  months: PeriodCount[];
  weeks: PeriodCount[];
  sectors: SectorCount[];
  products: ProductCount[];
}

const seoulDay = (at: Date) =>
  new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The last `count` Seoul months, oldest first, ending with this one ("2026-11"). */
export function lastMonths(now: Date, count = 12): string[] {
  const [year, month] = seoulDay(now).split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return at.toISOString().slice(0, 7);
  });
}

/** The Mondays of the last `count` Seoul weeks, oldest first, ending with this week's. */
export function lastWeeks(now: Date, count = 12): string[] {
  const today = new Date(`${seoulDay(now)}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, i) =>
    new Date(monday - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** A Seoul day's start as the stored UTC text ("2026-11-16" -> "2026-11-15T15:00:00.000Z"). */
const fromSeoul = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - 9 * 60 * 60 * 1000).toISOString();

/** The Monday of a Seoul day's week ("2026-11-22" -> "2026-11-16"). */
function mondayOf(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  return new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Reads over the last 12 months, the periods' grouped by UTC hour ("2026-11-22T15", from the
 * indexed text as stored) so that SQLite computes no date per row; the hours become Seoul days,
 * months and weeks here, a few thousand groups at most. 100,000 inquiries: bench/numbers.ts.
 * `groupOf` names each product's catalogue group (its id to the group's), for the sectors of an
 * inquiry sent with a quote list rather than from a product's page.
 */
export function inquiryNumbers(
  db: Database.Database,
  now: Date,
  groupOf: Record<string, string> = {},
): InquiryNumbers {
  const months = lastMonths(now);
  const weeks = lastWeeks(now);
  const from = fromSeoul(`${months[0]}-01`);
  // Inquiries by hour; the product of one sent from a product's page without a list.
  const inquiries = db
    .prepare(
      `SELECT substr(created_at, 1, 13) AS hour,
         CASE WHEN product_code IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM inquiry_items WHERE inquiry_id = i.id)
           THEN lower(product_code) END AS product,
         COUNT(*) AS n
       FROM inquiries i WHERE created_at >= ? AND status != 'spam' GROUP BY 1, 2`,
    )
    .all(from) as { hour: string; product: string | null; n: number }[];
  const lines = db
    .prepare(
      `SELECT substr(i.created_at, 1, 13) AS hour, COUNT(*) AS n
       FROM inquiry_items t JOIN inquiries i ON i.id = t.inquiry_id
       WHERE i.created_at >= ? AND i.status != 'spam' GROUP BY 1`,
    )
    .all(from) as { hour: string; n: number }[];
  // An inquiry's sector is the group its form was opened from; without one, the groups of the
  // products in its quote list (once each, its lines under their own); "" when it named none.
  const groups = `WITH groups (product, sector) AS (SELECT key, value FROM json_each(?))`;
  const sectorInquiries = db
    .prepare(
      `${groups}
       SELECT sector, COUNT(*) AS n FROM (
         SELECT DISTINCT i.id, COALESCE(i.category, g.sector, '') AS sector
         FROM inquiries i
         LEFT JOIN inquiry_items t ON i.category IS NULL AND t.inquiry_id = i.id
         LEFT JOIN groups g ON g.product = t.product_id
         WHERE i.created_at >= ? AND i.status != 'spam'
       ) GROUP BY 1`,
    )
    .all(JSON.stringify(groupOf), from) as { sector: string; n: number }[];
  const sectorLines = db
    .prepare(
      `${groups}
       SELECT COALESCE(i.category, g.sector, '') AS sector, COUNT(*) AS n
       FROM inquiry_items t JOIN inquiries i ON i.id = t.inquiry_id
       LEFT JOIN groups g ON i.category IS NULL AND g.product = t.product_id
       WHERE i.created_at >= ? AND i.status != 'spam' GROUP BY 1`,
    )
    .all(JSON.stringify(groupOf), from) as { sector: string; n: number }[];
  // A product counts once per inquiry that names it: in its quote list, or as the product the
  // form was opened from when there is no list.
  const listed = db
    .prepare(
      `SELECT t.product_id AS product, COUNT(DISTINCT t.inquiry_id) AS inquiries,
         COUNT(*) AS lines
       FROM inquiry_items t JOIN inquiries i ON i.id = t.inquiry_id
       WHERE i.created_at >= ? AND i.status != 'spam' GROUP BY 1`,
    )
    .all(from) as ProductCount[];

  const days = new Map<string, string>();
  const seoul = (hour: string) => {
    let day = days.get(hour);
    if (day === undefined) {
      day = seoulDay(new Date(`${hour}:00:00Z`));
      days.set(hour, day);
    }
    return day;
  };
  const byMonth = new Map(months.map((m) => [m, { period: m, inquiries: 0, lines: 0 }]));
  const byWeek = new Map(weeks.map((w) => [w, { period: w, inquiries: 0, lines: 0 }]));
  const bySector = new Map<string, SectorCount>();
  const sector = (id: string) => {
    let found = bySector.get(id);
    if (!found) bySector.set(id, (found = { sector: id, inquiries: 0, lines: 0 }));
    return found;
  };
  const add = (hour: string, key: "inquiries" | "lines", n: number) => {
    const day = seoul(hour);
    const month = byMonth.get(day.slice(0, 7));
    if (month) month[key] += n;
    const week = byWeek.get(mondayOf(day));
    if (week) week[key] += n;
  };
  const byProduct = new Map(listed.map((p) => [p.product, { ...p }]));
  for (const row of inquiries) {
    add(row.hour, "inquiries", row.n);
    if (row.product) {
      const product = byProduct.get(row.product);
      if (product) product.inquiries += row.n;
      else byProduct.set(row.product, { product: row.product, inquiries: row.n, lines: 0 });
    }
  }
  for (const row of lines) add(row.hour, "lines", row.n);
  for (const row of sectorInquiries) sector(row.sector).inquiries += row.n;
  for (const row of sectorLines) sector(row.sector).lines += row.n;
  return {
    months: [...byMonth.values()],
    weeks: [...byWeek.values()],
    sectors: [...bySector.values()].sort(
      (a, b) => b.inquiries - a.inquiries || a.sector.localeCompare(b.sector),
    ),
    products: [...byProduct.values()]
      .sort(
        (a, b) =>
          b.inquiries - a.inquiries || b.lines - a.lines || a.product.localeCompare(b.product),
      )
      .slice(0, 20),
  };
}

/** How fast inquiries were answered: first responses in Seoul business time (business-time.ts). */
export interface ResponseNumbers {
  /** Inquiries of the 12 months with a first response (a reply, or the status answered). */
  answered: number;
  /** The median business time to the first response (ms); absent with none answered. */
  medianMs?: number;
  /** Inquiries whose one business day has passed or that were answered: the share's base. */
  due: number;
  /** Of those, how many were answered within one business day. */
  withinDay: number;
  /** Buyers' mails of the 12 months answered (by a later reply or the status answered). */
  messagesAnswered: number;
  /** The median business time from a buyer's mail to the response after it (ms). */
  messageMedianMs?: number;
}

/**
 * The median first-response time and the share answered within one business day, over the
 * inquiries of the last 12 months (spam left out): the first response is the inbox's
 * (`FIRST_RESPONSE` in server/inquiries/inbox.ts), one grouped read of the events.
 */
export function responseNumbers(db: Database.Database, now: Date): ResponseNumbers {
  const from = fromSeoul(`${lastMonths(now)[0]}-01`);
  const rows = db
    .prepare(
      `SELECT i.created_at AS createdAt, f.first AS first
       FROM inquiries i LEFT JOIN (
         SELECT inquiry_id, MIN(at) AS first FROM inquiry_events
         WHERE kind = 'reply' OR (kind = 'status' AND value = 'answered') GROUP BY inquiry_id
       ) f ON f.inquiry_id = i.id
       WHERE i.created_at >= ? AND i.status != 'spam'`,
    )
    .all(from) as { createdAt: string; first: string | null }[];
  const times: number[] = [];
  // Unanswered: due when received at or before the cut-off (one bound, no walk per row).
  // (compared as the stored ISO text, which sorts as the times do).
  const cutoff = new Date(overdueCutoff(now.getTime())).toISOString();
  let due = 0;
  let withinDay = 0;
  for (const row of rows) {
    if (row.first === null) {
      if (row.createdAt <= cutoff) due += 1;
      continue;
    }
    const received = Date.parse(row.createdAt);
    const first = Date.parse(row.first);
    times.push(businessTimeBetween(received, first));
    due += 1;
    if (first <= dueAt(received)) withinDay += 1;
  }
  const medianMs = median(times);
  // Each buyer's mail (not an auto-reply) and the first response after it (decision 023).
  const messages = db
    .prepare(
      `SELECT m.at AS at, (SELECT MIN(r.at) FROM inquiry_events r
           WHERE r.inquiry_id = m.inquiry_id AND r.id > m.id
             AND (r.kind = 'reply' OR (r.kind = 'status' AND r.value = 'answered'))) AS answer
       FROM inquiry_events m JOIN inquiries i ON i.id = m.inquiry_id
       WHERE m.kind = 'message' AND m.value = 'message' AND m.at >= ? AND i.status != 'spam'`,
    )
    .all(from) as { at: string; answer: string | null }[];
  const messageTimes = messages
    .filter((row) => row.answer !== null)
    .map((row) => businessTimeBetween(Date.parse(row.at), Date.parse(row.answer!)));
  const messageMedianMs = median(messageTimes);
  return {
    answered: times.length,
    ...(medianMs !== undefined && { medianMs }),
    due,
    withinDay,
    messagesAnswered: messageTimes.length,
    ...(messageMedianMs !== undefined && { messageMedianMs }),
  };
}

function median(values: number[]): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return undefined;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
