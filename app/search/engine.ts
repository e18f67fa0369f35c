import type { Messages } from "../i18n/translate.server";
import MiniSearch, { type AsPlainObject, type Options, type Query } from "minisearch";
import { convertQwertyToHangul, getChoseong } from "es-hangul";
import type { Lang } from "../i18n/lang";
import { GLOSSARY } from "./glossary";
import {
  cleanQuery,
  compactCode,
  indexTerms,
  isChoseongQuery,
  MAX_QUERY_TERMS,
  normalize,
  queryTerms,
  stem,
} from "./text";

/**
 * The site search: one MiniSearch index of every product, catalogue page, company page and
 * gallery job, with the terms of both languages, so a query in either language finds the entry;
 * what a result shows comes from the page's language. Built at build time
 * (app/search/documents.server.ts), answered on the server for `/search?q=` and in the browser
 * (app/search/search-client.ts) from the same JSON.
 */

export const GROUPS = ["product", "catalogue", "company", "gallery", "news"] as const;
export type Group = (typeof GROUPS)[number];

/** What the index holds of one entry: terms of both languages (not shipped as text). */
export interface IndexedDoc {
  id: string;
  code: string;
  title: string;
  text: string;
  /** Initial consonants of the Korean title, one term per word start. */
  initials: string;
}

/** What a result shows, in one language. */
export interface DisplayDoc {
  id: string;
  group: Group;
  /** Language-neutral path. */
  path: string;
  code?: string;
  title: string;
  text: string;
}

/**
 * The file the browser loads on first focus (`/search-index-{lang}.json`). The docs come without
 * their text: the list under the field shows no snippets. A results page computed in the browser
 * (the static export) adds the texts from `/search-text-{lang}.json`, in the same order.
 */
export interface SearchData {
  index: AsPlainObject;
  docs: Omit<DisplayDoc, "text">[];
  /** The field's own UI strings in the index's language: no page carries them before focus. */
  messages: Partial<Messages>;
}

/** A piece of text; `true` = a matched word, shown in <mark>. */
export type Segment = [text: string, marked: boolean];

export interface Hit {
  id: string;
  group: Group;
  path: string;
  code?: string;
  title: Segment[];
  snippet: Segment[];
  /** The query named this product's model code exactly. */
  exact: boolean;
}

export interface SearchAnswer {
  query: string;
  /** The query typed on an English keyboard layout, read as Korean ("qjxjvmffkdl" -> 버터플라이). */
  readAs?: string;
  groups: { group: Group; hits: Hit[] }[];
  total: number;
  /** Closest entries when nothing matched. */
  suggestions: { path: string; title: string }[];
}

const FIELDS = ["code", "title", "text", "initials"] as const;

export const indexOptions: Options<IndexedDoc> = {
  idField: "id",
  fields: [...FIELDS],
  storeFields: [],
  tokenize: (text, field) => (field === "initials" ? text.split(" ") : indexTerms(text)),
  processTerm: (term) => term || null,
  searchOptions: {
    // Queries arrive as ready terms (queryTerms).
    tokenize: (text) => [text],
    processTerm: (term) => term,
    boost: { code: 6, title: 2, text: 1, initials: 1 },
  },
};

/** The initial-consonant terms of a Korean title: from every word start to the end of its run. */
export function initialsOf(title: string): string {
  const out: string[] = [];
  for (const run of title.match(/[\uac00-\ud7a3]+(?:\s+[\uac00-\ud7a3]+)*/g) ?? []) {
    const words = run.split(/\s+/);
    for (let i = 0; i < words.length; i += 1) out.push(getChoseong(words.slice(i).join("")));
  }
  return [...new Set(out)].join(" ");
}

export function buildIndex(docs: IndexedDoc[]): MiniSearch<IndexedDoc> {
  const index = new MiniSearch(indexOptions);
  index.addAll(docs);
  return index;
}

export function loadIndex(data: SearchData): MiniSearch<IndexedDoc> {
  return MiniSearch.loadJS(data.index, indexOptions);
}

/** A figure or a bare number is matched exactly; a word also by its beginning. */
const exactOnly = (term: string) =>
  /^\d+(\.\d+)?$/.test(term) ||
  /^(dn|pn|ansi)\d/.test(term) ||
  /^\d+(\.\d+)?(c|nm|bar|psi|mm|kg|hz|v)$/.test(term);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Patterns of what the query matched, for <mark>: words, Hangul with or without spaces, figures. */
