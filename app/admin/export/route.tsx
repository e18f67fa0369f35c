import { Link } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { FormMessage } from "../frame/FormMessage";
import { PostForm } from "../frame/PostForm";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import { inboxWord, type InboxWordKey } from "../frame/inbox-words";
import "../frame/inbox.css";
import { MAX_REASON, MIN_REASON } from "./export-rules";
import { loadExport } from "./export.server";

/** The export's form (export.server.ts); the file itself is export.csv's. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadExport(request, context);

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
      <PostForm
        reloadDocument
        action={`${adminPath(lang, "/export.csv")}${search ? `?${search}` : ""}`}
      >
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
      </PostForm>
    </section>
  );
}
