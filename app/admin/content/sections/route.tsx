import { Link } from "react-router";
import type { Route } from "./+types/route";
import type { SectionTexts } from "../../../content/section-texts.server";
import { useWords } from "../../frame/use-admin";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { adminPath, requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { contentWord, stateWords } from "../words";
import { sectionName } from "./view.server";
import { sectionWord, type SectionWordKey } from "./words";
import { LastChange } from "../LastChange";
import "../content.css";
import "./sections.css";

/** /admin/content/sections: every catalogue section with its pages, its state and last change. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = publishing(context);
  return {
    meta: adminPageMeta(lang, sectionWord(lang, "title")),
    sections: store.list("section").map((item) => {
      const pages = (item.draft as SectionTexts).pages;
      return {
        id: item.id,
        name: sectionName(item.id, lang),
        pages: pages.map((page) => page.title[lang] || "—"),
        state: item.state,
        changed: item.changed,
        updatedAt: item.updatedAt,
        updatedBy: item.updatedBy,
      };
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function SectionList({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const sw = (key: SectionWordKey, vars?: Record<string, number>) => sectionWord(lang, key, vars);
  const w = (key: Parameters<typeof contentWord>[1]) => contentWord(lang, key);
  const editor = (id: string, page?: number) =>
    adminPath(lang, `/content/sections/${id}`) + (page ? `?page=${page}` : "");
  return (
    <>
      <p>
        <Link to={adminPath(lang, "/content")}>← {w("content")}</Link>
      </p>
      <h1>{sw("title")}</h1>
      <p>{sw("listText")}</p>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={sw("title")}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{sw("section")}</th>
              <th scope="col">{sw("pages")}</th>
              <th scope="col">{w("state")}</th>
              <th scope="col">{w("updated")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.sections.map((section) => (
              <tr key={section.id}>
                <td>
                  <Link to={editor(section.id)}>{section.name}</Link>
                </td>
                <td>
                  <ol className="section-page-list">
                    {section.pages.map((title, p) => (
                      <li key={p}>
                        <Link to={editor(section.id, p + 1)}>{title}</Link>
                      </li>
                    ))}
                  </ol>
                </td>
                <td>{stateWords(lang, section.state, section.changed, "section")}</td>
                <td>
                  <LastChange
                    lang={lang}
                    updatedAt={section.updatedAt}
                    updatedBy={section.updatedBy}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
