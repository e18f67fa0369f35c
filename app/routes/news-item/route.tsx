import { data } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { LangLink } from "../../ui/LangLink";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { PageHeader } from "../../ui/PageHeader";
import { findNewsItem } from "../../content/live.server";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { messagesFor } from "../../i18n/translate.server";
import { useLang, useT } from "../../i18n/use-lang";
import { feedLink, newsDetail, newsSummary } from "../../news/news.server";
import { pages } from "../../site/pages";
import { pageTexts } from "../../site/page-texts.server";
import { notFoundMeta, seoMeta } from "../../site/seo.server";
import "../../news/news.css";
import { dayText } from "../../i18n/day-text";

/** One notice; an id no published notice has is the 404 page (it may be a draft or gone). */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const item = findNewsItem(params.id);
  if (!item) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ notice: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  const meta = seoMeta({
    lang,
    path: `/news/${item.id}`,
    title: item.title,
    description: { ko: newsSummary(item, "ko"), en: newsSummary(item, "en") },
    keywords: pageTexts.news.keywords,
    share: "home",
    crumbs: [{ name: pages.news.title, path: "/news" }, { name: item.title }],
  });
  return {
    notice: newsDetail(item, lang),
    messages: messagesFor(lang, ["news"]),
    meta: [...meta, feedLink(lang)],
  };
}

export const meta = metaFromLoader;

/** A notice: its title, day, body (the allowed markup, cleaned on the server) and files. */
export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const { notice } = loaderData;
  if (!notice) return <LazyNotFoundView />;
  return (
    <>
      <PageHeader
        title={notice.title}
        crumbs={[{ label: pick(pages.news.title, lang), to: "/news" }, { label: notice.title }]}
      />
      <article className="container section news-detail">
        <p className="news-detail__date">
          {t("news.date")} <time dateTime={notice.date}>{dayText(notice.date, lang)}</time>
        </p>
        {/* Cleaned by app/content/notice-html.server.ts when saved and again in the loader. */}
        <div className="news-detail__body" dangerouslySetInnerHTML={{ __html: notice.html }} />
        {notice.attachments.length > 0 && (
          <section className="news-detail__files" aria-labelledby="news-files">
            <h2 id="news-files">{t("news.attachments")}</h2>
            <ul>
              {notice.attachments.map((file) => (
                <li key={file.href}>
                  <a href={file.href} type="application/pdf">
                    {file.title}
                  </a>{" "}
                  <span>
                    (PDF, {file.size}, {file.name})
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p>
          <LangLink to="/news" className="button button--ghost">
            {t("news.back")}
          </LangLink>
        </p>
      </article>
    </>
  );
}