function needles(query: string, terms: string[], codes: string[]): string[] {
  const out = new Set<string>();
  // Codes and figures first: at one position the first alternative wins ("350 N·m" whole).
  for (const code of codes) out.add(escape(code.toLowerCase()));
  for (const term of terms) {
    let m: RegExpMatchArray | null;
    if ((m = term.match(/^dn(\d+)$/))) out.add(String.raw`dn\s?${m[1]}\b|\b${m[1]}a\b`);
    else if ((m = term.match(/^pn(\d+)$/))) out.add(String.raw`pn\s?${m[1]}\b`);
    else if ((m = term.match(/^(\d+(?:\.\d+)?)c$/))) out.add(String.raw`${escape(m[1]!)}\s?°\s?c`);
    else if ((m = term.match(/^(\d+(?:\.\d+)?)nm$/))) {
      // The content writes "N·m"; a text may still say "Nm".
      out.add(String.raw`\b${escape(m[1]!)}\s?n\s?[·.]?\s?m\b`);
    } else if ((m = term.match(/^(\d+(?:\.\d+)?)(bar|psi|mm|kg|hz|v)$/))) {
      out.add(String.raw`\b${escape(m[1]!)}\s?${m[2]}\b`);
    }
  }
  const figures = out.size > codes.length;
  const normal = normalize(query);
  for (const word of normal.match(/[a-z][a-z0-9]*|\d[\d.]*[a-z]*/g) ?? []) {
    if (word.length < 2 || (figures && /^(nm|bar|psi|mm|kg|hz|dn|pn|ansi)$/.test(word))) continue;
    out.add(escape(stem(word)));
  }
  for (const run of normal.match(/[\uac00-\ud7a3]+(?:\s+[\uac00-\ud7a3]+)*/g) ?? []) {
    out.add([...run.replace(/\s+/g, "")].map(escape).join(String.raw`\s?`));
  }
  // The same words in the other language, for an entry shown in the page's language.
  const hangul = normal.replace(/\s+/g, "");
  const latin = new Set(normal.match(/[a-z]+(?:-[a-z]+)*/g)?.map(stem));
  for (const [ko, en] of GLOSSARY) {
    if (hangul.includes(ko)) out.add(String.raw`\b${en.split("-").map(escape).join("[-\\s]?")}`);
    if (latin.has(en)) out.add([...ko].map(escape).join(String.raw`\s?`));
  }
  return [...out].filter(Boolean).slice(0, 40);
}

/** Splits text into plain and marked pieces. */
function mark(text: string, pattern: RegExp | null): Segment[] {
  if (!pattern) return [[text, false]];
  const out: Segment[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m[0] === "") {
      pattern.lastIndex += 1;
      continue;
    }
    if (m.index > last) out.push([text.slice(last, m.index), false]);
    out.push([m[0], true]);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push([text.slice(last), false]);
  return out;
}

/** Characters of a snippet; Korean says as much in about two thirds of them. */
const SNIPPET = 160;
const SNIPPET_HANGUL = 100;

/** A snippet of the text around its first match (its start when nothing matched). */
function snippet(text: string, pattern: RegExp | null): Segment[] {
  const size = /[\uac00-\ud7a3]/.test(text) ? SNIPPET_HANGUL : SNIPPET;
  let start = 0;
  if (pattern) {
    pattern.lastIndex = 0;
    const first = pattern.exec(text);
    if (first) start = Math.max(0, first.index - 50);
  }
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space - start < 20) start = space + 1;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + size / 2) end = space;
    // A DN size is never parted from the A size after it ("DN 40~200 (40~200A)").
    const dn = /\s*\bDN \d[\d~·–]*$/.exec(text.slice(start, end));
    if (dn && dn.index > size / 2) end = start + dn.index;
  }
  const piece = `${start > 0 ? "… " : ""}${text.slice(start, end)}${end < text.length ? " …" : ""}`;
  return mark(piece, pattern);
}

/** Terms of one query in MiniSearch's form: every term must match (AND). */
function mainQuery(terms: string[]): Query {
  return {
    combineWith: "AND",
    queries: terms.slice(0, MAX_QUERY_TERMS),
    prefix: (term: string) => !exactOnly(term),
  };
}

/**
 * Model codes the query names exactly, in any form: "480 035", "ap 12", "HT-600". A code made of
 * more of the query's words comes first: "S30 T" names S30T before S30.
 */
function exactCodes(query: string, codes: Map<string, string[]>): Set<string> {
  const span = new Map<string, number>();
  const words = normalize(query).split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_TERMS);
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j <= Math.min(words.length, i + 3); j += 1) {
      for (const id of codes.get(compactCode(words.slice(i, j).join(""))) ?? []) {
        span.set(id, Math.max(span.get(id) ?? 0, j - i));
      }
    }
  }
  // Sort is stable: codes of the same length keep the order of the query.
  return new Set([...span].sort((a, b) => b[1] - a[1]).map(([id]) => id));
}

