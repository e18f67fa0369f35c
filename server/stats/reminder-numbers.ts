import type Database from "better-sqlite3";
import { seoulDay } from "../platform/seoul-day";
import { lastMonths } from "./inquiry-numbers";

/**
 * What the plants' reminders brought (docs/decisions/046-plants.md), per Seoul month of the
 * reminder over the last 12: reminders sent and their mails, the requests made from their
 * one-tap links (a plant request naming the reminder), the quotations sent for those requests
 * and the value quoted, and those won and their value (공급가액 of the latest version sent,
 * exact whole won, as the quotations' numbers count). Integers only; nothing is divided.
 */

export interface ReminderMonth {
  month: string;
  reminders: number;
  mails: number;
  requests: number;
  quoted: number;
  valueQuoted: number;
  won: number;
  valueWon: number;
}

export function reminderNumbers(
  reminders: readonly { id: number; sentAt: number; contacts: number }[],
  requests: readonly { inquiryRef: string; reminderId?: number }[],
  inquiries: Database.Database,
  now: Date,
): ReminderMonth[] {
  const months = lastMonths(now);
  const byMonth = new Map(
    months.map((month) => [
      month,
      {
        month,
        reminders: 0,
        mails: 0,
        requests: 0,
        quoted: 0,
        valueQuoted: 0,
        won: 0,
        valueWon: 0,
      },
    ]),
  );
  const monthOf = new Map<number, string>();
  for (const reminder of reminders) {
    const month = seoulDay(reminder.sentAt).slice(0, 7);
    monthOf.set(reminder.id, month);
    const row = byMonth.get(month);
    if (!row) continue;
    row.reminders += 1;
    row.mails += reminder.contacts;
  }
  const brought = requests.filter(
    (request) => request.reminderId !== undefined && monthOf.has(request.reminderId),
  );
  // One read: each brought inquiry's latest sent quotation and its outcome; an erased inquiry
  // is simply not found (its request still counts as brought).
  const quotes = new Map(
    (
      inquiries
        .prepare(
          `SELECT i.ref AS ref,
             (SELECT supply FROM quotations WHERE inquiry_id = i.id AND sent_at IS NOT NULL
               ORDER BY id DESC LIMIT 1) AS supply,
             (SELECT outcome FROM inquiry_outcomes WHERE inquiry_id = i.id) AS outcome
           FROM inquiries i WHERE i.ref IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(brought.map((request) => request.inquiryRef))) as {
        ref: string;
        supply: number | null;
        outcome: "won" | "lost" | null;
      }[]
    ).map((row) => [row.ref, row]),
  );
  for (const request of brought) {
    const row = byMonth.get(monthOf.get(request.reminderId!)!);
    if (!row) continue;
    row.requests += 1;
    const quote = quotes.get(request.inquiryRef);
    if (quote?.supply === null || quote?.supply === undefined) continue;
    row.quoted += 1;
    row.valueQuoted += quote.supply;
    if (quote.outcome === "won") {
      row.won += 1;
      row.valueWon += quote.supply;
    }
  }
  return [...byMonth.values()];
}
