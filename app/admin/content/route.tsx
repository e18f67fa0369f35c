import { Link } from "react-router";
import type { Route } from "./+types/route";
import { adminPageMeta } from "../frame/meta";
import { requireStaff } from "../guard.server";
import { useWords } from "../frame/use-admin";
import { adminPath, requestAdminLang } from "../words";
import { publishing } from "./context.server";
import { KIND_ENTRIES } from "./kinds.server";
import { contentWord, stateWords } from "./words";
import { LastChange } from "./LastChange";
import "./content.css";

/** /admin/content: every editable item by kind, its state, and a way to its editor. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = publishing(context);
  return {
    meta: adminPageMeta(lang, contentWord(lang, "content")),
    kinds: KIND_ENTRIES.map((entry) => ({
      kind: entry.kind,
      label: entry.label,
      add: entry.add,
      all: entry.all,
      items: store
        .list(entry.kind)
        .filter((item) => entry.shown?.(item) ?? true)
        .map((item) => ({
          id: item.id,
          title: entry.title(item, lang),
          state: item.state,
          changed: item.changed,
          updatedAt: item.updatedAt,
          updatedBy: item.updatedBy,
          edit: entry.edit(item.id),
        })),
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const w = (key: Parameters<typeof contentWord>[1]) => contentWord(lang, key);
  return (
    <>
      <h1>{w("content")}</h1>
      <p>{w("contentText")}</p>
      {loaderData.kinds.map((kind) => (
        <section key={kind.kind} aria-labelledby={`kind-${kind.kind}`} className="admin-card">
          <h2 id={`kind-${kind.kind}`}>{w(kind.label)}</h2>
          {kind.all && (
            <p>
              <Link to={adminPath(lang, kind.all)}>
                {w("all")}: {w(kind.label)}
              </Link>
            </p>
          )}
          {kind.add && (
            <p>
              <Link to={adminPath(lang, kind.add)}>
                {w("add")}: {w(kind.label)}
              </Link>
            </p>
          )}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{w("item")}</th>
                  <th scope="col">{w("state")}</th>
                  <th scope="col">{w("updated")}</th>
                </tr>
              </thead>
              <tbody>
                {kind.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={adminPath(lang, item.edit)}>{item.title}</Link>
                    </td>
                    <td>{stateWords(lang, item.state, item.changed, kind.kind)}</td>
                    <td>
                      <LastChange
                        lang={lang}
                        updatedAt={item.updatedAt}
                        updatedBy={item.updatedBy}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  );
}
