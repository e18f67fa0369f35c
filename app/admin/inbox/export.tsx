import { data, Form, Link } from "react-router";
import type { Route } from "./+types/export";
import { metaFromLoader } from "../../site/meta";
import { toCsv, toItemsCsv } from "../../../server/inquiries/csv";
import {
  inboxParams,
  readInboxQuery,
  withoutPage,
  type InboxQuery,
} from "../../../server/inquiries/inbox-query";
import { Csrf } from "../frame/Csrf";
import { FormMessage } from "../frame/FormMessage";
import { useWords } from "../frame/use-admin";
import { audit, requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { inquiriesContext } from "./context.server";
import { inboxMeta } from "./meta";
import { inboxWord, type InboxWordKey } from "./words";
import "./inbox.css";

const MIN_REASON = 5;
const MAX_REASON = 200;

/** The list's filters without the page: an export is every page. */
function filterOf(url: URL): Omit<InboxQuery, "page"> {
  return withoutPage(readInboxQuery(url.searchParams).query);
}

/** The export's form: what the filter holds, and the reason asked before any data leaves. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const filter = filterOf(new URL(request.url));
  const count = inquiriesContext(context).inbox.list({ ...filter, page: 1 }).total;
  return {
    meta: inboxMeta(lang, inboxWord(lang, "exportTitle")),
    filter,
    search: inboxParams(filter).toString(),
    count,
  };
}

export const meta = metaFromLoader;

/** The staff command's CSV of the filter; the reason and the count go to the audit log. */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(request, context);
  const form = await request.formData();
  const reason = String(form.get("reason") ?? "")
    .replace(/\p{Cc}/gu, " ")
    .trim();
  if ([...reason].length < MIN_REASON || [...reason].length > MAX_REASON) {
    return data({ problem: "reasonMissing" as const }, { status: 400 });
  }
  const filter = filterOf(new URL(request.url));
  const inquiries = inquiriesContext(context).inbox.all(filter);
  const perLine = form.get("lines") === "1";
  const described = inboxParams(filter).toString() || "all";
  audit(request, context, {
    action: "inquiry-export",
    detail: `${reason} (${inquiries.length} inquiries; ${described}${perLine ? "; lines" : ""})`,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(perLine ? toItemsCsv(inquiries) : toCsv(inquiries), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
    },
  });
}

export default function ExportPage({ loaderData, actionData }: Route.ComponentProps) {
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
  const problem = (actionData as { problem?: InboxWordKey } | undefined)?.problem;
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
        action={`${adminPath(lang, "/export")}${search ? `?${search}` : ""}`}
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
