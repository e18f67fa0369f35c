import type { Lang } from "../i18n/lang";
import { fetchOnce } from "../lib/fetch-once";
import { createSearcher, loadIndex, type SearchData, type Searcher } from "./engine";

/**
 * The search in the browser, loaded when a visitor first focuses a search field (and on the
 * static export's results page): the prebuilt index of the page's language, fetched once, and
 * for a results page the texts its snippets come from.
 */
export type LoadedSearcher = Searcher & { messages: SearchData["messages"] };

const searchers = new Map<string, Promise<LoadedSearcher>>();

export function loadSearcher(lang: Lang, snippets = false): Promise<LoadedSearcher> {
  const key = `${lang}${snippets ? "+text" : ""}`;
  let searcher = searchers.get(key);
  if (!searcher) {
    searcher = Promise.all([
      fetchOnce<SearchData>(`/search-index-${lang}.json`),
      snippets ? fetchOnce<string[]>(`/search-text-${lang}.json`) : undefined,
    ]).then(([data, texts]) => {
      const docs = texts ? data.docs.map((doc, i) => ({ ...doc, text: texts[i] })) : data.docs;
      return Object.assign(createSearcher(loadIndex(data), docs), { messages: data.messages });
    });
    searcher.catch(() => searchers.delete(key));
    searchers.set(key, searcher);
  }
  return searcher;
}
