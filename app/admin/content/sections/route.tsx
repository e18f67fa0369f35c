import { Link } from "react-router";
import type { Route } from "./+types/route";
import type { SectionTexts } from "../../../content/section-texts.server";
import { useWords } from "../../frame/use-admin";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { adminPath, requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { contentWord } from "../words";
import { sectionName } from "./view.server";
import { sectionWord, type SectionWordKey } from "./words";
import { ItemTable, stateColumn, updatedColumn } from "../ItemTable";
import { PageHead } from "../PageHead";
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
      <PageHead
        back={{ to: adminPath(lang, "/content"), label: w("content") }}
        title={sw("title")}
        text={sw("listText")}
      />
      <ItemTable
        region={sw("title")}
        rows={loaderData.sections}
        columns={[
          {
            head: sw("section"),
            cell: (section) => <Link to={editor(section.id)}>{section.name}</Link>,
          },
          {
            head: sw("pages"),
            cell: (section) => (
              <ol className="section-page-list">
                {section.pages.map((title, p) => (
                  <li key={p}>
                    <Link to={editor(section.id, p + 1)}>{title}</Link>
                  </li>
                ))}
              </ol>
            ),
          },
          stateColumn(lang, "section"),
          updatedColumn(lang),
        ]}
      />
    </>
  );
}
