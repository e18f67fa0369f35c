import type { Lang } from "../i18n/lang";
import { createSearcher, loadIndex, type SearchData, type Searcher } from "./engine";

/**
 * The search in the browser, loaded when a visitor first focuses a search field (and on the
 * static export's results page): the prebuilt index of the page's language, fetched once.
 */
export type LoadedSearcher = Searcher & { messages: SearchData["messages"] };

const loaded = new Map<Lang, Promise<LoadedSearcher>>();

export function loadSearcher(lang: Lang): Promise<LoadedSearcher> {
  let searcher = loaded.get(lang);
  if (!searcher) {
    searcher = fetch(`/search-index-${lang}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`search index: ${response.status}`);
        return response.json() as Promise<SearchData>;
      })
      .then((data) =>
        Object.assign(createSearcher(loadIndex(data), data.docs), { messages: data.messages }),
      );
    searcher.catch(() => loaded.delete(lang));
    loaded.set(lang, searcher);
  }
  return searcher;
}
