import type { ReactNode } from "react";
import type { Lang } from "../../i18n/lang";
import { LastChange } from "./LastChange";
import { contentWord, stateWords } from "./words";

/** A column of an item list: its heading and what each row shows under it. */
export interface Column<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
  /** The cell's class, by row (a certificate that runs out soon). */
  className?: (row: Row) => string | undefined;
}

/** The state column: published, draft, changed since published (words.ts). */
export function stateColumn<
  Row extends { state: Parameters<typeof stateWords>[1]; changed: boolean },
>(lang: Lang, kind?: string): Column<Row> {
  return {
    head: contentWord(lang, "state"),
    cell: (row) => stateWords(lang, row.state, row.changed, kind),
  };
}

/** The last change column: when and by whom, or never saved. */
export function updatedColumn<Row extends { updatedAt?: string; updatedBy?: string }>(
  lang: Lang,
): Column<Row> {
  return {
    head: contentWord(lang, "updated"),
    cell: (row) => <LastChange lang={lang} updatedAt={row.updatedAt} updatedBy={row.updatedBy} />,
  };
}

/**
 * Items as a table, a row each, in the back office's table style. With `region` the scrolling
 * wrap is a named region that takes focus, so a keyboard scrolls it on a narrow screen.
 */
export function ItemTable<Row extends { id: string }>(props: {
  columns: Column<Row>[];
  rows: Row[];
  caption?: string;
  region?: string;
  /** Attributes a row carries (a data attribute a test or a style finds it by). */
  rowProps?: (row: Row) => Record<string, string>;
}) {
  const { columns, region } = props;
  const named = region ? { tabIndex: 0, role: "region", "aria-label": region } : {};
  return (
    <div className="admin-table-wrap" {...named}>
      <table className="admin-table">
        {props.caption && <caption>{props.caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, c) => (
              <th key={c} scope="col">
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id} {...props.rowProps?.(row)}>
              {columns.map((column, c) => (
                <td key={c} className={column.className?.(row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
