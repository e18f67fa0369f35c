import type { Messages } from "../i18n/translate.server";
import MiniSearch, { type AsPlainObject, type Options, type Query } from "minisearch";
import { convertQwertyToHangul, getChoseong } from "es-hangul";
import type { Lang } from "../i18n/lang";
import { DN_SIZES } from "../content/catalog/sizes";
import { dnInchText, grouped, torqueText } from "../content/catalog/figures-text";
import type { ProductFigures } from "../content/schemas";
import type { FinderModel } from "../finder/finder";
import type { Localized } from "../i18n/localized";
import { finderInputs, fitModels, type Fit, type FitAnswer, type FigureKeyName } from "./fits";
import { GLOSSARY } from "./glossary";
import { readQuery, type Quantity } from "./quantities";
import {
  GROUPS as WORD_GROUPS,
  editDistance,
  HANGUL_WORDS,
  LATIN_WORDS,
  nearestHangul,
  queryWords,
  type Facets,
  type QueryWord,
} from "./words";
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
  /** A product's figures: what the query's quantities are matched against. */
  figures?: ProductFigures;
  /** A product's group (category id), for the results' filter. */
  family?: string;
  /** A product's specification rows the quantities match, as its page writes them: label, text. */
  rows?: Partial<Record<FigureKeyName, [label: string, text: string]>>;
  /** A catalogue page: the products it lists (entry ids). */
  products?: string[];
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
  /** A product's kind and group, for the filters. */
  kind?: ProductFigures["kind"];
  family?: string;
  /** Why a product fits the quantities asked: its matching figures as its page writes them. */
  fits?: { label: string; text: string }[];
}

export interface SearchAnswer {
  query: string;
  /** The query typed on an English keyboard layout, read as Korean ("qjxjvmffkdl" -> 버터플라이). */
  readAs?: string;
  groups: { group: Group; hits: Hit[] }[];
  total: number;
  /** Closest entries when nothing matched. */
  suggestions: { path: string; title: string }[];
  /** The quantities read in the query, as the site writes them. */
  understood: Localized[];
  /** Words that found nothing and were left out. */
  ignored?: string[];
  /** The finder with what was understood (a language-neutral path with its query). */
  finder?: string;
  /** When no model fits: the models that miss by one value, and by how much. */
  near: { path: string; code?: string; title: string; notes: Localized[] }[];
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

/** A code by its parts, zeros in front of a number dropped: "480-035", "480 35" are "48035". */
export function looseCode(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^a-z0-9]+|(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? String(Number(part)) : part))
    .join("");
}

/**
 * Model codes the query names exactly, in any form: "480 035", "480-35", "ap 12", "AP-05",
 * "HT-600". A code made of more of the query's words comes first: "S30 T" names S30T before S30.
 */
function exactCodes(query: string, codes: Map<string, string[]>): Set<string> {
  const span = new Map<string, number>();
  const words = normalize(query).split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_TERMS);
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j <= Math.min(words.length, i + 3); j += 1) {
      const piece = words.slice(i, j);
      const keys = new Set([compactCode(piece.join("")), `~${looseCode(piece.join(" "))}`]);
      for (const key of keys) {
        for (const id of codes.get(key) ?? []) {
          span.set(id, Math.max(span.get(id) ?? 0, j - i));
        }
      }
    }
  }
  // Sort is stable: codes of the same length keep the order of the query.
  return new Set([...span].sort((a, b) => b[1] - a[1]).map(([id]) => id));
}

/**
 * Model codes the query begins, as a buyer types one: "48", "480-0" and "480-03" already name
 * 480-035 and its neighbours, where a whole code alone would leave the list empty until the last
 * key. One word of two characters or more, not a code itself nor a figure ("150" is a size).
 */
function codesBegun(query: string, codes: Map<string, string[]>): string[] {
  const typed = compactCode(query);
  if (typed.length < 2 || /\s/.test(query.trim()) || codes.has(typed)) return [];
  return [...codes]
    .filter(([key]) => !key.startsWith("~") && key.startsWith(typed))
    .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
    .flatMap(([, ids]) => ids);
}

export interface Searcher {
  search(raw: string | null | undefined, options?: { limit?: number }): SearchAnswer;
}

type Doc = Omit<DisplayDoc, "text"> & { text?: string };

/** A word of the query as MiniSearch reads it: the word's terms, or a group's alternatives. */
type WordQuery = Query;

