import * as gazette from "@hyunbinseo/holidays-kr/all";
import { SEOUL_OFFSET, seoulDay } from "../platform/seoul-day";
import { ruleHolidays } from "./korean-holidays";

/**
 * Business time in Seoul: the office's hours on business days (Monday to Friday, not a Korean
 * public holiday, not a day the company closes). Response times and the overdue rule count only
 * this time.
 *
 * Holidays: the official gazette's list (@hyunbinseo/holidays-kr) for the years it covers, which
 * alone has the days no rule computes (temporary holidays, elections for a vacancy); beyond them
 * the law's rules (korean-holidays.ts). The company's own closed days (foundation day, summer
 * closing, a day a government notice adds) come from the back office (server/admin/closed-days.ts).
 */

/** The office's hours (app/content/company.ts's `officeHours` says the same to buyers). */
export const OPENS = 9 * 60;
export const CLOSES = 18 * 60;
const MINUTE = 60_000;
const DAY = 86_400_000;
const SEOUL = SEOUL_OFFSET;
/** One business day: the length of the office's day, counted in business time. */
export const BUSINESS_DAY = (CLOSES - OPENS) * MINUTE;

const listed: Record<string, Readonly<Record<string, readonly string[]>>> = Object.fromEntries(
  Object.entries(gazette).map(([name, days]) => [name.slice(1), days]),
);

/**
 * The company's closed days (Seoul days), set by the back office's store. Kept on globalThis:
 * the server's bundle and the pages' bundle (the numbers page) each hold a copy of this module,
 * and both must count the same days. `version` tells each copy's day cache to start again.
 */
const closed = ((globalThis as Record<symbol, unknown>)[Symbol.for("business-time.closed")] ??= {
  days: new Set<string>(),
  version: 0,
}) as { days: ReadonlySet<string>; version: number };

/** Replaces the company's closed days; the next business-time count takes them. */
export function setClosedDays(days: Iterable<string>) {
  closed.days = new Set(days);
  closed.version++;
}

export { seoulDay };

/** Whether the law's rules (korean-holidays.ts) make a Seoul day a public holiday. */
export const isComputedHoliday = (day: string) => ruleHolidays(Number(day.slice(0, 4))).has(day);

/** Whether a Seoul day ("2026-10-05") is a Korean public holiday. */
export function isHoliday(day: string): boolean {
  const known = listed[day.slice(0, 4)];
  return known ? day in known : isComputedHoliday(day);
}

/** A year's public holidays in date order, with their names (the gazette's or the rules'). */
export function holidaysOf(year: number): { day: string; names: readonly string[] }[] {
  const days = listed[year] ?? Object.fromEntries(ruleHolidays(year));
  return Object.entries(days)
    .map(([day, names]) => ({ day, names }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** Whether a Seoul day is a business day: Monday to Friday, no public holiday, not closed. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(day) && !closed.days.has(day);
}

/** The start of a Seoul day (ms). */
const dayStart = (at: number) => Math.floor((at + SEOUL) / DAY) * DAY - SEOUL;

/** Whether the Seoul day starting at a moment is a business day, worked out once per day. */
const businessDayAt = new Map<number, boolean>();
let cachedVersion = closed.version;

/** The office's open span on the Seoul day starting at `start`, or undefined on a day off. */
function openSpan(start: number): [number, number] | undefined {
  if (cachedVersion !== closed.version) {
    businessDayAt.clear();
    cachedVersion = closed.version;
  }
  let open = businessDayAt.get(start);
  if (open === undefined) businessDayAt.set(start, (open = isBusinessDay(seoulDay(start))));
  return open ? [start + OPENS * MINUTE, start + CLOSES * MINUTE] : undefined;
}

/** Business time (ms) between two moments; 0 when `to` is not after `from`. */
export function businessTimeBetween(from: number, to: number): number {
  let total = 0;
  for (let start = dayStart(from); start < to; start += DAY) {
    const span = openSpan(start);
    if (!span) continue;
    total += Math.max(0, Math.min(to, span[1]) - Math.max(from, span[0]));
  }
  return total;
}

/** The first moment at which `amount` of business time has passed since `from`. */
export function addBusinessTime(from: number, amount: number): number {
  let left = amount;
  for (let start = dayStart(from); ; start += DAY) {
    const span = openSpan(start);
    if (!span || span[1] <= from) continue;
    const begin = Math.max(from, span[0]);
    if (begin + left <= span[1]) return begin + left;
    left -= span[1] - begin;
  }
}

/**
 * The latest moment from which `amount` of business time has passed by `at`: walking back
 * from `at`, where the business time counted reaches `amount`.
 */
export function subtractBusinessTime(at: number, amount: number): number {
  let left = amount;
  for (let start = dayStart(at); ; start -= DAY) {
    const span = openSpan(start);
    if (!span || span[0] >= at) continue;
    const end = Math.min(at, span[1]);
    if (end - left >= span[0]) return end - left;
    left -= end - span[0];
  }
}

/**
 * When an inquiry received at `receivedAt` becomes overdue: once one business day (the
 * office's nine hours) of business time has passed. Received Friday 10:00 before a Monday
 * holiday: due Tuesday 10:00. Received at night or on a day off: counted from the next opening,
 * so due when that business day closes.
 */
export const dueAt = (receivedAt: number) => addBusinessTime(receivedAt, BUSINESS_DAY);

/**
 * The latest receipt that is overdue at `now`: an unanswered inquiry received at or before it
 * is overdue (dueAt is monotonic, so this one bound serves a database query).
 */
export const overdueCutoff = (now: number) => subtractBusinessTime(now, BUSINESS_DAY);
