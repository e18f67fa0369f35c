import type { MetaDescriptor } from "react-router";
import { liveContent } from "../content/live.server";
import { uploadedFilePath } from "../content/uploaded-files";
import { fileSize } from "../documents/file-size";
import { cleanNoticeHtml, noticeText } from "../content/notice-html.server";
import type { NewsItem } from "../content/schemas";
import { localePath, type Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import { pages } from "../site/pages";
import { NEWS_FEED, NEWS_PER_PAGE, newsPageCount } from "../site/news-paths";
import { absoluteUrl } from "../site/url";
import { visibleFileName } from "../../server/platform/text";

/**
 * Notices (공지사항) as the public pages and the feeds show them (docs/decisions/014): the live
 * content's notices, newest first, 10 a page; every body cleaned again as it is rendered.
 */

/** How many notices a feed carries, the newest. */
const FEED_ITEMS = 20;

/** List page N (1-based) in one language, or undefined when there is no such page. */
export function newsListPage(lang: Lang, page: number) {
  const total = newsPageCount(liveContent().news.length);
  if (!Number.isInteger(page) || page < 1 || page > total) return undefined;
  const items = liveContent()
    .news.slice((page - 1) * NEWS_PER_PAGE, page * NEWS_PER_PAGE)
    .map((item) => ({
      id: item.id,
      title: pick(item.title, lang),
      date: item.date,
      attachments: item.attachments.length,
    }));
  return { page, total, items };
}

/** A notice as its page shows it: the body cleaned again, the attachments as links. */
export function newsDetail(item: NewsItem, lang: Lang) {
  return {
    id: item.id,
    title: pick(item.title, lang),
    date: item.date,
    html: cleanNoticeHtml(pick(item.body, lang)),
    attachments: item.attachments.map((file) => ({
      href: uploadedFilePath(file.file),
      title: pick(file.title, lang),
      // Cleaned again: a name stored before format characters were taken out of it.
      name: visibleFileName(file.name),
      size: fileSize(file.bytes),
    })),
  };
}

/** A notice's summary: the first words of its body, for the description tag. */
export function newsSummary(item: NewsItem, lang: Lang): string {
  const text = noticeText(pick(item.body, lang));
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}...`;
}

/** `<link rel="alternate" type="application/rss+xml">`: where the page's feed is. */
export function feedLink(lang: Lang): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${pick(pages.news.title, lang)} | ${translate(lang, "site.name")}`,
    href: absoluteUrl(localePath(lang, NEWS_FEED)),
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A notice's day as RFC 822 (what RSS 2.0 asks): midnight in Seoul. */
export const rfc822 = (day: string) => new Date(`${day}T00:00:00+09:00`).toUTCString();

/** The feed of one language, RSS 2.0: the channel and its newest notices. */
export function newsFeed(lang: Lang): string {
  const title = `${pick(pages.news.title, lang)} | ${translate(lang, "site.name")}`;
  const link = absoluteUrl(localePath(lang, "/news"));
  const news = liveContent().news.slice(0, FEED_ITEMS);
  const items = news.map((item) => {
    const url = absoluteUrl(localePath(lang, `/news/${item.id}`));
    const first = item.attachments[0];
    return [
      "    <item>",
      `      <title>${escapeXml(pick(item.title, lang))}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(item.date)}</pubDate>`,
      `      <description>${escapeXml(cleanNoticeHtml(pick(item.body, lang)))}</description>`,
      ...(first
        ? [
            `      <enclosure url="${escapeXml(absoluteUrl(uploadedFilePath(first.file)))}" length="${first.bytes}" type="application/pdf"/>`,
          ]
        : []),
      "    </item>",
    ].join("\n");
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(translate(lang, "seo.newsFeed"))}</description>`,
    `    <language>${lang === "ko" ? "ko-KR" : "en-GB"}</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(localePath(lang, NEWS_FEED)))}" rel="self" type="application/rss+xml"/>`,
    ...(news[0] ? [`    <lastBuildDate>${rfc822(news[0].date)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
