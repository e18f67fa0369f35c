import { Link } from "react-router";
import type { Route } from "./+types/route";
import { categories } from "../../../content/catalog/categories";
import { useWords } from "../../frame/use-admin";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { adminPath, requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { contentWord } from "../words";
import { ItemTable, stateColumn, type Column } from "../ItemTable";
import { PageHead } from "../PageHead";
import { missingTexts } from "./form.server";
import { sheetAction } from "./import.server";
import { SheetPanel } from "./SheetPanel";
import { catalogueWord, type CatalogueWordKey } from "./words";
import "../content.css";
import "./catalogue.css";

/**
 * /admin/content/catalogue: every product by group, with its state and, per language, how many
 * of its texts are missing (what staff work on next).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const items = publishing(context).store.list("product");
  const groups = categories.flatMap((category) => {
    const found = items
      .filter((item) => item.draft.category === category.id)
      .map((item) => {
        const missing = missingTexts(item.draft);
        return {
          id: item.id,
          code: item.draft.code,
          name: item.draft.name[lang] || item.draft.name[lang === "ko" ? "en" : "ko"],
          state: item.state,
          changed: item.changed,
          missing: { ko: missing.ko.length, en: missing.en.length },
        };
      });
    return found.length ? [{ id: category.id, name: category.name[lang], products: found }] : [];
  });
  return { meta: adminPageMeta(lang, catalogueWord(lang, "title")), groups };
}

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
