import { SEOUL_OFFSET } from "../platform/seoul-day";

/**
 * 정보통신망법 section 50(3): advertising mail goes from 21:00 to 08:00 in Seoul only to a person
 * who agreed to it separately. The outbox asks this at every try of such a mail (its kind's
 * `queued.gate`), retries included, not only when the mail is queued.
 */

const DAY_MS = 86_400_000;
/** Seoul hours when advertising mail may go without the separate consent: 08:00 to 21:00. */
export const DAY_OPENS = 8;
export const DAY_CLOSES = 21;

/** Whether `at` falls between 21:00 and 08:00 in Seoul. */
export function isNight(at: number): boolean {
  const hour = new Date(at + SEOUL_OFFSET).getUTCHours();
  return hour >= DAY_CLOSES || hour < DAY_OPENS;
}

/** The next 08:00 in Seoul at or after `at` (for a night run's mail). */
export function nextMorning(at: number): number {
  const local = at + SEOUL_OFFSET;
  const dayStart = local - (local % DAY_MS);
  const opens = dayStart + DAY_OPENS * 3_600_000;
  return (local < opens ? opens : opens + DAY_MS) - SEOUL_OFFSET;
}
