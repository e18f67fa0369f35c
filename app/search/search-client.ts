import type { Lang } from "../i18n/lang";
import { createSearcher, loadIndex, type SearchData, type Searcher } from "./engine";

/**
 * The search in the browser, loaded when a visitor first focuses a search field (and on the
 * static export's results page): the prebuilt index of the page's language, fetched once.
 */
const loaded = new Map<Lang, Promise<Searcher>>();

export function loadSearcher(lang: Lang): Promise<Searcher> {
  let searcher = loaded.get(lang);
  if (!searcher) {
    searcher = fetch(`/search-index-${lang}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`search index: ${response.status}`);
        return response.json() as Promise<SearchData>;
      })
      .then((data) => createSearcher(loadIndex(data), data.docs));
    searcher.catch(() => loaded.delete(lang));
    loaded.set(lang, searcher);
  }
  return searcher;
}
