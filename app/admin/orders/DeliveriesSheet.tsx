import type { Lang } from "../../i18n/lang";
import { adminPath } from "../words";
import { ordersWord } from "./words";

/**
 * The month's deliveries as the accountant's workbook (deliveries.server.ts): a plain GET form,
 * whose answer is a file to save, not a page to render, so it needs no script. `months` are
 * the months offered, oldest first; last month is chosen, the one the accountant closes.
 */
export function DeliveriesSheet({
  months,
  lang,
  level = 2,
}: {
  months: readonly string[];
  lang: Lang;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const newest = [...months].reverse();
  return (
    <section aria-labelledby="h-deliveries-sheet">
      <Heading id="h-deliveries-sheet">{ordersWord(lang, "sheetTitle")}</Heading>
      <p id="deliveries-sheet-text">{ordersWord(lang, "sheetText")}</p>
      <form
        method="get"
        action={adminPath(lang, "/orders/deliveries.xlsx")}
        className="admin-filter"
      >
        <label>
          {ordersWord(lang, "sheetMonth")}
          <select
            name="month"
            defaultValue={newest[1] ?? newest[0]}
            aria-describedby="deliveries-sheet-text"
          >
            {newest.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{ordersWord(lang, "sheetDownload")}</button>
      </form>
    </section>
  );
}
