import { Link } from "react-router";
import type { Route } from "./+types/route";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { LastChange } from "../LastChange";
import { contentWord, stateWords } from "../words";
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
      <h1>{c("title")}</h1>
      <p>{c("text")}</p>
      <p>
        <Link to={adminPath(lang, "/content/certificates/new")}>
          {contentWord(lang, "add")}: {c("title")}
        </Link>
        {" · "}
        <a href={lang === "en" ? "/en/certificates" : "/certificates"}>{c("public")}</a>
      </p>
      {loaderData.items.length === 0 ? (
        <p>{c("none")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{c("listText")}</caption>
            <thead>
              <tr>
                <th scope="col">{contentWord(lang, "item")}</th>
                <th scope="col">{contentWord(lang, "state")}</th>
                <th scope="col">{c("valid")}</th>
                <th scope="col">{c("daysLeft")}</th>
                <th scope="col">{contentWord(lang, "updated")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.items.map((item) => (
                <tr key={item.id} data-certificate={item.id}>
                  <td>
                    <Link to={adminPath(lang, `/content/certificates/${item.id}`)}>
                      {item.title}
                    </Link>
                  </td>
                  <td>{stateWords(lang, item.state, item.changed)}</td>
                  <td>
                    {item.validFrom && item.validUntil
                      ? `${item.validFrom} ~ ${item.validUntil}`
                      : "—"}
                  </td>
                  <td className={item.standing?.soon ? "certificate-soon" : undefined}>
                    {item.standing ? standingWords(lang, item.standing) : "—"}
                  </td>
                  <td>
                    <LastChange lang={lang} updatedAt={item.updatedAt} updatedBy={item.updatedBy} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