export interface Searcher {
  search(raw: string | null | undefined, options?: { limit?: number }): SearchAnswer;
}

/** A search over one language's display docs (snippets where they have text) and the index. */
export function createSearcher(
  index: MiniSearch<IndexedDoc>,
  docs: (Omit<DisplayDoc, "text"> & { text?: string })[],
): Searcher {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const codes = new Map<string, string[]>();
  for (const doc of docs) {
    if (!doc.code) continue;
    const key = compactCode(doc.code);
    codes.set(key, [...(codes.get(key) ?? []), doc.id]);
  }

  function run(query: string): { ids: string[]; exact: Set<string>; terms: string[] } {
    const exact = exactCodes(query, codes);
    if (isChoseongQuery(query)) {
      const initials = query.replace(/\s+/g, "");
      const hits = index.search(initials, { fields: ["initials"], prefix: true });
      return { ids: hits.map((h) => String(h.id)), exact, terms: [] };
    }
    const terms = queryTerms(query);
    if (terms.length === 0) return { ids: [...exact], exact, terms };
    const hits = index.search(mainQuery(terms));
    // A code typed in pieces ("ap 12") need not match word by word: the code itself is enough.
    const ids = [...exact, ...hits.map((h) => String(h.id)).filter((id) => !exact.has(id))];
    return { ids, exact, terms };
  }

  return {
    search(raw, { limit = 200 } = {}) {
      const query = cleanQuery(raw);
      const empty: SearchAnswer = { query, groups: [], total: 0, suggestions: [] };
      if (!query) return empty;

      let used = query;
      let readAs: string | undefined;
      let found = run(query);
      // Korean typed on an English keyboard layout: "qjxjvmffkdl" is 버터플라이.
      if (found.ids.length === 0 && /^[a-zA-Z\s]+$/.test(query)) {
        const hangul = convertQwertyToHangul(query);
        if (/^[\uac00-\ud7a3\s]+$/.test(hangul)) {
          const again = run(hangul);
          if (again.ids.length > 0) {
            found = again;
            used = hangul;
            readAs = hangul;
          }
        }
      }

      const ids = found.ids.filter((id) => byId.has(id)).slice(0, limit);
      const exactDocs = [...found.exact].map((id) => byId.get(id)!).filter(Boolean);
      const list = needles(
        used,
        found.terms,
        exactDocs.map((doc) => doc.code!),
      );
      const choseong = isChoseongQuery(used) ? used.replace(/\s+/g, "") : "";
      const hits: Hit[] = ids.map((id) => {
        const doc = byId.get(id)!;
        const extra = choseong ? choseongWords(doc.title, choseong) : [];
        const all = [...list, ...extra.map(escape)];
        const pattern = all.length > 0 ? new RegExp(all.join("|"), "giu") : null;
        return {
          id,
          group: doc.group,
          path: doc.path,
          code: doc.code,
          title: mark(doc.title, pattern),
          snippet: snippet(doc.text ?? "", pattern),
          exact: found.exact.has(id),
        };
      });
      const groups = GROUPS.map((group) => ({
        group,
        hits: hits.filter((hit) => hit.group === group),
      })).filter((g) => g.hits.length > 0);
      const answer: SearchAnswer = { query, readAs, groups, total: hits.length, suggestions: [] };
      if (hits.length === 0) answer.suggestions = closest(query);
      return answer;
    },
  };

  /** "Did you mean": the nearest titles by a forgiving search (any term, typos allowed). */
  function closest(query: string): { path: string; title: string }[] {
    const terms = queryTerms(query).filter((t) => t.length >= 2);
    if (terms.length === 0) return [];
    const hits = index.search({
      combineWith: "OR",
      queries: terms,
      prefix: (term: string) => !exactOnly(term),
      fuzzy: (term: string) => (/^[a-z]{4,}$/.test(term) ? 0.34 : false),
    });
    return hits.slice(0, 5).flatMap((hit) => {
      const doc = byId.get(String(hit.id));
      return doc ? [{ path: doc.path, title: doc.title }] : [];
    });
  }
}

/** Korean words of a title whose initial consonants begin with the query's, to mark them. */
function choseongWords(title: string, initials: string): string[] {
  const words = title.match(/[\uac00-\ud7a3]+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    let joined = "";
    for (let j = i; j < words.length; j += 1) {
      joined += words[j];
      const c = getChoseong(joined);
      if (c.startsWith(initials) || initials.startsWith(c)) {
        if (c.startsWith(initials)) {
          out.push(...words.slice(i, j + 1));
          break;
        }
      } else break;
    }
  }
  return out;
}

export type { Lang };
