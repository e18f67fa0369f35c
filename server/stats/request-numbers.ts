import type Database from "better-sqlite3";
import { businessTimeBetween } from "../inquiries/business-time";
import { lastMonths } from "./inquiry-numbers";

/**
 * Service and spare-parts requests from delivered units' pages (issue 58 items 5 and 8), per
 * Seoul month over the last 12: how many came, how many were answered, and the median business
 * time to the first response (the inbox's: the first reply sent, or the status answered).
 * Counts and times only; spam left out.
 */
export interface RequestMonth {
  /** "2026-11", in Seoul. */
  month: string;
  service: number;
  parts: number;
  /** Of both, those with a first response. */
  answered: number;
  /** Median business time to the first response (ms); absent with none answered. */
  medianMs?: number;
}

const seoulMonth = (iso: string) =>
  new Date(Date.parse(iso) + 9 * 60 * 60 * 1000).toISOString().slice(0, 7);

export function requestNumbers(db: Database.Database, now: Date): RequestMonth[] {
  const months = lastMonths(now);
  const from = new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - 9 * 60 * 60 * 1000);
  const rows = db
    .prepare(
      `SELECT i.kind AS kind, i.created_at AS createdAt, f.first AS first
       FROM inquiries i LEFT JOIN (
         SELECT inquiry_id, MIN(at) AS first FROM inquiry_events
         WHERE kind = 'reply' OR (kind = 'status' AND value = 'answered') GROUP BY inquiry_id
       ) f ON f.inquiry_id = i.id
       WHERE i.kind IN ('service', 'parts') AND i.created_at >= ? AND i.status != 'spam'`,
    )
    .all(from.toISOString()) as {
    kind: "service" | "parts";
    createdAt: string;
    first: string | null;
  }[];
  const byMonth = new Map(
    months.map((month) => [month, { month, service: 0, parts: 0, times: [] as number[] }]),
  );
  for (const row of rows) {
    const month = byMonth.get(seoulMonth(row.createdAt));
    if (!month) continue;
    month[row.kind] += 1;
    if (row.first !== null) {
      month.times.push(businessTimeBetween(Date.parse(row.createdAt), Date.parse(row.first)));
    }
  }
  return [...byMonth.values()].map(({ times, ...month }) => {
    const sorted = times.sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    const medianMs =
      sorted.length === 0
        ? undefined
        : sorted.length % 2
          ? sorted[middle]!
          : (sorted[middle - 1]! + sorted[middle]!) / 2;
    return { ...month, answered: sorted.length, ...(medianMs !== undefined && { medianMs }) };
  });
}
