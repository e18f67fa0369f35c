import type Database from "better-sqlite3";
import { businessTimeBetween } from "../inquiries/business-time";

/**
 * The owner's numbers of quotations (decision 027), over the inquiries quoted in the last 12
 * months, by product group (the inquiry's sector, as inquiry-numbers.ts reads it): how many were
 * quoted, the value quoted and won (공급가액 of the latest version sent, whole won), the win rate
 * (won of those quoted), and the median business hours from the inquiry to its first quotation.
 * Spam is left out. Integers from the database; only the rate and the hours are divided.
 */

export interface QuotationGroup {
  /** The catalogue group's id; "" for an inquiry that named no product; "*" for all. */
  sector: string;
  quoted: number;
  valueQuoted: number;
  won: number;
  valueWon: number;
  /** Won of quoted, in percent, whole. */
  winRate: number;
  /** The median business hours to the first quotation, one decimal; undefined when none. */
  medianHours?: number;
}

const HOUR = 3_600_000;

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function quotationNumbers(
  db: Database.Database,
  now: Date,
  groupOf: Record<string, string> = {},
): QuotationGroup[] {
  const from = new Date(now.getTime() - 365 * 24 * HOUR).toISOString();
  // One row per inquiry quoted: its sector, when it came, its first sending, the latest sent
  // version's supply and its outcome.
  const rows = db
    .prepare(
      `WITH groups (product, sector) AS (SELECT key, value FROM json_each(?))
       SELECT i.created_at AS createdAt,
         COALESCE(i.category, (SELECT g.sector FROM inquiry_items t JOIN groups g
           ON g.product = t.product_id WHERE t.inquiry_id = i.id ORDER BY t.position LIMIT 1),
           '') AS sector,
         (SELECT MIN(sent_at) FROM quotations WHERE inquiry_id = i.id AND sent_at IS NOT NULL)
           AS firstSent,
         (SELECT supply FROM quotations WHERE inquiry_id = i.id AND sent_at IS NOT NULL
           ORDER BY id DESC LIMIT 1) AS supply,
         (SELECT outcome FROM inquiry_outcomes WHERE inquiry_id = i.id) AS outcome
       FROM inquiries i
       WHERE i.status <> 'spam' AND EXISTS (SELECT 1 FROM quotations q
         WHERE q.inquiry_id = i.id AND q.sent_at IS NOT NULL AND q.sent_at >= ?)`,
    )
    .all(JSON.stringify(groupOf), from) as {
    createdAt: string;
    sector: string;
    firstSent: string;
    supply: number;
    outcome: "won" | "lost" | null;
  }[];
  const groups = new Map<string, { rows: typeof rows }>();
  for (const row of rows) {
    for (const key of [row.sector, "*"]) {
      const group = groups.get(key) ?? { rows: [] };
      group.rows.push(row);
      groups.set(key, group);
    }
  }
  return [...groups]
    .map(([sector, { rows: quoted }]) => {
      const won = quoted.filter((row) => row.outcome === "won");
      const hours = median(
        quoted.map(
          (row) => businessTimeBetween(Date.parse(row.createdAt), Date.parse(row.firstSent)) / HOUR,
        ),
      );
      return {
        sector,
        quoted: quoted.length,
        valueQuoted: quoted.reduce((sum, row) => sum + row.supply, 0),
        won: won.length,
        valueWon: won.reduce((sum, row) => sum + row.supply, 0),
        winRate: Math.round((won.length / quoted.length) * 100),
        ...(hours !== undefined && { medianHours: Math.round(hours * 10) / 10 }),
      };
    })
    .sort((a, b) =>
      a.sector === "*"
        ? -1
        : b.sector === "*"
          ? 1
          : b.valueQuoted - a.valueQuoted || a.sector.localeCompare(b.sector),
    );
}
