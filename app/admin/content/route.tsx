import { Link } from "react-router";
import type { Route } from "./+types/route";
import { adminPageMeta } from "../frame/meta";
import { requireStaff } from "../guard.server";
import { useWords } from "../frame/use-admin";
import { adminPath, requestAdminLang } from "../words";
import { publishing } from "./context.server";
import { KIND_ENTRIES } from "./kinds.server";
import { contentWord } from "./words";
import { ItemTable, stateColumn, updatedColumn } from "./ItemTable";
import { PageHead } from "./PageHead";
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
      <PageHead title={w("content")} text={w("contentText")} />
      {loaderData.kinds.map((kind) => (
        <section key={kind.kind} aria-labelledby={`kind-${kind.kind}`} className="admin-card">
          <h2 id={`kind-${kind.kind}`}>{w(kind.label)}</h2>
          {(["all", "add"] as const).map(
            (link) =>
              kind[link] && (
                <p key={link}>
                  <Link to={adminPath(lang, kind[link])}>
                    {w(link)}: {w(kind.label)}
                  </Link>
                </p>
              ),
          )}
          <ItemTable
            rows={kind.items}
            columns={[
              {
                head: w("item"),
                cell: (item) => <Link to={adminPath(lang, item.edit)}>{item.title}</Link>,
              },
              stateColumn(lang, kind.kind),
              updatedColumn(lang),
            ]}
          />
        </section>
      ))}
    </>
  );
}
