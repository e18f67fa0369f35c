import type { OrderNumbers as Figures } from "../../../server/stats/order-numbers";
import type { Lang } from "../../i18n/lang";
import { ColumnHeads } from "../frame/ColumnHeads";
import { DeliveriesSheet } from "../orders/DeliveriesSheet";
import { numbersWord, numberText, type NumbersWord } from "./words";

/** The table's columns: the month, then its figures. */
const COLUMNS: NumbersWord[] = [
  "month",
  "ordersDone",
  "onTime",
  "late",
  "onTimeShare",
  "medianDays",
  "rangeDays",
];

/**
 * Orders on the numbers page (server/stats/order-numbers.ts, figures computed there once): on
 * time against their promised days, the days from won to delivered, the open order book, each
 * month's table, and the month's deliveries as the accountant's workbook.
 */
export function OrderNumbers({ figures, lang }: { figures: Figures; lang: Lang }) {
  const w = (key: NumbersWord, vars?: Record<string, string | number>) =>
    numbersWord(lang, key, vars);
  const n = (value: number) => numberText(lang, value);
  const { all } = figures;
  return (
    <section className="numbers-section" aria-labelledby="h-orders">
      <h2 id="h-orders">{w("orders")}</h2>
      <p>{w("ordersText")}</p>
      <dl className="numbers-facts">
        <div>
          <dt>{w("onTimeOrders")}</dt>
          <dd>
            {all.onTimeShare === undefined
              ? w("none")
              : w("onTimeValue", {
                  percent: all.onTimeShare,
                  onTime: n(all.onTime),
                  dated: n(all.onTime + all.late),
                })}
          </dd>
        </div>
        <div>
          <dt>{w("daysToDeliver")}</dt>
          <dd>
            {all.medianDays === undefined
              ? w("none")
              : w("daysValue", {
                  median: all.medianDays,
                  min: all.minDays!,
                  max: all.maxDays!,
                })}
          </dd>
        </div>
        <div>
          <dt>{w("openBook")}</dt>
          <dd>{w("openBookValue", { amount: n(figures.openBook), orders: figures.openOrders })}</dd>
        </div>
      </dl>
      {all.completed === 0 ? (
        <p>{w("noOrdersDone")}</p>
      ) : (
        <div className="numbers-table" tabIndex={0} role="region" aria-labelledby="h-orders-months">
          <table>
            <caption id="h-orders-months">{w("orders")}</caption>
            <ColumnHeads labels={COLUMNS.map((key) => w(key))} numericFrom={1} />
            <tbody>
              {figures.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.month}</th>
                  {[
                    n(month.completed),
                    n(month.onTime),
                    n(month.late),
                    month.onTimeShare ?? "–",
                    month.medianDays ?? "–",
                    month.minDays === undefined
                      ? "–"
                      : w("rangeValue", { min: month.minDays, max: month.maxDays! }),
                  ].map((value, index) => (
                    <td key={index} className="num">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeliveriesSheet months={figures.months.map((m) => m.month)} lang={lang} level={3} />
    </section>
  );
}