const termsQuery = (terms: string[], fuzzy?: number): Query => ({
  combineWith: "AND",
  queries: terms.slice(0, MAX_QUERY_TERMS),
  prefix: (term: string) => !exactOnly(term),
  ...(fuzzy ? { fuzzy } : {}),
});

/** What a quantity reads as, in both languages, for "understood as". */
function quantityLabel(q: Quantity): Localized {
  const same = (text: string): Localized => ({ ko: text, en: text });
  switch (q.kind) {
    case "size":
      return dnInchText(q.dn);
    case "pressure":
      return q.as === "pn"
        ? same(`PN ${q.value}`)
        : q.as === "jis"
          ? same(`JIS ${q.value}K`)
          : q.as === "psi"
            ? same(`${grouped(q.value)} psi (${q.bar} bar)`)
            : same(`${grouped(q.value)} bar`);
    case "class":
      return same(`Class ${q.value}`);
    case "temp":
      return same(`${q.c} °C`);
    case "torque":
      return torqueText(q.nm);
    case "flange":
      return same(`ISO 5211 ${q.code}`);
    case "supply": {
      const volts = q.volts === undefined ? "" : `${q.volts} V`;
      const phase =
        q.phase === 3
          ? { ko: "삼상", en: "three-phase" }
          : q.phase === 1
            ? { ko: "단상", en: "single-phase" }
            : undefined;
      return {
        ko: [phase?.ko, volts].filter(Boolean).join(" "),
        en: [phase?.en, volts].filter(Boolean).join(" "),
      };
    }
  }
}

/** The finder's URL with what the query's quantities ask, for "try the finder". */
function finderHref(quantities: Quantity[], facets: Facets, fit: FitAnswer): string | undefined {
  if (quantities.length === 0) return undefined;
  const { valve, actuator } = finderInputs(quantities, facets);
  const params = new URLSearchParams();
  const valveAsked =
    valve.dn !== undefined || valve.pn !== undefined || valve.ansiClass !== undefined;
  const actuatorAsked =
    actuator.torque !== undefined || actuator.flange !== undefined || actuator.supply !== undefined;
  if (valveAsked || (!actuatorAsked && facets.kind !== "actuator" && valve.temp !== undefined)) {
    params.set("kind", "valve");
    if (valve.type) params.set("type", valve.type);
    if (valve.dn !== undefined && DN_SIZES.includes(valve.dn)) params.set("dn", String(valve.dn));
    if (valve.pn !== undefined) params.set("pn", String(valve.pn));
    if (valve.ansiClass !== undefined) params.set("class", String(valve.ansiClass));
    if (valve.temp !== undefined) params.set("temp", String(valve.temp));
  } else if (actuatorAsked) {
    params.set("kind", "actuator");
    if (actuator.torque !== undefined) params.set("torque", String(actuator.torque));
    if (actuator.flange) params.set("flange", actuator.flange);
    if (actuator.supply) params.set("supply", actuator.supply);
  } else return undefined;
  void fit;
  return `/products/finder?${params}`;
}

