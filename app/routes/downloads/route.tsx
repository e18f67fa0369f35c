import type { Route } from "./+types/route";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { ColumnHeads } from "../../ui/lists";
import { downloadGroups } from "../../documents/downloads.server";
import { requestLang, type Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { messagesFor } from "../../i18n/translate.server";
import { useLang, useT } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pageTexts } from "../../site/page-texts.server";
import { pageMeta } from "../../site/seo.server";
import "./downloads.css";
import { dayText } from "../../i18n/day-text";

// The table's language columns; not LANGS, which would put one more export in every page's shell.
const COLUMNS: Lang[] = ["ko", "en"];
const HEADS = [
  "downloads.document",
  "downloads.lang.ko",
  "downloads.lang.en",
  "downloads.issued",
] as const;

/**
 * The downloads (docs/product.md, Downloads): every group's catalogue and every datasheet, in
 * both languages. The group filter is links to the groups' sections: with `:target` the page
 * shows only that group (CSS), so it works without JavaScript, on the server and in the static
 * export alike, and a filtered list is a URL to share.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return {
    groups: downloadGroups(lang),
    intro: pick(pageTexts.downloads.description, lang),
    messages: messagesFor(lang, ["downloads"]),
    meta: pageMeta("downloads", new URL(request.url)),
  };
}

export const meta = metaFromLoader;

const anchor = (group: string) => `group-${group}`;

export default function Downloads({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const { groups } = loaderData;

  return (
    <>
      <SitePageHeader page="downloads" intro={loaderData.intro} />
      <div className="container section downloads" id="downloads">
        <nav aria-label={t("downloads.filter")}>
          <ul className="filter-links downloads__filter">
            <li>
              <a href="#downloads">{t("downloads.all")}</a>
            </li>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${anchor(group.id)}`}>{group.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.length === 0 && <p className="notice">{t("downloads.none")}</p>}
        {groups.map((group) => (
          <section
            key={group.id}
            id={anchor(group.id)}
            aria-labelledby={`${anchor(group.id)}-title`}
          >
            <h2 id={`${anchor(group.id)}-title`}>{group.name}</h2>
            <table className="downloads__table">
              <thead>
                <ColumnHeads labels={HEADS.map((key) => t(key))} />
              </thead>
              <tbody>
                {group.rows.map((row) => (
                  <tr key={row.files[0]?.href ?? row.title}>
                    <th scope="row">{row.title}</th>
                    {COLUMNS.map((l) => {
                      const file = row.files.find((f) => f.lang === l);
                      return (
                        <td key={l}>
                          {file ? (
                            <a href={file.href} type="application/pdf" hrefLang={file.lang}>
                              PDF <span>{file.size}</span>
                            </a>
                          ) : (
                            <span className="downloads__none">{t("downloads.none.cell")}</span>
                          )}
                        </td>
                      );
                    })}
                    <td>
                      <time dateTime={row.issued}>{dayText(row.issued, lang)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
    </>
  );
}
