import { data } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../site/meta";
import { LangLink } from "../../ui/LangLink";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { localePath, requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { messagesFor } from "../../i18n/translate.server";
import { useLang, useT } from "../../i18n/use-lang";
import { feedLink, newsListPage } from "../../news/news.server";
import { NewsPager } from "../../news/NewsPager";
import { NEWS_FEED, newsPageUrl } from "../../site/news-paths";
import { pages } from "../../site/pages";
import { pageTexts } from "../../site/page-texts.server";
import { notFoundMeta, pageMeta, seoMeta } from "../../site/seo.server";
import "../../news/news.css";
import { dayText } from "../../i18n/day-text";

/**
 * Notices (공지사항): the newest first, 10 a page; page N > 1 at /news/page/N. A page number
 * that is not one (0, 1, past the last, "x") is the 404 page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const raw = params.page;
  const number = raw === undefined ? 1 : /^[2-9]$|^[1-9][0-9]{1,4}$/.test(raw) ? Number(raw) : 0;
  const list = newsListPage(lang, number);
  // No notice at all: the site's 404, and out of the menus (app/empty-pages.server.ts).
  if (!list || list.items.length === 0) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ list: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  const url = new URL(request.url);
  const meta =
    list.page === 1
      ? pageMeta("news", url)
      : seoMeta({
          lang,
          path: newsPageUrl(list.page),
          title: {
            ko: `${pages.news.title.ko} (${list.page}쪽)`,
            en: `${pages.news.title.en} (page ${list.page})`,
          },
          ...pageTexts.news,
          share: "home",
          crumbs: [{ name: pages.news.title }],
        });
  return {
    list,
    intro: pick(pageTexts.news.description, lang),
    messages: messagesFor(lang, ["news", "pagination"]),
    meta: [...meta, feedLink(lang)],
  };
}

export const meta = metaFromLoader;

/** The list of notices: a row per notice with its date, title and whether it has files. */
export default function News({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const { list } = loaderData;
  if (!list) return <LazyNotFoundView />;
  return (
    <>
      <SitePageHeader page="news" intro={loaderData.intro} />
      <section className="container section news">
        <ol className="news-list" aria-label={t("news.list")}>
          {list.items.map((item) => (
            <li key={item.id} className="news-list__item">
              <LangLink to={`/news/${item.id}`} className="news-list__link">
                {item.title}
              </LangLink>
              {item.attachments > 0 && (
                <span className="news-list__files">
                  {t("news.attachments")} {item.attachments}
                </span>
              )}
              <time className="news-list__date" dateTime={item.date}>
                {dayText(item.date, lang)}
              </time>
            </li>
          ))}
        </ol>
        <NewsPager current={list.page} total={list.total} />
        <p className="news__feed">
          <a href={localePath(lang, NEWS_FEED)} type="application/rss+xml">
            {t("news.feed")}
          </a>
        </p>
      </section>
    </>
  );
}
