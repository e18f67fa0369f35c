import { existsSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * After any restore (an archive's or the replica's), the numbers the site gives out jump past
 * what it may have given after the copy was taken, so none is ever given twice
 * (docs/decisions/041-replica.md): a buyer may hold a reference, a plate a serial, a customer
 * a quotation number that the restore lost.
 */

/** Inquiry references (HF-date-id) and every other AUTOINCREMENT id: a day's worth and more. */
export const ID_MARGIN = 10_000;
/** Quotation and order numbers (Q-2026-0001, O-2026-0001): per year, four digits. */
export const QUOTATION_MARGIN = 100;
/** Unit serials (HF-2026-00042): per year, five digits; an .xlsx may record hundreds a day. */
export const SERIAL_MARGIN = 1_000;

const seoulYear = (at: Date) => new Date(at.getTime() + 9 * 3600_000).getUTCFullYear();

const hasTable = (db: Database.Database, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !==
  undefined;

/** Moves every sequence of the databases in `dataDir` (and `inquiryDb`) past its margin. */
export function passGivenNumbers(dataDir: string, inquiryDb?: string, now = new Date()) {
  const done: string[] = [];
  const year = seoulYear(now);
  const files = new Set(
    ["inquiries.sqlite", "units.sqlite", "staff.sqlite", "content.sqlite", "edge.sqlite"]
      .map((name) => join(dataDir, name))
      .concat(inquiryDb ? [inquiryDb] : []),
  );
  for (const file of files) {
    if (!existsSync(file)) continue;
    const db = new Database(file, { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      db.transaction(() => {
        if (hasTable(db, "inquiries") && hasTable(db, "sqlite_sequence")) {
          db.prepare(
            `INSERT INTO sqlite_sequence (name, seq) SELECT 'inquiries', 0
             WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'inquiries')`,
          ).run();
        }
        if (hasTable(db, "sqlite_sequence")) {
          const moved = db
            .prepare("UPDATE sqlite_sequence SET seq = seq + ?")
            .run(ID_MARGIN).changes;
          if (moved > 0) done.push(`${moved} ids in ${file} (+${ID_MARGIN})`);
        }
        // Quotation and order numbers are printed on papers a buyer keeps (an order's on each
        // 거래명세서, kept for years): one given before the backup's moment is never given again.
        for (const [table, what] of [
          ["quotation_numbers", "quotation numbers"],
          ["order_numbers", "order numbers"],
        ] as const) {
          if (!hasTable(db, table)) continue;
          db.prepare(
            `INSERT INTO ${table} (year, last) VALUES (?, 0) ON CONFLICT (year) DO NOTHING`,
          ).run(year);
          db.prepare(`UPDATE ${table} SET last = last + ?`).run(QUOTATION_MARGIN);
          done.push(`${what} (+${QUOTATION_MARGIN})`);
        }
        if (hasTable(db, "unit_deleted") && hasTable(db, "units")) {
          // A serial kept out as a deleted unit's is never given: the next is past it.
          const years = db
            .prepare<[], { year: number; last: number }>(
              `SELECT year, MAX(number) AS last FROM
                 (SELECT year, number FROM units UNION ALL SELECT year, number FROM unit_deleted)
               GROUP BY year`,
            )
            .all();
          if (!years.some((row) => row.year === year)) years.push({ year, last: 0 });
          const keep = db.prepare(
            `INSERT OR IGNORE INTO unit_deleted (serial, year, number, deleted_at, deleted_by)
             VALUES (?, ?, ?, ?, 'restore')`,
          );
          for (const row of years) {
            const number = Math.min(row.last + SERIAL_MARGIN, 99_999);
            keep.run(
              `HF-${row.year}-${String(number).padStart(5, "0")}`,
              row.year,
              number,
              now.getTime(),
            );
          }
          done.push(`unit serials (+${SERIAL_MARGIN})`);
        }
      })();
    } finally {
      db.close();
    }
  }
  return done;
}
