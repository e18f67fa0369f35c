import { Link } from "react-router";
import type { Route } from "./+types/route";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { contentWord } from "../words";
import { sectionWord, type SectionWordKey } from "./words";
import { ItemTable, stateColumn, updatedColumn } from "../ItemTable";
import { PageHead } from "../PageHead";
import "../content.css";
import "./sections.css";
import { loadSectionList } from "./list.server";

export const loader = ({ request, context }: Route.LoaderArgs) => loadSectionList(request, context);

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
