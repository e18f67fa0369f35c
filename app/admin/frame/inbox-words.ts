import type { Lang } from "../../i18n/lang";
import { createTranslation } from "../../i18n/words";
import words from "./inbox-words.json" with { type: "json" };

export type InboxWordKey = keyof typeof words.ko;

/** The inbox's words in both languages (kept with the back office, out of public pages). */
export const inboxWord = createTranslation(words);

export { kst } from "../../lib/seoul-time";

/** Business time (ms) in hours and minutes: "3시간 5분", "3 h 5 min". */
export function businessDuration(lang: Lang, ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? inboxWord(lang, "hoursMinutes", { hours, minutes: minutes % 60 })
    : inboxWord(lang, "minutesOnly", { minutes });
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** How long ago `iso` was at `now` (ms): "3시간 전", "3 hours ago"; under a minute, "방금". */
export function age(lang: Lang, iso: string, now: number): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "always" });
  for (const [unit, size] of STEPS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return inboxWord(lang, "justNow");
}
