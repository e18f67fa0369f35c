import type { RequestMonth } from "../../../server/stats/request-numbers";
import type { Lang } from "../../i18n/lang";
import { businessDuration } from "../frame/inbox-words";
import { numbersWord } from "./words";

/**
 * Service and spare-parts requests from delivered units' pages per month, with the median
 * business time to their first response (server/stats/request-numbers.ts): a section of its own.
 */
export function RequestNumbers({ months, lang }: { months: RequestMonth[]; lang: Lang }) {
  const w = (key: Parameters<typeof numbersWord>[1]) => numbersWord(lang, key);
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
            <thead>
              <tr>
                <th scope="col">{w("month")}</th>
                <th scope="col" className="num">
                  {w("serviceRequests")}
                </th>
                <th scope="col" className="num">
                  {w("partsOrders")}
                </th>
                <th scope="col" className="num">
                  {w("requestsAnswered")}
                </th>
                <th scope="col" className="num">
                  {w("requestResponse")}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{month.month}</th>
                  <td className="num">{month.service}</td>
                  <td className="num">{month.parts}</td>
                  <td className="num">{month.answered}</td>
                  <td className="num">
                    {month.medianMs === undefined ? "–" : businessDuration(lang, month.medianMs)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
