import type { Lang } from "../i18n/lang";
import { messagesFor } from "../i18n/translate.server";
import { liveContent, type LiveContent } from "../content/live.server";
import { searchEntries } from "./documents.server";
import {
  buildIndex,
  createSearcher,
  type DisplayDoc,
  type SearchData,
  type Searcher,
} from "./engine";

/**
 * The search index on the server, built from the content on first use and again whenever the
 * live content is replaced (a publish; two stores' revision numbers can be equal): the results
 * page (`/search?q=`) answers from it, and the build writes it out for the browser
 * (`/search-index-{lang}.json` and `/search-text-{lang}.json`, app/routes/search-index/route.ts).
 */
let built:
  | {
      content: LiveContent;
      data: Record<Lang, SearchData>;
      texts: Record<Lang, string[]>;
      searchers: Record<Lang, Searcher>;
    }
  | undefined;

function build() {
  const content = liveContent();
  if (built?.content === content) return built;
  const { indexed, display } = searchEntries();
  const index = buildIndex(indexed);
  const json = index.toJSON();
  built = {
    content,
    data: {
      ko: {
        index: json,
        docs: withoutText(display.ko),
        messages: messagesFor("ko", ["searchbox"]),
      },
      en: {
        index: json,
        docs: withoutText(display.en),
        messages: messagesFor("en", ["searchbox"]),
      },
    },
    texts: { ko: textsOf(display.ko), en: textsOf(display.en) },
    searchers: { ko: createSearcher(index, display.ko), en: createSearcher(index, display.en) },
  };
  return built;
}

const withoutText = (docs: DisplayDoc[]) => docs.map(({ text: _, ...doc }) => doc);
const textsOf = (docs: DisplayDoc[]) => docs.map((doc) => doc.text);

export function searchData(lang: Lang): SearchData {
  return build().data[lang];
}

/** The docs' texts, for snippets, in the order of `searchData(lang).docs`. */
export function searchTexts(lang: Lang): string[] {
  return build().texts[lang];
}

export function serverSearcher(lang: Lang): Searcher {
  return build().searchers[lang];
}
