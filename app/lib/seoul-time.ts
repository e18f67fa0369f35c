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
