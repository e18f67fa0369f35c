import { Link } from "react-router";
import type { InquiryDetail, ResponseTime } from "../../../server/inquiries/inbox";
import { useWords } from "../frame/use-admin";
import { businessDuration, kst } from "../frame/inbox-words";
import { adminPath } from "../words";
import type { Words } from "./words";

/**
 * The page's head: back to the list and to the newer and older inquiry (under the list's
 * filter), the reference and company, status, assignee and the first response or its due time.
 */
export function InquiryHead({
  inquiry,
  neighbours,
  response,
  withFilter,
  w,
}: {
  inquiry: InquiryDetail;
  neighbours: { newer?: string; older?: string };
  response: ResponseTime;
  withFilter: (path: string) => string;
  w: Words;
}) {
  const { lang } = useWords();
  return (
    <>
      <nav aria-label={w("inbox")} className="inquiry-neighbours">
        <Link to={withFilter(adminPath(lang))}>{w("back")}</Link>
        {neighbours.newer && (
          <Link to={withFilter(adminPath(lang, `/inquiries/${neighbours.newer}`))} rel="prev">
            {w("newer")}
          </Link>
        )}
        {neighbours.older && (
          <Link to={withFilter(adminPath(lang, `/inquiries/${neighbours.older}`))} rel="next">
            {w("older")}
          </Link>
        )}
      </nav>
      <h1>
        {inquiry.ref} · {inquiry.companyName}
      </h1>
      <p>
        {w("status")}:{" "}
        <strong className={inquiry.status === "new" ? "inbox-badge" : undefined}>
          {w(`status_${inquiry.status}`)}
        </strong>{" "}
        · {w("assignee")}: {inquiry.assignee ?? w("nobody")}
      </p>
      <p className="inquiry-response">
        {w("firstResponse")}:{" "}
        {response.firstResponse !== undefined && inquiry.firstResponseAt ? (
          w("firstResponseAt", {
            time: businessDuration(lang, response.firstResponse),
            at: kst(inquiry.firstResponseAt),
          })
        ) : response.overdue ? (
          <>
            <strong className="inbox-badge inbox-badge-overdue">{w("overdueBadge")}</strong>{" "}
            {w("overdueSince", { due: kst(response.dueAt) })}
          </>
        ) : (
          `${w("noResponse")} · ${w("dueBy", { due: kst(response.dueAt) })}`
        )}
      </p>
      <p className="inquiry-primary">
        <a className="admin-button-link" href="#inquiry-reply">
          {w("reply")}
        </a>
      </p>
    </>
  );
}
