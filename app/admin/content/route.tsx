import { Link } from "react-router";
import type { Route } from "./+types/route";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import { contentWord } from "./words";
import { ItemTable, stateColumn, updatedColumn } from "./ItemTable";
import { PageHead } from "./PageHead";
import "./content.css";
import { loadContentOverview } from "./overview.server";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadContentOverview(request, context);

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
