/** Seoul keeps +09:00 all year (no daylight saving time). */
export const SEOUL_OFFSET = 9 * 3_600_000;

/**
 * "2026-10-05": the Seoul calendar day of a moment (ms). The one way server code reads a day:
 * business time, the digest, and every queued mail through its sources' `today()`.
 */
export function seoulDay(at: number): string {
  return new Date(at + SEOUL_OFFSET).toISOString().slice(0, 10);
}
