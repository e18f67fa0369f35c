import { MAX_QUERY_LENGTH } from "./limits";
import { SPELLINGS } from "./words";

/**
 * Text rules of the site search, shared by the index (built at build time and on the server) and
 * the browser: one normaliser, one tokenizer, so a query meets the index in the same form.
 *
 * - Latin words and numbers: lower case, English plurals folded ("valves" -> "valve").
 * - Model codes: also as one compact token ("480-035" -> "480035", "HT600" -> "ht600").
 * - Hangul: two-syllable pieces of each run of Hangul words with the spaces taken out, so
 *   "버터플라이밸브" and "버터플라이 밸브" give the same pieces; variant spellings first.
 * - Figures with units as stated in the content: "DN 150", "DN150" and "150A" -> "dn150",
 *   "PN6/10/16" -> "pn6" "pn10" "pn16", "600 °C" -> "600c", "350 N·m" -> "350nm".
 */

export { MAX_QUERY_LENGTH };
/** Most terms of one query that are searched. */
export const MAX_QUERY_TERMS = 12;

/**
 * Variant and common misspellings -> the spelling the content uses (both sides): the trade's
 * spellings (words.json), and torque as the content writes it ("350 N·m") and as people type it
 * ("350 Nm", "350 N.m").
 */
const VARIANTS: [RegExp, string][] = [...SPELLINGS, [/(?<=\d\s?)n\s?[·.]\s?m\b/g, "nm"]];

const HANGUL_RUN = /[\uac00-\ud7a3]+(?:\s+[\uac00-\ud7a3]+)*/g;
const JAMO_ONLY = /^[\u3131-\u314e\s]+$/;

/** NFKC (full-width forms, "℃" -> "°C"), lower case, variant spellings. */
export function normalize(text: string): string {
  let out = text.normalize("NFKC").toLowerCase();
  for (const [pattern, replacement] of VARIANTS) out = out.replace(pattern, replacement);
  return out;
}

/** English plural -> singular, for Latin words of four letters or more. */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const NUMBER_LIST = String.raw`\d[\d,.]*(?:\s*(?:~|–|-|/|·|to|and)\s*(?:dn\s*)?\d[\d,.]*)*`;
const RANGE_SPLIT = /\s*(?:~|–|-|\/|·|to|and)\s*(?:dn\s*)?/;

const numbers = (list: string) =>
  list
    .split(RANGE_SPLIT)
    .map((n) => n.replace(/,/g, "").replace(/\.$/, ""))
    .filter((n) => /^\d+(\.\d+)?$/.test(n));

/**
 * Figures with units in normalised text, with the spans they cover. Unit suffixes: Nm, bar,
 * psi, mm, kg, Hz, V, °C; prefixes: DN, PN, ANSI; the nominal size "150A" counts as DN 150.
 */
const FIGURE_RULES: { pattern: RegExp; tokens: (m: RegExpExecArray) => string[] }[] = [
  {
    pattern: new RegExp(String.raw`\bdn\s*(${NUMBER_LIST})`, "g"),
    tokens: (m) => numbers(m[1]!).map((n) => `dn${n}`),
  },
  { pattern: /\b(\d{2,4})\s?a\b/g, tokens: (m) => [`dn${m[1]}`] },
  {
    pattern: /\bpn\s*(\d+(?:\s*\/\s*\d+)*)/g,
    tokens: (m) => numbers(m[1]!).map((n) => `pn${n}`),
  },
  {
    pattern: /\bansi\s*(?:class\s*)?(\d+(?:\s*\/\s*\d+)*)/g,
    tokens: (m) => numbers(m[1]!).map((n) => `ansi${n}`),
  },
  {
    pattern: /([+-]?\d+(?:\.\d+)?(?:\s*(?:~|–|to)\s*[+-]?\d+(?:\.\d+)?)?)\s*°\s*c\b/g,
    tokens: (m) => numbers(m[1]!.replace(/[+-](?=\d)/g, "")).map((n) => `${n}c`),
  },
  {
    pattern: new RegExp(String.raw`(${NUMBER_LIST})\s*(nm|bar|psi|mm|kg|hz|v)\b`, "g"),
    tokens: (m) => numbers(m[1]!).map((n) => `${n}${m[2]}`),
  },
];

function figures(text: string): { tokens: string[]; spans: [number, number][] } {
  const tokens: string[] = [];
  const spans: [number, number][] = [];
  for (const rule of FIGURE_RULES) {
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      const found = rule.tokens(m);
      if (found.length === 0) continue;
      tokens.push(...found);
      spans.push([m.index, m.index + m[0].length]);
    }
  }
  return { tokens, spans };
}

/** Two-syllable pieces of a Hangul run (spaces taken out); a lone syllable stays as it is. */
export function hangulPieces(run: string): string[] {
  const joined = run.replace(/\s+/g, "");
  if (joined.length < 2) return [joined];
  const pieces: string[] = [];
  for (let i = 0; i + 2 <= joined.length; i += 1) pieces.push(joined.slice(i, i + 2));
  return pieces;
}

/** Latin and number words, with compact forms of code-like sequences ("480-035" -> "480035"). */
function latinTokens(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.match(/[a-z0-9]+(?:[-.][a-z0-9]+)*/g) ?? []) {
    const parts = chunk.split(/[-.]/);
    for (const part of parts) if (part.length > 1 || /\d/.test(part)) out.push(stem(part));
    if (parts.length > 1 && /\d/.test(chunk) && /^[a-z0-9-]+$/.test(chunk)) {
      out.push(parts.join(""));
    }
  }
  return out;
}

/** Every term of a text for the index: words, codes, Hangul pieces, figures. */
export function indexTerms(text: string): string[] {
  const normal = normalize(text);
  const out = latinTokens(normal);
  for (const run of normal.match(HANGUL_RUN) ?? []) out.push(...hangulPieces(run));
  out.push(...figures(normal).tokens);
  return out;
}

/**
 * The terms of a query: a figure stands for its parts ("350 Nm" is "350nm", not "350" and
 * "nm"); Hangul runs become pieces like the index's.
 */
export function queryTerms(query: string): string[] {
  const normal = normalize(query);
  const found = figures(normal);
  let rest = normal;
  for (const [start, end] of [...found.spans].sort((a, b) => b[0] - a[0])) {
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  }
  const out = [...found.tokens, ...latinTokens(rest)];
  for (const run of rest.match(HANGUL_RUN) ?? []) out.push(...hangulPieces(run));
  return [...new Set(out)].slice(0, MAX_QUERY_TERMS * 2);
}

/** The query as the search reads it: trimmed, control characters out, at most 100 characters. */
export function cleanQuery(raw: string | null | undefined): string {
  return (
    (raw ?? "")
      // Control characters (the "Cc" category) read as spaces.
      .replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
      .trim()
  );
}

/** True when the query is Korean initial consonants only ("ㅂㅌㅍㄹㅇ"). */
export function isChoseongQuery(query: string): boolean {
  return JAMO_ONLY.test(query) && /[\u3131-\u314e]/.test(query);
}

/** A model code in one form: lower case, letters and digits only ("HT-600" -> "ht600"). */
export function compactCode(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}
