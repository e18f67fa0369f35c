import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { inboxParams } from "../../../server/inquiries/inbox-query";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { requireStaff, staffContext } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { inquiriesContext } from "../frame/inquiries.server";
import { adminPageMeta } from "../frame/meta";
import { inboxWord, type InboxWordKey } from "../frame/inbox-words";
import "../frame/inbox.css";

import { filterOf, MAX_REASON, MIN_REASON } from "./export-rules";

/** The export's form: what the filter holds, and the reason asked before any data leaves. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const filter = filterOf(new URL(request.url));
  const count = inquiriesContext(context).inbox.list(
    { ...filter, page: 1 },
    staffContext(context).services.now(),
  ).total;
  return {
    meta: adminPageMeta(lang, inboxWord(lang, "exportTitle")),
    filter,
    search: inboxParams(filter).toString(),
    count,
    // Back from export.csv without a good reason.
    problem: new URL(request.url).searchParams.get("problem") === "reason",
  };
}

export const meta = metaFromLoader;

export default function ExportPage({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const w = (key: InboxWordKey, vars?: Record<string, string | number>) =>
    inboxWord(lang, key, vars);
  const { filter, search, count } = loaderData;
  const conditions = Object.entries(filter)
    .map(([key, value]) =>
      key === "status"
        ? `${w("status")}: ${w(`status_${value}` as InboxWordKey)}`
        : `${key}: ${value}`,
    )
    .join(", ");
  const problem = loaderData.problem ? ("reasonMissing" as const) : undefined;
  const home = adminPath(lang);
  return (
    <section className="admin-card">
      <h1>{w("exportTitle")}</h1>
      <p>{w("exportText", { count })}</p>
      <p>
        {w("conditions")}: {conditions || w("noConditions")}
      </p>
      {problem && <FormMessage text={w(problem)} />}
      {/* A real form post: the answer is a file to save, not a page to render. */}
      <Form
        method="post"
        reloadDocument
        action={`${adminPath(lang, "/export.csv")}${search ? `?${search}` : ""}`}
      >
        <Csrf />
        <p className="inbox-field inbox-field-wide">
          <label htmlFor="export-reason">{w("reason")}</label>
          <input
            id="export-reason"
            name="reason"
            required
            minLength={MIN_REASON}
            maxLength={MAX_REASON}
            aria-describedby="export-reason-hint"
            aria-invalid={problem ? true : undefined}
          />
          <small id="export-reason-hint">{w("reasonHint")}</small>
        </p>
        <p>
          <input id="export-lines" type="checkbox" name="lines" value="1" />{" "}
          <label htmlFor="export-lines">{w("perLine")}</label>
        </p>
        <p className="inbox-buttons">
          <button type="submit">{w("download")}</button>
          <Link to={search ? `${home}?${search}` : home}>{w("back")}</Link>
        </p>
      </Form>
    </section>
  );
}
