import type Database from "better-sqlite3";

/**
 * The owner's numbers from the inquiry database (docs/decisions/021): inquiries and quote lines
 * per Seoul week and month, by sector (the catalogue group the inquiry came from) and by product.
 * Spam is left out. Read with one range scan of `created_at` per figure.
 */

/** Seoul is UTC+9 all year (no daylight saving): SQLite's date functions take it as a shift. */
const SEOUL = "'+9 hours'";
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

export function inquiryNumbers(db: Database.Database, now: Date): InquiryNumbers {
  const months = lastMonths(now);
  const weeks = lastWeeks(now);
  const monthFrom = fromSeoul(`${months[0]}-01`);
  const weekFrom = fromSeoul(weeks[0]!);
  const per = (period: string, from: string, keys: string[]): PeriodCount[] => {
    const rows = db
      .prepare(
        `SELECT ${period} AS period, COUNT(*) AS inquiries,
           COALESCE(SUM((SELECT COUNT(*) FROM inquiry_items WHERE inquiry_id = i.id)), 0) AS lines
         FROM inquiries i WHERE created_at >= ? AND status != 'spam' GROUP BY 1`,
      )
      .all(from) as PeriodCount[];
    const found = new Map(rows.map((row) => [row.period, row]));
    return keys.map((key) => found.get(key) ?? { period: key, inquiries: 0, lines: 0 });
  };
  const day = `date(created_at, ${SEOUL})`;
  const sectors = db
    .prepare(
      `SELECT COALESCE(category, '') AS sector, COUNT(*) AS inquiries,
         COALESCE(SUM((SELECT COUNT(*) FROM inquiry_items WHERE inquiry_id = i.id)), 0) AS lines
       FROM inquiries i WHERE created_at >= ? AND status != 'spam'
       GROUP BY 1 ORDER BY inquiries DESC, sector`,
    )
    .all(monthFrom) as SectorCount[];
  // A product counts once per inquiry that names it: in its quote list, or as the product the
  // form was opened from when there is no list.
  const products = db
    .prepare(
      `SELECT product, COUNT(DISTINCT inquiry) AS inquiries, SUM(line) AS lines FROM (
         SELECT t.product_id AS product, t.inquiry_id AS inquiry, 1 AS line
         FROM inquiry_items t JOIN inquiries i ON i.id = t.inquiry_id
         WHERE i.created_at >= @from AND i.status != 'spam'
         UNION ALL
         SELECT lower(i.product_code), i.id, 0 FROM inquiries i
         WHERE i.created_at >= @from AND i.status != 'spam' AND i.product_code IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM inquiry_items WHERE inquiry_id = i.id)
       ) GROUP BY product ORDER BY inquiries DESC, lines DESC, product LIMIT 20`,
    )
    .all({ from: monthFrom }) as ProductCount[];
  return {
    months: per(`substr(${day}, 1, 7)`, monthFrom, months),
    weeks: per(`date(${day}, '-6 days', 'weekday 1')`, weekFrom, weeks),
    sectors,
    products,
  };
}
