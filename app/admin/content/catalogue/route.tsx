import { Link } from "react-router";
import type { Route } from "./+types/route";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { contentWord } from "../words";
import { ItemTable, stateColumn, type Column } from "../ItemTable";
import { PageHead } from "../PageHead";
import { sheetAction } from "./import.server";
import { SheetPanel } from "./SheetPanel";
import { catalogueWord, type CatalogueWordKey } from "./words";
import "../content.css";
import "./catalogue.css";
import { loadCatalogueList } from "./list.server";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadCatalogueList(request, context);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

/** The spreadsheet's upload and the publish of what it saved (import.server.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return sheetAction(request, context);
}

type Product = Route.ComponentProps["loaderData"]["groups"][number]["products"][number];

export default function CatalogueList({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const cw = (key: CatalogueWordKey, vars?: Record<string, string | number>) =>
    catalogueWord(lang, key, vars);
  const w = (key: Parameters<typeof contentWord>[1]) => contentWord(lang, key);
  const language = (side: "ko" | "en") => w(side === "ko" ? "korean" : "english");
  /** Per language, how many of a product's texts are missing. */
  const completeness = (side: "ko" | "en"): Column<Product> => ({
    head: language(side),
    cell: ({ missing: { [side]: n } }) =>
      n === 0 ? cw("complete") : cw("missingIn", { lang: language(side), n }),
  });
  return (
    <>
      <PageHead
        back={{ to: adminPath(lang, "/content"), label: w("content") }}
        title={cw("title")}
        text={cw("listText")}
      >
        <p>
          <Link to={adminPath(lang, "/content/catalogue/new")}>{cw("addLink")}</Link>
        </p>
      </PageHead>
      <SheetPanel lang={lang} answer={actionData?.sheet} />
      {loaderData.groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="admin-card">
          <h2 id={`group-${group.id}`}>{group.name}</h2>
          <ItemTable
            rows={group.products}
            columns={[
              { head: cw("code"), cell: (product) => product.code },
              {
                head: w("item"),
                cell: (product) => (
                  <Link to={adminPath(lang, `/content/catalogue/${product.id}`)}>
                    {product.name || product.code}
                  </Link>
                ),
              },
              stateColumn(lang, "product"),
              completeness("ko"),
              completeness("en"),
            ]}
          />
        </section>
      ))}
    </>
  );
}
