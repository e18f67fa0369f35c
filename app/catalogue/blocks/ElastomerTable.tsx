import type { Localized, SectionItem } from "../../content/schemas";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useT } from "../../i18n/use-lang";

type Row = Extract<SectionItem, { type: "elastomer-table" }>["rows"][number];

/** Sleeve elastomers with their maximum temperature (SPEC section 9, pinch valves). */
export function ElastomerTable(props: { caption: Localized; rows: Row[]; lang: Lang }) {
  const t = useT();
  const caption = pick(props.caption, props.lang);
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
          {props.rows.map((row) => (
            <tr key={row.material}>
              <th scope="row">{row.material}</th>
              <td>{pick(row.description, props.lang)}</td>
              <td>{row.temperature} °C</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