/** A search over one language's display docs (snippets where they have text) and the index. */
export function createSearcher(index: MiniSearch<IndexedDoc>, docs: Doc[]): Searcher {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const codes = new Map<string, string[]>();
  for (const doc of docs) {
    if (!doc.code) continue;
    for (const key of new Set([compactCode(doc.code), `~${looseCode(doc.code)}`])) {
      codes.set(key, [...(codes.get(key) ?? []), doc.id]);
    }
  }
  const products = docs.filter((doc) => doc.group === "product" && doc.figures);
  const models: (FinderModel & { doc: Doc })[] = products.map((doc) => ({
    id: doc.id,
    code: doc.code ?? "",
    path: doc.path,
    figures: doc.figures!,
    doc,
  }));
  // The Korean words a mistyped one may mean: the trade's and the titles'.
  const known = new Set(HANGUL_WORDS);
  for (const doc of docs) {
    for (const word of normalize(doc.title).match(/[\uac00-\ud7a3]{2,}/g) ?? []) known.add(word);
  }

  const hitsOf = (query: Query) => index.search(query).map((h) => String(h.id));

  /** A typed word's query, with a typo forgiven where the word as typed finds nothing. */
  function wordQuery(word: QueryWord): { word: QueryWord; query?: WordQuery } {
    if (word.group !== undefined) {
      // An alternative read as loose pieces ("3방": "3" and any word in 방) would find anything.
      const alternatives = WORD_GROUPS[word.group]!.words.map((w) => queryTerms(w))
        .filter((terms) => terms.length > 0)
        .filter((terms) => terms.length === 1 || !terms.some((t) => /^[\uac00-\ud7a3]$/.test(t)))
        .map((terms) => termsQuery(terms));
      return { word, query: { combineWith: "OR", queries: alternatives } };
    }
    const terms = queryTerms(word.text);
    if (terms.length === 0) return { word };
    const exact = termsQuery(terms);
    if (hitsOf(exact).length > 0) return { word, query: exact };
    // Korean: the nearest known word by its jamo (it may be one of the trade's words).
    if (/^[\uac00-\ud7a3]{2,}$/.test(word.text)) {
      const nearest = nearestHangul(word.text, known);
      if (nearest && nearest !== word.text) {
        const [again] = queryWords(nearest);
        if (again) return wordQuery({ ...again, fixed: word.text });
      }
      return { word };
    }
    // Latin: one letter off in a word of four letters or more, two from eight; the trade's
    // words first ("acutator" is actuator).
    if (/^[a-z]{4,}$/.test(word.text)) {
      const limit = word.text.length >= 8 ? 2 : 1;
      let best: string | undefined;
      let distance = limit + 1;
      for (const known of LATIN_WORDS) {
        const d = editDistance(word.text, known, limit);
        if (d < distance) [best, distance] = [known, d];
      }
      if (best) {
        const [again] = queryWords(best);
        if (again) return wordQuery({ ...again, fixed: word.text });
      }
      const fuzzy = termsQuery(terms, word.text.length >= 8 ? 2 : 1);
      if (hitsOf(fuzzy).length > 0) return { word, query: fuzzy };
    }
    return { word };
  }

  function facetsOf(words: QueryWord[]): Facets {
    const facets: Facets = {};
    const kinds = new Set<string>();
    const types = new Set<string>();
    for (const word of words) {
      const facet = word.group === undefined ? undefined : WORD_GROUPS[word.group]!.facet;
      if (!facet) continue;
      if (facet.kind) kinds.add(facet.kind);
      if (facet.type) types.add(facet.type);
      if (facet.drives) facets.drives = [...new Set([...(facets.drives ?? []), ...facet.drives])];
    }
    if (types.size === 1) {
      facets.type = [...types][0] as Facets["type"];
      kinds.add("valve");
    }
    if (facets.drives) kinds.add("actuator");
    // "valve actuator", "전동 볼밸브": a product of two kinds is none; the words alone decide.
    if (kinds.size > 1 || types.size > 1) return {};
    if (kinds.size === 1) facets.kind = [...kinds][0] as Facets["kind"];
    return facets;
  }

  const holds = (facets: Facets, figures: ProductFigures) =>
    (!facets.kind || figures.kind === facets.kind) &&
    (!facets.type || (figures.kind === "valve" && figures.type === facets.type)) &&
    (!facets.drives || (figures.kind === "actuator" && facets.drives.includes(figures.drive)));

  interface Found {
    ids: string[];
    exact: Set<string>;
    terms: string[];
    fits: Map<string, Fit>;
    fit?: FitAnswer;
    quantities: Quantity[];
    facets: Facets;
    ignored: string[];
  }

  function run(query: string): Found {
    const exact = exactCodes(query, codes);
    const none = { fits: new Map(), quantities: [], facets: {}, ignored: [] };
    if (isChoseongQuery(query)) {
      const initials = query.replace(/\s+/g, "");
      const hits = index.search(initials, { fields: ["initials"], prefix: true });
      return { ids: hits.map((h) => String(h.id)), exact, terms: [], ...none };
    }
    const read = readQuery(query);
    const { quantities } = read;
    const words = queryWords(normalize(read.rest)).slice(0, MAX_QUERY_TERMS).map(wordQuery);
    // A word that finds nothing, even forgiven, asks nothing: the others still answer.
    const asked = words.filter((w) => w.query);
    const ignored =
      asked.length > 0 || quantities.length > 0
        ? words.filter((w) => !w.query && !exact.size).map((w) => w.word.text)
        : [];
    const fixedWords = asked.map((w) => w.word);
    const facets = facetsOf(fixedWords);
    const faceted = Object.keys(facets).length > 0;
    const and = (list: typeof asked): Query | undefined =>
      list.length === 0 ? undefined : { combineWith: "AND", queries: list.map((w) => w.query!) };
    const codeWords = new Set(
      [...exact].flatMap((id) => byId.get(id)?.code ?? []).map((c) => compactCode(c)),
    );
    // Words that name a facet narrow models by their figures; the rest must be in their text.
    const textWords = asked.filter(
      (w) => w.word.group === undefined || !WORD_GROUPS[w.word.group]!.facet || !faceted,
    );
    const allQuery = and(asked);
    let textIds = allQuery ? hitsOf(allQuery) : [];
    if (!allQuery && quantities.length > 0) {
      // Figures as the content writes them, for the pages that state them (a notice, a table).
      const terms = queryTerms(query);
      if (terms.length > 0) textIds = hitsOf(termsQuery(terms));
    }
    const productText = and(textWords);
    const productTextIds = productText ? hitsOf(productText) : undefined;

    // Models: by the facets and quantities, or by their text.
    let candidates = models.filter((m) => holds(facets, m.figures));
    if (productTextIds) {
      const order = new Map(productTextIds.map((id, i) => [id, i]));
      candidates = candidates
        .filter((m) => order.has(m.id))
        .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    }
    const fit = fitModels(quantities, facets, candidates);
    const fits = new Map(fit.fits.map((f) => [f.id, f]));
    let productIds: string[];
    if (fit.asked) {
      productIds = [...fit.fits].sort((a, b) => a.rank - b.rank).map((f) => f.id);
    } else if (faceted || productTextIds) {
      productIds = candidates.map((m) => m.id);
    } else productIds = [];
    if (!fit.asked && !faceted) {
      // Words only: every product their text names (not only those with figures).
      productIds = textIds.filter((id) => byId.get(id)?.group === "product");
    }
    const shown = new Set(productIds);
    // Catalogue pages that list the models found, then the other entries the words find.
    const listing = docs
      .filter((doc) => doc.group === "catalogue" && doc.products?.some((p) => shown.has(p)))
      .map((doc) => doc.id);
    const others = textIds.filter((id) => byId.get(id)?.group !== "product");
    const ids = [
      ...exact,
      ...[
        ...productIds,
        ...(quantities.length ? [] : codesBegun(query, codes)),
        ...listing,
        ...others,
      ].filter((id) => !exact.has(id)),
    ];
    void codeWords;
    return {
      ids: [...new Set(ids)],
      exact,
      terms: queryTerms(query),
      fits,
      fit,
      quantities,
      facets,
      ignored,
    };
  }

  return {
    search(raw, { limit = 200 } = {}) {
      const query = cleanQuery(raw);
      const empty: SearchAnswer = {
        query,
        groups: [],
        total: 0,
        suggestions: [],
        understood: [],
        near: [],
      };
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
        const hit: Hit = {
          id,
          group: doc.group,
          path: doc.path,
          code: doc.code,
          title: mark(doc.title, pattern),
          snippet: snippet(doc.text ?? "", pattern),
          exact: found.exact.has(id),
        };
        if (doc.figures) hit.kind = doc.figures.kind;
        if (doc.family) hit.family = doc.family;
        const fit = found.fits.get(id);
        if (fit) {
          hit.fits = fit.keys.flatMap((key) => {
            const row = doc.rows?.[key];
            return row ? [{ label: row[0], text: row[1] }] : [];
          });
        }
        return hit;
      });
      const groups = GROUPS.map((group) => ({
        group,
        hits: hits.filter((hit) => hit.group === group),
      })).filter((g) => g.hits.length > 0);
      const answer: SearchAnswer = {
        query,
        readAs,
        groups,
        total: hits.length,
        suggestions: [],
        understood: found.quantities.map(quantityLabel),
        near: [],
      };
      if (found.ignored.length > 0) answer.ignored = found.ignored;
      const finder = finderHref(found.quantities, found.facets, found.fit!);
      if (finder) answer.finder = finder;
      const productHits = groups.find((g) => g.group === "product")?.hits.length ?? 0;
      if (productHits === 0 && found.fit?.asked) {
        answer.near = found.fit.near.slice(0, 5).flatMap((n) => {
          const doc = byId.get(n.id);
          if (!doc) return [];
          // The finder's words where it has them ("2 sizes above the largest"), else its rows.
          const rows = n.keys.flatMap((key) => (doc.rows?.[key] ? [doc.rows[key]] : []));
          const notes =
            n.notes.length > 0
              ? n.notes
              : rows.map(([label, text]) => ({ ko: `${label} ${text}`, en: `${label} ${text}` }));
          return [{ path: doc.path, code: doc.code, title: doc.title, notes }];
        });
      }
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
