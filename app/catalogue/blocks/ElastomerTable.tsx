import type { SectionItem } from "../../content/schemas";
import type { InLang } from "../../i18n/localized";
import { useT } from "../../i18n/use-lang";

type Row = InLang<Extract<SectionItem, { type: "elastomer-table" }>["rows"][number]>;

/** Sleeve elastomers with their maximum temperature (pinch valves). */
export function ElastomerTable({ caption, rows }: { caption: string; rows: Row[] }) {
  const t = useT();
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("blocks.material")}</th>
            <th scope="col">{t("blocks.description")}</th>
            <th scope="col">
              {t("blocks.maxTemperature")} <span className="data-table__unit">(°C)</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.material}>
              <th scope="row">{row.material}</th>
              <td>{row.description}</td>
              <td>{row.temperature} °C</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
