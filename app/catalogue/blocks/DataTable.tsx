import type { DataTable as Table, SpecRow } from "../../content/schemas";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";

const cellText = (cell: Table["rows"][number][number], lang: Lang) =>
  typeof cell === "string" ? cell : pick(cell, lang);

/**
 * Figures as a real table. Wide tables scroll sideways inside a focusable region at 375 px
 * instead of squeezing the figures.
 */
export function DataTable({ table, lang }: { table: Table; lang: Lang }) {
  const caption = pick(table.caption, lang);
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={pick(column.label, lang)} scope="col">
                {pick(column.label, lang)}
                {column.unit && <span className="data-table__unit"> ({column.unit})</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cellText(cell, lang)}
                  </th>
                ) : (
                  <td key={index}>{cellText(cell, lang)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {table.notes && (
        <ul className="data-table__notes">
          {table.notes[lang].map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Label/value rows (technical specifications) as a two-column table. */
export function SpecTable({
  rows,
  lang,
  caption,
}: {
  rows: SpecRow[];
  lang: Lang;
  caption?: string;
}) {
  return (
    <table className="spec-table">
      {caption && <caption className="sr-only">{caption}</caption>}
      <tbody>
        {rows.map((row) => (
          <tr key={pick(row.label, lang)}>
            <th scope="row">{pick(row.label, lang)}</th>
            <td>{pick(row.value, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
