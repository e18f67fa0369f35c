import type { SectionItem } from "../../content/schemas";
import type { InLang } from "../../i18n/localized";
import { useT } from "../../i18n/use-lang";
import { ScrollTable } from "./ScrollTable";

type Row = InLang<Extract<SectionItem, { type: "elastomer-table" }>["rows"][number]>;

/** Sleeve elastomers with their maximum temperature (pinch valves). */
export function ElastomerTable({ caption, rows }: { caption: string; rows: Row[] }) {
  const t = useT();
  return (
    <ScrollTable caption={caption}>
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
    </ScrollTable>
  );
}
