import type { Lang } from "../i18n/lang";
import { messagesFor } from "../i18n/translate.server";
import { searchEntries } from "./documents.server";
import { buildIndex, createSearcher, type SearchData, type Searcher } from "./engine";

/**
 * The search index on the server, built once from the content on first use: the results page
 * (`/search?q=`) answers from it, and the build writes it out for the browser
 * (`/search-index-{lang}.json`, app/routes/search-index/route.ts).
 */
let built: { data: Record<Lang, SearchData>; searchers: Record<Lang, Searcher> } | undefined;

function build() {
  if (built) return built;
  const { indexed, display } = searchEntries();
  const index = buildIndex(indexed);
  const json = index.toJSON();
  built = {
    data: {
      ko: { index: json, docs: display.ko, messages: messagesFor("ko", ["searchbox"]) },
      en: { index: json, docs: display.en, messages: messagesFor("en", ["searchbox"]) },
    },
    searchers: { ko: createSearcher(index, display.ko), en: createSearcher(index, display.en) },
  };
  return built;
}

export function searchData(lang: Lang): SearchData {
  return build().data[lang];
}

export function serverSearcher(lang: Lang): Searcher {
  return build().searchers[lang];
}
