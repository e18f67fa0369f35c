import type { Lang } from "./lang";

/**
 * A Seoul day ("2026-11-22") as a buyer reads it: Korean pages write "2026. 11. 22." (the
 * standard Korean date, 한글 맞춤법 문장 부호: month and day without a leading zero, a full stop
 * after each); English pages keep the ISO form. Anything else is shown as it came.
 */
export function dayText(day: string, lang: Lang): string {
  if (lang !== "ko") return day;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  return `${year}. ${Number(month)}. ${Number(date)}.`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A month as the site writes it ("1995.04" or "1995-04" in the content): Korean "1995. 4.",
 * English "Apr 1995". A year alone, or anything else, is shown as it came.
 */
export function monthText(month: string, lang: Lang): string {
  const match = /^(\d{4})[.-](\d{2})$/.exec(month);
  if (!match) return month;
  const [, year, number] = match;
  return lang === "ko" ? `${year}. ${Number(number)}.` : `${MONTHS[Number(number) - 1]} ${year}`;
}
