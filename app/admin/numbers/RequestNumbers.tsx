import type { RequestMonth } from "../../../server/stats/request-numbers";
import type { Lang } from "../../i18n/lang";
import { businessDuration } from "../frame/inbox-words";
import { ColumnHeads } from "../frame/ColumnHeads";
import { numbersWord, type NumbersWord } from "./words";

/** The table's columns: the month, then its figures. */
const COLUMNS: NumbersWord[] = [
  "month",
  "serviceRequests",
  "partsOrders",
  "requestsAnswered",
  "requestResponse",
];

/**
 * Service and spare-parts requests from delivered units' pages per month, with the median
 * business time to their first response (server/stats/request-numbers.ts): a section of its own.
 */
export function RequestNumbers({ months, lang }: { months: RequestMonth[]; lang: Lang }) {
  const w = (key: NumbersWord) => numbersWord(lang, key);
  const any = months.some((month) => month.service + month.parts > 0);
  return (
    <section className="numbers-section" aria-labelledby="h-unit-requests">
      <h2 id="h-unit-requests">{w("unitRequests")}</h2>
      <p>{w("unitRequestsText")}</p>
      {!any ? (
        <p>{w("none")}</p>
      ) : (
        <div className="numbers-table">
          <table>
            <caption>{w("unitRequests")}</caption>
            <ColumnHeads labels={COLUMNS.map((key) => w(key))} numericFrom={1} />
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.month}</th>
                  {[
                    month.service,
                    month.parts,
                    month.answered,
                    month.medianMs === undefined ? "–" : businessDuration(lang, month.medianMs),
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
    </section>
  );
}
