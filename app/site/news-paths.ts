/** The notices' URLs, language-neutral (the list's page links and the prerender list use them). */

export const NEWS_PER_PAGE = 10;
/** The feed of each language: /news/rss.xml and /en/news/rss.xml. */
export const NEWS_FEED = "/news/rss.xml";

/**
 * List page N: /news, then /news/page/2: a path, not a query, so the static export has each page
 * as a file.
 */
export const newsPageUrl = (page: number) => (page <= 1 ? "/news" : `/news/page/${page}`);

/** How many list pages `count` notices fill (at least one, which says there are none yet). */
export const newsPageCount = (count: number) => Math.max(1, Math.ceil(count / NEWS_PER_PAGE));
