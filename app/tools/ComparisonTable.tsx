import { LangLink } from "../ui/LangLink";
import { nameAfterCode } from "../i18n/code-text";
import { compareHref } from "../compare/compare-list";
import type { Cell, CompareRow, CompareTable } from "../compare/table";
import { useLang, useT } from "../i18n/use-lang";
import { AddToQuote } from "../quote/AddToQuote";

/**
 * Products in columns, attributes in rows, each figure as its product page writes it. The table scrolls in
 * its own box, so its header row (the names) and first column (the attributes) can stay in view
 * while it scrolls either way: on a phone two products show, the rest sideways.
 */
export function ComparisonTable({ table, diff }: { table: CompareTable; diff: boolean }) {
  const t = useT();
  const lang = useLang();
  const rows = diff ? table.rows.filter((row) => !row.same) : table.rows;
  const shared = rows.filter((row) => row.shared);
  const other = rows.filter((row) => !row.shared);
  const ids = table.columns.map((c) => c.id);
  const span = table.columns.length + 1;
  // Group headings only when products of different groups leave attributes unshared.
  const headed = shared.length > 0 && other.length > 0;
  return (
    <>
      {rows.length === 0 && <p className="notice">{t("compare.noDiff")}</p>}
      <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table">
          <caption id="compare-caption">
            {t("compare.caption", { count: table.columns.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("compare.attribute")}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column.id}>
                  {/* A name that starts with its code (the 480 series) carries it already. */}
                  {nameAfterCode(column.name, column.code) === column.name && (
                    <>
                      <span className="badge">{column.code}</span>{" "}
                    </>
                  )}
                  <LangLink to={column.path}>{column.name}</LangLink>{" "}
                  <a
                    className="compare-table__remove"
                    href={compareHref(
                      lang,
                      ids.filter((id) => id !== column.id),
                      diff,
                    )}
                    rel="nofollow"
                    aria-label={t("compare.removeItem", { product: column.code })}
                  >
                    {t("compare.remove")}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          {[
            { key: "shared", label: t("compare.shared"), rows: shared },
            { key: "other", label: t("compare.other"), rows: other },
          ].map(
            (group) =>
              group.rows.length > 0 && (
                <tbody key={group.key}>
                  {headed && (
                    <tr className="compare-table__group">
                      <th scope="colgroup" colSpan={span}>
                        {group.label}
                      </th>
                    </tr>
                  )}
                  {group.rows.map((row) => (
                    <Row key={row.key} row={row} ids={ids} />
                  ))}
                </tbody>
              ),
          )}
          <tfoot>
            <tr>
              <th scope="row">{t("compare.actions")}</th>
              {table.columns.map((column) => (
                <td key={column.id}>
                  <AddToQuote id={column.id} className="button button--ghost" />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

function Row({ row, ids }: { row: CompareRow; ids: string[] }) {
  return (
    <tr className={row.num && "num"}>
      <th scope="row">{row.label}</th>
      {row.cells.map((cell, i) => (
        <CellView key={ids[i]} cell={cell} id={ids[i]!} />
      ))}
    </tr>
  );
}

/** A figure; "ask us" (the inquiry form about this product) where none is stated; "—" if n/a. */
function CellView({ cell, id }: { cell: Cell; id: string }) {
  const t = useT();
  if (cell === null)
    return (
      <td className="compare-table__none">
        —<span className="sr-only">{t("compare.none")}</span>
      </td>
    );
  if (typeof cell === "string") return <td>{cell}</td>;
  return (
    <td>
      {cell.ask && `${cell.ask} `}
      <LangLink to={`/contact?product=${id}`}>{t("compare.ask")}</LangLink>
    </td>
  );
}
