import type { Route } from "./+types/route";
import { ColumnHeads } from "../frame/ColumnHeads";
import { adminRouteMeta } from "../frame/meta";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import { Chart } from "./Chart";
import { businessDuration } from "../frame/inbox-words";
import type { NumbersTable } from "./numbers.server";
import { loadNumbers } from "./page.server";
import { numbersWord, numberText } from "./words";
import { UnitsNumbers } from "./UnitsNumbers";
import { RequestNumbers } from "./RequestNumbers";
import { OrderNumbers } from "./OrderNumbers";
import "./numbers.css";

/** The owner's numbers, charts beside their tables (page.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadNumbers(request, context);

export const meta = adminRouteMeta;

export default function NumbersPage({ loaderData: data }: Route.ComponentProps) {
  const { lang, w } = useWords();
  return (
    <>
      <h1>{w("numbers")}</h1>
      <p>{numbersWord(lang, data.days > 0 ? "intro" : "introOff", { days: data.days })}</p>
      <p>{numbersWord(lang, "dates", { today: data.today })}</p>
      <section className="numbers-section" aria-labelledby="h-responses">
        <h2 id="h-responses">{numbersWord(lang, "responses")}</h2>
        <p>{numbersWord(lang, "responsesText")}</p>
        {data.responses.medianMs === undefined ? (
          <p>{numbersWord(lang, "noResponse")}</p>
        ) : (
          <dl className="numbers-facts">
            <div>
              <dt>{numbersWord(lang, "medianResponse")}</dt>
              <dd>{businessDuration(lang, data.responses.medianMs)}</dd>
            </div>
            <div>
              <dt>{numbersWord(lang, "withinDay")}</dt>
              <dd>
                {numbersWord(lang, "withinDayValue", {
                  percent: Math.round((data.responses.withinDay / data.responses.due) * 100),
                  within: data.responses.withinDay,
                  due: data.responses.due,
                })}
              </dd>
            </div>
            {data.responses.messageMedianMs !== undefined && (
              <div>
                <dt>
                  {numbersWord(lang, "medianMessageResponse", {
                    count: data.responses.messagesAnswered,
                  })}
                </dt>
                <dd>{businessDuration(lang, data.responses.messageMedianMs)}</dd>
              </div>
            )}
          </dl>
        )}
      </section>
      {data.tables.map((table) => (
        <NumbersFigure key={table.id} table={table} />
      ))}
      <OrderNumbers figures={data.orders} lang={lang} />
      {data.units && (
        <UnitsNumbers>
          {data.units.map((table) => (
            <NumbersFigure key={table.id} table={table} />
          ))}
        </UnitsNumbers>
      )}
      <RequestNumbers months={data.unitRequests} lang={lang} />
    </>
  );
}

/** One table with its chart beside it and its CSV. */
function NumbersFigure({ table }: { table: NumbersTable }) {
  const { lang } = useWords();
  const empty = table.rows.length === 0;
  return (
    <section className="numbers-section" aria-labelledby={`h-${table.id}`}>
      <h2 id={`h-${table.id}`}>{table.title}</h2>
      {empty ? (
        <p>{numbersWord(lang, "none")}</p>
      ) : (
        <div className="numbers-figure">
          {/* The chart with its legend; the table beside it has its own caption. */}
          {!table.noChart && (
            <figure>
              <Chart table={table} label={numbersWord(lang, "chartOf", { title: table.title })} />
              <figcaption className="numbers-legend">
                {table.headers.slice(1).map((header, i) => (
                  <span key={header}>
                    <span className={`numbers-key numbers-fill-${i}`} aria-hidden="true" />
                    {header}
                  </span>
                ))}
              </figcaption>
            </figure>
          )}
          <div className="numbers-table">
            <table>
              <caption>{table.title}</caption>
              <ColumnHeads labels={table.headers} numericFrom={1} />
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {row.values.map((value, i) => (
                      <td key={i} className="num">
                        {numberText(lang, value)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <p>
        <a href={`${adminPath(lang, "/numbers.csv")}?table=${table.id}`} download>
          {numbersWord(lang, "csv")} ({table.title})
        </a>
      </p>
    </section>
  );
}
