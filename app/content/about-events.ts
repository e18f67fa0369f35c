import type { AboutContent } from "./schemas";

type TimelineEvent = AboutContent["history"]["events"][number];

/**
 * The timeline in date order, whatever order staff typed it in: "2004" (a year) before
 * "2004.03" (a month of it), since dates of the same length compare as text. Events of the same
 * date keep the order they were given (Array.prototype.sort is stable).
 */
export function inDateOrder(events: readonly TimelineEvent[]): TimelineEvent[] {
  const key = (date: string) => (date.length === 4 ? `${date}.00` : date);
  return [...events].sort((a, b) => key(a.date).localeCompare(key(b.date)));
}
