import type Database from "better-sqlite3";
import { z } from "zod";
import { setClosedDays } from "../inquiries/business-time";

/**
 * The company's own closed days (foundation day, summer closing, a day a government notice
 * adds), which business time skips like a public holiday, and the years whose list an owner has
 * confirmed. One JSON value under the `closed-days` key of the staff database's `settings`
 * table; each save hands the days to business time (server/inquiries/business-time.ts).
 */

export interface ClosedDay {
  /** A Seoul day: "2027-08-02". */
  day: string;
  /** What it is, in the owner's words: "창립기념일". */
  name: string;
}

interface Saved {
  days: ClosedDay[];
  confirmed: number[];
}

const KEY = "closed-days";

/** The form's fields, checked: a real calendar day within reach, a short printable name. */
export const closedDayForm = z.object({
  day: z
    .string()
    .trim()
    .regex(/^(20[2-9]\d)-\d{2}-\d{2}$/)
    // zod runs the check after a failed pattern too: an invalid date must not throw here.
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    }),
  // No control or invisible format characters: the name is shown in pages and the audit log.
  name: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u),
});

export type ClosedDayField = keyof z.input<typeof closedDayForm>;

export function closedDaysStore(db: Database.Database, now: () => number) {
  const read = db.prepare("SELECT value FROM settings WHERE key = ?").pluck();
  const write = db.prepare(
    `INSERT INTO settings (key, value, updated_at, updated_by) VALUES (@key, @value, @at, @by)
     ON CONFLICT (key) DO UPDATE SET value = @value, updated_at = @at, updated_by = @by`,
  );
  const saved = (): Saved => {
    const value = read.get(KEY) as string | undefined;
    return value ? (JSON.parse(value) as Saved) : { days: [], confirmed: [] };
  };
  const save = (value: Saved, by: string) => {
    value.days.sort((a, b) => a.day.localeCompare(b.day));
    write.run({ key: KEY, value: JSON.stringify(value), at: now(), by });
    setClosedDays(value.days.map((entry) => entry.day));
  };
  setClosedDays(saved().days.map((entry) => entry.day));

  return {
    /** Every closed day, in date order. */
    list: (): ClosedDay[] => saved().days,
    /** Whether an owner has confirmed a year's list. */
    isConfirmed: (year: number) => saved().confirmed.includes(year),
    /** Adds a day (false: it is already closed). */
    add(entry: ClosedDay, by: string): boolean {
      const value = saved();
      if (value.days.some((known) => known.day === entry.day)) return false;
      save({ ...value, days: [...value.days, entry] }, by);
      return true;
    },
    /** Removes a day; false when it was not there. */
    remove(day: string, by: string): boolean {
      const value = saved();
      const days = value.days.filter((known) => known.day !== day);
      if (days.length === value.days.length) return false;
      save({ ...value, days }, by);
      return true;
    },
    /** Marks a year's list as checked by an owner. */
    confirm(year: number, by: string) {
      const value = saved();
      if (!value.confirmed.includes(year))
        save({ ...value, confirmed: [...value.confirmed, year] }, by);
    },
  };
}
