import {
  figureField,
  STALE_PATTERNS,
  staleUnitOf,
  type StalePattern,
  type StaleUnit,
} from "../../../content/catalog/figure-registry";
import type { ProductItem, Rating } from "../../../content/schemas";

/**
 * The texts of a product that still state a figure or code it no longer has
 * (docs/decisions/025-texts-that-state-a-figure.md): a figure changed from 200 to 190 °C, the
 * overview still saying "-20~+200 °C". A number counts only with the unit of the figure that
 * changed, written before it (DN200, PN40, ANSI 150) or after it, directly or at the end of a
 * range or list ("-20 ~ 200℃", "−20 to +200 °C", "20/50/100 bar"), so a size "DN200" is no
 * temperature 200. A code counts as a word of its own ("S40은", never "S40T").
 */

/** How a figure is written in a text: its unit, or `word` for a code or a name. */
export type Unit = StaleUnit;
type Kind = Unit | "word";

/** A value a product stated before and states no more: its field, its kind, old and new. */
export interface StaleFigure {
  /** The field, by the editor's form name (`figures.tempC.max`, `code`). */
  path: string;
  kind: Kind;
  old: string;
  /** What the field says now; absent when it was emptied. */
  now?: string;
}

/** A text that states a stale value: its field (`detailDescription.ko`), where, and which. */
export interface StaleText {
  field: string;
  lang: "ko" | "en";
  /** The words around the old value, as written. */
  excerpt: string;
  figure: StaleFigure;
}

/** Each unit's words after and before a number, from the figure registry's units. */
const PATTERNS: Record<Unit, StalePattern> = STALE_PATTERNS;
const SUFFIX = (unit: Unit) => PATTERNS[unit].suffix;
const PREFIX = (unit: Unit) => PATTERNS[unit].prefix;
/** Between two numbers of one range or list: "~", "to", "/", ",", "and", dashes. */
const SEPARATOR = /^\s*(?:~|〜|～|-|–|—|\/|,|to|and|or|및|또는|에서|부터)\s*$/i;

/** Signs and dashes written in other ways, one character for one, so positions stay. */
const plain = (text: string) => text.replace(/[−‐‑]/g, "-").replace(/[＋]/g, "+");

interface Token {
  start: number;
  end: number;
  value: string;
  own?: Unit;
  prefix?: Unit;
}

/** Numbers ("-20", "+200", "18,500", "5.5"), or inch sizes ("1/4", "1-1/2", "2"). */
const NUMBER = /(?:(?<![\w.])[+-])?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?/g;
const INCH = /\d+-\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?/g;

const numeric = (token: string) => Number(token.replace(/,/g, ""));

/** Each number in the text with the unit it is written with, own or from its range or list. */
function quantities(text: string, inches: boolean): Token[] {
  const units = (inches ? ["in"] : Object.keys(PATTERNS)).filter(
    (unit) => inches || unit !== "in",
  ) as Unit[];
  const tokens: Token[] = [...text.matchAll(inches ? INCH : NUMBER)].map((match) => {
    const start = match.index;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 12), start);
    const after = text.slice(end, end + 8);
    const prefix = units.find((unit) => PREFIX(unit)?.test(before));
    const own = prefix ?? units.find((unit) => SUFFIX(unit)?.test(after));
    return { start, end, value: match[0], own, prefix };
  });
  const gap = (i: number) => text.slice(tokens[i]!.end, tokens[i + 1]!.start);
  // A number without its own unit takes the suffix of the next one with a unit in its range or
  // list ("-20~+200 °C", "20/50/100 bar"), else the prefix of the one before ("PN16/25/40").
  for (let i = tokens.length - 2; i >= 0; i--) {
    const next = tokens[i + 1]!;
    if (!tokens[i]!.own && next.own && !next.prefix && SEPARATOR.test(gap(i))) {
      tokens[i]!.own = next.own;
    }
  }
  for (let i = 1; i < tokens.length; i++) {
    const previous = tokens[i - 1]!;
    if (!tokens[i]!.own && previous.prefix && SEPARATOR.test(gap(i - 1))) {
      tokens[i]!.own = previous.prefix;
      tokens[i]!.prefix = previous.prefix;
    }
  }
  return tokens;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where a text states a value: each match's start and end. */
