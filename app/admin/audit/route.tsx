import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { ColumnHeads } from "../frame/ColumnHeads";
import { adminRouteMeta } from "../frame/meta";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import { actionLabel, auditDetail } from "./labels";
import { loadAudit } from "./query.server";

/** The audit log (owners only), filtered by GET parameters (query.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadAudit(request, context);

export const meta = adminRouteMeta;

export default function AuditPage({ loaderData: data }: Route.ComponentProps) {
  const { lang, w } = useWords();
  const pageLink = (page: number) => {
    const params = new URLSearchParams(data.search);
    params.set("page", String(page));
    return `?${params}`;
  };
  const csv = new URLSearchParams(data.search);
  csv.delete("page");
  return (
    <>
      <h1>{w("audit")}</h1>
      <p>{w("auditText", { days: data.days })}</p>
      <Form method="get" className="admin-filter">
        <label>
          {w("who")}
          <input name="actor" type="email" defaultValue={data.form.actor} />
        </label>
        <label>
          {w("action")}
          <select name="action" defaultValue={data.form.action}>
            <option value="">{w("all")}</option>
            {data.actions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(lang, action)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {w("from")}
          <input name="from" type="date" defaultValue={data.form.from} />
        </label>
        <label>
          {w("to")}
          <input name="to" type="date" defaultValue={data.form.to} />
        </label>
        <button type="submit">{w("filter")}</button>
      </Form>
      <p>
        {w("count", { count: data.total })} ·{" "}
        <a href={`${adminPath(lang, "/audit.csv")}${csv.size ? `?${csv}` : ""}`} download>
          {w("csv")}
        </a>
      </p>
      {data.entries.length === 0 ? (
        <p>{w("none")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={w("audit")}>
          <table className="admin-table">
            <ColumnHeads
              labels={[w("when"), w("who"), w("action"), w("target"), w("detail"), w("address")]}
            />
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.at}</td>
                  <td>{entry.actor ?? "-"}</td>
                  <td data-action={entry.action} title={entry.action}>
                    {actionLabel(lang, entry.action)}
                  </td>
                  <td>{entry.target ?? ""}</td>
                  <td>{auditDetail(lang, entry.action, entry.detail)}</td>
                  <td>{entry.address ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.pages > 1 && (
        <nav aria-label={w("audit")} className="admin-pages">
          {data.page > 1 && <Link to={pageLink(data.page - 1)}>{w("previous")}</Link>}
          <span>
            {data.page} / {data.pages}
          </span>
          {data.page < data.pages && <Link to={pageLink(data.page + 1)}>{w("next")}</Link>}
        </nav>
      )}
    </>
  );
}
