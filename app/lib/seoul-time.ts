/** "2026-11-22 14:05" in Seoul: how the back office and its CSV files write a moment. */
const KST = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});
export const kst = (iso: string) => KST.format(new Date(iso));

/**
 * A moment as a mail in `lang` writes it (issue 73's style sheet): a Korean text writes its day
 * the Korean way, "2026. 11. 22. 14:05"; English keeps "2026-11-22 14:05" as the back office.
 */
export function kstText(iso: string, lang: "ko" | "en"): string {
  const moment = kst(iso);
  if (lang === "en") return moment;
  const [day = "", time = ""] = moment.split(" ");
  const [year, month, date] = day.split("-");
  return `${year}. ${Number(month)}. ${Number(date)}. ${time}`;
}
