import { Link } from "react-router";
import type { Route } from "./+types/route";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { ItemTable, stateColumn, updatedColumn } from "../ItemTable";
import { PageHead } from "../PageHead";
import { contentWord } from "../words";
import { loadCertificateList } from "./list.server";
import { standingWords } from "./status";
import { certificateEditorWord } from "./words";
import "../content.css";
import "./certificates.css";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadCertificateList(request, context);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

/** /admin/content/certificates: every certificate, its state, validity and the days left. */
export default function CertificateList({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const c = (key: Parameters<typeof certificateEditorWord>[1]) => certificateEditorWord(lang, key);
  return (
    <>
      <PageHead title={c("title")} text={c("text")}>
        <p>
          <Link to={adminPath(lang, "/content/certificates/new")}>
            {contentWord(lang, "add")}: {c("title")}
          </Link>
          {" · "}
          <a href={lang === "en" ? "/en/certificates" : "/certificates"}>{c("public")}</a>
        </p>
      </PageHead>
      {loaderData.items.length === 0 ? (
        <p>{c("none")}</p>
      ) : (
        <ItemTable
          caption={c("listText")}
          rows={loaderData.items}
          rowProps={(item) => ({ "data-certificate": item.id })}
          columns={[
            {
              head: contentWord(lang, "item"),
              cell: (item) => (
                <Link to={adminPath(lang, `/content/certificates/${item.id}`)}>{item.title}</Link>
              ),
            },
            stateColumn(lang),
            {
              head: c("valid"),
              cell: (item) =>
                item.validFrom && item.validUntil ? `${item.validFrom} ~ ${item.validUntil}` : "—",
            },
            {
              head: c("daysLeft"),
              cell: (item) => (item.standing ? standingWords(lang, item.standing) : "—"),
              className: (item) => (item.standing?.soon ? "certificate-soon" : undefined),
            },
            updatedColumn(lang),
          ]}
        />
      )}
    </>
  );
}