export function findValue(text: string, kind: Kind, value: string): [number, number][] {
  const normal = plain(text);
  if (kind === "word") {
    const word = new RegExp(
      `(?<![A-Za-z0-9]|[A-Za-z0-9]-)${escape(value)}(?![A-Za-z0-9]|-[A-Za-z0-9])`,
      "gi",
    );
    return [...normal.matchAll(word)].map((m) => [m.index, m.index + m[0].length]);
  }
  return quantities(normal, kind === "in")
    .filter((token) => token.own === kind)
    .filter((token) =>
      kind === "in" ? token.value === value : numeric(token.value) === Number(value),
    )
    .map((token) => [token.start, token.end]);
}

/** Each figure's leaf by the editor's form name, with how a text writes it. */
function figureLeaves(item: ProductItem): Map<string, { kind: Kind; value: string }> {
  const out = new Map<string, { kind: Kind; value: string }>();
  const ratings: Rating[] = item.figures.kind === "valve" ? item.figures.ratings : [];
  const walk = (here: unknown, path: string) => {
    if (here === null || here === undefined) return;
    if (typeof here === "object") {
      for (const [key, inner] of Object.entries(here)) walk(inner, `${path}.${key}`);
      return;
    }
    const kind = kindOf(path, ratings);
    if (kind) out.set(path, { kind, value: String(here) });
  };
  walk(item.figures, "figures");
  out.set("code", { kind: "word", value: item.code });
  return out;
}

/**
 * How a text writes the figure at `path`: its field's unit in the figure registry (a rating's
 * values by its system); undefined for what is no figure in words (a kind, a count, a tick).
 */
function kindOf(path: string, ratings: Rating[]): Kind | undefined {
  const inner = path.replace(/^figures\./, "");
  const rating = /^ratings\.(\d+)\./.exec(inner);
  const system = rating ? ratings[Number(rating[1])]?.system : undefined;
  // A list's item ("size.only.2", "flanges.0") is written as its list is.
  const field = figureField(inner, system) ?? figureField(inner.replace(/\.\d+$/, ""), system);
  if (!field || (field.system && field.system !== system)) return undefined;
  return staleUnitOf(field);
}

/**
 * The values `before` stated that `after` no longer does: a changed or emptied figure, a changed
 * code. A value the product still has under the same unit (a list reordered) is not stale.
 */
export function staleFigures(before: ProductItem, after: ProductItem): StaleFigure[] {
  const old = figureLeaves(before);
  const now = figureLeaves(after);
  const stillSaid = new Set([...now.values()].map((v) => `${v.kind}:${v.value.toLowerCase()}`));
  const seen = new Set<string>();
  const out: StaleFigure[] = [];
  for (const [path, { kind, value }] of old) {
    const key = `${kind}:${value.toLowerCase()}`;
    if (now.get(path)?.value === value || stillSaid.has(key) || seen.has(key)) continue;
    seen.add(key);
    out.push({ path, kind, old: value, now: now.get(path)?.value });
  }
  return out;
}

/** Every free text of a product, by its field: names, descriptions, features, text rows. */
function freeTexts(item: ProductItem): { field: string; lang: "ko" | "en"; text: string }[] {
  const out: { field: string; lang: "ko" | "en"; text: string }[] = [];
  for (const lang of ["ko", "en"] as const) {
    for (const field of ["name", "description", "detailDescription"] as const) {
      out.push({ field: `${field}.${lang}`, lang, text: item[field]?.[lang] ?? "" });
    }
    out.push({ field: `features.${lang}`, lang, text: (item.features?.[lang] ?? []).join("\n") });
    item.specifications.forEach((row, i) => {
      if (row.figure === undefined && row.value) {
        out.push({ field: `specifications.${i}.value.${lang}`, lang, text: row.value[lang] });
      }
    });
  }
  return out;
}

/** The words around a match, up to about 30 characters each side, on its line. */
function excerpt(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end);
  const from = Math.max(lineStart, start - 30);
  const to = Math.min(lineEnd === -1 ? text.length : lineEnd, end + 30);
  return `${from > lineStart ? "…" : ""}${text.slice(from, to).trim()}${to < (lineEnd === -1 ? text.length : lineEnd) ? "…" : ""}`;
}

/**
 * The texts of `after` that state a value `before` had and `after` has not, one entry per text
 * and value (the first place it is said), in the order of the editor's fields.
 */
export function staleTexts(before: ProductItem, after: ProductItem): StaleText[] {
  const figures = staleFigures(before, after);
  if (figures.length === 0) return [];
  const out: StaleText[] = [];
  for (const { field, lang, text } of freeTexts(after)) {
    for (const figure of figures) {
      const [first] = findValue(text, figure.kind, figure.old);
      if (first) out.push({ field, lang, excerpt: excerpt(text, ...first), figure });
    }
  }
  return out;
}
