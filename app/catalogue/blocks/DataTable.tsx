import type { DataTable as Table, SpecRow } from "../../content/schemas";
import type { InLang } from "../../i18n/localized";
import { TextList } from "../../ui/lists";
import { ScrollTable } from "./ScrollTable";

/**
 * Figures as a real table. Wide tables scroll sideways inside a focusable region at 375 px
 * instead of squeezing the figures.
 */
export function DataTable({ table }: { table: InLang<Table> }) {
  return (
    <ScrollTable
      caption={table.caption}
      after={table.notes && <TextList items={table.notes} className="data-table__notes" />}
    >
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
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
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Label/value rows (technical specifications) as a two-column table. */
export function SpecTable({ rows, caption }: { rows: InLang<SpecRow>[]; caption?: string }) {
  return (
    <table className="spec-table">
      {caption && <caption className="sr-only">{caption}</caption>}
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
