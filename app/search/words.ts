import { disassemble } from "es-hangul";
import words from "./words.json" with { type: "json" };

/**
 * The trade's words (words.json, data a copy editor extends without code): spellings folded to
 * the content's, groups of words that mean one thing in both languages (some also narrow the
 * models, a facet), and words that ask nothing. A query is read into these words here.
 */

/** What the search narrows models by besides quantities: named by the trade's words. */
export interface Facets {
  kind?: "valve" | "actuator";
  type?: "butterfly" | "ball" | "pinch";
  drives?: ("electric" | "pneumatic" | "hydraulic" | "pneumatic-motor")[];
}

export interface WordGroup {
  facet?: Facets;
  /** Every way of saying it, as typed: searched as alternatives. */
  words: string[];
}

interface WordsFile {
  spellings: string[][];
  synonyms: { facet?: Facets; words: string[] }[];
  stopwords: string[];
}

const data = words as unknown as WordsFile;

export const GROUPS: WordGroup[] = data.synonyms;
const STOPWORDS = new Set(data.stopwords);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A spelling that matches with or without spaces between its syllables ("버터 후라이"). */
const loose = (variant: string) =>
  [...variant.replace(/\s+/g, "")].map(escape).join(String.raw`\s?`);

/** Variant spellings -> the content's, longest variant first (one pattern per spelling). */
export const SPELLINGS: [RegExp, string][] = data.spellings.map(([to, ...from]) => [
  new RegExp(
    from
      .sort((a, b) => b.length - a.length)
      .map(loose)
      .join("|"),
    "g",
  ),
  to!,
]);

/** A word's key: lower case, no spaces, hyphens or dots ("Spring-Return" is "springreturn"). */
export const wordKey = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\-·./]+/g, "");

/** Every word of every group by its key. */
const BY_KEY = new Map<string, number>();
GROUPS.forEach((group, i) => {
  for (const word of group.words) if (!BY_KEY.has(wordKey(word))) BY_KEY.set(wordKey(word), i);
});
const LONGEST = Math.max(...[...BY_KEY.keys()].map((k) => k.length));

/** One word of a query: a group's (with its index) or a word of its own. */
export interface QueryWord {
  text: string;
  group?: number;
  /** The word as typed, where a typo was forgiven. */
  fixed?: string;
}

const HANGUL = /[\uac00-\ud7a3]/;

/**
 * A Hangul word split at the trade's words it is made of ("삼방볼밸브" is 삼방 볼 밸브), as
 * Korean runs words together; the longest word first from the left. What is left between stays a
 * word of its own.
 */
function decompound(word: string): QueryWord[] {
  const out: QueryWord[] = [];
  let rest = "";
  let i = 0;
  while (i < word.length) {
    let found = 0;
    for (let end = Math.min(word.length, i + LONGEST); end > i + 0; end -= 1) {
      const group = BY_KEY.get(word.slice(i, end));
      if (group !== undefined && (end - i >= 2 || HANGUL.test(word[i]!))) {
        if (rest) out.push({ text: rest });
        rest = "";
        out.push({ text: word.slice(i, end), group });
        found = end - i;
        break;
      }
    }
    if (found) i += found;
    else {
      rest += word[i];
      i += 1;
    }
  }
  if (rest) out.push({ text: rest });
  return out;
}

/**
 * A query's words (quantities already taken out, spellings folded): runs of up to four typed
 * words that make one of the trade's words ("spring return", "스프링 리턴") are one; a Hangul
 * word is split into the trade's words it is made of; stopwords are dropped.
 */
export function queryWords(rest: string): QueryWord[] {
  const typed = rest.split(/\s+/).filter(Boolean);
  const out: QueryWord[] = [];
  for (let i = 0; i < typed.length;) {
    let taken = 0;
    for (let j = Math.min(typed.length, i + 4); j > i; j -= 1) {
      const group = BY_KEY.get(wordKey(typed.slice(i, j).join("")));
      if (group !== undefined) {
        out.push({ text: typed.slice(i, j).join(" "), group });
        taken = j - i;
        break;
      }
    }
    if (taken) {
      i += taken;
      continue;
    }
    const word = typed[i]!;
    i += 1;
    out.push(...(HANGUL.test(word) ? decompound(word) : [{ text: word }]));
  }
  return out.filter(
    (w) => w.group !== undefined || !STOPWORDS.has(w.text.replace(/[^\p{L}\p{N}]/gu, "")),
  );
}

/** Edit distance (Levenshtein), for typos: on jamo for Korean, on letters for Latin. */
export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The nearest known Korean word to a mistyped one, by its jamo ("버터블라이" is one jamo from
 * 버터플라이): at most one jamo off in a short word, two in a word of eight jamo or more.
 */
export function nearestHangul(word: string, known: Iterable<string>): string | undefined {
  const jamo = disassemble(word);
  const limit = jamo.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let distance = limit + 1;
  for (const candidate of known) {
    if (candidate === word) return candidate;
    const d = editDistance(jamo, disassemble(candidate), limit);
    if (d < distance) {
      distance = d;
      best = candidate;
    }
  }
  return best;
}

/** The Korean words of the trade's groups: where a mistyped Korean word is looked for. */
export const HANGUL_WORDS: string[] = GROUPS.flatMap((g) =>
  g.words.filter((w) => /^[\uac00-\ud7a3]{2,}$/.test(w)),
);

/** The Latin words of the trade's groups, of four letters or more: where a typo is looked for. */
export const LATIN_WORDS: string[] = GROUPS.flatMap((g) =>
  g.words.filter((w) => /^[a-z]{4,}$/.test(w)),
);
