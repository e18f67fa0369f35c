import { Link } from "react-router";
import type { Lang } from "../../i18n/lang";
import type { InboxPage } from "../../../server/inquiries/inbox";
import {
  inboxParams,
  KINDS,
  PAGE_SIZE,
  STATUSES,
  UNASSIGNED,
  type InboxQuery,
} from "../../../server/inquiries/inbox-query";
import { adminPath } from "../words";
import { age, businessDuration, inboxWord, kst, type InboxWordKey } from "../frame/inbox-words";
import { ColumnHeads } from "../frame/ColumnHeads";
import "../frame/inbox.css";

export interface InboxListData {
  query: InboxQuery;
  ignored: string[];
  page: InboxPage;
  /** Active accounts' e-mails, for the assignee filter. */
  assignees: string[];
  /** The server's time of the page, so each inquiry's age reads the same after hydration. */
  now: number;
  /** Mails on the unmatched list: the inbox says so, so none waits unseen. */
  unmatched: number;
}

/** The table's columns, in order. */
const COLUMNS: InboxWordKey[] = [
  "ref",
  "received",
  "company",
  "name",
  "excerpt",
  "lines",
  "status",
  "firstResponse",
  "assignee",
];

const withQuery = (path: string, params: URLSearchParams) => {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * The inbox: status tabs with counts, the filter form, the table and its pages. Below 48rem the
 * table's rows are cards (inbox.css); the words only a card needs are `inbox-card-label`.
 */
export function InboxList({ data, lang }: { data: InboxListData; lang: Lang }) {
  const w = (key: InboxWordKey, vars?: Record<string, string | number>) =>
    inboxWord(lang, key, vars);
  const { query, page, assignees } = data;
  const home = adminPath(lang);
  const all = Object.values(page.counts).reduce((a, b) => a + b, 0);
  const first = (page.page - 1) * PAGE_SIZE + 1;
  const filter = { ...query, page: undefined };
  // A tab is a status or the overdue inquiries: choosing one leaves the other.
  const tab = { ...filter, status: undefined, overdue: undefined };
  const detailSearch = inboxParams(filter).toString();
  const filtered = !!(query.q || query.assignee || query.from || query.to || query.kind);

  return (
    <div className="inbox">
      <h1>{w("inbox")}</h1>
      {data.unmatched > 0 && (
        <p className="inbox-unmatched">
          <Link to={adminPath(lang, "/mail")}>
            {w("unmatchedWaiting", { count: data.unmatched })}
          </Link>
        </p>
      )}
      <nav aria-label={w("statusTabs")} className="inbox-tabs">
        <ul>
          {[undefined, ...STATUSES].map((status) => {
            const count = status ? page.counts[status] : all;
            const current = query.status === status && !query.overdue;
            return (
              <li key={status ?? "all"}>
                <Link
                  to={withQuery(home, inboxParams({ ...tab, status }))}
                  aria-current={current ? "page" : undefined}
                  className={status === "new" && count > 0 ? "inbox-tab-new" : undefined}
                >
                  {status ? w(`status_${status}`) : w("all")} <span>({count})</span>
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              to={withQuery(home, inboxParams({ ...tab, overdue: true }))}
              aria-current={query.overdue ? "page" : undefined}
              className={page.overdue > 0 ? "inbox-tab-overdue" : undefined}
            >
              {w("overdue")} <span>({page.overdue})</span>
            </Link>
          </li>
        </ul>
      </nav>
      {/* At a phone the rule and the filters fold under one line, so the newest inquiries are
          in the first screen; open while a filter is on. Wider, they show as ever (inbox.css). */}
      <details className="inbox-fold" open={filtered || undefined}>
        <summary>{w("searchFold")}</summary>
        <p className="inbox-rule">{w("businessRule")}</p>

        <form method="get" action={home} className="inbox-filter" role="search">
          {query.status && <input type="hidden" name="status" value={query.status} />}
          {query.overdue && <input type="hidden" name="overdue" value="1" />}
          <p className="inbox-field inbox-field-wide">
            <label htmlFor="inbox-q">{w("search")}</label>
            <input
              id="inbox-q"
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              maxLength={100}
              aria-describedby="inbox-q-hint"
            />
            <small id="inbox-q-hint">{w("searchHint")}</small>
          </p>
          <p className="inbox-field">
            <label htmlFor="inbox-assignee">{w("assignee")}</label>
            <select id="inbox-assignee" name="assignee" defaultValue={query.assignee ?? ""}>
              <option value="">{w("anyone")}</option>
              <option value={UNASSIGNED}>{w("nobody")}</option>
              {assignees.map((email) => (
                <option key={email} value={email}>
                  {email}
                </option>
              ))}
            </select>
          </p>
          <p className="inbox-field">
            <label htmlFor="inbox-kind">{w("kind")}</label>
            <select id="inbox-kind" name="kind" defaultValue={query.kind ?? ""}>
              <option value="">{w("kind_any")}</option>
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {w(`kind_${kind}`)}
                </option>
              ))}
            </select>
          </p>
          <p className="inbox-field">
            <label htmlFor="inbox-from">{w("from")}</label>
            <input id="inbox-from" name="from" type="date" defaultValue={query.from ?? ""} />
          </p>
          <p className="inbox-field">
            <label htmlFor="inbox-to">{w("to")}</label>
            <input id="inbox-to" name="to" type="date" defaultValue={query.to ?? ""} />
          </p>
          <p className="inbox-buttons">
            <button type="submit">{w("filter")}</button>
            <Link to={home}>{w("clear")}</Link>
            <Link to={withQuery(adminPath(lang, "/export"), inboxParams(filter))}>
              {w("export")}
            </Link>
            <Link to={adminPath(lang, "/mail")}>{w("unmatchedLink")}</Link>
          </p>
        </form>
      </details>
      {data.ignored.length > 0 && (
        <p role="status">{w("ignored", { names: data.ignored.join(", ") })}</p>
      )}

      {page.rows.length === 0 ? (
        <p role="status">{w("noResults")}</p>
      ) : (
        <>
          <p role="status">
            {w("results", {
              total: page.total,
              from: first,
              to: first + page.rows.length - 1,
            })}
          </p>
          <div className="inbox-scroll" role="region" aria-label={w("tableLabel")} tabIndex={0}>
            <table className="inbox-table">
              <ColumnHeads labels={COLUMNS.map((key) => w(key))} />
              <tbody>
                {page.rows.map((row) => (
                  <tr
                    key={row.id}
                    className={
                      [row.status === "new" && "inbox-new", row.response.overdue && "inbox-overdue"]
                        .filter(Boolean)
                        .join(" ") || undefined
                    }
                  >
                    <th scope="row">
                      <Link
                        to={withQuery(
                          adminPath(lang, `/inquiries/${row.ref}`),
                          new URLSearchParams(detailSearch),
                        )}
                      >
                        {row.ref}
                      </Link>
                    </th>
                    <td className="inbox-received">
                      <time dateTime={row.createdAt}>{kst(row.createdAt)}</time>{" "}
                      <span className="inbox-age">{age(lang, row.createdAt, data.now)}</span>
                    </td>
                    <td className="inbox-company">{row.companyName}</td>
                    <td className="inbox-name">{row.name}</td>
                    <td className="inbox-excerpt">
                      {row.kind !== "inquiry" && (
                        <>
                          <strong className="inbox-badge inbox-badge-kind">
                            {w(`kind_${row.kind}`)}
                          </strong>{" "}
                          {row.unitSerial && (
                            <Link to={adminPath(lang, `/units/${row.unitSerial}`)}>
                              {row.unitSerial}
                            </Link>
                          )}{" "}
                        </>
                      )}
                      {row.excerpt}
                    </td>
                    <td
                      className={`inbox-number inbox-lines${row.lines === 0 ? " inbox-lines-none" : ""}`}
                    >
                      <span className="inbox-card-label">{w("lines")} </span>
                      {row.lines}
                    </td>
                    <td className="inbox-status">
                      {row.status === "new" ? (
                        <strong className="inbox-badge">{w("newBadge")}</strong>
                      ) : (
                        w(`status_${row.status}`)
                      )}
                      {row.response.overdue && (
                        <>
                          {" "}
                          <strong className="inbox-badge inbox-badge-overdue">
                            {w("overdueBadge")}
                          </strong>
                        </>
                      )}
                      {row.bounced && (
                        <>
                          {" "}
                          <strong className="inbox-badge inbox-badge-overdue">
                            {w("reply_bounced_plain")}
                          </strong>
                        </>
                      )}
                      {row.response.waitingSince && (
                        <span className="inbox-waiting">
                          {" "}
                          {w("waitingSince", { at: kst(row.response.waitingSince) })}
                        </span>
                      )}
                    </td>
                    <td className="inbox-response">
                      <span className="inbox-card-label">{w("firstResponse")}: </span>
                      {row.response.firstResponse !== undefined
                        ? businessDuration(lang, row.response.firstResponse)
                        : "–"}
                    </td>
                    <td className="inbox-assignee">
                      <span className="inbox-card-label">{w("assignee")}: </span>
                      {row.assignee ?? w("nobody")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {page.pages > 1 && (
            <nav aria-label={w("pages")} className="inbox-pages">
              {page.page > 1 && (
                <Link to={withQuery(home, inboxParams(filter, page.page - 1))} rel="prev">
                  {w("prevPage")}
                </Link>
              )}
              <span>{w("pageOf", { page: page.page, pages: page.pages })}</span>
              {page.page < page.pages && (
                <Link to={withQuery(home, inboxParams(filter, page.page + 1))} rel="next">
                  {w("nextPage")}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
