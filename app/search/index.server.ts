import type { Lang } from "../i18n/lang";
import { messagesFor } from "../i18n/translate.server";
import { liveContent, type LiveContent } from "../content/live.server";
import { searchEntries } from "./documents.server";
import type { default as MiniSearch, AsPlainObject } from "minisearch";
import {
  buildIndex,
  createSearcher,
  type DisplayDoc,
  type IndexedDoc,
  type SearchData,
  type Searcher,
} from "./engine";

/**
 * The search index on the server, built from the content on first use and brought up to date
 * whenever the live content is replaced (a publish; two stores' revision numbers can be equal)
 * or a page becomes, or stops being, an empty list (`empty`, app/empty-pages.server.ts):
 * the results page (`/search?q=`) answers from it, and the build writes it out for the browser
 * (`/search-index-{lang}.json` and `/search-text-{lang}.json`, app/routes/search-index/route.ts).
 */
let built:
  | {
      content: LiveContent;
      empty: string;
      indexed: IndexedDoc[];
      display: Record<Lang, DisplayDoc[]>;
      json?: AsPlainObject;
      texts: Record<Lang, string[]>;
      searchers: Record<Lang, Searcher>;
    }
  | undefined;

/**
 * One index for the process: a publish indexes again only the entries whose text changed (a
 * notice, a job), since indexing every product takes most of a second on a busy machine and a
 * publish should be found within one.
 */
let index: MiniSearch<IndexedDoc> | undefined;
const indexedAs = new Map<string, string>();

function update(docs: IndexedDoc[]): MiniSearch<IndexedDoc> {
  index ??= buildIndex([]);
  const ids = new Set(docs.map((doc) => doc.id));
  for (const id of indexedAs.keys()) {
    if (ids.has(id)) continue;
    index.discard(id);
    indexedAs.delete(id);
  }
  const added: IndexedDoc[] = [];
  for (const doc of docs) {
    const key = JSON.stringify(doc);
    const before = indexedAs.get(doc.id);
    if (before === key) continue;
    if (before === undefined) added.push(doc);
    else index.replace(doc);
    indexedAs.set(doc.id, key);
  }
  index.addAll(added);
  return index;
}

function build(empty: readonly string[]) {
  const content = liveContent();
  const key = empty.join(" ");
  if (built?.content === content && built.empty === key) return built;
  const { indexed, display } = searchEntries(empty);
  const current = update(indexed);
  built = {
    content,
    empty: key,
    indexed,
    display,
    texts: { ko: textsOf(display.ko), en: textsOf(display.en) },
    searchers: { ko: createSearcher(current, display.ko), en: createSearcher(current, display.en) },
  };
  return built;
}

const withoutText = (docs: DisplayDoc[]) => docs.map(({ text: _, ...doc }) => doc);
const textsOf = (docs: DisplayDoc[]) => docs.map((doc) => doc.text);

/**
 * The index for the browser; written out once per content, when first asked for. After a
 * replace or a removal MiniSearch keeps the old terms until it vacuums (they find nothing, but
 * an old telephone number would still be in the file): then the file is made from a new index.
 */
export function searchData(lang: Lang, empty: readonly string[]): SearchData {
  const current = build(empty);
  current.json ??= (index!.dirtCount > 0 ? buildIndex(current.indexed) : index!).toJSON();
  return {
    index: current.json,
    docs: withoutText(current.display[lang]),
    messages: messagesFor(lang, ["searchbox"]),
  };
}

/** The docs' texts, for snippets, in the order of `searchData(lang).docs`. */
export function searchTexts(lang: Lang, empty: readonly string[]): string[] {
  return build(empty).texts[lang];
}

export function serverSearcher(lang: Lang, empty: readonly string[]): Searcher {
  return build(empty).searchers[lang];
}
